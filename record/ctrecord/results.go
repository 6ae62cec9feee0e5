package ctrecord

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/naclcmp/naclcmp/internal/atomicfile"
	"github.com/naclcmp/naclcmp/internal/jsonerr"
)

// Schema identifies the layout of the JSON that `naclcmp ct --json` prints
// and the report reads.
const Schema = "naclcmp-ct/v1"

// Results is everything one `naclcmp ct` run found.
type Results struct {
	Schema   string          `json:"schema"`
	Valgrind *ValgrindReport `json:"valgrind,omitempty"`
	Timing   *TimingReport   `json:"timing,omitempty"`
}

// ReadResults reads results written as JSON, refusing another schema. A
// decoding error says in plain words where the JSON goes wrong.
func ReadResults(r io.Reader) (*Results, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	var res Results
	if err := json.Unmarshal(b, &res); err != nil {
		return nil, jsonerr.Explain(b, err)
	}
	if res.Schema != Schema {
		return nil, fmt.Errorf("constant-time results: schema %q, want %q", res.Schema, Schema)
	}
	return &res, nil
}

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

// ValgrindVerdicts returns the valgrind results of impl's operation op,
// one per checked call ("Seal", "Open").
func (r *Results) ValgrindVerdicts(impl, op string) []*ValgrindResult {
	if r == nil || r.Valgrind == nil {
		return nil
	}
	var out []*ValgrindResult
	for i := range r.Valgrind.Results {
		if v := &r.Valgrind.Results[i]; v.Impl == impl && v.Op == op {
			out = append(out, v)
		}
	}
	return out
}

// TimingVerdict returns the timing result of impl's operation op, or nil.
func (r *Results) TimingVerdict(impl, op string) *TimingResult {
	if r == nil || r.Timing == nil {
		return nil
	}
	for i := range r.Timing.Results {
		if t := &r.Timing.Results[i]; t.Impl == impl && t.Op == op {
			return t
		}
	}
	return nil
}

// Mark is the "constant time" cell of one implementation's operation, as
// eBACS marks TIMECOP: "✓" when valgrind found no secret-dependent branch
// or index in any checked call, "T!!!" when it found one (naming the calls,
// "T!!! (Open)", when the operation has several), "error" when a call
// could not be checked, "not checked" without a valgrind verdict; followed
// by the timing test's |t| when it ran ("timing leak" past the threshold).
func (r *Results) Mark(impl, op string) string {
	s := "not checked"
	if vs := r.ValgrindVerdicts(impl, op); len(vs) > 0 {
		var leaks []string
		s = "✓"
		for _, v := range vs {
			switch v.Verdict {
			case VerdictConstantTime:
			case VerdictLeak:
				leaks = append(leaks, v.Call)
			default:
				if s == "✓" {
					s = "error"
				}
			}
		}
		if len(leaks) > 0 {
			s = "T!!!"
			if len(vs) > 1 {
				s += " (" + strings.Join(leaks, ", ") + ")"
			}
		}
	}
	if t := r.TimingVerdict(impl, op); t != nil && t.Err == "" {
		if t.Leak {
			s += fmt.Sprintf(", timing leak |t| = %.1f", t.MaxT)
		} else {
			s += fmt.Sprintf(", timing |t| = %.1f", t.MaxT)
		}
	}
	return s
}
