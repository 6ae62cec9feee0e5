package nacl

/*
#include "naclglue.h"

// The C loop of Poly1305.MAC for the benchmark (loops.go): the same call, n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_nacl_loop_poly1305, crypto_onetimeauth_poly1305(a->out, a->m, a->mlen, a->k))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// Tag and key sizes of the authenticators, as NaCl's headers state them.
const (
	hmacSHA512256Bytes    = C.crypto_auth_hmacsha512256_BYTES
	hmacSHA512256KeyBytes = C.crypto_auth_hmacsha512256_KEYBYTES
	hmacSHA256Bytes       = C.crypto_auth_hmacsha256_BYTES
	hmacSHA256KeyBytes    = C.crypto_auth_hmacsha256_KEYBYTES
	poly1305Bytes         = C.crypto_onetimeauth_poly1305_BYTES
	poly1305KeyBytes      = C.crypto_onetimeauth_poly1305_KEYBYTES
)

// macCheck validates the fixed-size tag and key of a NaCl authenticator;
// MAC (out) also requires the tag not to overlap the inputs.
func macCheck(out bool, tag, msg, key []byte, tagBytes, keyBytes int) error {
	c := begin()
	c.Size("tag", tag, tagBytes)
	c.Size("key", key, keyBytes)
	if out {
		c.Disjoint("tag", tag, "msg", msg)
		c.Disjoint("tag", tag, "key", key)
	}
	return c.Err()
}

// The methods below make the cgo call themselves, their argument checks
// inlined (argcheck's fast paths); macCheck runs only to name a failure.

// HMACSHA512256 is crypto_auth: HMAC-SHA-512 truncated to 32 bytes, with a
// 32-byte key (crypto_auth_hmacsha512256).
type HMACSHA512256 struct{}

// MAC writes the 32-byte crypto_auth tag of msg under key to tag.
func (HMACSHA512256) MAC(tag, msg, key []byte) error {
	if !(len(tag) == hmacSHA512256Bytes && argcheck.KeyLenOK(key, hmacSHA512256KeyBytes, hmacSHA512256KeyBytes) && argcheck.Apart(tag, msg, key)) {
		if err := macCheck(true, tag, msg, key, hmacSHA512256Bytes, hmacSHA512256KeyBytes); err != nil {
			return err
		}
	}
	return failed(C.crypto_auth_hmacsha512256(ptr(tag), ptr(msg), ull(msg), ptr(key)), "crypto_auth_hmacsha512256")
}

// Verify reports whether tag authenticates msg under key
// (crypto_auth_hmacsha512256_verify, constant time).
func (HMACSHA512256) Verify(tag, msg, key []byte) (bool, error) {
	if !(len(tag) == hmacSHA512256Bytes && argcheck.KeyLenOK(key, hmacSHA512256KeyBytes, hmacSHA512256KeyBytes)) {
		if err := macCheck(false, tag, msg, key, hmacSHA512256Bytes, hmacSHA512256KeyBytes); err != nil {
			return false, err
		}
	}
	return C.crypto_auth_hmacsha512256_verify(ptr(tag), ptr(msg), ull(msg), ptr(key)) == 0, nil
}

// HMACSHA256 is HMAC-SHA-256 with NaCl's fixed 32-byte key
// (crypto_auth_hmacsha256). HMAC itself takes keys of any length; NaCl's
// function takes exactly 32 bytes.
type HMACSHA256 struct{}

// MAC writes the 32-byte HMAC-SHA-256 of msg under the 32-byte key to tag.
func (HMACSHA256) MAC(tag, msg, key []byte) error {
	if !(len(tag) == hmacSHA256Bytes && argcheck.KeyLenOK(key, hmacSHA256KeyBytes, hmacSHA256KeyBytes) && argcheck.Apart(tag, msg, key)) {
		if err := macCheck(true, tag, msg, key, hmacSHA256Bytes, hmacSHA256KeyBytes); err != nil {
			return err
		}
	}
	return failed(C.crypto_auth_hmacsha256(ptr(tag), ptr(msg), ull(msg), ptr(key)), "crypto_auth_hmacsha256")
}

// Verify reports whether tag authenticates msg under key
// (crypto_auth_hmacsha256_verify, constant time).
func (HMACSHA256) Verify(tag, msg, key []byte) (bool, error) {
	if !(len(tag) == hmacSHA256Bytes && argcheck.KeyLenOK(key, hmacSHA256KeyBytes, hmacSHA256KeyBytes)) {
		if err := macCheck(false, tag, msg, key, hmacSHA256Bytes, hmacSHA256KeyBytes); err != nil {
			return false, err
		}
	}
	return C.crypto_auth_hmacsha256_verify(ptr(tag), ptr(msg), ull(msg), ptr(key)) == 0, nil
}

// Poly1305 is the one-time authenticator crypto_onetimeauth
// (crypto_onetimeauth_poly1305). A key must authenticate a single message.
type Poly1305 struct{}

// MAC writes the 16-byte Poly1305 tag of msg under the one-time key to tag.
func (Poly1305) MAC(tag, msg, key []byte) error {
	if !(len(tag) == poly1305Bytes && argcheck.KeyLenOK(key, poly1305KeyBytes, poly1305KeyBytes) && argcheck.Apart(tag, msg, key)) {
		if err := macCheck(true, tag, msg, key, poly1305Bytes, poly1305KeyBytes); err != nil {
			return err
		}
	}
	return failed(C.crypto_onetimeauth_poly1305(ptr(tag), ptr(msg), ull(msg), ptr(key)), "crypto_onetimeauth_poly1305")
}

// Verify reports whether tag authenticates msg under key
// (crypto_onetimeauth_poly1305_verify, constant time).
func (Poly1305) Verify(tag, msg, key []byte) (bool, error) {
	if !(len(tag) == poly1305Bytes && argcheck.KeyLenOK(key, poly1305KeyBytes, poly1305KeyBytes)) {
		if err := macCheck(false, tag, msg, key, poly1305Bytes, poly1305KeyBytes); err != nil {
			return false, err
		}
	}
	return C.crypto_onetimeauth_poly1305_verify(ptr(tag), ptr(msg), ull(msg), ptr(key)) == 0, nil
}
