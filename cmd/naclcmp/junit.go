package main

import (
	"encoding/xml"
	"fmt"
)

// JUnit XML, the format CI dashboards read: one test suite per operation
// (and one per vector file), one test case per ordered pair of
// implementations (or per vector and implementation).

type junitSuites struct {
	XMLName  xml.Name     `xml:"testsuites"`
	Tests    int          `xml:"tests,attr"`
	Failures int          `xml:"failures,attr"`
	Skipped  int          `xml:"skipped,attr"`
	Suites   []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name     string      `xml:"name,attr"`
	Tests    int         `xml:"tests,attr"`
	Failures int         `xml:"failures,attr"`
	Skipped  int         `xml:"skipped,attr"`
	Cases    []junitCase `xml:"testcase"`
}

type junitCase struct {
	Class   string        `xml:"classname,attr"`
	Name    string        `xml:"name,attr"`
	Failure *junitFailure `xml:"failure,omitempty"`
	Skipped *junitSkipped `xml:"skipped,omitempty"`
}

type junitFailure struct {
	Message string `xml:"message,attr"`
	Text    string `xml:",chardata"`
}

type junitSkipped struct {
	Message string `xml:"message,attr"`
}

// add appends a test case to the suite named name, creating it in order.
func (j *junitSuites) add(suite string, c junitCase) {
	i := len(j.Suites) - 1
	if i < 0 || j.Suites[i].Name != suite {
		j.Suites = append(j.Suites, junitSuite{Name: suite})
		i++
	}
	s := &j.Suites[i]
	s.Tests++
	j.Tests++
	switch {
	case c.Failure != nil:
		s.Failures++
		j.Failures++
	case c.Skipped != nil:
		s.Skipped++
		j.Skipped++
	}
	s.Cases = append(s.Cases, c)
}

// junitReport renders an interop run as JUnit XML.
func junitReport(res interopResult) ([]byte, error) {
	var j junitSuites
	for _, p := range res.Pairs {
		c := junitCase{Class: "interop." + p.Op, Name: p.From + " → " + p.To}
		if !p.Pass {
			c.Failure = &junitFailure{Message: firstLine(p.Failure), Text: p.Failure}
		}
		j.add("interop "+p.Op, c)
	}
	for _, v := range res.Vectors {
		c := junitCase{Class: "vectors." + v.File + "." + v.Op, Name: fmt.Sprintf("%s #%d %s", v.Impl, v.ID, v.Comment)}
		switch {
		case v.Skipped:
			c.Skipped = &junitSkipped{Message: v.Detail}
		case !v.Pass && v.EdgeClass != "":
			// JUnit has no "known finding": neither pass nor failure, it
			// is reported as skipped with what failed and why it is known.
			c.Skipped = &junitSkipped{Message: "failed in a documented edge class (" + v.EdgeClass + "): " + v.Detail}
		case !v.Pass:
			c.Failure = &junitFailure{Message: firstLine(v.Detail), Text: v.Detail}
		}
		j.add("vectors "+v.File+" "+v.Op, c)
	}
	out, err := xml.MarshalIndent(j, "", "  ")
	if err != nil {
		return nil, err
	}
	return append([]byte(xml.Header), append(out, '\n')...), nil
}

func firstLine(s string) string {
	for i, r := range s {
		if r == '\n' {
			return s[:i]
		}
	}
	return s
}
