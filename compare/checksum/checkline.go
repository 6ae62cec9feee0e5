package checksum

import (
	"bytes"
	"strconv"
	"strings"
)

// checkedLine is what a proper line of a checksum list names: the expected
// digest, in hex as written (either case), and the file to hash.
type checkedLine struct {
	digest string
	name   string
}

// untaggedLayout is how the untagged lines of a run of -c are laid out. The
// first untagged line decides it for every later line, in every list of
// the same command, as coreutils 9.1 behaves.
type untaggedLayout int

const (
	// layoutUndecided: no untagged line has been read yet.
	layoutUndecided untaggedLayout = iota
	// layoutMarked: "HEX  NAME" or "HEX *NAME", a blank then a mode
	// character (' ' text, '*' binary) before the name. Once decided, a
	// line without the mode character is improperly formatted.
	layoutMarked
	// layoutBare: "HEX NAME", a single blank before the name (the output
	// of BSD's `md5 -r`). Once decided, a ' ' or '*' after the blank is
	// the first byte of the name.
	layoutBare
)

// checkLineParser reads the lines of checksum lists for one algorithm. The
// formats it accepts, observed from coreutils 9.1 (b2sum -c, sha256sum -c,
// sha512sum -c):
//
//   - Blanks (space, tab) may precede a line. A backslash after them marks
//     an escaped name (see unescape): "\\", "\n" and "\r" stand for a
//     backslash, a newline and a carriage return, and any other escape, a
//     trailing backslash or a NUL byte make the line improperly
//     formatted. An unescaped name ends at its first NUL.
//   - A tagged line is "TAG (NAME) = HEX" (see parseTagged).
//   - Any other line is untagged, "HEX  NAME", "HEX *NAME" or "HEX NAME"
//     (see parseUntagged).
//
// The digest's hex digits may be of either case.
type checkLineParser struct {
	algo   Algorithm
	layout untaggedLayout
}

// parse reads one line, without its line end; false means improperly
// formatted.
func (p *checkLineParser) parse(line []byte) (checkedLine, bool) {
	rest := bytes.TrimLeft(line, " \t")
	escaped := len(rest) > 0 && rest[0] == '\\'
	if escaped {
		rest = rest[1:]
	}
	if after, ok := bytes.CutPrefix(rest, []byte(p.algo.Tag)); ok {
		return p.parseTagged(after, escaped)
	}
	return p.parseUntagged(rest, escaped)
}

// parseTagged reads what follows the tag of a tagged line (the format of
// --tag): "ALGO (NAME) = HEX", where, as observed:
//
//   - b2sum writes "BLAKE2b-BITS" for a digest of other than 512 bits.
//     BITS is read as C reads an unsigned number in any base (leading
//     white space, an optional '+', "0x" for hex, a leading 0 for octal:
//     "-0x10" and "-020" both mean 16) and must be a multiple of 8 from 8
//     to 512. Without "-BITS", b2sum skips any one byte after the tag
//     other than '(' ("BLAKE2bX(abc)" and "BLAKE2b  (abc)" are read).
//   - A single space may come before the '('.
//   - NAME runs to the last ')' of the line and may be empty.
//   - Blanks may surround the '='.
//   - HEX is the rest of the line up to a NUL, if any, and must have
//     exactly the digits of the digest length.
func (p *checkLineParser) parseTagged(rest []byte, escaped bool) (checkedLine, bool) {
	digits := 2 * p.algo.Size
	if p.algo.Variable {
		if after, ok := bytes.CutPrefix(rest, []byte("-")); ok {
			bits, after, ok := leadingNumber(after)
			if !ok || bits == 0 || bits > uint64(8*p.algo.Size) || bits%8 != 0 {
				return checkedLine{}, false
			}
			rest, digits = after, int(bits/4)
		} else if len(rest) > 0 && rest[0] != '(' {
			rest = rest[1:]
		}
	}
	rest = bytes.TrimPrefix(rest, []byte(" "))
	rest, ok := bytes.CutPrefix(rest, []byte("("))
	if !ok {
		return checkedLine{}, false
	}
	closing := bytes.LastIndexByte(rest, ')')
	if closing < 0 {
		return checkedLine{}, false
	}
	rawName, tail := rest[:closing], bytes.TrimLeft(rest[closing+1:], " \t")
	tail, ok = bytes.CutPrefix(tail, []byte("="))
	if !ok {
		return checkedLine{}, false
	}
	digest := beforeNUL(bytes.TrimLeft(tail, " \t"))
	if len(digest) != digits || !isHex(digest) {
		return checkedLine{}, false
	}
	name, ok := decodeListedName(rawName, escaped)
	return checkedLine{string(digest), name}, ok
}

// parseUntagged reads an untagged line (after the blanks and the escape
// marker): HEX, one blank (space or tab), then the name, possibly after a
// mode character, as the parser's layout decides. As observed:
//
//   - HEX runs to the first blank (a NUL does not end it) and there must
//     be one. sha256sum and sha512sum want exactly their digest length;
//     b2sum reads any even number of digits from 2 to 128 as a digest of
//     that length, and -l does not restrict it.
//   - The line must be at least two bytes longer than the digest for
//     sha256sum and sha512sum, at least 3 bytes for b2sum: b2sum reads
//     "6b " as naming the file "", the others refuse a line with an empty
//     name.
//   - A line has the mode character when a ' ' or a '*' follows the blank
//     and something follows it.
func (p *checkLineParser) parseUntagged(rest []byte, escaped bool) (checkedLine, bool) {
	minLen := 2*p.algo.Size + 2
	if p.algo.Variable {
		minLen = 3
	}
	blank := bytes.IndexAny(rest, " \t")
	if len(rest) < minLen || blank < 0 {
		return checkedLine{}, false
	}
	digest, after := rest[:blank], rest[blank+1:]
	if !isHex(digest) || !p.digestLengthOK(len(digest)) {
		return checkedLine{}, false
	}
	if len(after) >= 2 && (after[0] == ' ' || after[0] == '*') {
		switch p.layout {
		case layoutUndecided, layoutMarked:
			p.layout = layoutMarked
			after = after[1:]
		}
	} else {
		if p.layout == layoutMarked {
			return checkedLine{}, false
		}
		p.layout = layoutBare
	}
	name, ok := decodeListedName(after, escaped)
	return checkedLine{string(digest), name}, ok
}

// digestLengthOK reports whether an untagged line's digest of n hex digits
// has a length the algorithm checks.
func (p *checkLineParser) digestLengthOK(n int) bool {
	if p.algo.Variable {
		return n >= 2 && n%2 == 0 && n <= 2*p.algo.Size
	}
	return n == 2*p.algo.Size
}

// decodeListedName is the file name of a line: unescaped when the line
// has the escape marker, else up to its first NUL.
func decodeListedName(raw []byte, escaped bool) (string, bool) {
	if escaped {
		return unescape(raw)
	}
	return string(beforeNUL(raw)), true
}

// beforeNUL is b up to its first NUL byte.
func beforeNUL(b []byte) []byte {
	if i := bytes.IndexByte(b, 0); i >= 0 {
		return b[:i]
	}
	return b
}

func isHex(b []byte) bool {
	for _, c := range b {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return false
		}
	}
	return true
}

// leadingNumber reads the unsigned number that b starts with, in the
// syntax of b2sum's "BLAKE2b-BITS": optional white space and '+', then
// hex digits after "0x" or "0X", octal digits after a leading 0, or
// decimal digits. It returns the value and the bytes after the digits;
// false means no digits or a value beyond 64 bits.
func leadingNumber(b []byte) (uint64, []byte, bool) {
	b = bytes.TrimLeft(b, " \t\n\v\f\r")
	b = bytes.TrimPrefix(b, []byte("+"))
	base, digits := 10, "0123456789"
	switch {
	case len(b) > 2 && b[0] == '0' && (b[1] == 'x' || b[1] == 'X') && isHex(b[2:3]):
		base, digits, b = 16, "0123456789abcdefABCDEF", b[2:]
	case len(b) > 0 && b[0] == '0':
		base, digits = 8, "01234567"
	}
	end := 0
	for end < len(b) && strings.IndexByte(digits, b[end]) >= 0 {
		end++
	}
	if end == 0 {
		return 0, nil, false
	}
	v, err := strconv.ParseUint(string(b[:end]), base, 64)
	return v, b[end:], err == nil
}
