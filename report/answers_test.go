package report

import (
	"bytes"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/record"
)

// TestAnswersFirst: report.md opens with the answers, then the results by
// operation, and ends with how it was measured: method, cgo, machine,
// implementations. A run without a C library reached through two hosts,
// or an algorithm in two languages, has no such section at all.
func TestAnswersFirst(t *testing.T) {
	var b bytes.Buffer
	(view{synthRun("amd64", "EPYC", false, tscCounter, 1)}).writeMarkdown(&b, nil)
	var got []string
	for _, m := range regexp.MustCompile(`(?m)^## (.*)$`).FindAllStringSubmatch(b.String(), -1) {
		got = append(got, m[1])
	}
	want := []string{answersHeading, "Results by operation", cgoPaysHeading, "Every implementation's headline figure",
		"Method", "The cost of cgo", "Machine", "Implementations"}
	if !slices.Equal(got, want) {
		t.Errorf("report.md's sections: %q, want %q", got, want)
	}
}

// TestAnswersTable: the fastest of each runtime at the short and the
// longest length, per byte, or per call; "—" where a runtime lacks the
// operation; the cgo verdict on the first row of its call.
func TestAnswersTable(t *testing.T) {
	r := synthRun("amd64", "EPYC", false, tscCounter, 1)
	var b bytes.Buffer
	(view{r}).writeMarkdown(&b, nil)
	md := section(t, b.String(), answersHeading)
	wantLines(t, "answers", md,
		"| operation | message | C | Go | C via cgo vs Go |",
		"| hash/sha256 hash | 64 bytes | c-lib 10.0 | go-lib 5.00 | C faster: never |",
		"|  | 4096 bytes | c-lib 3.25 | go-lib 2.00 |  |",
		"| sign/ed25519 sign | 59 bytes | c-lib 50,000 | — |  |",
		"Outputs: on the same inputs, the implementations produced identical outputs in all 3 measurements made by two or more of them.")

	// A faster C library at the long length, and a third implementation
	// whose output differs from the two others': the fastest changes
	// with the length, and the odd one out is named.
	r.Impls = append(r.Impls, record.ImplInfo{Name: "c-fast", Language: "C", Ops: []string{"hash/sha256"}})
	r.Cells = append(r.Cells, synthCell("hash/sha256", "c-fast", 4096, true, 4096, "other"))
	b.Reset()
	(view{r}).writeMarkdown(&b, nil)
	md = section(t, b.String(), answersHeading)
	wantLines(t, "answers", md,
		"|  | 4096 bytes | c-fast 1.00 | go-lib 2.00 |  |",
		"- hash/sha256 hash at 4096 bytes: c-fast differ")
	if !strings.Contains(md, "DISAGREED in 1 of 3 measurements") {
		t.Errorf("answers: no disagreement line:\n%s", md)
	}
}

// TestNotesOnlyWhatRan: an implementation's note on an operation the run
// did not measure, and the method's paragraph on per-byte figures in a run
// of per-call operations only, are left out.
func TestNotesOnlyWhatRan(t *testing.T) {
	r := synthRun("amd64", "EPYC", false, tscCounter, 1)
	r.Impls[0].Notes = map[string]string{"hash/sha256": "a note on SHA-256", "box/curve25519xsalsa20poly1305": "a note on box"}
	var b bytes.Buffer
	(view{r}).writeMarkdown(&b, nil)
	if md := b.String(); !strings.Contains(md, "a note on SHA-256") || strings.Contains(md, "a note on box") {
		t.Errorf("notes: want SHA-256's alone:\n%s", section(t, md, "Implementations"))
	}
	if !strings.Contains(b.String(), "Byte-oriented operations") {
		t.Error("a run with per-byte figures does not say how they are made")
	}
	r.Cells = slices.DeleteFunc(r.Cells, func(c record.Cell) bool { return c.PerByte })
	b.Reset()
	(view{r}).writeMarkdown(&b, nil)
	if md := b.String(); strings.Contains(md, "Byte-oriented operations") || !strings.Contains(md, "Per-call operations") {
		t.Errorf("a run of per-call figures only: method\n%s", section(t, md, "Method"))
	}
}
