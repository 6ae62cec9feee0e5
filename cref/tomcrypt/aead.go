package tomcrypt

/*
#include "naclcmp_tomcrypt.h"

// The C loop of ChaCha20Poly1305.Seal for the benchmark (loops.go): the same
// call, n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_tomcrypt_loop_chacha20poly1305_ietf,
	naclcmp_tc_aead_seal(NACLCMP_TC_CHACHA20_POLY1305, a->out, a->m, a->mlen, a->ad, a->adlen, a->n, a->k))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// Sizes of both AEADs.
const (
	aeadKeyBytes   = 32
	aeadNonceBytes = 12
	aeadTagBytes   = 16
)

// aeadAlg is one AEAD of the glue (naclcmp_tc_aead_seal/_open).
type aeadAlg struct {
	alg  C.int
	name string // libtomcrypt's functions, for errors
	max  uint64 // longest plaintext
}

var (
	// RFC 8439's plaintext limit, 2^32-1 blocks of 64 bytes (the first
	// block of the keystream makes the Poly1305 key).
	aeadChaCha20Poly1305 = aeadAlg{C.NACLCMP_TC_CHACHA20_POLY1305, "chacha20poly1305", 64 * (1<<32 - 1)}
	// NIST SP 800-38D's plaintext limit, 2^39-256 bits.
	aeadAES256GCM = aeadAlg{C.NACLCMP_TC_AES256_GCM, "gcm", 1<<36 - 32}
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
	if !(initErr == nil && argcheck.SealLensOK(ct, msg, nonce, key, sizes) && argcheck.Apart(ct, msg, ad) && argcheck.Apart(ct, nonce, key)) {
		c := begin()
		if c.SealArgs(ct, msg, ad, nonce, key, sizes); c.Err() != nil {
			return c.Err()
		}
	}
	return failedStep(C.naclcmp_tc_aead_seal(a.alg, ptr(ct), ptr(msg), csize(msg), ptr(ad), csize(ad), ptr(nonce), ptr(key)), a.name, "_encrypt")
}

func (a *aeadAlg) open(msg, ct, ad, nonce, key []byte) (bool, error) {
	sizes := a.sizes()
	if !(initErr == nil && argcheck.OpenLensOK(msg, ct, nonce, key, sizes) && argcheck.Apart(msg, ct, ad) && argcheck.Apart(msg, nonce, key)) {
		c := begin()
		if c.OpenArgs(msg, ct, ad, nonce, key, sizes); c.Err() != nil {
			return false, c.Err()
		}
	}
	switch rc := C.naclcmp_tc_aead_open(a.alg, ptr(msg), ptr(ct), csize(ct), ptr(ad), csize(ad), ptr(nonce), ptr(key)); rc {
	case C.NACLCMP_TC_MATCH:
		return true, nil
	case C.NACLCMP_TC_MISMATCH:
		return false, nil
	default:
		clear(msg)
		return false, callError(rc, a.name+"_decrypt")
	}
}

// ChaCha20Poly1305 is the ChaCha20-Poly1305 AEAD of RFC 8439
// (chacha20poly1305_init/setiv/add_aad/encrypt/done): 32-byte key, 12-byte
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
// authentic. libtomcrypt decrypts while it authenticates, so the
// plaintext is in msg until the tag has been compared (mem_neq).
func (ChaCha20Poly1305) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	return aeadChaCha20Poly1305.open(msg, ct, ad, nonce, key)
}

// AES256GCM is AES-256 in Galois/Counter Mode (gcm_init over aes_desc,
// NIST SP 800-38D): 32-byte key, 12-byte nonce, ciphertext followed by a
// 16-byte tag. A nonce must never repeat under one key.
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

// libraryChaCha20Poly1305Seal is libtomcrypt's own one-shot
// chacha20poly1305_memory, which the binding does not use: with an empty
// message and associated data whose length is not a multiple of 16 it
// leaves out RFC 8439's padding of the associated data, and the glue,
// which supplies it, is checked against this in the tests. The caller
// sizes ct as Seal's.
func libraryChaCha20Poly1305Seal(ct, msg, ad, nonce, key []byte) error {
	c := begin()
	c.SealArgs(ct, msg, ad, nonce, key, aeadChaCha20Poly1305.sizes())
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.naclcmp_tc_chacha20poly1305_memory(ptr(ct), ptr(msg), csize(msg), ptr(ad), csize(ad), ptr(nonce), ptr(key)), "chacha20poly1305_memory")
}
