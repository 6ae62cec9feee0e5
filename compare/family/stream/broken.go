package stream

import (
	"crypto/subtle"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Breakers are the stream cipher family's realistic bugs (see
// family.Breaker): a wrong final partial block, a nonce lost, and a block
// counter starting one block late.
var Breakers = []family.Breaker[matrix.Stream]{
	{Name: "xor-wrong-last-byte", Wrap: func(_ matrix.Spec, op matrix.Stream) matrix.Stream { return brokenStream{op} }},
	{Name: "ignores-nonce", Wrap: func(_ matrix.Spec, op matrix.Stream) matrix.Stream { return brokenStreamNoNonce{op} }},
	{Name: "counter-starts-at-1", Wrap: func(_ matrix.Spec, op matrix.Stream) matrix.Stream { return brokenStreamCounter{op} }},
}

// The stream cipher breakers.
type (
	// brokenStream's XOR gets the last byte wrong: a bug in the handling
	// of the final partial block.
	brokenStream struct{ matrix.Stream }
	// brokenStreamNoNonce uses an all-zero nonce: the binding passes the
	// wrong buffer.
	brokenStreamNoNonce struct{ matrix.Stream }
	// brokenStreamCounter starts one 64-byte block late: the block counter
	// starts at 1, the convention of the AEAD that uses block 0 for the
	// Poly1305 key, in a plain stream binding.
	brokenStreamCounter struct{ matrix.Stream }
)

func (b brokenStream) XOR(out, in, nonce, key []byte) error {
	return family.FlipLast(out, b.Stream.XOR(out, in, nonce, key))
}

func (b brokenStreamNoNonce) KeyStream(out, nonce, key []byte) error {
	return b.Stream.KeyStream(out, make([]byte, len(nonce)), key)
}

func (b brokenStreamNoNonce) XOR(out, in, nonce, key []byte) error {
	return b.Stream.XOR(out, in, make([]byte, len(nonce)), key)
}

func (b brokenStreamCounter) KeyStream(out, nonce, key []byte) error {
	ks := make([]byte, 64+len(out))
	err := b.Stream.KeyStream(ks, nonce, key)
	copy(out, ks[64:])
	return err
}

func (b brokenStreamCounter) XOR(out, in, nonce, key []byte) error {
	if len(out) != len(in) {
		return b.Stream.XOR(out, in, nonce, key) // the real argument error
	}
	ks := make([]byte, len(in))
	err := b.KeyStream(ks, nonce, key)
	subtle.XORBytes(out, in, ks)
	return err
}
