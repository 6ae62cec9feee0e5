package sodium_test

import (
	"bytes"
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/sodium"
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// TestHMACLongKey checks RFC 4231's test cases, among them case 6: a
// 131-byte key, longer than the block size, which crypto_auth_hmacsha256
// alone cannot take.
func TestHMACLongKey(t *testing.T) {
	ctest.MACVectors(t, sodium.HMACSHA256{}, "rfc4231", "mac/hmac-sha256")
	ctest.MACVectors(t, sodium.HMACSHA512{}, "rfc4231", "mac/hmac-sha512")
}

// TestEmptyMessage checks that empty and nil messages reach libsodium as
// (NULL, 0): SHA-256 of the empty string is FIPS 180-2's well-known value.
func TestEmptyMessage(t *testing.T) {
	want := ctest.Hex(t, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
	for _, msg := range [][]byte{nil, {}} {
		out := make([]byte, 32)
		if err := (sodium.SHA256{}).Hash(out, msg); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(out, want) {
			t.Errorf("SHA-256(%#v) = %x, want %x", msg, out, want)
		}
	}
}

// TestBLAKE2bVariableLength checks RFC 7693 Appendix A (BLAKE2b-512 of
// "abc") and that a shorter digest is a different function, not a prefix.
func TestBLAKE2bVariableLength(t *testing.T) {
	ctest.HashVectors(t, sodium.BLAKE2b{}, "rfc7693", "hash/blake2b")
	long, short := make([]byte, 64), make([]byte, 32)
	if err := (sodium.BLAKE2b{}).Hash(long, []byte("abc")); err != nil {
		t.Fatal(err)
	}
	if err := (sodium.BLAKE2b{}).Hash(short, []byte("abc")); err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(short, long[:32]) {
		t.Fatal("BLAKE2b-256 equals a prefix of BLAKE2b-512: output length not passed to libsodium")
	}
}

// TestMACVerifyRejects checks that every MAC's Verify accepts its own tag
// and rejects a tag with one bit flipped, for each byte position class.
func TestMACVerifyRejects(t *testing.T) {
	const dflt = -1 // the operation's size in the catalogue
	for _, tc := range []struct {
		name, id string
		mac      matrix.MAC
		tag, key int
	}{
		{"hmac-sha256", "mac/hmac-sha256", sodium.HMACSHA256{}, dflt, dflt},
		{"hmac-sha512", "mac/hmac-sha512", sodium.HMACSHA512{}, dflt, dflt},
		{"hmac-sha512/empty key", "mac/hmac-sha512", sodium.HMACSHA512{}, dflt, 0},
		{"hmac-sha512256", "mac/hmac-sha512256", sodium.HMACSHA512256{}, dflt, dflt},
		{"poly1305", "mac/poly1305", sodium.Poly1305{}, dflt, dflt},
		{"blake2b-16", "mac/blake2b", sodium.BLAKE2bMAC{}, 16, 16},
		{"blake2b-64", "mac/blake2b", sodium.BLAKE2bMAC{}, 64, 64},
	} {
		s := argtest.Spec(tc.id)
		if tc.tag == dflt {
			tc.tag = s.Out
		}
		if tc.key == dflt {
			tc.key = s.Key
		}
		t.Run(tc.name, func(t *testing.T) { argtest.MACVerifies(t, tc.mac, tc.tag, tc.key) })
	}
}

// TestX25519RFC7748 checks the test vectors of RFC 7748, sections 5.2
// and 6.1.
func TestX25519RFC7748(t *testing.T) { ctest.X25519RFC7748(t, sodium.X25519{}) }
