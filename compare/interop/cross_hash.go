package interop

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/internal/tamper"
	"github.com/naclcmp/naclcmp/matrix"
)

// Cross-checks of the deterministic byte functions: hashes, MACs, stream
// ciphers and core functions. Two implementations interoperate when they
// give byte-identical output for the same input, and when each accepts the
// other's tags.

func crossHash(s matrix.Spec, a, b matrix.Provider[any], in *inputs) error {
	ha, hb := a.Op.(matrix.Hash), b.Op.(matrix.Hash)
	for _, n := range in.lengths() {
		msg := in.bytes(n)
		for _, outLen := range s.OutLengths() {
			what := fmt.Sprintf("msg len %d, out len %d", n, outLen)
			want, got := make([]byte, outLen), make([]byte, outLen)
			if err := ha.Hash(want, msg); err != nil {
				return errOp(a, what, err)
			}
			if err := hb.Hash(got, msg); err != nil {
				return errOp(b, what, err)
			}
			if !bytes.Equal(got, want) {
				return mismatch(what, a, b, got, want)
			}
		}
	}
	return nil
}

func crossMAC(s matrix.Spec, a, b matrix.Provider[any], in *inputs) error {
	ma, mb := a.Op.(matrix.MAC), b.Op.(matrix.MAC)
	for _, n := range in.lengths() {
		msg := in.bytes(n)
		for _, keyLen := range keyLengths(s) {
			key := in.bytes(keyLen)
			for _, outLen := range s.OutLengths() {
				what := fmt.Sprintf("msg len %d, key len %d, tag len %d", n, keyLen, outLen)
				want, got := make([]byte, outLen), make([]byte, outLen)
				if err := ma.MAC(want, msg, key); err != nil {
					return errOp(a, what, err)
				}
				if err := mb.MAC(got, msg, key); err != nil {
					return errOp(b, what, err)
				}
				if !bytes.Equal(got, want) {
					return mismatch(what, a, b, got, want)
				}
				if err := expectVerify(b, what+", "+a.Name()+"'s tag", true, func() (bool, error) { return mb.Verify(want, msg, key) }); err != nil {
					return err
				}
				bad := tamper.Flip(want, n%outLen)
				if err := expectVerify(b, what+", tag with a flipped bit", false, func() (bool, error) { return mb.Verify(bad, msg, key) }); err != nil {
					return err
				}
				if n > 0 {
					badMsg := tamper.Flip(msg, n/2)
					if err := expectVerify(b, what+", message with a flipped bit", false, func() (bool, error) { return mb.Verify(want, badMsg, key) }); err != nil {
						return err
					}
				}
			}
		}
	}
	return nil
}

func crossStream(s matrix.Spec, a, b matrix.Provider[any], in *inputs) error {
	sa, sb := a.Op.(matrix.Stream), b.Op.(matrix.Stream)
	for _, n := range in.lengths() {
		key, nonce, msg := in.bytes(s.Key), in.bytes(s.Nonce), in.bytes(n)
		what := fmt.Sprintf("len %d", n)
		want, got := make([]byte, n), make([]byte, n)
		if err := sa.KeyStream(want, nonce, key); err != nil {
			return errOp(a, what+" keystream", err)
		}
		if err := sb.KeyStream(got, nonce, key); err != nil {
			return errOp(b, what+" keystream", err)
		}
		if !bytes.Equal(got, want) {
			return mismatch(what+" keystream", a, b, got, want)
		}
		ct, pt := make([]byte, n), make([]byte, n)
		if err := sa.XOR(ct, msg, nonce, key); err != nil {
			return errOp(a, what+" xor", err)
		}
		if err := sb.XOR(pt, ct, nonce, key); err != nil {
			return errOp(b, what+" xor", err)
		}
		if !bytes.Equal(pt, msg) {
			return mismatch(what+": "+b.Name()+" decrypting "+a.Name()+"'s ciphertext", a, b, pt, msg)
		}
	}
	return nil
}

func crossCore(s matrix.Spec, a, b matrix.Provider[any], in *inputs) error {
	ca, cb := a.Op.(matrix.Core), b.Op.(matrix.Core)
	for i := range len(MessageLengths) + randomCases {
		input, key := in.bytes(s.In), in.bytes(s.Key)
		what := fmt.Sprintf("random input %d", i)
		want, got := make([]byte, s.Out), make([]byte, s.Out)
		if err := ca.Core(want, input, key, []byte(matrix.Sigma)); err != nil {
			return errOp(a, what, err)
		}
		if err := cb.Core(got, input, key, []byte(matrix.Sigma)); err != nil {
			return errOp(b, what, err)
		}
		if !bytes.Equal(got, want) {
			return mismatch(what, a, b, got, want)
		}
	}
	// A constant other than sigma, where both sides take one (x/crypto's
	// HChaCha20 refuses others as unsupported): a binding that drops the
	// constant (passing NULL, which libsodium reads as sigma) computes the
	// standard function and differs here.
	input, key, constant := in.bytes(s.In), in.bytes(s.Key), in.bytes(s.Const)
	const what = "random input, random constant"
	want, got := make([]byte, s.Out), make([]byte, s.Out)
	errA, errB := ca.Core(want, input, key, constant), cb.Core(got, input, key, constant)
	switch {
	case errors.Is(errA, errors.ErrUnsupported) || errors.Is(errB, errors.ErrUnsupported):
		return nil
	case errA != nil:
		return errOp(a, what, errA)
	case errB != nil:
		return errOp(b, what, errB)
	case !bytes.Equal(got, want):
		return mismatch(what, a, b, got, want)
	}
	return nil
}

// expectVerify calls a verification and checks its answer, treating an
// error as a failure: well-formed arguments must never be refused.
func expectVerify(p matrix.Provider[any], what string, want bool, verify func() (bool, error)) error {
	ok, err := verify()
	if err != nil {
		return errOp(p, what, err)
	}
	if ok != want {
		if want {
			return fmt.Errorf("%s: %s: rejected", p.Name(), what)
		}
		return fmt.Errorf("%s: %s: accepted", p.Name(), what)
	}
	return nil
}
