package cloop

import (
	"os"
	"reflect"
	"regexp"
	"testing"
)

// TestCodeLayoutSetByMake: make goside names each build's code layout by
// setting CodeLayout with the linker's -X, which sets nothing, silently,
// when the name it is given does not exist; so the name in mk/bench.mk
// must be this package's path and this variable's.
func TestCodeLayoutSetByMake(t *testing.T) {
	mk, err := os.ReadFile("../../mk/bench.mk")
	if err != nil {
		t.Fatal(err)
	}
	want := reflect.TypeFor[Args]().PkgPath() + ".CodeLayout="
	got := ""
	if m := regexp.MustCompile(`-X ([^ =]+=)\$\$l`).FindSubmatch(mk); m != nil {
		got = string(m[1])
	}
	if got != want {
		t.Errorf("mk/bench.mk sets %q$$l with -X, want %q$$l", got, want)
	}
	// The tests are built without -X: "" says the build did not name its layout.
	if CodeLayout != "" {
		t.Errorf("CodeLayout = %q in a build that did not set it", CodeLayout)
	}
}
