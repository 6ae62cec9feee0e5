package nacl

/*
#include "naclglue.h"

// The C loop of Edwards25519SHA512Batch.Sign for the benchmark (loops.go): the same call, n times.
// Sign passes the seed, the first 32 bytes of the private key as KeyFromSeed
// wrote it; the glue expands it and splits the signed message in C.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_nacl_loop_edwards25519sha512batch_sign, naclcmp_nacl_sign(a->out, a->m, a->mlen, a->sk))
*/
import "C"

import "errors"

// Sizes of edwards25519sha512batch in the binding's formats.
const (
	signSeedBytes    = 32
	signPublicBytes  = C.crypto_sign_edwards25519sha512batch_PUBLICKEYBYTES
	signPrivateBytes = 64 // seed ‖ public
	signBytes        = C.crypto_sign_edwards25519sha512batch_BYTES
)

// Edwards25519SHA512Batch is NaCl 20110221's crypto_sign,
// crypto_sign_edwards25519sha512batch: a Schnorr-like signature on the
// twisted Edwards form of Curve25519 that predates Ed25519. It hashes R and
// the message only (not the public key) and computes S = H(R, m)·r + a
// where Ed25519 has S = r + H(R, A, m)·a, so it neither makes nor accepts
// Ed25519 signatures. Its private keys never had a seed format; NaCl's
// key generation draws 32 random bytes s and keeps SHA-512(s), its first
// half clamped.
//
// The binding makes that generation a function of a seed: KeyFromSeed
// serves the seed to NaCl's own crypto_sign_keypair as its random bytes.
// Private keys are 64 bytes, seed ‖ public, like the other signature
// schemes of the matrix; Sign expands the seed into NaCl's secret key with
// NaCl's SHA-512 and the same clamping (TestSignExpand checks that it
// agrees with the key generation), and ignores the public half, which
// NaCl's signing does not use. Signatures are 64 bytes, R ‖ S: the 32
// bytes before and after the message in NaCl's signed message.
type Edwards25519SHA512Batch struct{}

// KeyFromSeed derives the key pair of a 32-byte seed with NaCl's key
// generation: public is NaCl's public key, private is seed ‖ public.
func (Edwards25519SHA512Batch) KeyFromSeed(public, private, seed []byte) error {
	c := begin()
	c.KeyFromSeedArgs(public, private, seed, signPublicBytes, signPrivateBytes, signSeedBytes)
	if err := c.Err(); err != nil {
		return err
	}
	// NaCl writes its own 64-byte secret key into private; both halves are
	// overwritten below by seed ‖ public.
	if C.naclcmp_nacl_sign_seed_keypair(ptr(public), ptr(private), ptr(seed)) != 0 {
		clear(private)
		clear(public)
		return errors.New("nacl: seed: crypto_sign_keypair asked for more random bytes than the seed")
	}
	copy(private, seed)
	copy(private[signSeedBytes:], public)
	return nil
}

// Sign writes the 64-byte signature R ‖ S of msg under private (seed ‖
// public) to sig.
func (Edwards25519SHA512Batch) Sign(sig, msg, private []byte) error {
	c := begin()
	c.Size("sig", sig, signBytes)
	c.AtMost("msg", msg, maxMsg)
	c.Size("private", private, signPrivateBytes)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.naclcmp_nacl_sign(ptr(sig), ptr(msg), ull(msg), ptr(private[:signSeedBytes])), "crypto_sign_edwards25519sha512batch")
}

// Verify reports whether sig is a valid signature of msg under public
// (crypto_sign_edwards25519sha512batch_open on R ‖ msg ‖ S).
func (Edwards25519SHA512Batch) Verify(sig, msg, public []byte) (bool, error) {
	c := begin()
	c.Size("sig", sig, signBytes)
	c.AtMost("msg", msg, maxMsg)
	c.Size("public", public, signPublicBytes)
	if err := c.Err(); err != nil {
		return false, err
	}
	switch rc := C.naclcmp_nacl_sign_open(ptr(sig), ptr(msg), ull(msg), ptr(public)); rc {
	case 0:
		return true, nil
	case -1:
		return false, nil
	default:
		return false, failed(rc, "crypto_sign_edwards25519sha512batch_open")
	}
}

// expandedKeys returns the secret key NaCl's key generation keeps for seed
// and the one Sign derives from it, for TestSignExpand (cgo cannot be
// called from test files).
func expandedKeys(seed []byte) (fromKeypair, fromExpand [64]byte, err error) {
	if len(seed) != signSeedBytes {
		return fromKeypair, fromExpand, errors.New("nacl: seed: want 32 bytes")
	}
	var pk [signPublicBytes]C.uchar
	if C.naclcmp_nacl_sign_seed_keypair(&pk[0], (*C.uchar)(&fromKeypair[0]), ptr(seed)) != 0 {
		return fromKeypair, fromExpand, errors.New("nacl: crypto_sign_keypair asked for more than the seed")
	}
	if C.naclcmp_nacl_sign_expand((*C.uchar)(&fromExpand[0]), ptr(seed)) != 0 {
		return fromKeypair, fromExpand, errors.New("nacl: crypto_hash_sha512 failed")
	}
	return fromKeypair, fromExpand, nil
}
