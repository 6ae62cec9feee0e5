package impls

import (
	"strings"

	"github.com/naclcmp/naclcmp/matrix"
)

// An Absence is an implementation left out of this binary at build time,
// with the reason, so that lists and reports say what is missing and why
// rather than leaving the reader to wonder.
type Absence struct {
	Name    string `json:"name"`    // the implementation's name when present
	Library string `json:"library"` // what it would have measured
	Reason  string `json:"reason"`
}

// absences is filled by the constructors of left-out implementations
// (cImpl's, for a library the build left out; jsImpls'), which the
// builders call like any other.
var absences []Absence

// absent records a left-out implementation and returns nil, which the
// registry's builders skip.
func absent(name, library, reason string) *matrix.Impl {
	absences = append(absences, Absence{name, library, reason})
	return nil
}

// Absent lists the implementations this binary was built without. It is
// complete once Default has run.
func Absent() []Absence {
	if _, err := Default(); err != nil {
		return nil
	}
	return absences
}

// AbsentReasons maps every implementation recorded absent in this binary
// to the reason; the one line for the JavaScript implementations, when
// node is missing, stands for each of them.
func AbsentReasons() map[string]string {
	out := map[string]string{}
	for _, a := range Absent() {
		if a.Name == jsNotEnabled.Name {
			for _, n := range strings.Split(a.Library, ", ") {
				out[n] = a.Reason
			}
			continue
		}
		out[a.Name] = a.Reason
	}
	return out
}
