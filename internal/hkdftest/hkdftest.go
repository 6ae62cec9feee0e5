// Package hkdftest is the one shared test of matrix.HKDF, after Go's
// crypto/internal/cryptotest: one test of the interface, called in one
// line by each binding's own test (hkdftest.Test(t, lib.HKDFSHA256{},
// "hkdf/sha256")).
//
// It holds an implementation to RFC 5869's own definition, written here
// over crypto/hmac (Section 2.2, Extract; Section 2.3, Expand), not to
// another implementation of HKDF: the outputs at the lengths around each
// block boundary and at the largest, inputs empty and longer than a hash
// block, an empty salt standing for HashLen zero bytes, the refusals of an
// output over 255·HashLen bytes and of a short pseudorandom key with
// nothing written, and RFC 5869's test cases where the hash has them.
//
// It imports no binding, no impls and no engine, so that every binding's
// test can call it.
package hkdftest

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"crypto/sha512"
	"errors"
	"fmt"
	"hash"
	"testing"

	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// Test reports through t every way op breaks the HKDF contract of the
// operation id ("hkdf/sha256"), as Check finds them, and a lacking Extract or Expand as a
// failure too: a binding whose library offers only the whole derivation
// (node's hkdfSync, WebCrypto) calls Check instead and asserts what it
// lacks, so that a binding cannot drop a call unnoticed.
func Test(t *testing.T, op matrix.HKDF, id string) {
	t.Helper()
	s, err := matrix.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	fails, lacks, err := Check(op, s)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range fails {
		t.Error(f)
	}
	for _, l := range lacks {
		t.Errorf("%s: %s (Test wants all three calls; a binding without them calls Check)", s.ID(), l)
	}
}

// Check returns the failures of op against the HKDF contract of s, and
// the methods it lacks (errors.ErrUnsupported from Extract or Expand,
// which the contract allows). err is set when s is no HKDF operation.
func Check(op matrix.HKDF, s matrix.Spec) (fails, lacks []string, err error) {
	h, err := hashOf(s)
	if err != nil {
		return nil, nil, err
	}
	c := &checker{op: op, h: h, n: s.Key}
	c.known(s)
	c.lengths()
	c.inputs()
	c.refusals()
	return c.fails, c.lacks(), nil
}

// hashOf returns the hash of the HKDF operation s.
func hashOf(s matrix.Spec) (func() hash.Hash, error) {
	switch {
	case s.Family != matrix.FamilyHKDF:
		return nil, fmt.Errorf("hkdftest: %s is not an HKDF operation", s.ID())
	case s.Primitive == "sha256" && s.Key == sha256.Size:
		return sha256.New, nil
	case s.Primitive == "sha512" && s.Key == sha512.Size:
		return sha512.New, nil
	}
	return nil, fmt.Errorf("hkdftest: no hash for %s", s.ID())
}

// checker gathers the failures of one implementation; n is HashLen.
type checker struct {
	op                  matrix.HKDF
	h                   func() hash.Hash
	n                   int
	fails               []string
	noExtract, noExpand bool
}

func (c *checker) failf(format string, a ...any) {
	c.fails = append(c.fails, fmt.Sprintf(format, a...))
}

func (c *checker) lacks() []string {
	var out []string
	if c.noExtract {
		out = append(out, "Extract unsupported")
	}
	if c.noExpand {
		out = append(out, "Expand unsupported")
	}
	return out
}

// extract is RFC 5869's HKDF-Extract: HMAC-Hash(salt, ikm), with an empty
// salt standing for HashLen zero bytes (HMAC pads either to a block of
// zeros, so both give the same key).
func (c *checker) extract(secret, salt []byte) []byte {
	m := hmac.New(c.h, salt)
	m.Write(secret)
	return m.Sum(nil)
}

// expand is RFC 5869's HKDF-Expand: T(i) = HMAC-Hash(PRK, T(i-1) ‖ info ‖
// i), the first l bytes of T(1) ‖ T(2) ‖ ….
func (c *checker) expand(prk, info []byte, l int) []byte {
	var okm, t []byte
	for i := byte(1); len(okm) < l; i++ {
		m := hmac.New(c.h, prk)
		m.Write(t)
		m.Write(info)
		m.Write([]byte{i})
		t = m.Sum(nil)
		okm = append(okm, t...)
	}
	return okm[:l]
}

// derive runs Key, Extract then Expand, and Expand alone, on one input,
// against the definition.
func (c *checker) derive(what string, l int, secret, salt, info []byte) {
	prk := c.extract(secret, salt)
	want := c.expand(prk, info, l)
	got := make([]byte, l)
	if err := c.op.Key(got, secret, salt, info); err != nil {
		c.failf("Key, %s: %v", what, err)
	} else if !bytes.Equal(got, want) {
		c.failf("Key, %s: got %x, want %x", what, clip(got), clip(want))
	}
	gotPRK := make([]byte, c.n)
	switch err := c.op.Extract(gotPRK, secret, salt); {
	case errors.Is(err, errors.ErrUnsupported):
		c.noExtract = true
	case err != nil:
		c.failf("Extract, %s: %v", what, err)
	case !bytes.Equal(gotPRK, prk):
		c.failf("Extract, %s: got %x, want %x", what, gotPRK, prk)
	}
	got = make([]byte, l)
	switch err := c.op.Expand(got, prk, info); {
	case errors.Is(err, errors.ErrUnsupported):
		c.noExpand = true
	case err != nil:
		c.failf("Expand, %s: %v", what, err)
	case !bytes.Equal(got, want):
		c.failf("Expand, %s: got %x, want %x", what, clip(got), clip(want))
	}
}

// clip shortens an output for a failure message: a 16 KiB key is not
// read, its first bytes are enough to see it differs.
func clip(b []byte) []byte { return b[:min(len(b), 48)] }

// known runs RFC 5869's test cases of s, where it has any (SHA-256 only).
func (c *checker) known(s matrix.Spec) {
	files, err := vectors.All()
	if err != nil {
		c.failf("vectors: %v", err)
		return
	}
	for _, f := range files {
		for _, g := range f.Groups {
			if g.Op != s.ID() {
				continue
			}
			for _, v := range g.Vectors {
				if v.Result != vectors.Valid {
					continue
				}
				what := fmt.Sprintf("%s vector %d (%s)", f.Name, v.ID, v.Comment)
				if v.PRK != nil && !bytes.Equal(c.extract(v.Secret, v.Salt), v.PRK) {
					c.failf("%s: the reference's PRK differs from the vector's", what)
				}
				c.derive(what, len(v.Out), v.Secret, v.Salt, v.Info)
			}
		}
	}
}

// lengths derives one input at the output lengths around the first block
// boundaries and at the largest, 255·HashLen.
func (c *checker) lengths() {
	secret, salt, info := pattern(22, 1), pattern(13, 2), pattern(10, 3)
	for _, l := range []int{1, c.n - 1, c.n, c.n + 1, 2*c.n + 1, matrix.HKDFMaxBlocks * c.n} {
		c.derive(fmt.Sprintf("%d-byte output", l), l, secret, salt, info)
	}
}

// inputs derives with each input empty and longer than a hash block (an
// HMAC key over a block is hashed first), and checks that an empty salt
// stands for HashLen zeros.
func (c *checker) inputs() {
	long := pattern(257, 4)
	for _, in := range []struct {
		what               string
		secret, salt, info []byte
	}{
		{"empty secret", nil, pattern(16, 5), pattern(8, 6)},
		{"empty salt", pattern(32, 7), nil, pattern(8, 6)},
		{"empty info", pattern(32, 7), pattern(16, 5), nil},
		{"all empty", nil, nil, nil},
		{"257-byte secret", long, pattern(16, 5), pattern(8, 6)},
		{"257-byte salt", pattern(32, 7), long, pattern(8, 6)},
		{"257-byte info", pattern(32, 7), pattern(16, 5), long},
	} {
		c.derive(in.what, c.n+7, in.secret, in.salt, in.info)
	}
	a, b := make([]byte, c.n), make([]byte, c.n)
	errA := c.op.Key(a, pattern(20, 8), nil, nil)
	errB := c.op.Key(b, pattern(20, 8), make([]byte, c.n), nil)
	if errA == nil && errB == nil && !bytes.Equal(a, b) {
		c.failf("Key: an empty salt and HashLen zero bytes give different keys")
	}
}

// refusals checks that an output over 255·HashLen bytes and a pseudorandom
// key shorter than HashLen are refused, with nothing written.
func (c *checker) refusals() {
	tooLong := filled(matrix.HKDFMaxBlocks*c.n + 1)
	if err := c.op.Key(tooLong, pattern(16, 1), nil, nil); err == nil {
		c.failf("Key accepted a %d-byte output, over 255·HashLen", len(tooLong))
	} else if !untouched(tooLong) {
		c.failf("Key wrote to a %d-byte output it refused", len(tooLong))
	}
	out := filled(c.n)
	switch err := c.op.Expand(out, pattern(c.n-1, 1), nil); {
	case errors.Is(err, errors.ErrUnsupported):
	case err == nil:
		c.failf("Expand accepted a %d-byte PRK, shorter than HashLen", c.n-1)
	case !untouched(out):
		c.failf("Expand wrote to its output though it refused the PRK")
	}
	out = filled(matrix.HKDFMaxBlocks*c.n + 1)
	switch err := c.op.Expand(out, pattern(c.n, 1), nil); {
	case errors.Is(err, errors.ErrUnsupported):
	case err == nil:
		c.failf("Expand accepted a %d-byte output, over 255·HashLen", len(out))
	}
	prk := filled(c.n + 1)
	if err := c.op.Extract(prk, nil, nil); err == nil {
		c.failf("Extract accepted a %d-byte PRK buffer, want HashLen (%d)", len(prk), c.n)
	}
}

// pattern returns n bytes counting from start, a recognisable input.
func pattern(n int, start byte) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = start + byte(i)
	}
	return b
}

// filled returns n bytes of 0xa5, which a refused call must leave alone.
func filled(n int) []byte { return bytes.Repeat([]byte{0xa5}, n) }

func untouched(b []byte) bool { return len(bytes.Trim(b, "\xa5")) == 0 }
