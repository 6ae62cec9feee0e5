package buildinfo_test

import (
	"runtime/debug"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/internal/buildinfo"
)

func TestModuleVersion(t *testing.T) {
	if v := buildinfo.ModuleVersion("example.invalid/not-linked"); v != buildinfo.Unknown {
		t.Errorf("absent module: got %q, want %q", v, buildinfo.Unknown)
	}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		t.Skip("binary carries no build information")
	}
	// The main module is found too (test binaries list it, as "(devel)").
	want := bi.Main.Version
	if want == "" {
		want = buildinfo.Unknown
	}
	if v := buildinfo.ModuleVersion(bi.Main.Path); v != want {
		t.Errorf("main module %s: got %q, want %q", bi.Main.Path, v, want)
	}
}
