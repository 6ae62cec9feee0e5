package interop

import (
	"fmt"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/stdlib"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/internal/junit"
	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/matrix"
)

// textPairs are the results of one operation over two implementations,
// b's check of a's output failed.
var textPairs = []PairResult{
	{Op: "hash/sha256", From: "a", To: "a", Pass: true},
	{Op: "hash/sha256", From: "a", To: "b", Pass: false, Failure: "msg len 1: differ\n-a +b"},
	{Op: "hash/sha256", From: "b", To: "a", Pass: true},
	{Op: "hash/sha256", From: "b", To: "b", Pass: true},
}

func TestWriteGrid(t *testing.T) {
	var b strings.Builder
	WriteGrid(&b, textPairs)
	want := "\nhash/sha256\n     a  b\n  a  ✓  ✗\n  b  ✓  ✓\n\nFailures (1):\n\nhash/sha256 a → b:\n    msg len 1: differ\n    -a +b\n"
	if b.String() != want {
		t.Errorf("WriteGrid:\n%q\nwant\n%q", b.String(), want)
	}
	if passed, failed := Count(textPairs); passed != 3 || failed != 1 {
		t.Errorf("Count = %d, %d; want 3, 1", passed, failed)
	}
}

func TestAddJUnit(t *testing.T) {
	var j junit.Suites
	AddJUnit(&j, textPairs)
	if j.Tests != 4 || j.Failures != 1 || len(j.Suites) != 1 || j.Suites[0].Name != "interop hash/sha256" {
		t.Fatalf("report %+v", j)
	}
	c := j.Suites[0].Cases[1]
	if c.Class != "interop.hash/sha256" || c.Name != "a → b" || c.Failure == nil || c.Failure.Message != "msg len 1: differ" {
		t.Errorf("failed case %+v", c)
	}
}

func TestWriteText(t *testing.T) {
	var b strings.Builder
	WriteText(&b, textPairs)
	want := "\nhash/sha256: 2 × 2 pairs: 1 disagree\n     b\n  a  ✗\n\nFailures (1):\n\nhash/sha256 a → b:\n    msg len 1: differ\n    -a +b\n"
	if b.String() != want {
		t.Errorf("WriteText:\n%q\nwant\n%q", b.String(), want)
	}
}

// TestWriteTextAtScale: forty implementations of two operations, every
// pair of one agreeing and one implementation of the other disagreeing
// with all the others both ways. The agreeing operation is one line, the
// disagreeing implementation is on the screen, and no line is wider than
// the terminal.
func TestWriteTextAtScale(t *testing.T) {
	var names []string
	for i := 0; i < 40; i++ {
		names = append(names, fmt.Sprintf("implementation-%02d", i))
	}
	var pairs []PairResult
	for _, op := range []string{"hash/sha256", "sign/ed25519"} {
		for _, a := range names {
			for _, b := range names {
				p := PairResult{Op: op, From: a, To: b, Pass: true}
				if op == "sign/ed25519" && a != b && (a == "implementation-17" || b == "implementation-17") {
					p.Pass, p.Failure = false, "message 0: rejected"
				}
				pairs = append(pairs, p)
			}
		}
	}
	var b strings.Builder
	WriteText(&b, pairs)
	text := b.String()
	if w, l := termtext.MaxWidth(text); w > termtext.Width {
		t.Errorf("a line of %d columns: %q", w, l)
	}
	for _, want := range []string{
		"\nhash/sha256: 40 × 40 pairs agree\n",
		"\nsign/ed25519: 40 × 40 pairs: 78 disagree\n",
		"  every disagreement involves implementation-17:\n",
		"  implementation-17 → ✗ (39): implementation-00, ",
		"  ✗ → implementation-17 (39): implementation-00, ",
		"\nFailures (78):\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if strings.Contains(text, "implementation-00 → ✗") {
		t.Errorf("a row of an agreeing implementation is shown:\n%s", text)
	}
}

// TestWriteTextSmallGrid: when the implementations holding a ✗ fit the
// terminal, their rows and columns are a matrix; the others are left out.
func TestWriteTextSmallGrid(t *testing.T) {
	names := []string{"a", "b", "c", "odd"}
	var pairs []PairResult
	for _, x := range names {
		for _, y := range names {
			p := PairResult{Op: "box/curve25519xsalsa20poly1305", From: x, To: y, Pass: true}
			if x == "odd" && y != "odd" {
				p.Pass, p.Failure = false, "open failed"
			}
			pairs = append(pairs, p)
		}
	}
	var b strings.Builder
	WriteText(&b, pairs)
	want := "\nbox/curve25519xsalsa20poly1305: 4 × 4 pairs: 3 disagree\n       a  b  c\n  odd  ✗  ✗  ✗\n"
	if !strings.HasPrefix(b.String(), want) {
		t.Errorf("WriteText:\n%s\nwant it to start with\n%s", b.String(), want)
	}
}

// flippedHash is SHA-256 with the first output byte flipped.
type flippedHash struct{}

func (flippedHash) Hash(out, msg []byte) error {
	if err := (stdlib.SHA256{}).Hash(out, msg); err != nil {
		return err
	}
	out[0] ^= 1
	return nil
}

// TestWriteTextShowsDisagreement injects a disagreeing implementation
// among agreeing ones, runs Interop, and finds it on the screen with the
// failing input, while the agreeing pairs stay one line.
func TestWriteTextShowsDisagreement(t *testing.T) {
	reg := checktest.NewRegistry(t,
		&matrix.Impl{Name: "good-1", Ops: map[string]any{"hash/sha256": stdlib.SHA256{}, "hash/sha512": stdlib.SHA512{}}},
		&matrix.Impl{Name: "good-2", Ops: map[string]any{"hash/sha256": stdlib.SHA256{}, "hash/sha512": stdlib.SHA512{}}},
		&matrix.Impl{Name: "flipped", Ops: map[string]any{"hash/sha256": flippedHash{}}})
	var b strings.Builder
	WriteText(&b, Interop(reg, 1, nil))
	text := b.String()
	for _, want := range []string{
		"hash/sha256: 3 × 3 pairs: 4 disagree\n",
		"  flipped  ",
		"\nhash/sha256 flipped → good-1:\n",
		"hash/sha512: 2 × 2 pairs agree\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
}
