package require

import (
	"runtime"
	"slices"
	"testing"
)

func TestRequired(t *testing.T) {
	all := []string{Node, Browsers, Valgrind, Suites}
	if runtime.GOARCH != "amd64" {
		all = []string{Node, Valgrind, Suites}
	}
	for _, tc := range []struct {
		env  string
		want []string
	}{
		{"", nil},
		{"node", []string{Node}},
		{" node , suites", []string{Node, Suites}},
		{"all", all},
		{"browsers", []string{Browsers}},
		{"all,ct-names", append(slices.Clone(all), CTNames)},
		{"ct-names", []string{CTNames}},
		{"nodes", nil},
	} {
		t.Setenv(Env, tc.env)
		var got []string
		for _, n := range Names {
			if Required(n) {
				got = append(got, n)
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s=%q: required %v, want %v", Env, tc.env, got, tc.want)
		}
	}
}

func TestUnknown(t *testing.T) {
	t.Setenv(Env, "node,valgrnd,all,,suites")
	if got := unknown(); !slices.Equal(got, []string{"valgrnd"}) {
		t.Errorf("Unknown() = %v, want [valgrnd]", got)
	}
}

// TestSwitchIsValid fails the run when the environment names something the
// switch does not know: a typo in CI must not turn a requirement off.
func TestSwitchIsValid(t *testing.T) {
	if u := unknown(); len(u) > 0 {
		t.Errorf("%s names %v; known: %v or all", Env, u, Names)
	}
}
