package interop

import "github.com/naclcmp/naclcmp/internal/junit"

// AddJUnit adds the results of Interop to a JUnit report: one suite per
// operation, one case per ordered pair of implementations.
func AddJUnit(j *junit.Suites, pairs []PairResult) {
	for _, p := range pairs {
		c := junit.Case{Class: "interop." + p.Op, Name: p.From + " → " + p.To}
		if !p.Pass {
			c.Failure = junit.Failed(p.Failure)
		}
		j.Add("interop "+p.Op, c)
	}
}
