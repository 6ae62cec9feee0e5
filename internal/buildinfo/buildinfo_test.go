package buildinfo

import (
	"runtime/debug"
	"testing"
)

// TestFrom: the commit carries "+dirty" only for a modified tree, and a
// build without a stamped version reads "(devel)".
func TestFrom(t *testing.T) {
	rev := debug.BuildSetting{Key: "vcs.revision", Value: "0123abcd"}
	for _, c := range []struct {
		version  string
		settings []debug.BuildSetting
		want     Info
	}{
		{"", nil, Info{Version: "(devel)"}},
		{"(devel)", []debug.BuildSetting{rev, {Key: "vcs.modified", Value: "false"}}, Info{"(devel)", "0123abcd"}},
		{"(devel)", []debug.BuildSetting{rev, {Key: "vcs.modified", Value: "true"}}, Info{"(devel)", "0123abcd+dirty"}},
		{"v0.1.0", []debug.BuildSetting{{Key: "vcs.modified", Value: "true"}}, Info{Version: "v0.1.0"}},
	} {
		if got := From(c.version, c.settings); got != c.want {
			t.Errorf("From(%q, %v) = %+v, want %+v", c.version, c.settings, got, c.want)
		}
	}
}
