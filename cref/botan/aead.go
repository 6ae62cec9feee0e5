package botan

/*
#include "naclcmp_botan.h"

// The C loop of ChaCha20Poly1305.Seal for the benchmark (loops.go): the same
// call, n times, each creating, keying and destroying its botan_cipher_t as
// the binding's does.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_botan_loop_chacha20poly1305_ietf,
	naclcmp_botan_aead_seal(NACLCMP_BOTAN_CHACHA20POLY1305, a->out, a->m, a->mlen, a->ad, a->adlen, a->n, 12, a->k))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// Sizes of the AEADs.
const (
	aeadKeyBytes = 32
	aeadTagBytes = 16
)

// aeadAlg is one AEAD of Botan's glue at one nonce length.
type aeadAlg struct {
	alg   C.int
	name  string // for errors
	nonce int
	max   uint64 // longest plaintext
}

var (
	// RFC 8439's plaintext limit, 2^32-1 blocks of 64 bytes (the first
	// block of the keystream makes the Poly1305 key); past it Botan's
	// ChaCha would carry its counter into the nonce.
	aeadChaCha20Poly1305 = aeadAlg{C.NACLCMP_BOTAN_CHACHA20POLY1305, "ChaCha20Poly1305", 12, 64 * (1<<32 - 1)}
	// With a 24-byte nonce Botan's ChaCha runs the subkey's stream with a
	// 64-bit counter, which never reaches the nonce: no limit a Go slice
	// can reach, as libsodium's crypto_aead_xchacha20poly1305_ietf.
	aeadXChaCha20Poly1305 = aeadAlg{C.NACLCMP_BOTAN_CHACHA20POLY1305, "XChaCha20Poly1305", 24, ^uint64(0) - aeadTagBytes}
	// NIST SP 800-38D's plaintext limit, 2^39-256 bits.
	aeadAES256GCM = aeadAlg{C.NACLCMP_BOTAN_AES256GCM, "AES-256/GCM", 12, 1<<36 - 32}
)

// sizes are the lengths Seal and Open check.
func (a *aeadAlg) sizes() argcheck.AEADSizes {
	return argcheck.AEADSizes{Key: aeadKeyBytes, Nonce: a.nonce, Tag: aeadTagBytes, MaxMsg: a.max}
}

// seal and open are the one function between the interface method and the
// cgo call, their argument checks inlined (argcheck's fast paths); the
// ordered checks run only to name a failure.
func (a *aeadAlg) seal(ct, msg, ad, nonce, key []byte) error {
	sizes := a.sizes()
	if !(argcheck.SealLensOK(ct, msg, nonce, key, sizes) && argcheck.Apart(ct, msg, ad) && argcheck.Apart(ct, nonce, key)) {
		c := begin()
		if c.SealArgs(ct, msg, ad, nonce, key, sizes); c.Err() != nil {
			return c.Err()
		}
	}
	return failedStep(
		C.naclcmp_botan_aead_seal(a.alg, ptr(ct), ptr(msg), csize(msg), ptr(ad), csize(ad), ptr(nonce), csize(nonce), ptr(key)),
		a.name,
		"encryption",
	)
}

func (a *aeadAlg) open(msg, ct, ad, nonce, key []byte) (bool, error) {
	sizes := a.sizes()
	if !(argcheck.OpenLensOK(msg, ct, nonce, key, sizes) && argcheck.Apart(msg, ct, ad) && argcheck.Apart(msg, nonce, key)) {
		c := begin()
		if c.OpenArgs(msg, ct, ad, nonce, key, sizes); c.Err() != nil {
			return false, c.Err()
		}
	}
	switch rc := C.naclcmp_botan_aead_open(a.alg, ptr(msg), ptr(ct), csize(ct), ptr(ad), csize(ad), ptr(nonce), csize(nonce), ptr(key)); rc {
	case 0:
		return true, nil
	case C.NACLCMP_BOTAN_MISMATCH:
		return false, nil
	default:
		return false, failedStep(rc, a.name, "decryption")
	}
}

// ChaCha20Poly1305 is the ChaCha20-Poly1305 AEAD of RFC 8439
// (botan_cipher_init "ChaCha20Poly1305" with a 12-byte nonce): 32-byte key,
// ciphertext followed by a 16-byte tag. A nonce must never repeat under
// one key.
type ChaCha20Poly1305 struct{}

// Seal encrypts msg and authenticates it with ad into ct, len(ct) =
// len(msg) + 16.
func (ChaCha20Poly1305) Seal(ct, msg, ad, nonce, key []byte) error {
	return aeadChaCha20Poly1305.seal(ct, msg, ad, nonce, key)
}

// Open authenticates ct with ad and decrypts it into msg, len(msg) =
// len(ct) - 16. It reports false, with msg zeroed, if ct or ad is not
// authentic.
func (ChaCha20Poly1305) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	return aeadChaCha20Poly1305.open(msg, ct, ad, nonce, key)
}

// XChaCha20Poly1305 is XChaCha20-Poly1305 (draft-irtf-cfrg-xchacha, as
// libsodium's crypto_aead_xchacha20poly1305_ietf): Botan's
// "ChaCha20Poly1305" given a 24-byte nonce, which derives the subkey with
// HChaCha20. 32-byte key, ciphertext followed by a 16-byte tag.
type XChaCha20Poly1305 struct{}

// Seal encrypts msg and authenticates it with ad into ct, len(ct) =
// len(msg) + 16.
func (XChaCha20Poly1305) Seal(ct, msg, ad, nonce, key []byte) error {
	return aeadXChaCha20Poly1305.seal(ct, msg, ad, nonce, key)
}

// Open authenticates ct with ad and decrypts it into msg, len(msg) =
// len(ct) - 16. It reports false, with msg zeroed, if ct or ad is not
// authentic.
func (XChaCha20Poly1305) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	return aeadXChaCha20Poly1305.open(msg, ct, ad, nonce, key)
}

// AES256GCM is AES-256 in Galois/Counter Mode (botan_cipher_init
// "AES-256/GCM", NIST SP 800-38D): 32-byte key, 12-byte nonce, ciphertext
// followed by a 16-byte tag. A nonce must never repeat under one key.
type AES256GCM struct{}

// Seal encrypts msg and authenticates it with ad into ct, len(ct) =
// len(msg) + 16.
func (AES256GCM) Seal(ct, msg, ad, nonce, key []byte) error {
	return aeadAES256GCM.seal(ct, msg, ad, nonce, key)
}

// Open authenticates ct with ad and decrypts it into msg, len(msg) =
// len(ct) - 16. It reports false, with msg zeroed, if ct or ad is not
// authentic.
func (AES256GCM) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	return aeadAES256GCM.open(msg, ct, ad, nonce, key)
}
