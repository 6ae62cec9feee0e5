package ct

import (
	"encoding/json"
	"fmt"
	"io"
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

// TimingReport is the outcome of the timing test.
type TimingReport struct {
	// Counter names what was counted ("TSC cycles", or "ns").
	Counter   string         `json:"counter"`
	Threshold float64        `json:"threshold"`
	Budget    float64        `json:"budget_seconds"` // per operation
	Results   []TimingResult `json:"results"`
}

// ReadResults reads results written as JSON, refusing another schema.
func ReadResults(r io.Reader) (*Results, error) {
	var res Results
	if err := json.NewDecoder(r).Decode(&res); err != nil {
		return nil, err
	}
	if res.Schema != Schema {
		return nil, fmt.Errorf("constant-time results: schema %q, want %q", res.Schema, Schema)
	}
	return &res, nil
}

// ValgrindVerdict returns the valgrind result of impl's operation op, or
// nil.
func (r *Results) ValgrindVerdict(impl, op string) *ValgrindResult {
	if r == nil || r.Valgrind == nil {
		return nil
	}
	for i := range r.Valgrind.Results {
		if v := &r.Valgrind.Results[i]; v.Impl == impl && v.Op == op {
			return v
		}
	}
	return nil
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
// or index, "T!!!" when it found one, "not checked" without a valgrind
// verdict; followed by the timing test's |t| when it ran ("timing leak"
// past the threshold).
func (r *Results) Mark(impl, op string) string {
	s := "not checked"
	if v := r.ValgrindVerdict(impl, op); v != nil {
		switch v.Verdict {
		case VerdictConstantTime:
			s = "✓"
		case VerdictLeak:
			s = "T!!!"
		default:
			s = "error"
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
