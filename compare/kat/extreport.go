package kat

import (
	"fmt"

	"github.com/naclcmp/naclcmp/compare/edge"
	"github.com/naclcmp/naclcmp/expect"
	"github.com/naclcmp/naclcmp/matrix"
)

// ExtReport is one vector file and what RunExtVectors found in it, in
// the form `naclcmp vectors --json` prints.
type ExtReport struct {
	*ExtSuite
	// SuiteName names the suite in expect/outcomes.json (ExtSuite.Name).
	SuiteName string      `json:"suite"`
	Cases     int         `json:"cases"`
	Results   []ExtResult `json:"results"`
	// NothingRan says why no case of the file ran on any implementation;
	// empty when one did. A run that ran nothing has not passed.
	NothingRan string `json:"nothing_ran,omitempty"`
	// Pinned is set by CheckPins when expect/outcomes.json pins the
	// suite's outcomes; PinMismatches then lists every implementation
	// whose counts differ from the pinned ones.
	Pinned        bool     `json:"pinned"`
	PinMismatches []string `json:"pin_mismatches,omitempty"`
}

// Failed reports a file that ran nothing, an implementation that skipped
// a case, failed one outside the documented edge classes, or counted
// otherwise than expect/outcomes.json pins. Failures inside a class (an
// implementation that does not check S < L accepting Wycheproof's
// malleability cases) are shown but, on a suite not pinned, fail nothing.
func (r ExtReport) Failed() bool {
	if r.NothingRan != "" || len(r.PinMismatches) > 0 {
		return true
	}
	for _, res := range r.Results {
		if res.Failed > res.EdgeFailed || len(res.Skipped) > 0 {
			return true
		}
	}
	return false
}

// RunExtReport runs a loaded vector file against every implementation of
// its operation in r, and the extra Ed25519 verifiers, as RunExtVectors
// does, and says when nothing ran.
func RunExtReport(r *matrix.Registry, suite *ExtSuite, extra []edge.EdgeVerifier) (ExtReport, error) {
	rep := ExtReport{ExtSuite: suite, SuiteName: suite.Name(), Cases: len(suite.Cases)}
	switch {
	case suite.Total() == 0:
		rep.NothingRan = "the file holds no case"
	case len(suite.Cases) == 0:
		rep.NothingRan = "none of its " + cases(suite.Total()) + " is in the catalogue"
		if suite.Total() == 1 {
			rep.NothingRan = "its one case is not in the catalogue"
		}
	}
	if rep.NothingRan != "" {
		return rep, nil
	}
	var err error
	rep.Results, err = RunExtVectors(r, suite, extra)
	if err != nil {
		return rep, err
	}
	ran := false
	for _, res := range rep.Results {
		ran = ran || res.Passed+res.Failed+res.AcceptableAccepted+res.AcceptableRejected > 0
	}
	switch {
	case len(rep.Results) == 0:
		rep.NothingRan = "no selected implementation has " + suite.Op
	case !ran:
		rep.NothingRan = "every implementation skipped every case"
	}
	return rep, nil
}

// CheckPins compares every result with the counts expect/outcomes.json
// pins for the suite on goarch, when the file pins the suite at all.
func (r *ExtReport) CheckPins(o *expect.Outcomes, goarch string) {
	r.Pinned, r.PinMismatches = false, nil
	if !o.PinsSuite(r.SuiteName) {
		return
	}
	r.Pinned = true
	for _, res := range r.Results {
		if err := CheckSuiteCount(o, r.SuiteName, res, goarch); err != nil {
			r.PinMismatches = append(r.PinMismatches, err.Error())
		}
	}
}

// CheckSuiteCount compares one implementation's result on the suite name
// with the counts pinned on goarch, and says what to edit when the change
// is intended.
func CheckSuiteCount(o *expect.Outcomes, name string, r ExtResult, goarch string) error {
	want := o.Suite(name, r.Impl, goarch)
	if r.Failed == want.Failed && r.EdgeFailed == want.EdgeFailed && r.AcceptableRejected == want.AcceptableRejected {
		return nil
	}
	return fmt.Errorf("%s: %s failed %d cases (%d in documented edge classes) and rejected %d acceptable ones; "+
		"expect/outcomes.json pins %d (%d) and %d; first failures: %v. "+
		"If the change is intended, set its entry "+
		"{\"suite\": %q, \"impl\": %q, \"failed\": %d, \"edge_failed\": %d, \"acceptable_rejected\": %d} with the reason",
		name, r.Impl, r.Failed, r.EdgeFailed, r.AcceptableRejected, want.Failed, want.EdgeFailed, want.AcceptableRejected, r.Failures,
		name, r.Impl, r.Failed, r.EdgeFailed, r.AcceptableRejected)
}
