package sodium

/*
#include <sodium.h>

// The C loop of ChaCha20Poly1305.Seal for the benchmark (loops.go): the same call, n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_sodium_loop_chacha20poly1305_ietf,
	crypto_aead_chacha20poly1305_ietf_encrypt(a->out, NULL, a->m, a->mlen, a->ad, a->adlen, NULL, a->n, a->k))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// aeadKeyBytes and aeadTagBytes are shared by both ChaCha20-Poly1305
// variants.
const (
	aeadKeyBytes = C.crypto_aead_chacha20poly1305_ietf_KEYBYTES
	aeadTagBytes = C.crypto_aead_chacha20poly1305_ietf_ABYTES
)

// The sizes of each AEAD: libsodium's key, nonce and tag sizes and its
// message limit.
var (
	chachaIETFSizes  = argcheck.AEADSizes{Key: aeadKeyBytes, Nonce: C.crypto_aead_chacha20poly1305_ietf_NPUBBYTES, Tag: aeadTagBytes, MaxMsg: maxAEADChaCha20IETF}
	xchachaIETFSizes = argcheck.AEADSizes{
		Key:    aeadKeyBytes,
		Nonce:  C.crypto_aead_xchacha20poly1305_ietf_NPUBBYTES,
		Tag:    aeadTagBytes,
		MaxMsg: maxAEADXChaCha20IETF,
	}
	aesGCMSizes = argcheck.AEADSizes{Key: aeadKeyBytes, Nonce: C.crypto_aead_aes256gcm_NPUBBYTES, Tag: aeadTagBytes, MaxMsg: maxAEADAES256GCM}
)

// Each method tests its arguments inline first (argcheck's fast paths),
// and runs the ordered checks of aeadCheck, which name the failure, only
// when they fail or libsodium is not yet initialised: calling aeadCheck on
// every call cost about 4 ns more in the Go-side build (make goside), and
// calling a fast path that is not inlined (an earlier argcheck.SealOK)
// about as much again.

// aeadCheck validates the arguments of an AEAD Seal (sealing true) or Open
// and returns the first error. Outputs must not overlap any input: unlike
// crypto_secretbox, libsodium does not document in-place AEAD calls.
func aeadCheck(sealing bool, out, in, ad, nonce, key []byte, sizes argcheck.AEADSizes) error {
	c := begin()
	if sealing {
		c.SealArgs(out, in, ad, nonce, key, sizes)
	} else {
		c.OpenArgs(out, in, ad, nonce, key, sizes)
	}
	return c.Err()
}

// ChaCha20Poly1305 is the ChaCha20-Poly1305 AEAD of RFC 8439, 12-byte
// nonce, ciphertext followed by a 16-byte tag
// (crypto_aead_chacha20poly1305_ietf). A nonce must never repeat under one
// key.
type ChaCha20Poly1305 struct{}

// Seal encrypts msg and authenticates it with ad into ct, len(ct) =
// len(msg) + 16.
func (ChaCha20Poly1305) Seal(ct, msg, ad, nonce, key []byte) error {
	if !(initialized.Load() && argcheck.SealLensOK(ct, msg, nonce, key, chachaIETFSizes) && argcheck.Apart(ct, msg, ad) && argcheck.Apart(ct, nonce, key)) {
		if err := aeadCheck(true, ct, msg, ad, nonce, key, chachaIETFSizes); err != nil {
			return err
		}
	}
	// The ciphertext length output is optional and the secret nonce unused;
	// both are NULL.
	return failed(C.crypto_aead_chacha20poly1305_ietf_encrypt(ptr(ct), nil, ptr(msg), ull(msg),
		ptr(ad), ull(ad), nil, ptr(nonce), ptr(key)), "crypto_aead_chacha20poly1305_ietf_encrypt")
}

// Open authenticates ct with ad and decrypts it into msg, len(msg) =
// len(ct) - 16. It reports false, with msg zeroed, if ct or ad is not
// authentic.
func (ChaCha20Poly1305) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	if !(initialized.Load() && argcheck.OpenLensOK(msg, ct, nonce, key, chachaIETFSizes) && argcheck.Apart(msg, ct, ad) && argcheck.Apart(msg, nonce, key)) {
		if err := aeadCheck(false, msg, ct, ad, nonce, key, chachaIETFSizes); err != nil {
			return false, err
		}
	}
	if C.crypto_aead_chacha20poly1305_ietf_decrypt(ptr(msg), nil, nil, ptr(ct), ull(ct),
		ptr(ad), ull(ad), ptr(nonce), ptr(key)) != 0 {
		clear(msg)
		return false, nil
	}
	return true, nil
}

// XChaCha20Poly1305 is ChaCha20-Poly1305 with a 24-byte nonce through
// HChaCha20 (crypto_aead_xchacha20poly1305_ietf); random nonces are safe.
type XChaCha20Poly1305 struct{}

// Seal encrypts msg and authenticates it with ad into ct, len(ct) =
// len(msg) + 16.
func (XChaCha20Poly1305) Seal(ct, msg, ad, nonce, key []byte) error {
	if !(initialized.Load() && argcheck.SealLensOK(ct, msg, nonce, key, xchachaIETFSizes) && argcheck.Apart(ct, msg, ad) && argcheck.Apart(ct, nonce, key)) {
		if err := aeadCheck(true, ct, msg, ad, nonce, key, xchachaIETFSizes); err != nil {
			return err
		}
	}
	return failed(C.crypto_aead_xchacha20poly1305_ietf_encrypt(ptr(ct), nil, ptr(msg), ull(msg),
		ptr(ad), ull(ad), nil, ptr(nonce), ptr(key)), "crypto_aead_xchacha20poly1305_ietf_encrypt")
}

// Open authenticates ct with ad and decrypts it into msg, len(msg) =
// len(ct) - 16. It reports false, with msg zeroed, if ct or ad is not
// authentic.
func (XChaCha20Poly1305) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	if !(initialized.Load() && argcheck.OpenLensOK(msg, ct, nonce, key, xchachaIETFSizes) && argcheck.Apart(msg, ct, ad) && argcheck.Apart(msg, nonce, key)) {
		if err := aeadCheck(false, msg, ct, ad, nonce, key, xchachaIETFSizes); err != nil {
			return false, err
		}
	}
	if C.crypto_aead_xchacha20poly1305_ietf_decrypt(ptr(msg), nil, nil, ptr(ct), ull(ct),
		ptr(ad), ull(ad), ptr(nonce), ptr(key)) != 0 {
		clear(msg)
		return false, nil
	}
	return true, nil
}

// AES256GCM is AES-256 in Galois/Counter Mode (crypto_aead_aes256gcm):
// 32-byte key, 12-byte nonce, ciphertext followed by a 16-byte tag. A
// nonce must never repeat under one key. libsodium 1.0.18 has it only on
// x86-64 CPUs with AES-NI and PCLMULQDQ (crypto_aead_aes256gcm_is_available),
// and Ops lists it only there.
type AES256GCM struct{}

// Seal encrypts msg and authenticates it with ad into ct, len(ct) =
// len(msg) + 16.
func (AES256GCM) Seal(ct, msg, ad, nonce, key []byte) error {
	if !(initialized.Load() && argcheck.SealLensOK(ct, msg, nonce, key, aesGCMSizes) && argcheck.Apart(ct, msg, ad) && argcheck.Apart(ct, nonce, key)) {
		if err := aeadCheck(true, ct, msg, ad, nonce, key, aesGCMSizes); err != nil {
			return err
		}
	}
	return failed(C.crypto_aead_aes256gcm_encrypt(ptr(ct), nil, ptr(msg), ull(msg),
		ptr(ad), ull(ad), nil, ptr(nonce), ptr(key)), "crypto_aead_aes256gcm_encrypt")
}

// Open authenticates ct with ad and decrypts it into msg, len(msg) =
// len(ct) - 16. It reports false, with msg zeroed, if ct or ad is not
// authentic.
func (AES256GCM) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	if !(initialized.Load() && argcheck.OpenLensOK(msg, ct, nonce, key, aesGCMSizes) && argcheck.Apart(msg, ct, ad) && argcheck.Apart(msg, nonce, key)) {
		if err := aeadCheck(false, msg, ct, ad, nonce, key, aesGCMSizes); err != nil {
			return false, err
		}
	}
	if C.crypto_aead_aes256gcm_decrypt(ptr(msg), nil, nil, ptr(ct), ull(ct),
		ptr(ad), ull(ad), ptr(nonce), ptr(key)) != 0 {
		clear(msg)
		return false, nil
	}
	return true, nil
}

// aes256GCMAvailable reports whether this CPU runs libsodium's
// AES-256-GCM; it initialises libsodium, which detects the CPU's features.
func aes256GCMAvailable() bool {
	return Init() == nil && C.crypto_aead_aes256gcm_is_available() == 1
}
