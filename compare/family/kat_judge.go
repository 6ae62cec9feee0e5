package family

import (
	"bytes"
	"encoding/hex"
	"fmt"

	"github.com/naclcmp/naclcmp/vectors"
)

// The judgement the families' known-answer checks share, so that every
// family words a malformed vector, a difference and an accepted invalid
// vector the same way.

// KATOutcome judges an output computed for vector v by call: an invalid
// vector must not give v.Out without an error; a valid one must give it.
// It is the whole judgement of the families whose check is one call
// compared with out (hash, stream, core, scalar multiplication).
func KATOutcome(v *vectors.Vector, what, call string, got []byte, err error) error {
	if v.Result == vectors.Invalid {
		return KATExpectInvalid(err != nil || !bytes.Equal(got, v.Out), what+" matches")
	}
	if err != nil {
		return fmt.Errorf("%s: %w", call, err)
	}
	return KATDiff(what, got, v.Out)
}

// KATNeed reports the first of the named fields that the vector lacks,
// given as name, value pairs (each value a vectors.Hex): a vector file
// missing a field a check needs is malformed, and saying which field is
// what lets its author fix it.
func KATNeed(fields ...any) error {
	for i := 0; i+1 < len(fields); i += 2 {
		if fields[i+1].(vectors.Hex) == nil {
			return fmt.Errorf("malformed vector: no %s field", fields[i])
		}
	}
	return nil
}

// KATDiff returns nil when got equals want, else an error showing both,
// shortened, and where they first differ: the byte offset is what tells a
// wrong block or counter from a wrong tag.
func KATDiff(what string, got, want []byte) error {
	if bytes.Equal(got, want) {
		return nil
	}
	at := 0
	for at < len(got) && at < len(want) && got[at] == want[at] {
		at++
	}
	return fmt.Errorf("%s differs at byte %d: got %s, want %s", what, at, katShort(got), katShort(want))
}

// katShort is b in hex, cut to a readable length.
func katShort(b []byte) string {
	if len(b) <= 16 {
		return hex.EncodeToString(b)
	}
	return fmt.Sprintf("%s…(%d bytes)", hex.EncodeToString(b[:12]), len(b))
}

// katFlip returns a copy of b with the lowest bit of its first byte flipped.
func katFlip(b []byte) []byte {
	c := bytes.Clone(b)
	if len(c) > 0 {
		c[0] ^= 1
	}
	return c
}

// KATVerifiesOnly checks that verify accepts the published value (a tag
// or a signature) and rejects it with its first bit flipped: a Verify
// that accepts everything would otherwise pass every valid vector.
func KATVerifiesOnly(what string, published []byte, verify func([]byte) (bool, error)) error {
	if ok, err := verify(published); err != nil || !ok {
		return fmt.Errorf("Verify rejected the published %s (err: %v)", what, err)
	}
	if ok, err := verify(katFlip(published)); err != nil || ok {
		return fmt.Errorf("Verify of the %s with one bit flipped: ok=%v, err=%v; want false, nil", what, ok, err)
	}
	return nil
}

// KATOpen checks an Open-like call: it must accept box and give want, and
// reject box with the first bit of its tag flipped (the tag comes first
// in box), which a published output alone cannot show.
func KATOpen(what string, overhead int, box, want []byte, open func(msg, box []byte) (bool, error)) error {
	if len(box) < overhead {
		return fmt.Errorf("malformed vector: %d-byte box is shorter than the %d-byte tag", len(box), overhead)
	}
	msg := make([]byte, len(box)-overhead)
	ok, err := open(msg, box)
	if err != nil || !ok {
		return fmt.Errorf("%s rejected the published box (err: %v)", what, err)
	}
	if err := KATDiff(what+" message", msg, want); err != nil {
		return err
	}
	if ok, err := open(make([]byte, len(msg)), katFlip(box)); err != nil || ok {
		return fmt.Errorf("%s of the box with one tag bit flipped: ok=%v, err=%v; want false, nil", what, ok, err)
	}
	return nil
}

// KATOr returns h, or an empty slice when the field is absent: bindings may
// refuse nil, and an absent associated data is the empty string.
func KATOr(h vectors.Hex) []byte {
	if h == nil {
		return []byte{}
	}
	return h
}

// KATRejected reports whether a Verify or Open result rejects the input:
// an error and a false both count, since a binding may say either.
func KATRejected(ok bool, err error) bool { return err != nil || !ok }

// KATExpectInvalid turns the outcome of an invalid vector into a result: the
// implementation must have rejected it or computed something else. Either
// is a pass, since bindings differ in how they refuse, but never the
// published answer.
func KATExpectInvalid(rejected bool, what string) error {
	if rejected {
		return nil
	}
	return fmt.Errorf("accepted an invalid vector: %s", what)
}
