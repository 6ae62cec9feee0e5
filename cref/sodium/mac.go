package sodium

/*
#include <sodium.h>

// HMAC-SHA-256 and HMAC-SHA-512 through init/update/final, which hashes
// keys longer than the block size as RFC 2104 says (crypto_auth_hmacsha256
// itself takes only 32-byte keys). The state stays on the C stack, so a Go
// call allocates nothing, and is wiped before return.
static int naclcmp_hmacsha256(unsigned char *out, const unsigned char *m,
		unsigned long long mlen, const unsigned char *k, size_t klen) {
	crypto_auth_hmacsha256_state st;
	int rc = crypto_auth_hmacsha256_init(&st, k, klen);
	rc |= crypto_auth_hmacsha256_update(&st, m, mlen);
	rc |= crypto_auth_hmacsha256_final(&st, out);
	sodium_memzero(&st, sizeof st);
	return rc;
}

static int naclcmp_hmacsha512(unsigned char *out, const unsigned char *m,
		unsigned long long mlen, const unsigned char *k, size_t klen) {
	crypto_auth_hmacsha512_state st;
	int rc = crypto_auth_hmacsha512_init(&st, k, klen);
	rc |= crypto_auth_hmacsha512_update(&st, m, mlen);
	rc |= crypto_auth_hmacsha512_final(&st, out);
	sodium_memzero(&st, sizeof st);
	return rc;
}

// The verify helpers return 0 if tag matches, -1 if it does not and -2 if
// the MAC could not be computed; the comparison is crypto_verify_NN or
// sodium_memcmp, both constant time.
static int naclcmp_hmacsha256_verify(const unsigned char *tag,
		const unsigned char *m, unsigned long long mlen,
		const unsigned char *k, size_t klen) {
	unsigned char t[crypto_auth_hmacsha256_BYTES];
	int rc = naclcmp_hmacsha256(t, m, mlen, k, klen) != 0 ? -2 : crypto_verify_32(tag, t);
	sodium_memzero(t, sizeof t);
	return rc;
}

static int naclcmp_hmacsha512_verify(const unsigned char *tag,
		const unsigned char *m, unsigned long long mlen,
		const unsigned char *k, size_t klen) {
	unsigned char t[crypto_auth_hmacsha512_BYTES];
	int rc = naclcmp_hmacsha512(t, m, mlen, k, klen) != 0 ? -2 : crypto_verify_64(tag, t);
	sodium_memzero(t, sizeof t);
	return rc;
}

static int naclcmp_blake2b_verify(const unsigned char *tag, size_t taglen,
		const unsigned char *m, unsigned long long mlen,
		const unsigned char *k, size_t klen) {
	unsigned char t[crypto_generichash_BYTES_MAX];
	int rc;
	if (crypto_generichash(t, taglen, m, mlen, k, klen) != 0) {
		rc = -2;
	} else {
		rc = sodium_memcmp(tag, t, taglen) == 0 ? 0 : -1;
	}
	sodium_memzero(t, sizeof t);
	return rc;
}

// SipHash-2-4 has no verify function in libsodium: the tag is recomputed
// into a C local and compared with sodium_memcmp, in constant time.
static int naclcmp_shorthash_verify(const unsigned char *tag, const unsigned char *m,
		unsigned long long mlen, const unsigned char *k) {
	unsigned char t[crypto_shorthash_siphash24_BYTES];
	crypto_shorthash_siphash24(t, m, mlen, k);
	int rc = sodium_memcmp(tag, t, sizeof t);
	sodium_memzero(t, sizeof t);
	return rc;
}

// The C loop of Poly1305.MAC for the benchmark (loops.go): the same call, n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_sodium_loop_poly1305, crypto_onetimeauth_poly1305(a->out, a->m, a->mlen, a->k))
*/
import "C"

import "fmt"

// verdict turns a verify return code (0 match, -1 mismatch, other: could
// not compute) into Verify's result.
func verdict(rc C.int, fn string) (bool, error) {
	switch rc {
	case 0:
		return true, nil
	case -1:
		return false, nil
	}
	return false, fmt.Errorf("sodium: %s returned %d", fn, int(rc))
}

// HMACSHA256 is HMAC-SHA-256 with a key of any length
// (crypto_auth_hmacsha256_init/update/final).
type HMACSHA256 struct{}

// MAC writes the 32-byte HMAC-SHA-256 of msg under key to tag.
func (HMACSHA256) MAC(tag, msg, key []byte) error {
	c := begin()
	c.Size("tag", tag, C.crypto_auth_hmacsha256_BYTES)
	c.Disjoint("tag", tag, "msg", msg)
	c.Disjoint("tag", tag, "key", key)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.naclcmp_hmacsha256(ptr(tag), ptr(msg), ull(msg), ptr(key), csize(key)), "crypto_auth_hmacsha256")
}

// Verify reports whether tag is the HMAC-SHA-256 of msg under key,
// comparing in constant time.
func (HMACSHA256) Verify(tag, msg, key []byte) (bool, error) {
	c := begin()
	c.Size("tag", tag, C.crypto_auth_hmacsha256_BYTES)
	if err := c.Err(); err != nil {
		return false, err
	}
	return verdict(C.naclcmp_hmacsha256_verify(ptr(tag), ptr(msg), ull(msg), ptr(key), csize(key)), "crypto_auth_hmacsha256")
}

// HMACSHA512 is HMAC-SHA-512 with a key of any length
// (crypto_auth_hmacsha512_init/update/final).
type HMACSHA512 struct{}

// MAC writes the 64-byte HMAC-SHA-512 of msg under key to tag.
func (HMACSHA512) MAC(tag, msg, key []byte) error {
	c := begin()
	c.Size("tag", tag, C.crypto_auth_hmacsha512_BYTES)
	c.Disjoint("tag", tag, "msg", msg)
	c.Disjoint("tag", tag, "key", key)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.naclcmp_hmacsha512(ptr(tag), ptr(msg), ull(msg), ptr(key), csize(key)), "crypto_auth_hmacsha512")
}

// Verify reports whether tag is the HMAC-SHA-512 of msg under key,
// comparing in constant time.
func (HMACSHA512) Verify(tag, msg, key []byte) (bool, error) {
	c := begin()
	c.Size("tag", tag, C.crypto_auth_hmacsha512_BYTES)
	if err := c.Err(); err != nil {
		return false, err
	}
	return verdict(C.naclcmp_hmacsha512_verify(ptr(tag), ptr(msg), ull(msg), ptr(key), csize(key)), "crypto_auth_hmacsha512")
}

// HMACSHA512256 is crypto_auth: HMAC-SHA-512 truncated to 32 bytes, with a
// 32-byte key.
type HMACSHA512256 struct{}

// MAC writes the 32-byte crypto_auth tag of msg under key to tag.
func (HMACSHA512256) MAC(tag, msg, key []byte) error {
	c := begin()
	c.Size("tag", tag, C.crypto_auth_hmacsha512256_BYTES)
	c.Size("key", key, C.crypto_auth_hmacsha512256_KEYBYTES)
	c.Disjoint("tag", tag, "msg", msg)
	c.Disjoint("tag", tag, "key", key)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.crypto_auth_hmacsha512256(ptr(tag), ptr(msg), ull(msg), ptr(key)), "crypto_auth_hmacsha512256")
}

// Verify reports whether tag authenticates msg under key
// (crypto_auth_hmacsha512256_verify, constant time).
func (HMACSHA512256) Verify(tag, msg, key []byte) (bool, error) {
	c := begin()
	c.Size("tag", tag, C.crypto_auth_hmacsha512256_BYTES)
	c.Size("key", key, C.crypto_auth_hmacsha512256_KEYBYTES)
	if err := c.Err(); err != nil {
		return false, err
	}
	return C.crypto_auth_hmacsha512256_verify(ptr(tag), ptr(msg), ull(msg), ptr(key)) == 0, nil
}

// Poly1305 is the one-time authenticator crypto_onetimeauth_poly1305. A key
// must authenticate a single message.
type Poly1305 struct{}

// MAC writes the 16-byte Poly1305 tag of msg under the one-time key to tag.
func (Poly1305) MAC(tag, msg, key []byte) error {
	c := begin()
	c.Size("tag", tag, C.crypto_onetimeauth_poly1305_BYTES)
	c.Size("key", key, C.crypto_onetimeauth_poly1305_KEYBYTES)
	c.Disjoint("tag", tag, "msg", msg)
	c.Disjoint("tag", tag, "key", key)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.crypto_onetimeauth_poly1305(ptr(tag), ptr(msg), ull(msg), ptr(key)), "crypto_onetimeauth_poly1305")
}

// Verify reports whether tag authenticates msg under key
// (crypto_onetimeauth_poly1305_verify, constant time).
func (Poly1305) Verify(tag, msg, key []byte) (bool, error) {
	c := begin()
	c.Size("tag", tag, C.crypto_onetimeauth_poly1305_BYTES)
	c.Size("key", key, C.crypto_onetimeauth_poly1305_KEYBYTES)
	if err := c.Err(); err != nil {
		return false, err
	}
	return C.crypto_onetimeauth_poly1305_verify(ptr(tag), ptr(msg), ull(msg), ptr(key)) == 0, nil
}

// SipHash24 is crypto_shorthash_siphash24: SipHash-2-4, a keyed 64-bit
// PRF for short inputs (hash tables), used as a MAC here, with a 16-byte
// key and an 8-byte output.
type SipHash24 struct{}

// MAC writes the 8-byte SipHash-2-4 of msg under key to tag.
func (SipHash24) MAC(tag, msg, key []byte) error {
	c := begin()
	c.Size("tag", tag, C.crypto_shorthash_siphash24_BYTES)
	c.Size("key", key, C.crypto_shorthash_siphash24_KEYBYTES)
	c.Disjoint("tag", tag, "msg", msg)
	c.Disjoint("tag", tag, "key", key)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.crypto_shorthash_siphash24(ptr(tag), ptr(msg), ull(msg), ptr(key)), "crypto_shorthash_siphash24")
}

// Verify reports whether tag is the SipHash-2-4 of msg under key,
// comparing in constant time (sodium_memcmp).
func (SipHash24) Verify(tag, msg, key []byte) (bool, error) {
	c := begin()
	c.Size("tag", tag, C.crypto_shorthash_siphash24_BYTES)
	c.Size("key", key, C.crypto_shorthash_siphash24_KEYBYTES)
	if err := c.Err(); err != nil {
		return false, err
	}
	return C.naclcmp_shorthash_verify(ptr(tag), ptr(msg), ull(msg), ptr(key)) == 0, nil
}

// BLAKE2bMAC is keyed BLAKE2b (crypto_generichash with a key): keys of 16
// to 64 bytes, tags of 16 to 64 bytes.
type BLAKE2bMAC struct{}

// keyed BLAKE2b accepts 16- to 64-byte keys; libsodium also accepts shorter
// ones, but the catalogue fixes the range every implementation shares.
const (
	blake2bKeyMin = C.crypto_generichash_KEYBYTES_MIN
	blake2bKeyMax = C.crypto_generichash_KEYBYTES_MAX
)

// MAC writes the keyed BLAKE2b of msg to tag; len(tag) is the digest length.
func (BLAKE2bMAC) MAC(tag, msg, key []byte) error {
	c := begin()
	c.Between("tag", tag, C.crypto_generichash_BYTES_MIN, C.crypto_generichash_BYTES_MAX)
	c.Between("key", key, blake2bKeyMin, blake2bKeyMax)
	c.Disjoint("tag", tag, "msg", msg)
	c.Disjoint("tag", tag, "key", key)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.crypto_generichash(ptr(tag), csize(tag), ptr(msg), ull(msg), ptr(key), csize(key)), "crypto_generichash")
}

// Verify reports whether tag is the keyed BLAKE2b of msg with len(tag)
// digest bytes, comparing with sodium_memcmp (constant time).
func (BLAKE2bMAC) Verify(tag, msg, key []byte) (bool, error) {
	c := begin()
	c.Between("tag", tag, C.crypto_generichash_BYTES_MIN, C.crypto_generichash_BYTES_MAX)
	c.Between("key", key, blake2bKeyMin, blake2bKeyMax)
	if err := c.Err(); err != nil {
		return false, err
	}
	return verdict(C.naclcmp_blake2b_verify(ptr(tag), csize(tag), ptr(msg), ull(msg), ptr(key), csize(key)), "crypto_generichash")
}
