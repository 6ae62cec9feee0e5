// Package junit writes JUnit XML, the report format CI dashboards read:
// suites of test cases, each passed, failed or skipped. The checks say
// what their suites and cases are (interop.AddJUnit, kat.AddJUnit); this
// package only counts and encodes them.
package junit

import (
	"encoding/xml"
	"fmt"
	"strings"

	"github.com/naclcmp/naclcmp/internal/atomicfile"
)

// Suites is a whole report, the <testsuites> element.
type Suites struct {
	XMLName  xml.Name `xml:"testsuites"`
	Tests    int      `xml:"tests,attr"`
	Failures int      `xml:"failures,attr"`
	Skipped  int      `xml:"skipped,attr"`
	Suites   []Suite  `xml:"testsuite"`
}

// Suite is one <testsuite>.
type Suite struct {
	Name     string `xml:"name,attr"`
	Tests    int    `xml:"tests,attr"`
	Failures int    `xml:"failures,attr"`
	Skipped  int    `xml:"skipped,attr"`
	Cases    []Case `xml:"testcase"`
}

// Case is one <testcase>: passed unless Failure or Skipped is set.
type Case struct {
	Class   string   `xml:"classname,attr"`
	Name    string   `xml:"name,attr"`
	Failure *Failure `xml:"failure,omitempty"`
	Skipped *Skipped `xml:"skipped,omitempty"`
}

// Failure says why a case failed: Message is one line, Text all of it.
type Failure struct {
	Message string `xml:"message,attr"`
	Text    string `xml:",chardata"`
}

// Skipped says why a case was not run, or was run and not judged.
type Skipped struct {
	Message string `xml:"message,attr"`
}

// Failed returns the failure of a case whose check said text: its first
// line is the message dashboards show.
func Failed(text string) *Failure {
	first, _, _ := strings.Cut(text, "\n")
	return &Failure{Message: first, Text: text}
}

// Add appends c to the suite called suite, which is created after the
// others unless it is the last one, and counts it.
func (j *Suites) Add(suite string, c Case) {
	i := len(j.Suites) - 1
	if i < 0 || j.Suites[i].Name != suite {
		j.Suites = append(j.Suites, Suite{Name: suite})
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

// WriteFile writes the report to path through a temporary file renamed
// into place, so that a reader never sees half of it.
func (j *Suites) WriteFile(path string) error {
	x, err := j.Marshal()
	if err != nil {
		return err
	}
	return atomicfile.WriteFile(path, x)
}

// Marshal encodes the report as an XML document, ending in a newline.
func (j *Suites) Marshal() ([]byte, error) {
	out, err := xml.MarshalIndent(j, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("junit: encoding the report: %w", err)
	}
	return append([]byte(xml.Header), append(out, '\n')...), nil
}
