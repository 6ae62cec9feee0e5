package kat

import (
	"fmt"

	"github.com/naclcmp/naclcmp/internal/junit"
)

// AddJUnit adds the results of RunVectors to a JUnit report: one suite
// per vector file and operation, one case per vector and implementation.
func AddJUnit(j *junit.Suites, vs []VectorResult) {
	for _, v := range vs {
		c := junit.Case{Class: "vectors." + v.File + "." + v.Op, Name: fmt.Sprintf("%s #%d %s", v.Impl, v.ID, v.Comment)}
		switch {
		case v.Lacks:
			c.Skipped = &junit.Skipped{Message: "missing capability: " + v.Detail}
		case v.Skipped:
			c.Skipped = &junit.Skipped{Message: v.Detail}
		case !v.Pass && v.EdgeClass != "":
			// JUnit has no "known finding": neither pass nor failure, it
			// is reported as skipped with what failed and why it is known.
			c.Skipped = &junit.Skipped{Message: "failed in a documented edge class (" + v.EdgeClass + "): " + v.Detail}
		case !v.Pass:
			c.Failure = junit.Failed(v.Detail)
		}
		j.Add("vectors "+v.File+" "+v.Op, c)
	}
}
