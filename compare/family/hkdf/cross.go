package hkdf

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// NodeMaxInfo is the longest info node's hkdfSync takes (1024 bytes),
// the one limit below RFC 5869's among the implementations: a Key with
// more info is beyond the common ground, where a refusal as unsupported
// is a missing capability rather than a failure.
const NodeMaxInfo = 1024

// crossCase is one derivation, by the lengths of its inputs; out counts
// in HashLen blocks plus extra bytes, so that the same cases cross the
// block boundaries of SHA-256 and SHA-512 alike.
type crossCase struct {
	blocks, extra            int // out = blocks·HashLen + extra bytes
	secret, salt, info, more int // more: bytes of PRK beyond HashLen for Expand
}

func (c crossCase) out(n int) int { return c.blocks*n + c.extra }

func (c crossCase) String(n int) string {
	return fmt.Sprintf("%d-byte output, %d-byte secret, %d-byte salt, %d-byte info", c.out(n), c.secret, c.salt, c.info)
}

// crossCases vary each input from empty to longer than a SHA-512 block
// (an HMAC key over a block is hashed first), and the output from one
// byte to the most RFC 5869 allows, on both sides of each block boundary.
// The first is the shape of RFC 5869's test case 1; the last two have
// info at node's limit and one byte over it.
var crossCases = []crossCase{
	{extra: 42, secret: 22, salt: 13, info: 10},
	{extra: 1, secret: 32, salt: 0, info: 0},
	{blocks: 1, extra: -1, secret: 0, salt: 16, info: 8, more: 1},
	{blocks: 1, secret: 80, salt: 80, info: 80},
	{blocks: 1, extra: 1, secret: 200, salt: 200, info: 200, more: 64},
	{blocks: 2, extra: 1, secret: 16, salt: 64, info: 300},
	{blocks: matrix.HKDFMaxBlocks, secret: 32, salt: 16, info: 16},
	{extra: 100, secret: 16, salt: 16, info: NodeMaxInfo},
	{extra: 100, secret: 16, salt: 16, info: NodeMaxInfo + 1},
}

// Cross checks that a and b derive the same keys for every case of
// crossCases (Key), the same pseudorandom keys (Extract) and the same
// expansions of one pseudorandom key (Expand). Key must succeed on every
// case whose info node takes; an unsupported call elsewhere, and any
// unsupported Extract or Expand, leaves that comparison out of the pair,
// recorded as unchecked (family.Inputs.Lacks).
func Cross(s matrix.Spec, a, b matrix.Provider[matrix.HKDF], in *family.Inputs) error {
	n := s.Key
	for _, c := range crossCases {
		secret, salt, info := in.Bytes(c.secret), in.Bytes(c.salt), in.Bytes(c.info)
		what := c.String(n)
		common := c.info <= NodeMaxInfo
		if err := crossCall(a, b, in, what, common, c.out(n), func(op matrix.HKDF, out []byte) error {
			return op.Key(out, secret, salt, info)
		}); err != nil {
			return err
		}
		if err := crossCall(a, b, in, "Extract, "+what, false, n, func(op matrix.HKDF, prk []byte) error {
			return op.Extract(prk, secret, salt)
		}); err != nil {
			return err
		}
		prk := in.Bytes(n + c.more)
		what = fmt.Sprintf("Expand, %d-byte PRK, %d-byte output, %d-byte info", len(prk), c.out(n), c.info)
		if err := crossCall(a, b, in, what, false, c.out(n), func(op matrix.HKDF, out []byte) error {
			return op.Expand(out, prk, info)
		}); err != nil {
			return err
		}
	}
	return nil
}

// crossCall makes one call of both a and b into an outLen-byte output and
// compares the outputs. An error fails the pair unless it says the
// implementation lacks the call and the call is beyond the common ground
// (common false), in which case the comparison is recorded as unchecked.
func crossCall(a, b matrix.Provider[matrix.HKDF], in *family.Inputs, what string, common bool, outLen int,
	call func(op matrix.HKDF, out []byte) error) error {
	want, got := make([]byte, outLen), make([]byte, outLen)
	errA, errB := call(a.Op, want), call(b.Op, got)
	lacksA, lacksB := errors.Is(errA, errors.ErrUnsupported), errors.Is(errB, errors.ErrUnsupported)
	switch {
	case errA != nil && (common || !lacksA):
		return family.CrossErrOp(a, what, errA)
	case errB != nil && (common || !lacksB):
		return family.CrossErrOp(b, what, errB)
	case lacksA || lacksB:
		if lacksA {
			in.Lacks(a.Name(), errA)
		}
		if lacksB {
			in.Lacks(b.Name(), errB)
		}
	case !bytes.Equal(got, want):
		return family.CrossMismatch(what, a, b, got, want)
	}
	return nil
}

// RememberNative is false: a derivation costs microseconds in process,
// about what digesting its arguments for the memo costs, so only the
// calls of JavaScript implementations, each a round trip to a peer
// process, are remembered.
const RememberNative = false

// Remember returns op with its calls going through c.
func Remember(c family.MemoCalls, op matrix.HKDF) matrix.HKDF { return remembered{c, op} }

// remembered is op with each call made through the memo, keyed by every
// byte it is given and the length of what it writes.
type remembered struct {
	family.MemoCalls
	op matrix.HKDF
}

func (x remembered) Key(out, secret, salt, info []byte) error {
	return x.Write("Key", [][]byte{secret, salt, info}, [][]byte{out}, func() error { return x.op.Key(out, secret, salt, info) })
}

func (x remembered) Extract(prk, secret, salt []byte) error {
	return x.Write("Extract", [][]byte{secret, salt}, [][]byte{prk}, func() error { return x.op.Extract(prk, secret, salt) })
}

func (x remembered) Expand(out, prk, info []byte) error {
	return x.Write("Expand", [][]byte{prk, info}, [][]byte{out}, func() error { return x.op.Expand(out, prk, info) })
}
