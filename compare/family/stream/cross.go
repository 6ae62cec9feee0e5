package stream

import (
	"bytes"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Cross checks that a and b give byte-identical keystreams for the same
// key and nonce, and that b decrypts what a encrypts.
func Cross(s matrix.Spec, a, b matrix.Provider[matrix.Stream], in *family.Inputs) error {
	for _, n := range in.Lengths() {
		key, nonce, msg := in.Bytes(s.Key), in.Bytes(s.Nonce), in.Bytes(n)
		what := fmt.Sprintf("len %d", n)
		want, got := make([]byte, n), make([]byte, n)
		if err := a.Op.KeyStream(want, nonce, key); err != nil {
			return family.CrossErrOp(a, what+" keystream", err)
		}
		if err := b.Op.KeyStream(got, nonce, key); err != nil {
			return family.CrossErrOp(b, what+" keystream", err)
		}
		if !bytes.Equal(got, want) {
			return family.CrossMismatch(what+" keystream", a, b, got, want)
		}
		ct, pt := make([]byte, n), make([]byte, n)
		if err := a.Op.XOR(ct, msg, nonce, key); err != nil {
			return family.CrossErrOp(a, what+" xor", err)
		}
		if err := b.Op.XOR(pt, ct, nonce, key); err != nil {
			return family.CrossErrOp(b, what+" xor", err)
		}
		if !bytes.Equal(pt, msg) {
			return family.CrossMismatch(what+": "+b.Name()+" decrypting "+a.Name()+"'s ciphertext", a, b, pt, msg)
		}
	}
	return nil
}

// RememberNative is false: a stream cipher costs nanoseconds per byte in
// process, about what digesting its arguments for the memo costs, so only
// the calls of JavaScript implementations, each a round trip to a peer
// process, are remembered.
const RememberNative = false

// Remember returns op with its calls going through c.
func Remember(c family.MemoCalls, op matrix.Stream) matrix.Stream { return remembered{c, op} }

// remembered is op with each call made through the memo, as one call
// named by its method and keyed by every byte it is given.
type remembered struct {
	family.MemoCalls
	op matrix.Stream
}

func (x remembered) KeyStream(dst, nonce, key []byte) error {
	return x.Write("KeyStream", [][]byte{nonce, key}, [][]byte{dst}, func() error { return x.op.KeyStream(dst, nonce, key) })
}

func (x remembered) XOR(dst, src, nonce, key []byte) error {
	return x.Write("XOR", [][]byte{src, nonce, key}, [][]byte{dst}, func() error { return x.op.XOR(dst, src, nonce, key) })
}
