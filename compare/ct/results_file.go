package ct

import (
	"encoding/json"
	"fmt"

	"github.com/naclcmp/naclcmp/internal/atomicfile"
)

// WriteFile writes the results as JSON, the form ReadResults reads,
// through a temporary file renamed into place, so that an interrupted
// run leaves nothing half-written.
func (r *Results) WriteFile(path string) error {
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return fmt.Errorf("constant-time results: %w", err)
	}
	return atomicfile.WriteFile(path, append(data, '\n'))
}

// Failed reports whether a check could not run: a finding is a result,
// not a failure.
func (r *Results) Failed() bool {
	if r.Valgrind != nil {
		for _, v := range r.Valgrind.Results {
			if v.Verdict == VerdictError {
				return true
			}
		}
	}
	if r.Timing != nil {
		for _, t := range r.Timing.Results {
			if t.Err != "" {
				return true
			}
		}
	}
	return false
}
