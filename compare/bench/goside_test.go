//go:build naclcmp_goside

package bench

import (
	"testing"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/internal/cloop"
)

// TestGoSideBuildElidesEveryLoop runs in the Go-side build only (go test
// -tags naclcmp_goside): every C loop of the registry, and its binding's
// call on the loop's buffers, must reach elided C functions, as many for
// one as for the other (sameElidedCalls), or the Go-side figures would
// hold C work. A C function missing from its package's goside.go fails
// here.
func TestGoSideBuildElidesEveryLoop(t *testing.T) {
	if !cloop.Elided {
		t.Fatal("built without the Go-side build's cgo")
	}
	reg := checktest.Load(t, impls.Default)
	planned := planLoops(Workloads(reg, BenchConfig{Lengths: []int{64}, Seed: 1}))
	if len(planned) == 0 {
		t.Fatal("no C loop planned")
	}
	for _, pl := range planned {
		t.Run(pl.binding.String(), func(t *testing.T) {
			a, _, _, err := onLoopBuffers(pl.binding, pl.loop, family.BenchRandFor(1, pl.binding.String()))
			if err != nil {
				t.Fatal(err)
			}
			a.Free()
		})
	}
}
