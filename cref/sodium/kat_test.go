package sodium_test

import (
	"bytes"
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/sodium"
)

// TestHMACLongKey checks RFC 4231 test case 6: a 131-byte key, longer than
// the block size, which crypto_auth_hmacsha256 alone cannot take.
func TestHMACLongKey(t *testing.T) {
	key := bytes.Repeat([]byte{0xaa}, 131)
	msg := []byte("Test Using Larger Than Block-Size Key - Hash Key First")
	for _, tc := range []struct {
		name string
		mac  interface {
			MAC(tag, msg, key []byte) error
			Verify(tag, msg, key []byte) (bool, error)
		}
		want string
	}{
		{"hmac-sha256", sodium.HMACSHA256{}, "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"},
		{"hmac-sha512", sodium.HMACSHA512{}, "80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := ctest.Hex(t, tc.want)
			tag := make([]byte, len(want))
			if err := tc.mac.MAC(tag, msg, key); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(tag, want) {
				t.Fatalf("tag = %x, RFC 4231 says %x", tag, want)
			}
			if ok, err := tc.mac.Verify(want, msg, key); !ok || err != nil {
				t.Fatalf("Verify(RFC tag) = %v, %v", ok, err)
			}
			want[len(want)-1] ^= 1
			if ok, err := tc.mac.Verify(want, msg, key); ok || err != nil {
				t.Fatalf("Verify(flipped tag) = %v, %v; want false, nil", ok, err)
			}
		})
	}
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
	want := ctest.Hex(t, "ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923")
	out := make([]byte, 64)
	if err := (sodium.BLAKE2b{}).Hash(out, []byte("abc")); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out, want) {
		t.Fatalf("BLAKE2b-512(abc) = %x, RFC 7693 says %x", out, want)
	}
	short := make([]byte, 32)
	if err := (sodium.BLAKE2b{}).Hash(short, []byte("abc")); err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(short, want[:32]) {
		t.Fatal("BLAKE2b-256 equals a prefix of BLAKE2b-512: output length not passed to libsodium")
	}
}

// TestMACVerifyRejects checks that every MAC's Verify accepts its own tag
// and rejects a tag with one bit flipped, for each byte position class.
func TestMACVerifyRejects(t *testing.T) {
	msg := ctest.Seq(100, 3)
	for _, tc := range []struct {
		name string
		mac  interface {
			MAC(tag, msg, key []byte) error
			Verify(tag, msg, key []byte) (bool, error)
		}
		tag, key int
	}{
		{"hmac-sha256", sodium.HMACSHA256{}, 32, 32},
		{"hmac-sha512", sodium.HMACSHA512{}, 64, 0},
		{"hmac-sha512256", sodium.HMACSHA512256{}, 32, 32},
		{"poly1305", sodium.Poly1305{}, 16, 32},
		{"blake2b-16", sodium.BLAKE2bMAC{}, 16, 16},
		{"blake2b-64", sodium.BLAKE2bMAC{}, 64, 64},
	} {
		t.Run(tc.name, func(t *testing.T) {
			key := ctest.Seq(tc.key, 7)
			tag := make([]byte, tc.tag)
			if err := tc.mac.MAC(tag, msg, key); err != nil {
				t.Fatal(err)
			}
			if ctest.AllZero(tag) {
				t.Fatal("MAC wrote nothing")
			}
			if ok, err := tc.mac.Verify(tag, msg, key); !ok || err != nil {
				t.Fatalf("Verify(own tag) = %v, %v", ok, err)
			}
			for _, i := range []int{0, tc.tag / 2, tc.tag - 1} {
				bad := bytes.Clone(tag)
				bad[i] ^= 0x80
				if ok, err := tc.mac.Verify(bad, msg, key); ok || err != nil {
					t.Errorf("Verify(tag with byte %d flipped) = %v, %v; want false, nil", i, ok, err)
				}
			}
		})
	}
}

// TestX25519RFC7748 checks the test vectors of RFC 7748, sections 5.2
// and 6.1.
func TestX25519RFC7748(t *testing.T) { ctest.X25519RFC7748(t, sodium.X25519{}) }
