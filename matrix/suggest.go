package matrix

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// UnknownNameWidth bounds, in columns, the message of an
// UnknownNameError: what a 100-column terminal line leaves once a
// command has named itself before it ("naclcmp bench --stream: ", 24
// columns), so that a typo costs one line however long the name typed or
// the names suggested.
const UnknownNameWidth = 76

// maxSuggestions is how many names an UnknownNameError offers: more
// would be a list, which `naclcmp list` prints better.
const maxSuggestions = 3

// maxEcho is how many columns, quotes included, the unknown name takes
// in the message: enough to recognise the typo, never so many that the
// line wraps; minEcho how few characters of it may be left to make room
// for a suggestion, which is worth more than the rest of the typo.
const (
	maxEcho = 26
	minEcho = 6
)

// An UnknownNameError is an --impl or --op name that names nothing. It
// offers the valid names closest to it instead of listing every one,
// which took dozens of lines for a one-letter typo.
type UnknownNameError struct {
	Kind        string   // "implementation" or "operation"
	Name        string   // the name as given
	Suggestions []string // up to three valid names close to Name, closest first; none when nothing is
}

// Error is Within(UnknownNameWidth): one line short enough for any
// command to name itself before it.
func (e *UnknownNameError) Error() string { return e.Within(UnknownNameWidth) }

// Within is the message in at most width columns, for a caller that knows
// how much of its line is left. A long name is cut, shorter still to make
// room for a suggestion; the suggestions that do not fit are left out,
// which ", …" says. Below about 50 columns the name's kind and the cut
// name alone may take more.
func (e *UnknownNameError) Within(width int) string {
	start := "unknown " + e.Kind + " "
	for n := len(e.Suggestions); n > 0; n-- {
		offer := orList(e.Suggestions[:n])
		if n < len(e.Suggestions) {
			offer = strings.Join(e.Suggestions[:n], ", ") + ", …"
		}
		end := " (did you mean " + offer + "?)"
		room := width - utf8.RuneCountInString(start+end)
		if q := echo(e.Name, min(maxEcho, room)); q != "" {
			return start + q + end
		}
	}
	return start + echo(e.Name, maxEcho)
}

// echo quotes name as the message repeats it, cut (ending in "…") to at
// most width columns, quotes included, or returns "" when that would
// leave fewer than minEcho characters of a name longer than that.
func echo(name string, width int) string {
	r := []rune(name)
	// No more than width runes can fit: starting there keeps a name of
	// 100 KB from being quoted 100,000 times.
	for n := min(len(r), max(width, minEcho)); ; n-- {
		q := fmt.Sprintf("%q", name)
		if n < len(r) {
			q = fmt.Sprintf("%q", string(r[:n])+"…")
		}
		switch {
		case utf8.RuneCountInString(q) <= width:
			return q
		case n <= minEcho:
			return ""
		}
	}
}

// orList joins names as a sentence offers a choice: "a", "a or b",
// "a, b or c".
func orList(names []string) string {
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// unknownName returns the error for name, unknown among valid.
func unknownName(kind, name string, valid []string) error {
	return &UnknownNameError{Kind: kind, Name: name, Suggestions: Suggest(name, valid)}
}

// Suggest returns up to three names of valid close to name, closest
// first and in valid's order among equals, or none when nothing is close.
// Only the closest are offered: "sgin" suggests "sign", not also every
// operation of the family.
//
// Close is an edit distance (editDistance, case ignored) within about a
// third of name's length, where a valid name is also measured without its
// family or host ("sha256" for "hash/sha256", "webcrypto" for
// "chromium:webcrypto"), and by its family ("chromium" suggests the
// chromium: implementations); a valid name that starts with name, or
// holds it, is close too ("hash/sha" → "hash/sha256").
func Suggest(name string, valid []string) []string {
	n := strings.ToLower(strings.TrimSpace(name))
	if n == "" {
		return nil
	}
	limit := min(max(utf8.RuneCountInString(n)/3, 1), 3)
	// The edit distance is at least the difference in length: a name
	// longer than every valid one by more than the limit is close to
	// none, and measuring it (a pasted file, say) would take seconds.
	longest := 0
	for _, v := range valid {
		longest = max(longest, utf8.RuneCountInString(v))
	}
	if utf8.RuneCountInString(n) > longest+limit {
		return nil
	}
	best := limit + 1
	var out []string
	for _, v := range valid {
		d := closeness(n, strings.ToLower(v))
		switch {
		case d > limit || d > best:
			continue
		case d < best:
			best, out = d, nil
		}
		if len(out) < maxSuggestions {
			out = append(out, v)
		}
	}
	return out
}

// closeness is Suggest's distance from the typed name n to the valid name
// v, both lower case.
func closeness(n, v string) int {
	d := editDistance(n, v)
	family, base := splitName(v)
	nFamily, nBase := splitName(n)
	if base != v {
		// Typed without the family ("sha256"), with another family
		// ("sign/x25519" for "scalarmult/x25519"), or the family alone
		// ("chromium").
		d = min(d, editDistance(n, base))
		if nBase != n {
			extra := 0
			if nFamily != family {
				extra = 1
			}
			d = min(d, editDistance(nBase, base)+extra)
		}
		d = min(d, editDistance(n, family)+1)
	}
	switch {
	case strings.HasPrefix(v, n) && len(n) >= 2:
		d = min(d, 1)
	case strings.Contains(v, n) && len(n) >= 4:
		d = min(d, 2)
	}
	return d
}

// splitName splits an operation ID at its '/' ("hash", "sha256") or an
// implementation name at its host's ':' ("chromium", "webcrypto"); a name
// with neither is its own base, with no family.
func splitName(s string) (family, base string) {
	if i := strings.LastIndexAny(s, "/:"); i >= 0 {
		return s[:i], s[i+1:]
	}
	return "", s
}

// editDistance is the Levenshtein distance between a and b in runes, with
// the swap of two neighbours counting as one edit (the optimal string
// alignment distance): "sgin" is one edit from "sign", as a typist sees
// it, not two.
func editDistance(a, b string) int {
	s, t := []rune(a), []rune(b)
	// Three rows of the table: two back, one back, and the current one.
	prev2, prev, cur := make([]int, len(t)+1), make([]int, len(t)+1), make([]int, len(t)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(s); i++ {
		cur[0] = i
		for j := 1; j <= len(t); j++ {
			cost := 1
			if s[i-1] == t[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && s[i-1] == t[j-2] && s[i-2] == t[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(t)]
}
