package checksum

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"syscall"
)

// File names in checksum lines, and in messages, as coreutils 9.1 writes
// them.

// needsEscape reports a name that a checksum line escapes: one with a
// backslash, a newline or a carriage return, as the installed coreutils
// 9.1 escapes them.
func needsEscape(name string) bool { return strings.ContainsAny(name, "\\\n\r") }

var escaper = strings.NewReplacer("\\", "\\\\", "\n", "\\n", "\r", "\\r")

// escape writes \\ for a backslash, \n for a newline and \r for a
// carriage return.
func escape(name string) string { return escaper.Replace(name) }

// unescaped maps the byte after a backslash in an escaped name of a
// checksum list to the byte it stands for.
var unescaped = map[byte]byte{'\\': '\\', 'n': '\n', 'r': '\r'}

// unescape undoes escape. As coreutils 9.1 reads an escaped name, one
// with a NUL, a trailing backslash or a backslash before anything but a
// backslash, n or r is not valid.
func unescape(s []byte) (string, bool) {
	if bytes.IndexByte(s, 0) >= 0 {
		return "", false
	}
	var b strings.Builder
	for len(s) > 0 {
		plain, escape, found := bytes.Cut(s, []byte{'\\'})
		b.Write(plain)
		if !found {
			break
		}
		if len(escape) == 0 {
			return "", false
		}
		c, ok := unescaped[escape[0]]
		if !ok {
			return "", false
		}
		b.WriteByte(c)
		s = escape[1:]
	}
	return b.String(), true
}

// displayName is a name in a result line of -c: coreutils 9.1 escapes
// only a name with a newline there (and then all it escapes in lists).
func displayName(name string) string {
	if strings.Contains(name, "\n") {
		return "\\" + escape(name)
	}
	return name
}

// quotef quotes a name for a message as coreutils' quotef does in the C
// locale (shell-escape style, ':' quoted too): as is when the shell would
// read it so, else in single quotes, with $'\n' for control and non-ASCII
// bytes and a quote closed, escaped with a backslash and reopened — or in
// double quotes when the name has a quote and nothing else special.
func quotef(s string) string {
	if s == "" {
		return "''"
	}
	special, compat := false, true
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c < 0x20 || c >= 0x7f:
			special, compat = true, false
		case strings.IndexByte("!\"$&()*;<=>?[\\^`|", c) >= 0:
			special, compat = true, false
		case c == ' ' || c == '\'' || c == ':':
			special = true
		case c == '#' || c == '~':
			if i == 0 {
				special = true
			} else {
				compat = false
			}
		}
	}
	if !special {
		return s
	}
	if compat && strings.Contains(s, "'") {
		return `"` + s + `"`
	}
	var b strings.Builder
	b.WriteByte('\'')
	inEsc := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c >= 0x7f {
			if !inEsc {
				b.WriteString("'$'")
				inEsc = true
			}
			if e := strings.IndexByte("\a\b\f\n\r\t\v", c); e >= 0 {
				b.WriteByte('\\')
				b.WriteByte("abfnrtv"[e])
			} else {
				fmt.Fprintf(&b, "\\%03o", c)
			}
			continue
		}
		if inEsc {
			b.WriteString("''")
			inEsc = false
		}
		if c == '\'' {
			b.WriteString(`'\''`)
			continue
		}
		b.WriteByte(c)
	}
	b.WriteByte('\'')
	return b.String()
}

// quoteArg quotes a command-line value in a message as b2sum 9.1 is
// observed to in the C locale: in single quotes, with a backslash before a
// quote or a backslash, \n-style escapes for the usual control characters
// and three octal digits for other control and non-ASCII bytes.
func quoteArg(s string) string {
	var b strings.Builder
	b.WriteByte('\'')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch e := strings.IndexByte("\a\b\f\n\r\t\v'\\", c); {
		case e >= 0:
			b.WriteByte('\\')
			b.WriteByte("abfnrtv'\\"[e])
		case c < 0x20 || c >= 0x7f:
			fmt.Fprintf(&b, "\\%03o", c)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('\'')
	return b.String()
}

// strerror is the C library's text of an error: "No such file or
// directory" for ENOENT.
func strerror(err error) string {
	var errno syscall.Errno
	if errors.As(err, &errno) {
		err = errno
	}
	s := err.Error()
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		s = string(s[0]-'a'+'A') + s[1:]
	}
	return s
}
