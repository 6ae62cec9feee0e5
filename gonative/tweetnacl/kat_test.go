package tweetnacl_test

import (
	"bytes"
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/tweetnacl"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// TestVectors checks every known-answer vector of vectors/ whose operation
// the package provides, through the matrix interfaces: NaCl's own tests
// and "Cryptography in NaCl" (core, stream, Poly1305, secretbox, box,
// X25519), FIPS 180-4 (SHA-512), RFC 7748 (X25519, the 1000-fold iteration
// included), RFC 8032 (Ed25519 from the seed) and RFC 8439 (Poly1305).
// Each vector runs in a subtest named file/op/id.
func TestVectors(t *testing.T) {
	files, err := vectors.All()
	if err != nil {
		t.Fatal(err)
	}
	ops := tweetnacl.Ops()
	checked := map[string]int{}
	for _, f := range files {
		for _, g := range f.Groups {
			op, ok := ops[g.Op]
			if !ok {
				continue
			}
			s, err := matrix.Lookup(g.Op)
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range g.Vectors {
				t.Run(fmt.Sprintf("%s/%s/%d", f.Name, g.Op, v.ID), func(t *testing.T) {
					if v.Result != vectors.Valid {
						t.Fatalf("%s: an invalid vector; the test knows only valid ones", v.Comment)
					}
					if err := kat(s, op, &v); err != nil {
						t.Errorf("%s: %v", v.Comment, err)
					}
				})
				checked[g.Op]++
			}
		}
	}
	// The operations with published vectors: the others (Salsa20 with an
	// 8-byte nonce, crypto_verify) are checked against x/crypto and by
	// property.
	for _, id := range []string{"hash/sha512", "mac/poly1305", "stream/xsalsa20", "core/salsa20", "core/hsalsa20",
		"secretbox/xsalsa20poly1305", "box/curve25519xsalsa20poly1305", "scalarmult/x25519", "sign/ed25519"} {
		if checked[id] == 0 {
			t.Errorf("no vector of %s in vectors/ (checked: %v)", id, slices.Sorted(maps.Keys(checked)))
		}
	}
}

// kat checks one valid vector v of the operation s against op.
func kat(s matrix.Spec, op any, v *vectors.Vector) error {
	switch op := op.(type) {
	case matrix.Hash:
		out := make([]byte, len(v.Out))
		if err := op.Hash(out, v.Msg); err != nil {
			return err
		}
		return diff("digest", out, v.Out)
	case matrix.MAC:
		tag := make([]byte, len(v.Tag))
		if err := op.MAC(tag, v.Msg, v.Key); err != nil {
			return err
		}
		if err := diff("tag", tag, v.Tag); err != nil {
			return err
		}
		return verifies("tag", v.Tag, func(tag []byte) (bool, error) { return op.Verify(tag, v.Msg, v.Key) })
	case matrix.Stream:
		if v.Counter != 0 {
			return fmt.Errorf("initial block counter %d: the test starts at 0", v.Counter)
		}
		out := make([]byte, len(v.Out))
		var err error
		if v.Msg == nil {
			err = op.KeyStream(out, v.Nonce, v.Key)
		} else {
			err = op.XOR(out, v.Msg, v.Nonce, v.Key)
		}
		if err != nil {
			return err
		}
		return diff("stream output", out, v.Out)
	case matrix.Core:
		out := make([]byte, len(v.Out))
		if err := op.Core(out, v.In, v.Key, v.Const); err != nil {
			return err
		}
		return diff("core output", out, v.Out)
	case matrix.SecretBox:
		box := make([]byte, len(v.Msg)+s.Overhead)
		if err := op.Seal(box, v.Msg, v.Nonce, v.Key); err != nil {
			return err
		}
		if err := diff("box", box, v.Out); err != nil {
			return err
		}
		return opens(v.Out, v.Msg, func(msg, box []byte) (bool, error) { return op.Open(msg, box, v.Nonce, v.Key) })
	case matrix.Box:
		box := make([]byte, len(v.Msg)+s.Overhead)
		if err := op.Seal(box, v.Msg, v.Nonce, v.PeerPublic, v.Private); err != nil {
			return err
		}
		if err := diff("box", box, v.Out); err != nil {
			return err
		}
		if err := opens(v.Out, v.Msg, func(msg, box []byte) (bool, error) {
			return op.Open(msg, box, v.Nonce, v.PeerPublic, v.Private)
		}); err != nil {
			return err
		}
		if v.Shared == nil {
			return nil
		}
		shared := make([]byte, len(v.Shared))
		if err := op.Precompute(shared, v.PeerPublic, v.Private); err != nil {
			return err
		}
		if err := diff("shared key", shared, v.Shared); err != nil {
			return err
		}
		if err := op.SealAfter(box, v.Msg, v.Nonce, v.Shared); err != nil {
			return err
		}
		if err := diff("box from SealAfter", box, v.Out); err != nil {
			return err
		}
		return opens(v.Out, v.Msg, func(msg, box []byte) (bool, error) { return op.OpenAfter(msg, box, v.Nonce, v.Shared) })
	case matrix.ScalarMult:
		out := make([]byte, len(v.Out))
		switch {
		case v.Point == nil:
			if err := op.ScalarBaseMult(out, v.Scalar); err != nil {
				return err
			}
		case v.Iterations == 0:
			if err := op.ScalarMult(out, v.Scalar, v.Point); err != nil {
				return err
			}
		default:
			// RFC 7748, section 5.2: k, u ← X25519(k, u), k.
			k, u := bytes.Clone(v.Scalar), bytes.Clone(v.Point)
			for range v.Iterations {
				next := make([]byte, len(k))
				if err := op.ScalarMult(next, k, u); err != nil {
					return err
				}
				k, u = next, k
			}
			copy(out, k)
		}
		return diff("X25519 result", out, v.Out)
	case matrix.Signature:
		public, private := make([]byte, s.Public), make([]byte, s.Private)
		if err := op.KeyFromSeed(public, private, v.Seed); err != nil {
			return err
		}
		if err := diff("public key", public, v.Public); err != nil {
			return err
		}
		if err := diff("private key", private, append(bytes.Clone(v.Seed), v.Public...)); err != nil {
			return err
		}
		sig := make([]byte, len(v.Sig))
		if err := op.Sign(sig, v.Msg, private); err != nil {
			return err
		}
		if err := diff("signature", sig, v.Sig); err != nil {
			return err
		}
		return verifies("signature", v.Sig, func(sig []byte) (bool, error) { return op.Verify(sig, v.Msg, v.Public) })
	}
	return fmt.Errorf("no known-answer check for %T", op)
}

// diff returns an error naming what when got differs from want.
func diff(what string, got, want []byte) error {
	if !bytes.Equal(got, want) {
		return fmt.Errorf("%s = %x, want %x", what, got, want)
	}
	return nil
}

// verifies requires verify to accept the published value and to refuse it
// with its first or last bit flipped, as false without an error.
func verifies(what string, published []byte, verify func([]byte) (bool, error)) error {
	if ok, err := verify(published); !ok || err != nil {
		return fmt.Errorf("the published %s: Verify = %v, %v", what, ok, err)
	}
	for _, i := range []int{0, len(published) - 1} {
		bad := bytes.Clone(published)
		bad[i] ^= 0x80
		if ok, err := verify(bad); ok || err != nil {
			return fmt.Errorf("the %s with byte %d changed: Verify = %v, %v; want false, nil", what, i, ok, err)
		}
	}
	return nil
}

// opens requires open to turn the published box into msg, and a box with
// its first tag bit flipped into false and a zeroed output.
func opens(box, msg []byte, open func(msg, box []byte) (bool, error)) error {
	got := make([]byte, len(msg))
	if ok, err := open(got, box); !ok || err != nil {
		return fmt.Errorf("Open(published box) = %v, %v", ok, err)
	}
	if err := diff("opened message", got, msg); err != nil {
		return err
	}
	bad := bytes.Clone(box)
	bad[0] ^= 1
	got = bytes.Repeat([]byte{0xAA}, len(msg))
	if ok, err := open(got, bad); ok || err != nil {
		return fmt.Errorf("Open(box with a tag bit flipped) = %v, %v; want false, nil", ok, err)
	}
	return diff("output of a failed Open", got, make([]byte, len(msg)))
}
