package matrix

import (
	"errors"
	"fmt"
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

// The tags of a secretstream message (crypto_secretstream_xchacha20poly1305_TAG_*).
// A tag travels encrypted and authenticated with its message.
const (
	// SecretStreamMessage is an ordinary message.
	SecretStreamMessage byte = 0
	// SecretStreamPush ends a chunk of messages the application treats as
	// one (a boundary the reader is told of); nothing else changes.
	SecretStreamPush byte = 1
	// SecretStreamRekey makes both sides derive a new key after this
	// message.
	SecretStreamRekey byte = 2
	// SecretStreamFinal is the last message of the stream (PUSH | REKEY).
	SecretStreamFinal byte = 3
)

// SecretStream is libsodium's crypto_secretstream: a sequence of messages
// under one key, each authenticated and bound to its place in the
// sequence, so that a reader refuses a message that was changed,
// reordered, replayed or dropped from the middle. The pushing side writes
// a random Spec.Header-byte header that the pulling side needs; every
// message grows by Spec.Overhead bytes (its encrypted tag byte and a
// 16-byte MAC).
//
// The methods return small state objects, each for one goroutine at a
// time. A key and header pair must never be reused for a second stream.
type SecretStream interface {
	// NewPush starts a stream under key, writing its header (random, so
	// two streams under one key differ) into header.
	NewPush(header, key []byte) (SecretStreamPusher, error)
	// NewPull starts reading the stream that header begins under key. A
	// wrong header or key is not detected here, only by the first Pull.
	NewPull(header, key []byte) (SecretStreamPuller, error)
}

// SecretStreamPusher is the writing state of one stream.
//
// A feature the implementation lacks (associated data, an explicit rekey,
// a rekey after a REKEY tag) is an error wrapping errors.ErrUnsupported,
// returned before anything is written or the state changes, so that the
// checks show "—" for it instead of a result.
type SecretStreamPusher interface {
	// Push encrypts msg as the next message of the stream, with tag (one
	// of the SecretStream* tags) and authenticating ad, into out: len(out)
	// = len(msg) + Overhead. A wrong argument is an error naming it, and
	// neither out nor the state changes.
	Push(out, msg, ad []byte, tag byte) error
	// Rekey derives a new key for the following messages
	// (crypto_secretstream_xchacha20poly1305_rekey); the reader must call
	// its Rekey at the same place in the stream.
	Rekey() error
}

// SecretStreamPuller is the reading state of one stream.
//
// There is no end-of-stream call, as libsodium has none: whether a stream
// was cut short is the reader's to see. A stream is complete only when
// the last message the reader got came with SecretStreamFinal; input that
// ends before that message is a truncated stream, which the reader must
// refuse as a whole, though every message it got was authentic.
type SecretStreamPuller interface {
	// Pull authenticates in as the next message of the stream with ad and
	// decrypts it into msg, len(msg) = len(in) - Overhead, returning its
	// tag. A message that is not authentic here (changed, out of order,
	// from another stream) is not an error: ok is false, msg is zeroed,
	// tag is 0 and the state is as it was. Features the implementation
	// lacks are errors wrapping errors.ErrUnsupported, as for the pusher.
	Pull(msg, in, ad []byte) (tag byte, ok bool, err error)
	// Rekey is the reading side of SecretStreamPusher.Rekey.
	Rekey() error
}

// PasswordHash is memory-hard password hashing: Argon2 version 0x13 (RFC
// 9106), the variant named by the operation (Argon2id, Argon2i).
//
// PasswordHash writes the len(out)-byte tag of password under salt, the
// optional secret key (RFC 9106's K) and associated data (X), at cost c,
// to out. RFC 9106 allows tags of 4 to 2^32 − 1 bytes, inputs of at most
// 2^32 − 1 bytes each and the cost ranges of Argon2Cost; an argument
// outside them is an error naming it, and nothing is written. A library
// that cannot take an argument RFC 9106 allows (libsodium: one lane, a
// 16-byte salt, no secret or associated data; x/crypto: no secret or
// associated data) returns an error naming the argument and wrapping
// errors.ErrUnsupported, before it computes anything: a missing
// capability, shown as "—", never a failure. out must not overlap an
// input.
type PasswordHash interface {
	PasswordHash(out, password, salt, secret, ad []byte, c Argon2Cost) error
}

// Argon2Cost holds Argon2's cost parameters (RFC 9106, Section 3.1). The
// fields are wider than Argon2's 32-bit ones so that a value beyond
// Argon2's range reaches the implementation, which must refuse it rather
// than have it truncated on the way.
type Argon2Cost struct {
	// Passes is t, the number of passes over memory: 1 to 2^32 − 1.
	Passes uint64
	// MemoryKiB is m, the memory in KiB: 8·p to 2^32 − 1. Argon2 uses
	// the largest multiple of 4·p not above it.
	MemoryKiB uint64
	// Lanes is p, the degree of parallelism: 1 to 2^24 − 1.
	Lanes uint64
}

// Argon2's limits (RFC 9106, Section 3.1): every input and the tag have at
// most Argon2MaxLen bytes, the tag at least Argon2MinTag.
const (
	Argon2MaxLen     = 1<<32 - 1
	Argon2MinTag     = 4
	Argon2MaxPasses  = 1<<32 - 1
	Argon2MaxMemory  = 1<<32 - 1 // KiB
	Argon2MaxLanes   = 1<<24 - 1
	Argon2MemPerLane = 8 // KiB: m ≥ 8·p
)

// String gives the parameters as "m=19456 KiB, t=2, p=1", the way reports
// label a workload.
func (c Argon2Cost) String() string {
	return fmt.Sprintf("m=%d KiB, t=%d, p=%d", c.MemoryKiB, c.Passes, c.Lanes)
}

// HKDF is the HMAC-based extract-and-expand key derivation function of
// RFC 5869 over the hash the operation names (SHA-256 or SHA-512, whose
// output length HashLen is the Spec's Key). The three methods follow
// Go's crypto/hkdf:
//
//   - Key derives len(out) bytes from the input keying material secret,
//     salt and info: Expand(Extract(secret, salt), info). out has 1 to
//     255·HashLen bytes (Spec.OutMin..OutMax); secret, salt and info may
//     have any length, and an empty salt stands for HashLen zero bytes.
//   - Extract writes the pseudorandom key PRK = HMAC-Hash(salt, secret)
//     to prk, exactly HashLen bytes.
//   - Expand derives len(out) bytes from prk, which has at least HashLen
//     bytes (RFC 5869, Section 2.3), and info.
//
// An implementation whose library offers only the whole derivation
// (node's hkdfSync, WebCrypto's deriveBits) returns an error wrapping
// errors.ErrUnsupported from Extract and Expand, as does one refusing an
// argument RFC 5869 allows (node: info over 1024 bytes): a missing
// capability, shown as "—", never a failure. out must not overlap an
// input.
type HKDF interface {
	Key(out, secret, salt, info []byte) error
	Extract(prk, secret, salt []byte) error
	Expand(out, prk, info []byte) error
}

// HKDFMaxBlocks is RFC 5869's bound on the output: at most 255 blocks of
// HashLen bytes.
const HKDFMaxBlocks = 255

// LacksKeyFromSeed reports whether err, returned by KeyFromSeed of an
// operation of spec s, says that the implementation derives no key pair
// from a seed (errors.ErrUnsupported): a missing capability, not a
// failure. Only for Ed25519, whose private key seed ‖ public can be formed
// from a key pair derived elsewhere; for another scheme it is a failure.
func LacksKeyFromSeed(s Spec, err error) bool {
	return s.Primitive == "ed25519" && errors.Is(err, errors.ErrUnsupported)
}
