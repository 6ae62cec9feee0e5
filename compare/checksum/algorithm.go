package checksum

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"syscall"

	"github.com/naclcmp/naclcmp/internal/termtext"
)

// Algorithm is one hash `naclcmp sum -a` computes.
type Algorithm struct {
	Name string   // the value of -a
	IDs  []string // catalogue operations that compute it, in preference order
	Size int      // default digest length in bytes
	Tag  string   // name in tagged (--tag) lines
	// Variable allows digests of other lengths (-l, and lines of other
	// lengths in checked lists), as b2sum does.
	Variable bool
}

// Algorithms are those of coreutils' b2sum, sha256sum and sha512sum, and
// BLAKE2s. OpenSSL 3.0 has BLAKE2b only at 64 bytes, so it appears under
// hash/blake2b512, which serves blake2b at the default length.
var Algorithms = []Algorithm{
	{"blake2b", []string{"hash/blake2b", "hash/blake2b512"}, 64, "BLAKE2b", true},
	{"blake2s", []string{"hash/blake2s"}, 32, "BLAKE2s", false},
	{"sha256", []string{"hash/sha256"}, 32, "SHA256", false},
	{"sha512", []string{"hash/sha512"}, 64, "SHA512", false},
}

// Lookup returns the algorithm called name; an unknown name is an error
// listing the known ones.
func Lookup(name string) (Algorithm, error) {
	var names []string
	for _, a := range Algorithms {
		if a.Name == name {
			return a, nil
		}
		names = append(names, a.Name)
	}
	// -a is naclcmp's own flag (coreutils' tools have one algorithm each):
	// its value is repeated no longer than a line shows.
	return Algorithm{}, fmt.Errorf("unknown algorithm %q (have %s)", termtext.Cut(name, termtext.EchoWidth), strings.Join(names, ", "))
}

// TagName is the tagged-line name of a digest of n bytes: b2sum writes
// "BLAKE2b" at the default length and "BLAKE2b-256" otherwise.
func (a Algorithm) TagName(n int) string {
	if n == a.Size {
		return a.Tag
	}
	return a.Tag + "-" + strconv.Itoa(8*n)
}

// parseLength reads a value of -l as b2sum 9.1 is observed to: optional
// leading white space and an optional '+', then decimal digits (leading
// zeros allowed: "08" is 8, "0x10" is refused) and nothing else. The
// error is b2sum's message, naming an overflow beyond 64 bits.
func parseLength(s string) (bits uint64, err error) {
	digits := strings.TrimPrefix(strings.TrimLeft(s, " \t\n\v\f\r"), "+")
	if digits == "" || strings.TrimLeft(digits, "0123456789") != "" {
		return 0, errors.New("invalid length: " + quoteArg(s))
	}
	v, err := strconv.ParseUint(digits, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("invalid length: %s: %s", quoteArg(s), strerror(syscall.EOVERFLOW))
	}
	return v, nil
}

// digestSize returns the digest length in bytes that -l asks for, given
// its value as typed and as parseLength read it: the default for 0. A
// length the algorithm does not take is an error of one or two lines,
// b2sum's messages.
func (a Algorithm) digestSize(typed string, bits uint64) (int, error) {
	switch {
	case bits == 0:
		return a.Size, nil
	case !a.Variable:
		return 0, errors.New("--length is only supported with --algorithm=blake2b")
	case bits%8 != 0:
		return 0, fmt.Errorf("invalid length: %s\nlength is not a multiple of 8", quoteArg(typed))
	case bits > uint64(8*a.Size):
		return 0, fmt.Errorf("invalid length: %s\nmaximum digest length for '%s' is %d bits", quoteArg(typed), a.Tag, 8*a.Size)
	}
	return int(bits / 8), nil
}
