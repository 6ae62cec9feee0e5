package bench

import (
	"fmt"
	"strconv"
)

// DecideEmulation reads a setting of `--emulated`, the same for every
// command: "auto" leaves the verdict to DetectEmulation, "yes"
// and "no" decide, and so do the spellings of a boolean ("true", "false",
// "1", …), which `naclcmp bench --emulated` accepted when it was a boolean
// flag. detected is DetectEmulation's verdict when it decided, for the
// caller to report.
func DecideEmulation(setting string) (emulated bool, detected *Emulation, err error) {
	switch setting {
	case "auto":
		d := DetectEmulation()
		return d.Emulated, &d, nil
	case "yes":
		return true, nil, nil
	case "no":
		return false, nil, nil
	}
	if b, err := strconv.ParseBool(setting); err == nil {
		return b, nil, nil
	}
	return false, nil, fmt.Errorf("--emulated: want auto, yes or no, got %q", setting)
}
