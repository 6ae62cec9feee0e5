package bench

import "testing"

func TestDecideEmulation(t *testing.T) {
	t.Setenv(EmulationEnv, "yes")
	for _, tc := range []struct {
		setting  string
		emulated bool
		detected bool
		err      bool
	}{
		{"auto", true, true, false}, {"", false, false, true},
		{"yes", true, false, false}, {"no", false, false, false},
		{"true", true, false, false}, {"false", false, false, false}, {"0", false, false, false},
		{"maybe", false, false, true}, {"Yes", false, false, true},
	} {
		emulated, detected, err := DecideEmulation(tc.setting)
		if emulated != tc.emulated || (detected != nil) != tc.detected || (err != nil) != tc.err {
			t.Errorf("DecideEmulation(%q) = %v, %v, %v", tc.setting, emulated, detected, err)
		}
	}
}
