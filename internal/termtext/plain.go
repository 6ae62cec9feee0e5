package termtext

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The small words of messages: counts with the right plural, "a" or "an",
// a remark in parentheses only when there is one, and what the user typed
// repeated no longer than a line can show.

// EchoWidth is the most columns of one word (an argument, a path) that a
// message repeats: a 100 KB argument pasted by mistake is recognisable
// from its first 80 characters and would otherwise fill the screen.
const EchoWidth = 80

// Count writes n and the noun, with an "s" unless n is 1: "1
// implementation", "2 implementations", "0 cases".
func Count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// Article returns "a" or "an" for the word that follows it, by its sound
// as far as its spelling tells: "an 8-byte digest", "an 11-byte key",
// "a 16-byte tag", "an incremental hash", "an HMAC", "a SHA-256 digest".
func Article(word string) string {
	r, _ := utf8.DecodeRuneInString(word)
	switch d := leadingDigits(word); {
	case d != "":
		// Numbers spoken with a vowel first: eight, eighty, eight
		// hundred, eight thousand; eleven and eighteen, and eleven or
		// eighteen thousand, where they begin a group of three digits.
		two := len(d)%3 == 2 && (strings.HasPrefix(d, "11") || strings.HasPrefix(d, "18"))
		return an(d[0] == '8' || two)
	case abbreviation(word):
		// Read letter by letter: "an RSA", "an X25519", "a BLAKE2b"
		// is a word, not an abbreviation.
		return an(strings.ContainsRune("AEFHILMNORSX", r))
	}
	return an(strings.ContainsRune("aeiouAEIOU", r))
}

// an is "an" when the word after it starts with a vowel sound, else "a".
func an(vowel bool) string {
	if vowel {
		return "an"
	}
	return "a"
}

// leadingDigits is the run of digits word starts with, commas between
// them left out ("1,024" → "1024").
func leadingDigits(word string) string {
	var b strings.Builder
	for _, r := range word {
		switch {
		case r >= '0' && r <= '9':
			b.WriteRune(r)
		case r == ',' && b.Len() > 0:
		default:
			return b.String()
		}
	}
	return b.String()
}

// abbreviation reports whether word starts as one read letter by letter
// does: two capitals, or a capital and a digit ("RSA", "HMAC", "X25519").
// SHA and BLAKE are read as words.
func abbreviation(word string) bool {
	r := []rune(word)
	if len(r) < 2 || !unicode.IsUpper(r[0]) || !(unicode.IsUpper(r[1]) || unicode.IsDigit(r[1])) {
		return false
	}
	return !strings.HasPrefix(word, "SHA") && !strings.HasPrefix(word, "BLAKE")
}

// AWord is word after its article: AWord("8-byte digest") is "an 8-byte
// digest".
func AWord(word string) string { return Article(word) + " " + word }

// Paren returns " (s)", or nothing when s is empty: a remark that would
// otherwise print as "tcId 1 ()".
func Paren(s string) string {
	if strings.TrimSpace(s) == "" {
		return ""
	}
	return " (" + s + ")"
}

// Cut returns s in at most n columns, an ellipsis ending what was cut.
func Cut(s string, n int) string {
	if Len(s) <= n {
		return s
	}
	if n <= 0 {
		return ""
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}

// CutWords cuts every word of msg (a run without spaces) longer than n
// columns, keeping what closes it (a quote, a bracket, a colon), so that a
// message repeating a long argument stays readable: `unknown command
// "xxx…xxx"` rather than 100,000 x's. The rest of msg is kept as it is.
func CutWords(msg string, n int) string {
	if Len(msg) <= n {
		return msg
	}
	var b strings.Builder
	word := func(w string) {
		if Len(w) <= n {
			b.WriteString(w)
			return
		}
		body := strings.TrimRight(w, `"')]}:;,.`)
		end := w[len(body):]
		if Len(end) > 3 {
			body, end = w, ""
		}
		b.WriteString(Cut(body, max(n-Len(end), 2)) + end)
	}
	start := -1
	for i, r := range msg {
		if unicode.IsSpace(r) {
			if start >= 0 {
				word(msg[start:i])
				start = -1
			}
			b.WriteRune(r)
		} else if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		word(msg[start:])
	}
	return b.String()
}

// All writes "all 3 measurements", or "the one measurement" for n = 1:
// "in all 1 measurements" reads as a slip.
func All(n int, noun string) string {
	if n == 1 {
		return "the one " + noun
	}
	return "all " + Count(n, noun)
}

// Of writes "2 of 5 measurements", or "the one measurement" when there
// is one in all: k of n nouns.
func Of(k, n int, noun string) string {
	if n == 1 && k == 1 {
		return "the one " + noun
	}
	return strconv.Itoa(k) + " of " + Count(n, noun)
}
