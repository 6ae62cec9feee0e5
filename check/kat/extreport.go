package kat

import (
	"github.com/naclcmp/naclcmp/check/edge"
	"github.com/naclcmp/naclcmp/matrix"
)

// ExtReport is one vector file and what RunExtVectors found in it, in
// the form `naclcmp vectors --json` prints.
type ExtReport struct {
	*ExtSuite
	Cases   int         `json:"cases"`
	Results []ExtResult `json:"results"`
}

// Failed reports an implementation that failed a case outside the
// documented Ed25519 edge classes. Failures inside one (an implementation
// that does not check S < L accepting Wycheproof's malleability cases)
// are shown but, like the fuzz targets' edge classes, fail nothing.
func (r ExtReport) Failed() bool {
	for _, res := range r.Results {
		if res.Failed > res.EdgeFailed {
			return true
		}
	}
	return false
}

// RunExtReport runs a loaded vector file against every implementation of
// its operation in r, and the extra Ed25519 verifiers, as RunExtVectors
// does; a file with no case it can run is reported with no results.
func RunExtReport(r *matrix.Registry, suite *ExtSuite, extra []edge.EdgeVerifier) (ExtReport, error) {
	rep := ExtReport{ExtSuite: suite, Cases: len(suite.Cases)}
	if len(suite.Cases) == 0 {
		return rep, nil
	}
	var err error
	rep.Results, err = RunExtVectors(r, suite, extra)
	return rep, err
}
