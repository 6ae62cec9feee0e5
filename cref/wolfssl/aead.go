package wolfssl

/*
#include "naclcmp_wolfssl.h"

// The C loop of ChaCha20Poly1305.Seal for the benchmark (loops.go): the same
// call, n times, each running wolfCrypt's incremental ChaCha20-Poly1305 on
// the C stack as the binding's does.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_wolfssl_loop_chacha20poly1305_ietf, naclcmp_wc_aead_seal(NACLCMP_WC_CHACHA20_POLY1305, a->out, a->m, a->mlen, a->ad, a->adlen, a->n, a->k))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// Sizes of the AEADs.
const (
	aeadKeyBytes = 32
	aeadTagBytes = 16
)

// aeadAlg is one AEAD of the glue (naclcmp_wc_aead_seal/_open).
type aeadAlg struct {
	alg   C.int
	name  string // for errors
	nonce int
	max   uint64 // longest plaintext
	adMax uint64 // longest associated data
}

var (
	// RFC 8439's plaintext limit, 2^32-1 blocks of 64 bytes (the first
	// block of the keystream makes the Poly1305 key); wolfSSL's 32-bit
	// counter sets the same limit for XChaCha20-Poly1305.
	aeadChaCha20Poly1305 = aeadAlg{C.NACLCMP_WC_CHACHA20_POLY1305, "ChaCha20-Poly1305", 12, 64 * (1<<32 - 1), ^uint64(0)}
	// wolfSSL's one-shot XChaCha20-Poly1305, the only way to it (see
	// xaead in the glue), refuses messages of 2^32 − 16 bytes or more and
	// takes the associated data's length as a word32.
	aeadXChaCha20Poly1305 = aeadAlg{C.NACLCMP_WC_XCHACHA20_POLY1305, "XChaCha20-Poly1305", 24, word32Max - aeadTagBytes, word32Max}
	// NIST SP 800-38D's plaintext limit, 2^39-256 bits.
	aeadAES256GCM = aeadAlg{C.NACLCMP_WC_AES256_GCM, "AES-256-GCM", 12, 1<<36 - 32, ^uint64(0)}
)

// sizes are the lengths Seal and Open check.
func (a *aeadAlg) sizes() argcheck.AEADSizes {
	return argcheck.AEADSizes{Key: aeadKeyBytes, Nonce: a.nonce, Tag: aeadTagBytes, MaxMsg: a.max}
}

// seal and open are the one function between the interface method and the
// cgo call, their argument checks inlined (argcheck's fast paths, and the
// associated data's limit); the ordered checks run only to name a failure.
func (a *aeadAlg) seal(ct, msg, ad, nonce, key []byte) error {
	sizes := a.sizes()
	if !(initialized.Load() &&
		uint64(len(ad)) <= a.adMax &&
		argcheck.SealLensOK(ct, msg, nonce, key, sizes) &&
		argcheck.Apart(ct, msg, ad) &&
		argcheck.Apart(ct, nonce, key)) {
		c := begin()
		// The length limit first: an associated data too long for a word32
		// is refused as such, before any overlap with it is looked for.
		c.AtMost("ad", ad, a.adMax)
		if c.SealArgs(ct, msg, ad, nonce, key, sizes); c.Err() != nil {
			return c.Err()
		}
	}
	return failed(C.naclcmp_wc_aead_seal(a.alg, ptr(ct), ptr(msg), csize(msg), ptr(ad), csize(ad), ptr(nonce), ptr(key)), a.name)
}

func (a *aeadAlg) open(msg, ct, ad, nonce, key []byte) (bool, error) {
	sizes := a.sizes()
	if !(initialized.Load() &&
		uint64(len(ad)) <= a.adMax &&
		argcheck.OpenLensOK(msg, ct, nonce, key, sizes) &&
		argcheck.Apart(msg, ct, ad) &&
		argcheck.Apart(msg, nonce, key)) {
		c := begin()
		// The length limit first: an associated data too long for a word32
		// is refused as such, before any overlap with it is looked for.
		c.AtMost("ad", ad, a.adMax)
		if c.OpenArgs(msg, ct, ad, nonce, key, sizes); c.Err() != nil {
			return false, c.Err()
		}
	}
	switch rc := C.naclcmp_wc_aead_open(a.alg, ptr(msg), ptr(ct), csize(ct), ptr(ad), csize(ad), ptr(nonce), ptr(key)); rc {
	case C.NACLCMP_WC_MATCH:
		return true, nil
	case C.NACLCMP_WC_MISMATCH:
		return false, nil
	default:
		return false, callError(rc, a.name+" decryption")
	}
}

// ChaCha20Poly1305 is the ChaCha20-Poly1305 AEAD of RFC 8439
// (wc_ChaCha20Poly1305_Init, _UpdateAad, _UpdateData, _Final): 32-byte
// key, 12-byte nonce, ciphertext followed by a 16-byte tag. A nonce must
// never repeat under one key.
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

// XChaCha20Poly1305 is XChaCha20-Poly1305 (wc_XChaCha20Poly1305_Encrypt
// and _Decrypt): 32-byte key, 24-byte nonce; HChaCha20 derives the subkey
// from the nonce's first 16 bytes, and the IETF AEAD runs with nonce 0^4 ‖
// the nonce's last 8 bytes, as libsodium's
// crypto_aead_xchacha20poly1305_ietf does. wolfSSL's calls take messages
// shorter than 4 GiB − 16 bytes and associated data shorter than 4 GiB;
// longer ones are an error naming them.
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

// AES256GCM is AES-256 in Galois/Counter Mode (wc_AesGcmEncryptInit,
// _Update and _Final, and their Decrypt siblings; NIST SP 800-38D):
// 32-byte key, 12-byte nonce, ciphertext followed by a 16-byte tag. A
// nonce must never repeat under one key.
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
