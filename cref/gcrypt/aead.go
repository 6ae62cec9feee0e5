package gcrypt

/*
#include "naclcmp_gcrypt.h"

// The C loop of ChaCha20Poly1305.Seal for the benchmark (loops.go): the same
// call, n times, each opening, keying and closing its gcry_cipher handle as
// the binding's does.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_gcrypt_loop_chacha20poly1305_ietf,
	naclcmp_gcry_aead_seal(NACLCMP_GCRY_CHACHA20_POLY1305, a->out, a->m, a->mlen, a->ad, a->adlen, a->n, a->k))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// Sizes of both AEADs.
const (
	aeadKeyBytes   = 32
	aeadNonceBytes = 12
	aeadTagBytes   = 16
)

// aeadAlg is one AEAD of the glue (naclcmp_gcry_aead_seal/_open).
type aeadAlg struct {
	alg  C.int
	name string // for errors
	max  uint64 // longest plaintext
}

var (
	// RFC 8439's plaintext limit, 2^32-1 blocks of 64 bytes (the first
	// block of the keystream makes the Poly1305 key); libgcrypt would
	// carry the block counter into the nonce past it.
	aeadChaCha20Poly1305 = aeadAlg{C.NACLCMP_GCRY_CHACHA20_POLY1305, "CHACHA20-POLY1305", 64 * (1<<32 - 1)}
	// NIST SP 800-38D's plaintext limit, 2^39-256 bits.
	aeadAES256GCM = aeadAlg{C.NACLCMP_GCRY_AES256_GCM, "AES256-GCM", 1<<36 - 32}
)

// sizes are the lengths Seal and Open check.
func (a *aeadAlg) sizes() argcheck.AEADSizes {
	return argcheck.AEADSizes{Key: aeadKeyBytes, Nonce: aeadNonceBytes, Tag: aeadTagBytes, MaxMsg: a.max}
}

// seal and open are the one function between the interface method and the
// cgo call, their argument checks inlined (argcheck's fast paths); the
// ordered checks run only to name a failure.
func (a *aeadAlg) seal(ct, msg, ad, nonce, key []byte) error {
	sizes := a.sizes()
	if !(initialized.Load() && argcheck.SealLensOK(ct, msg, nonce, key, sizes) && argcheck.Apart(ct, msg, ad) && argcheck.Apart(ct, nonce, key)) {
		c := begin()
		if c.SealArgs(ct, msg, ad, nonce, key, sizes); c.Err() != nil {
			return c.Err()
		}
	}
	return failedStep(C.naclcmp_gcry_aead_seal(a.alg, ptr(ct), ptr(msg), csize(msg), ptr(ad), csize(ad), ptr(nonce), ptr(key)), a.name, "encryption")
}

func (a *aeadAlg) open(msg, ct, ad, nonce, key []byte) (bool, error) {
	sizes := a.sizes()
	if !(initialized.Load() && argcheck.OpenLensOK(msg, ct, nonce, key, sizes) && argcheck.Apart(msg, ct, ad) && argcheck.Apart(msg, nonce, key)) {
		c := begin()
		if c.OpenArgs(msg, ct, ad, nonce, key, sizes); c.Err() != nil {
			return false, c.Err()
		}
	}
	switch rc := C.naclcmp_gcry_aead_open(a.alg, ptr(msg), ptr(ct), csize(ct), ptr(ad), csize(ad), ptr(nonce), ptr(key)); rc {
	case C.NACLCMP_GCRY_MATCH:
		return true, nil
	case C.NACLCMP_GCRY_MISMATCH:
		return false, nil
	default:
		clear(msg)
		return false, failedStep(rc, a.name, "decryption")
	}
}

// ChaCha20Poly1305 is the ChaCha20-Poly1305 AEAD of RFC 8439
// (GCRY_CIPHER_CHACHA20 in GCRY_CIPHER_MODE_POLY1305): 32-byte key, 12-byte
// nonce, ciphertext followed by a 16-byte tag. A nonce must never repeat
// under one key.
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

// AES256GCM is AES-256 in Galois/Counter Mode (GCRY_CIPHER_AES256 in
// GCRY_CIPHER_MODE_GCM, NIST SP 800-38D): 32-byte key, 12-byte nonce,
// ciphertext followed by a 16-byte tag. A nonce must never repeat under
// one key.
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
