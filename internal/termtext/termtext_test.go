package termtext

import (
	"fmt"
	"strings"
	"testing"
)

func TestWrap(t *testing.T) {
	var items []string
	for i := 0; i < 40; i++ {
		items = append(items, "implementation-"+string(rune('a'+i%26)))
	}
	lines := Wrap("sign/ed25519 (40): ", items, 4)
	if len(lines) < 2 {
		t.Fatalf("40 names on %d line", len(lines))
	}
	joined := strings.Join(lines, "\n")
	for _, l := range lines {
		if Len(l) > Width {
			t.Errorf("line of %d columns: %q", Len(l), l)
		}
	}
	for _, l := range lines[1:] {
		if !strings.HasPrefix(l, "    ") || strings.HasPrefix(l, "     ") {
			t.Errorf("continuation line not indented by 4: %q", l)
		}
	}
	if strings.Count(joined, "implementation-") != 40 || !strings.HasSuffix(joined, "implementation-n") {
		t.Errorf("names lost or reordered:\n%s", joined)
	}
	if got := Wrap("x: ", []string{strings.Repeat("y", 150)}, 2); len(got) != 1 {
		t.Errorf("a long item alone split or moved: %q", got)
	}
}

func TestRanges(t *testing.T) {
	for _, c := range []struct {
		in   []int
		want string
	}{
		{[]int{1, 2, 3, 4, 5}, "1–5"},
		{[]int{5, 1, 3, 2}, "1–3, 5"},
		{[]int{1, 2, 4, 5, 6, 9}, "1, 2, 4–6, 9"},
		{[]int{7, 7}, "7"},
		{nil, ""},
	} {
		if got := Ranges(c.in); got != c.want {
			t.Errorf("Ranges(%v) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestGroup(t *testing.T) {
	rows := map[string]string{"a": "VX", "b": "XX", "c": "VX", "d": "XX", "e": "VV"}
	got := Group([]string{"a", "b", "c", "d", "e"}, func(n string) string { return rows[n] })
	if want := "[[a c] [b d] [e]]"; fmtGroups(got) != want {
		t.Errorf("Group = %s, want %s", fmtGroups(got), want)
	}
}

func fmtGroups(g [][]string) string {
	var parts []string
	for _, x := range g {
		parts = append(parts, "["+strings.Join(x, " ")+"]")
	}
	return "[" + strings.Join(parts, " ") + "]"
}

func TestMaxWidth(t *testing.T) {
	if w, l := MaxWidth("ab\n✓✓✓\nx"); w != 3 || l != "✓✓✓" {
		t.Errorf("MaxWidth = %d, %q", w, l)
	}
}

// TestWrapLongHead checks that a head too long for its first item ends
// its line instead of pushing the line past Width.
func TestWrapLongHead(t *testing.T) {
	head := strings.Repeat("h", 90) + ": "
	lines := Wrap(head, []string{"libsodium-jamesruan", "tweetnacl"}, 4)
	want := []string{strings.Repeat("h", 90) + ":", "    libsodium-jamesruan, tweetnacl"}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("Wrap = %q, want %q", lines, want)
	}
}

// TestWords checks that prose wraps at spaces under the indent, that every
// word survives in order, that a word longer than a line is split rather
// than cut, and that a newline of the text starts a line.
func TestWords(t *testing.T) {
	text := "written here in Go from NaCl 20110221's crypto_sign/edwards25519sha512batch/ref on this library's " +
		"Point and Scalar, the independent second implementation beside nacl; keys as NaCl's crypto_sign_keypair " +
		"makes them from the seed; sha256:" + strings.Repeat("0123456789abcdef", 9) + " end"
	lines := Words("  [57] go-edwards25519 sign/edwards25519sha512batch: ", text, 7)
	if len(lines) < 3 {
		t.Fatalf("%d lines: %q", len(lines), lines)
	}
	for i, l := range lines {
		if Len(l) > Width {
			t.Errorf("line of %d columns: %q", Len(l), l)
		}
		if i > 0 && (!strings.HasPrefix(l, "       ") || strings.HasPrefix(l, "        ")) {
			t.Errorf("continuation line not indented by 7: %q", l)
		}
	}
	var back []string
	for i, l := range lines {
		if i == 0 {
			l = strings.TrimPrefix(l, "  [57] go-edwards25519 sign/edwards25519sha512batch:")
		}
		back = append(back, strings.ReplaceAll(l, " ", ""))
	}
	// Compared without spaces: the long word was split inside itself.
	if got, want := strings.Join(back, ""), strings.ReplaceAll(text, " ", ""); got != want {
		t.Errorf("words lost or reordered:\n%s\nwant\n%s", got, want)
	}
	if got := Words("a: ", "one\ntwo three", 2); strings.Join(got, "|") != "a: one|  two three" {
		t.Errorf("Words with a newline = %q", got)
	}
	// A head as wide as a line and an indent past it still terminate
	// and fit.
	for _, l := range Words(strings.Repeat("h", Width), strings.Repeat("w", 250), 500) {
		if Len(l) > Width {
			t.Errorf("line of %d columns: %q", Len(l), l)
		}
	}
}

// TestGroupManyNames groups a made-up matrix of 36 implementations and
// writes each group as a wrapped line: every line fits and every name
// appears once.
func TestGroupManyNames(t *testing.T) {
	var names []string
	for i := 0; i < 36; i++ {
		names = append(names, fmt.Sprintf("js:implementation-%02d", i))
	}
	groups := Group(names, func(n string) int { return len(n) % 3 })
	var out strings.Builder
	for _, g := range groups {
		WriteWrapped(&out, "box/curve25519xsalsa20poly1305 Open (secret: private key (and so the plaintext)): constant time: ", g, 4)
	}
	if w, l := MaxWidth(out.String()); w > Width {
		t.Errorf("line of %d columns: %q", w, l)
	}
	for _, n := range names {
		if strings.Count(out.String(), n+",")+strings.Count(out.String(), n+"\n") != 1 {
			t.Errorf("%s not named once:\n%s", n, out.String())
		}
	}
}

// TestFold: a header folds at its spaces to the width asked, a word
// longer than that split, nothing lost.
func TestFold(t *testing.T) {
	for _, c := range []struct {
		in    string
		width int
		want  []string
	}{
		{"amd64 2-vCPU virtual machine, AMD Turin-like [cycles]", 12,
			[]string{"amd64 2-vCPU", "virtual", "machine, AMD", "Turin-like", "[cycles]"}},
		{"allocs/call", 20, []string{"allocs/call"}},
		{"js:libsodium-wrappers", 8, []string{"js:libso", "dium-wra", "ppers"}},
		{"x", 0, []string{"x"}},
	} {
		if got := Fold(c.in, c.width); strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("Fold(%q, %d) = %q, want %q", c.in, c.width, got, c.want)
		}
	}
}

// TestPlainWords: counts, articles, parentheses and cut arguments.
func TestPlainWords(t *testing.T) {
	for got, want := range map[string]string{
		Count(1, "implementation"):    "1 implementation",
		Count(2, "implementation"):    "2 implementations",
		Count(0, "case"):              "0 cases",
		AWord("8-byte digest"):        "an 8-byte digest",
		AWord("11-byte key"):          "an 11-byte key",
		AWord("18-byte key"):          "an 18-byte key",
		AWord("80-byte key"):          "an 80-byte key",
		AWord("110-byte key"):         "a 110-byte key",
		AWord("1,024-byte message"):   "a 1,024-byte message",
		AWord("8192-byte message"):    "an 8192-byte message",
		AWord("16-byte tag"):          "a 16-byte tag",
		AWord("59-byte message"):      "a 59-byte message",
		AWord("incremental hash"):     "an incremental hash",
		AWord("Ed25519 key"):          "an Ed25519 key",
		AWord("HMAC"):                 "an HMAC",
		AWord("X25519 key"):           "an X25519 key",
		AWord("SHA-256 digest"):       "a SHA-256 digest",
		AWord("BLAKE2b digest"):       "a BLAKE2b digest",
		AWord("libsodium binding"):    "a libsodium binding",
		"tcId 1" + Paren(""):          "tcId 1",
		"tcId 1" + Paren(" "):         "tcId 1",
		"tcId 1" + Paren("edge case"): "tcId 1 (edge case)",
		Cut("abcdef", 4):              "abc…",
		Cut("abc", 4):                 "abc",
		Cut("abc", 0):                 "",
		CutWords("a bb ccc", 3):       "a bb ccc",
	} {
		if got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	}
	long := strings.Repeat("x", 100000)
	msg := CutWords(`naclcmp: unknown command "`+long+`" (see naclcmp --help)`, EchoWidth)
	if want := `naclcmp: unknown command "` + strings.Repeat("x", EchoWidth-3) + `…" (see naclcmp --help)`; msg != want {
		t.Errorf("CutWords: %q", msg)
	}
}

// TestAllOf: one of one is "the one", never "all 1 measurements".
func TestAllOf(t *testing.T) {
	for got, want := range map[string]string{
		All(1, "measurement"):   "the one measurement",
		All(3, "measurement"):   "all 3 measurements",
		Of(1, 1, "measurement"): "the one measurement",
		Of(1, 3, "measurement"): "1 of 3 measurements",
		Of(2, 5, "case"):        "2 of 5 cases",
	} {
		if got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	}
}
