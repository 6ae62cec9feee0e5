package matrix

import (
	"errors"
	"hash"
)

// This file defines one small interface per operation family. Every
// implementation package (cref/*, gonative/*, js) satisfies them
// structurally and imports no check, registry or report, so each binding
// stays a plain, reusable Go package.
//
// Conventions shared by every interface:
//
//   - The caller supplies every output buffer, sized exactly as the operation's
//     Spec says; an implementation writes into it and allocates nothing of its
//     own where the underlying library allows.
//   - Wrong-sized or nil arguments return an error that names the parameter
//     ("key: want 32 bytes, got 31") and write nothing; no input, however
//     wrong, reaches C unchecked.
//   - Authentication failures are not errors: Verify and Open report them as
//     false. On false, Open leaves no plaintext behind: the output buffer is
//     zeroed.
//   - Output buffers must not overlap inputs unless an interface says so.

// Hash computes an unkeyed digest. out selects the output length for
// primitives that have several (BLAKE2b: 16 to 64 bytes); for the others it
// must be exactly the digest size.
type Hash interface {
	Hash(out, msg []byte) error
}

// HashStreamer is an optional interface of Hash operations whose library
// has an incremental API (init/update/final). Hash is one shot, which is
// what the matrix compares; hashing a stream of unknown length in constant
// memory (`naclcmp sum`, `naclcmp bench --stream`) needs the incremental
// one, and an implementation offers it by having this method.
//
// NewHash returns a hash.Hash whose Sum, over everything written to it,
// equals what Hash writes to an outLen-byte out for the same bytes. It
// accepts every outLen Hash accepts, and where the library's incremental
// API takes more lengths (x/crypto's blake2b.New and libb2's blake2b_init:
// 1 to 64 bytes) it may accept those too; any other outLen is an error
// naming outLen. The returned hash is for one goroutine at a time, as any
// hash.Hash.
type HashStreamer interface {
	NewHash(outLen int) (hash.Hash, error)
}

// MAC computes and checks a keyed authenticator: HMAC, keyed BLAKE2 or the
// one-time authenticator Poly1305.
type MAC interface {
	MAC(tag, msg, key []byte) error
	// Verify reports whether tag authenticates msg under key, in time that
	// does not depend on where tag differs.
	Verify(tag, msg, key []byte) (bool, error)
}

// Stream is a stream cipher with a fixed nonce size and the block counter
// starting at zero.
type Stream interface {
	// KeyStream fills out with keystream.
	KeyStream(out, nonce, key []byte) error
	// XOR writes in XOR keystream to out; len(out) must equal len(in).
	XOR(out, in, nonce, key []byte) error
}

// Core is a core function of the Salsa20/ChaCha20 family in NaCl's
// crypto_core shape: out = f(in, key, constant). The constant is the
// 16-byte "expand 32-byte k" of the standard ciphers.
type Core interface {
	Core(out, in, key, constant []byte) error
}

// SecretBox is authenticated secret-key encryption in the combined format of
// libsodium's crypto_secretbox_easy and golang.org/x/crypto/nacl/secretbox:
// the tag followed by the ciphertext, len(box) = len(msg) + Overhead.
// Implementations that speak NaCl's zero-padded format convert at the
// boundary.
type SecretBox interface {
	Seal(box, msg, nonce, key []byte) error
	Open(msg, box, nonce, key []byte) (bool, error)
}

// Box is public-key authenticated encryption (crypto_box) in the same
// combined format as SecretBox, with its precomputation interface.
type Box interface {
	Seal(box, msg, nonce, peerPublic, private []byte) error
	Open(msg, box, nonce, peerPublic, private []byte) (bool, error)
	// Precompute derives the shared key of crypto_box_beforenm.
	Precompute(shared, peerPublic, private []byte) error
	SealAfter(box, msg, nonce, shared []byte) error
	OpenAfter(msg, box, nonce, shared []byte) (bool, error)
}

// SealedBox is anonymous public-key encryption in the format of libsodium's
// crypto_box_seal and x/crypto's box.SealAnonymous: the sender draws a
// fresh ephemeral X25519 key pair, and the sealed box is the ephemeral
// public key followed by crypto_box (in Box's combined format) of the
// message from the ephemeral private key to the recipient, under the
// nonce BLAKE2b-192(ephemeral public ‖ recipient public). len(box) =
// len(msg) + Overhead (32 + 16 bytes). The recipient learns nothing of
// the sender, and the sender cannot open its own box.
//
// Sealing is randomised, unlike every other family: the ephemeral key
// comes from the operating system's CSPRNG inside the implementation, so
// two seals of one message differ and no check can compare sealed bytes
// across implementations; what they can compare is that each opens the
// others' boxes. Open is deterministic.
type SealedBox interface {
	// Seal encrypts msg to the recipient's public key into box. It fails
	// where the implementation refuses a low-order public key (libsodium
	// does, as for Box).
	Seal(box, msg, public []byte) error
	// Open decrypts box with the recipient's key pair, public and private
	// (the public key enters the nonce), into msg, len(msg) = len(box) -
	// Overhead. It reports false, with msg zeroed, when box is not
	// authentic under that key pair.
	Open(msg, box, public, private []byte) (bool, error)
}

// ScalarMult is Diffie-Hellman on a Montgomery curve (X25519).
type ScalarMult interface {
	// ScalarMult computes out = scalar·point. Implementations that reject
	// low-order points (an all-zero result) return an error.
	ScalarMult(out, scalar, point []byte) error
	ScalarBaseMult(out, scalar []byte) error
}

// Signature is a signature scheme with keys derived from a seed. Private
// keys use the 64-byte seed‖public format of crypto/ed25519 and libsodium;
// implementations with another private-key format convert at the boundary.
type Signature interface {
	KeyFromSeed(public, private, seed []byte) error
	Sign(sig, msg, private []byte) error
	Verify(sig, msg, public []byte) (bool, error)
}

// AEAD is authenticated encryption with associated data, ciphertext followed
// by the tag, len(ct) = len(msg) + Overhead.
type AEAD interface {
	Seal(ct, msg, ad, nonce, key []byte) error
	Open(msg, ct, ad, nonce, key []byte) (bool, error)
}

// KeyConversion converts Ed25519 keys to X25519 keys
// (crypto_sign_ed25519_pk_to_curve25519 and _sk_to_curve25519).
type KeyConversion interface {
	PublicToX25519(out, edPublic []byte) error
	// PrivateToX25519 takes a 64-byte seed‖public private key.
	PrivateToX25519(out, edPrivate []byte) error
}

// Equal is a constant-time comparison of fixed-length strings
// (crypto_verify_16, _32, _64).
type Equal interface {
	Equal(a, b []byte) (bool, error)
}

// LacksKeyFromSeed reports whether err, returned by KeyFromSeed of an
// operation of spec s, says that the implementation derives no key pair
// from a seed (errors.ErrUnsupported): a missing capability, not a
// failure. Only for Ed25519, whose private key seed ‖ public can be formed
// from a key pair derived elsewhere; for another scheme it is a failure.
func LacksKeyFromSeed(s Spec, err error) bool {
	return s.Primitive == "ed25519" && errors.Is(err, errors.ErrUnsupported)
}
