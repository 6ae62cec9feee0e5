package nettle_test

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/sha256"
	"fmt"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/nettle"
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/internal/hkdftest"
	"github.com/naclcmp/naclcmp/matrix"
)

func TestVersion(t *testing.T) {
	if v := nettle.Version(); !strings.HasPrefix(v, "Nettle 3.") {
		t.Errorf("Version() = %q, want Nettle 3.x", v)
	}
}

// TestDigests checks SHA-256 and SHA-512 against FIPS 180-4's examples
// and NaCl's hash test, and that an empty message (nil or not) hashes as
// the empty string.
func TestDigests(t *testing.T) {
	ctest.HashVectors(t, nettle.SHA256{}, "fips180-4", "hash/sha256")
	ctest.HashVectors(t, nettle.SHA512{}, "fips180-4", "hash/sha512")
	ctest.HashVectors(t, nettle.SHA512{}, "nacl-tests", "hash/sha512")
	want := sha256.Sum256(nil)
	for _, msg := range [][]byte{nil, {}} {
		out := make([]byte, 32)
		if err := (nettle.SHA256{}).Hash(out, msg); err != nil {
			t.Fatal(err)
		}
		ctest.EqualHex(t, "SHA-256 of an empty message", out, want[:])
	}
}

// TestHMAC checks RFC 4231's test cases (a 131-byte key, hashed first,
// among them) and NaCl's auth2 test, that Verify accepts a tag and refuses
// it with any one bit changed, and that an empty key is HMAC's empty key.
func TestHMAC(t *testing.T) {
	ctest.MACVectors(t, nettle.HMACSHA256{}, "rfc4231", "mac/hmac-sha256")
	ctest.MACVectors(t, nettle.HMACSHA512{}, "rfc4231", "mac/hmac-sha512")
	ctest.MACVectors(t, nettle.HMACSHA256{}, "nacl-tests", "mac/hmac-sha256")
	argtest.MACVerifies(t, nettle.HMACSHA256{}, 32, 32)
	argtest.MACVerifies(t, nettle.HMACSHA512{}, 64, 0)
	msg := []byte("message")
	want := hmac.New(sha256.New, nil)
	want.Write(msg)
	tag := make([]byte, 32)
	for _, key := range [][]byte{nil, {}} {
		if err := (nettle.HMACSHA256{}).MAC(tag, msg, key); err != nil {
			t.Fatal(err)
		}
		ctest.EqualHex(t, "HMAC-SHA-256 with an empty key", tag, want.Sum(nil))
	}
}

// TestHKDF holds both HKDFs to RFC 5869 (internal/hkdftest): its test
// cases, output lengths around the block boundaries up to 255 blocks,
// empty and long inputs, and the refusal of a longer output, which
// hkdf_expand's 8-bit block counter would otherwise wrap, and of a short
// PRK. Nettle has all three calls, so none may be unsupported.
func TestHKDF(t *testing.T) {
	hkdftest.Test(t, nettle.HKDFSHA256{}, "hkdf/sha256")
	hkdftest.Test(t, nettle.HKDFSHA512{}, "hkdf/sha512")
}

// streamVectors checks s against the vectors of op in file: the vector's
// out is its msg (or zeros) XOR the keystream from block v.Counter on,
// which is the keystream from block 0 with its first 64·Counter bytes
// dropped, since the interface starts every stream at block 0. XOR in
// place and KeyStream must agree.
func streamVectors(t *testing.T, s matrix.Stream, file, op string) {
	t.Helper()
	for _, v := range ctest.Vectors(t, file, op) {
		skip := 64 * int(v.Counter)
		ks := make([]byte, skip+len(v.Out))
		if err := s.KeyStream(ks, v.Nonce, v.Key); err != nil {
			t.Fatalf("%s %s: %v", file, v.Comment, err)
		}
		got := ks[skip:]
		if v.Msg != nil {
			for i := range got {
				got[i] ^= v.Msg[i]
			}
		}
		ctest.EqualHex(t, file+" "+v.Comment, got, v.Out)
		in := make([]byte, skip+len(v.Out))
		if v.Msg != nil {
			copy(in[skip:], v.Msg)
		}
		if err := s.XOR(in, in, v.Nonce, v.Key); err != nil {
			t.Fatal(err)
		}
		ctest.EqualHex(t, file+" "+v.Comment+" (XOR in place)", in[skip:], v.Out)
	}
}

// TestStreams checks ChaCha20 with the 64-bit nonce against
// draft-agl-tls-chacha20poly1305's and libsodium's vectors (some from a
// later block counter), and RFC 8439's ChaCha20 against its sections 2.3.2
// and 2.4.2 and appendix A.2. The suite has no published vectors of
// Salsa20, Salsa20/12 or AES-CTR alone: the interop check compares those
// with libsodium, NaCl, OpenSSL and Go.
func TestStreams(t *testing.T) {
	streamVectors(t, nettle.ChaCha20{}, "chacha20-draft-agl", "stream/chacha20")
	streamVectors(t, nettle.ChaCha20{}, "libsodium-chacha20", "stream/chacha20")
	streamVectors(t, nettle.ChaCha20IETF{}, "rfc8439", "stream/chacha20-ietf")
}

// TestAEADs checks RFC 8439's ChaCha20-Poly1305 examples and the GCM
// specification's AES-256 test cases 13 to 16: sealing gives ciphertext
// and tag, opening gives the message back, and a forged ciphertext is
// refused as false with the output zeroed.
func TestAEADs(t *testing.T) {
	for _, tc := range []struct {
		file, op string
		a        matrix.AEAD
	}{
		{"rfc8439", "aead/chacha20poly1305-ietf", nettle.ChaCha20Poly1305{}},
		{"gcm-spec", "aead/aes256gcm", nettle.AES256GCM{}},
	} {
		for _, v := range ctest.Vectors(t, tc.file, tc.op) {
			name := tc.file + " " + v.Comment
			ct := make([]byte, len(v.Msg)+16)
			if err := tc.a.Seal(ct, v.Msg, v.AD, v.Nonce, v.Key); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			ctest.EqualHex(t, name, ct, append(bytes.Clone(v.Out), v.Tag...))
			msg := make([]byte, len(v.Msg))
			if ok, err := tc.a.Open(msg, ct, v.AD, v.Nonce, v.Key); !ok || err != nil || !bytes.Equal(msg, v.Msg) {
				t.Errorf("%s: Open = %v, %v, %x", name, ok, err, msg)
			}
			ct[len(ct)-1] ^= 1
			for i := range msg {
				msg[i] = 0xff
			}
			if ok, err := tc.a.Open(msg, ct, v.AD, v.Nonce, v.Key); ok || err != nil {
				t.Errorf("%s: Open(forged) = %v, %v; want false, nil", name, ok, err)
			}
			if !bytes.Equal(msg, make([]byte, len(msg))) {
				t.Errorf("%s: a failed Open left %x in msg", name, msg)
			}
		}
	}
}

// TestX25519 checks the vectors of RFC 7748, sections 5.2 and 6.1, and
// that a low-order point gives the all-zero result without an error:
// curve25519_mul reports nothing, and the binding passes that on.
func TestX25519(t *testing.T) {
	ctest.X25519RFC7748(t, nettle.X25519{})
	out := bytes.Repeat([]byte{0xaa}, 32)
	for _, p := range argtest.LowOrderPoints {
		if err := (nettle.X25519{}).ScalarMult(out, ctest.Seq(32, 1), p); err != nil {
			t.Errorf("ScalarMult(low-order point %x) = %v, want nil", p, err)
		}
		if !bytes.Equal(out, make([]byte, 32)) {
			t.Errorf("ScalarMult(low-order point %x) = %x, want all zero", p, out)
		}
	}
}

// TestEd25519 checks the tests of RFC 8032, section 7.1, that the private
// key is seed ‖ public, that a signature does not verify for another
// message, and that a signature made with a mismatched public half differs:
// Sign hands Nettle the public key it is given.
func TestEd25519(t *testing.T) {
	var ed nettle.Ed25519
	ctest.RFC8032(t, ed)
	v := ctest.Vectors(t, "rfc8032", "sign/ed25519")[1] // TEST 2, a one-byte message
	pub, priv, sig := make([]byte, len(v.Public)), make([]byte, len(v.Seed)+len(v.Public)), make([]byte, len(v.Sig))
	if err := ed.KeyFromSeed(pub, priv, v.Seed); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(priv, append(bytes.Clone(v.Seed), v.Public...)) {
		t.Fatalf("private = %x, want seed ‖ public", priv)
	}
	other := bytes.Clone(v.Msg)
	other[0] ^= 1
	if ok, err := ed.Verify(v.Sig, other, pub); ok || err != nil {
		t.Errorf("Verify(other message) = %v, %v; want false, nil", ok, err)
	}
	priv[len(v.Seed)+8] ^= 1 // the public half
	if err := ed.Sign(sig, v.Msg, priv); err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(sig, v.Sig) {
		t.Error("Sign ignored the public half of the private key (derived it again from the seed)")
	}
	ctest.SignMatchesCryptoEd25519(t, ed, 1)
}

// TestAESCTRCarry checks that ctr_crypt increments the whole 16-byte
// counter block, carrying from the low 64 bits into the high ones and
// wrapping at 2^128, as crypto/cipher's CTR does: a counter of 64 bits
// would go wrong only there, where random nonces almost never reach.
func TestAESCTRCarry(t *testing.T) {
	for _, tc := range []struct {
		name string
		s    matrix.Stream
		key  []byte
	}{
		{"AES-128-CTR", nettle.AES128CTR{}, ctest.Seq(16, 1)},
		{"AES-256-CTR", nettle.AES256CTR{}, ctest.Seq(32, 1)},
	} {
		for _, nonce := range [][]byte{
			ctest.Hex(t, "0102030405060708fffffffffffffffe"),
			ctest.Hex(t, "fffffffffffffffffffffffffffffffe"),
		} {
			got := make([]byte, 5*16+3)
			if err := tc.s.KeyStream(got, nonce, tc.key); err != nil {
				t.Fatal(err)
			}
			block, err := aes.NewCipher(tc.key)
			if err != nil {
				t.Fatal(err)
			}
			want := make([]byte, len(got))
			cipher.NewCTR(block, nonce).XORKeyStream(want, want)
			ctest.EqualHex(t, fmt.Sprintf("%s from %x", tc.name, nonce), got, want)
		}
	}
}
