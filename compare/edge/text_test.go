package edge

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/internal/termtext"
)

// TestWriteTextGroups runs 38 made-up verifiers, the size the matrix is
// growing to: 24 that are crypto/ed25519, 12 that reject everything, one
// odd one that accepts everything and one that fails. The output fits
// termtext.Width; the matrix keeps a row per verifier; the odd one has a
// group of its own whose letter the cases it alone accepts name; the
// cases where verifiers differ name groups, not verifiers; the error is
// shown in full.
func TestWriteTextGroups(t *testing.T) {
	var vs []EdgeVerifier
	for i := 0; i < 24; i++ {
		v := stdlibVerifier
		v.Name = fmt.Sprintf("go-ed25519-copy-%02d", i)
		vs = append(vs, v)
	}
	for i := 0; i < 12; i++ {
		vs = append(vs, EdgeVerifier{Name: fmt.Sprintf("js:strict-verifier-%02d", i),
			Verify: func(sig, msg, public []byte) (bool, error) { return false, nil }})
	}
	const odd, broken = "odd-accepts-anything", "broken-binding"
	vs = append(vs[:10], append([]EdgeVerifier{{Name: odd, Verify: func(sig, msg, public []byte) (bool, error) { return true, nil }}}, vs[10:]...)...)
	vs = append(vs, EdgeVerifier{Name: broken, Verify: func(sig, msg, public []byte) (bool, error) { return false, errors.New("boom") }})
	rep, err := runEdge(vs)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	rep.WriteText(&buf)
	out := buf.String()
	if w, l := termtext.MaxWidth(out); w > termtext.Width {
		t.Errorf("line of %d columns: %q", w, l)
	}
	groups := verdictGroups(rep.Paper)
	if len(groups.members) != 4 {
		t.Fatalf("%d groups, want 4: %v", len(groups.members), groups.members)
	}
	label := groups.label[odd]
	lines := strings.Split(out, "\n")
	var row string
	for _, l := range lines {
		if strings.HasPrefix(l, odd+" ") {
			row = strings.Join(strings.Fields(l), " ")
		}
	}
	if want := odd + " " + label + " V V V V V V V V V V V V 12"; row != want {
		t.Errorf("the odd verifier's row is %q, want %q", row, want)
	}
	for _, v := range vs {
		if strings.Count(out, v.Name) < 2 { // its row and its group
			t.Errorf("%s named %d times", v.Name, strings.Count(out, v.Name))
		}
	}
	if !strings.Contains(out, "\n  "+label+"  "+odd+"\n") {
		t.Errorf("no group %s of %s alone:\n%s", label, odd, out)
	}
	// Case 7 (S + n·L ≥ 2^255) only the odd verifier accepts.
	diff := out[strings.Index(out, "where they differ"):strings.Index(out, "ZIP-215 small-order set")]
	if !strings.Contains(diff, "  paper/7: ") || !strings.Contains(diff, "accepted (1): "+label+"\n") {
		t.Errorf("case 7 does not name group %s as its one acceptor:\n%s", label, diff)
	}
	if !strings.Contains(diff, "error (1): "+groups.label[broken]+"\n") {
		t.Errorf("the error of %s is not told apart:\n%s", broken, diff)
	}
	for _, v := range vs {
		if strings.Contains(diff, v.Name) {
			t.Errorf("where they differ names %s instead of its group:\n%s", v.Name, diff)
			break
		}
	}
	if !strings.Contains(out, "\nerror: "+broken+": paper/0: boom\n") {
		t.Errorf("the error is not shown in full:\n%s", out)
	}
	// The ZIP-215 groups name their members on wrapped lines.
	if !strings.Contains(out, "\n  go-ed25519-copy-00, go-ed25519-copy-01,") {
		t.Errorf("no ZIP-215 group of the crypto/ed25519 copies:\n%s", out)
	}
}

// TestWriteWideText checks that --wide keeps the old form: every
// verifier named on the lines of each case where they differ.
func TestWriteWideText(t *testing.T) {
	all := EdgeVerifier{Name: "all", Verify: func(sig, msg, public []byte) (bool, error) { return true, nil }}
	rep, err := runEdge([]EdgeVerifier{all, stdlibVerifier})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	rep.WriteWideText(&buf)
	for _, want := range []string{
		"verifier                0 1 2 3 4 5 6 7 8 9 10 11 accepted paper",
		"\n  paper/7: accepted only by verifiers that do not check S before reducing it mod L\n      accepted by all\n      rejected by crypto/ed25519 (direct)\n",
	} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("--wide output lacks %q:\n%s", want, buf.String())
		}
	}
}

// TestGroupLabel checks the letters past z: aa, ab, …, zz, aaa.
func TestGroupLabel(t *testing.T) {
	for i, want := range map[int]string{0: "a", 7: "h", 25: "z", 26: "aa", 27: "ab", 51: "az", 52: "ba", 701: "zz", 702: "aaa"} {
		if got := groupLabel(i); got != want {
			t.Errorf("groupLabel(%d) = %q, want %q", i, got, want)
		}
	}
}
