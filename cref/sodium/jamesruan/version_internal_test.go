package jamesruan

import (
	"runtime/debug"
	"testing"
)

// TestVersionIn checks how the binding's version is read from build
// information; test binaries carry no dependency list, so the cases are
// built here.
func TestVersionIn(t *testing.T) {
	for _, tc := range []struct {
		name string
		deps []*debug.Module
		want string
	}{
		{"required", []*debug.Module{{Path: "golang.org/x/crypto", Version: "v0.59.0"}, {Path: modulePath, Version: "v1.0.14"}}, "v1.0.14"},
		{"replaced", []*debug.Module{{Path: modulePath, Version: "v1.0.14", Replace: &debug.Module{Path: "example.org/fork", Version: "v1.0.15"}}}, "v1.0.15"},
		{"replaced by a directory", []*debug.Module{{Path: modulePath, Version: "v1.0.14", Replace: &debug.Module{Path: "../fork"}}}, unknownVersion},
		{"absent", []*debug.Module{{Path: "golang.org/x/crypto", Version: "v0.59.0"}}, unknownVersion},
		{"no deps", nil, unknownVersion},
	} {
		if got := versionIn(&debug.BuildInfo{Deps: tc.deps}); got != tc.want {
			t.Errorf("%s: versionIn = %q, want %q", tc.name, got, tc.want)
		}
	}
}
