package botan_test

import (
	"bytes"
	"crypto/hkdf"
	"crypto/sha256"
	"crypto/sha512"
	"errors"
	"fmt"
	"hash"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/cref/botan"
	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/internal/hkdftest"
	"github.com/naclcmp/naclcmp/matrix"
	"golang.org/x/crypto/blake2b"
)

func TestVersion(t *testing.T) {
	if v := botan.Version(); !strings.HasPrefix(v, "Botan 2.") {
		t.Errorf("Version() = %q, want Botan 2.x", v)
	}
}

// TestDigests checks each digest against its known answers: FIPS 180-4's
// examples for SHA-256 and SHA-512, RFC 7693 appendix A ("abc") for
// BLAKE2b-512.
func TestDigests(t *testing.T) {
	ctest.HashVectors(t, botan.SHA256{}, "fips180-4", "hash/sha256")
	ctest.HashVectors(t, botan.SHA512{}, "fips180-4", "hash/sha512")
	ctest.HashVectors(t, botan.BLAKE2b{}, "rfc7693", "hash/blake2b")
	ctest.HashVectors(t, botan.BLAKE2b{Size: 64}, "rfc7693", "hash/blake2b")
}

// TestBLAKE2bLengths checks that the digest length reaches Botan's name
// ("BLAKE2b(bits)") at every length it takes, against x/crypto's BLAKE2b,
// which takes the same lengths: a short digest is not a prefix of a long
// one.
func TestBLAKE2bLengths(t *testing.T) {
	msg := ctest.Seq(300, 5)
	for n := 1; n <= 64; n++ {
		got := make([]byte, n)
		if err := (botan.BLAKE2b{}).Hash(got, msg); err != nil {
			t.Fatalf("%d bytes: %v", n, err)
		}
		h, err := blake2b.New(n, nil)
		if err != nil {
			t.Fatal(err)
		}
		h.Write(msg)
		ctest.EqualHex(t, "BLAKE2b length", got, h.Sum(nil))
	}
	if err := (botan.BLAKE2b{Size: 32}).Hash(make([]byte, 31), msg); err == nil || !strings.Contains(err.Error(), "out") {
		t.Errorf("BLAKE2b{Size: 32} with a 31-byte out: %v, want an error naming out", err)
	}
	if err := (botan.BLAKE2b{Size: 100}).Hash(make([]byte, 100), msg); err == nil {
		t.Error("BLAKE2b{Size: 100} accepted a 100-byte out")
	}
}

// TestMACs checks RFC 4231's HMAC test cases (a 131-byte key among them)
// and RFC 8439's Poly1305 vectors, and that an HMAC key longer than Botan
// takes is a missing capability, not a malformed argument.
func TestMACs(t *testing.T) {
	ctest.MACVectors(t, botan.HMACSHA256{}, "rfc4231", "mac/hmac-sha256")
	ctest.MACVectors(t, botan.HMACSHA512{}, "rfc4231", "mac/hmac-sha512")
	ctest.MACVectors(t, botan.Poly1305{}, "rfc8439", "mac/poly1305")
	tag := make([]byte, 32)
	if err := (botan.HMACSHA256{}).MAC(tag, nil, make([]byte, 4096)); err != nil {
		t.Errorf("HMAC-SHA-256 with a 4096-byte key: %v", err)
	}
	err := (botan.HMACSHA256{}).MAC(tag, nil, make([]byte, 4097))
	if !errors.Is(err, errors.ErrUnsupported) || !strings.Contains(err.Error(), "key") {
		t.Errorf("HMAC-SHA-256 with a 4097-byte key: %v, want an ErrUnsupported error naming key", err)
	}
}

// TestHKDF holds both HKDFs to RFC 5869 (internal/hkdftest): its test
// cases, output lengths around the block boundaries up to 255 blocks,
// empty and long inputs, and the refusal of a longer output, which Botan
// would cut at 255 blocks with success, and of a short PRK. botan_kdf
// reaches HKDF-Extract and HKDF-Expand, so neither may be unsupported.
func TestHKDF(t *testing.T) {
	hkdftest.Test(t, botan.HKDFSHA256{}, "hkdf/sha256")
	hkdftest.Test(t, botan.HKDFSHA512{}, "hkdf/sha512")
}

// TestHKDFLongKeys checks Botan's one limit on HKDF, the HMAC's 4096-byte
// key, which the salt and the PRK are: at 4096 bytes the binding derives
// what crypto/hkdf does; at 4097 it returns an error wrapping
// errors.ErrUnsupported that names the argument, with nothing written.
func TestHKDFLongKeys(t *testing.T) {
	for _, tc := range []struct {
		op matrix.HKDF
		h  func() hash.Hash
		n  int
	}{
		{botan.HKDFSHA256{}, sha256.New, 32},
		{botan.HKDFSHA512{}, sha512.New, 64},
	} {
		secret, info := ctest.Seq(40, 1), ctest.Seq(12, 2)
		for _, l := range []int{4096, 4097} {
			long := ctest.Seq(l, 3)
			out, prk := make([]byte, 2*tc.n+3), make([]byte, tc.n)
			var errs [3]error
			errs[0] = tc.op.Key(out, secret, long, info)
			errs[1] = tc.op.Extract(prk, secret, long)
			if l == 4096 {
				want, err := hkdf.Key(tc.h, secret, long, string(info), len(out))
				if err != nil {
					t.Fatal(err)
				}
				ctest.EqualHex(t, "Key with a 4096-byte salt", out, want)
				wantPRK, _ := hkdf.Extract(tc.h, secret, long)
				ctest.EqualHex(t, "Extract with a 4096-byte salt", prk, wantPRK)
			}
			errs[2] = tc.op.Expand(out, long, info)
			if l == 4096 {
				want, _ := hkdf.Expand(tc.h, long, string(info), len(out))
				ctest.EqualHex(t, "Expand with a 4096-byte PRK", out, want)
			}
			for i, call := range [...]struct{ method, arg string }{{"Key", "salt"}, {"Extract", "salt"}, {"Expand", "prk"}} {
				what := fmt.Sprintf("HKDF-SHA-%d %s with a %d-byte %s", tc.n*8, call.method, l, call.arg)
				switch {
				case l == 4096 && errs[i] != nil:
					t.Errorf("%s: %v", what, errs[i])
				case l == 4097 && (!errors.Is(errs[i], errors.ErrUnsupported) || !strings.Contains(errs[i].Error(), call.arg+": ")):
					t.Errorf("%s: %v, want an ErrUnsupported error naming %s", what, errs[i], call.arg)
				}
			}
			if l == 4097 && (!ctest.AllZero(out) || !ctest.AllZero(prk)) {
				t.Errorf("HKDF-SHA-%d wrote to an output though it refused a 4097-byte salt or PRK", tc.n*8)
			}
		}
	}
}

// streamVector checks s against the vectors of op in file: the keystream,
// or the input XOR keystream when the vector has one, from its block
// counter on (the keystream of the blocks before it is made and dropped).
func streamVectors(t *testing.T, s matrix.Stream, file, op string) {
	t.Helper()
	for _, v := range ctest.Vectors(t, file, op) {
		skip := int(v.Counter) * 64
		ks := make([]byte, skip+len(v.Out))
		if err := s.KeyStream(ks, v.Nonce, v.Key); err != nil {
			t.Fatalf("%s %s: %v", file, v.Comment, err)
		}
		got := ks[skip:]
		if v.Msg != nil {
			in := make([]byte, skip+len(v.Msg))
			copy(in[skip:], v.Msg)
			out := make([]byte, len(in))
			if err := s.XOR(out, in, v.Nonce, v.Key); err != nil {
				t.Fatalf("%s %s: %v", file, v.Comment, err)
			}
			got = out[skip:]
		}
		ctest.EqualHex(t, file+" "+v.Comment, got, v.Out)
	}
}

// TestStreams checks the stream ciphers against known answers: RFC 8439
// for ChaCha20 (IETF), libsodium's and Langley's draft for the
// 64-bit-nonce ChaCha20, NaCl's for XSalsa20, NIST SP 800-38A for AES-CTR;
// and that XOR in place equals KeyStream XOR input. Salsa20 and XChaCha20
// have no vector file: the interop checks compare them with every other
// implementation.
func TestStreams(t *testing.T) {
	streamVectors(t, botan.ChaCha20IETF{}, "rfc8439", "stream/chacha20-ietf")
	streamVectors(t, botan.ChaCha20{}, "libsodium-chacha20", "stream/chacha20")
	streamVectors(t, botan.ChaCha20{}, "chacha20-draft-agl", "stream/chacha20")
	streamVectors(t, botan.XSalsa20{}, "naclcrypto", "stream/xsalsa20")
	ctrNonce := ctest.Hex(t, "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff")
	pt := ctest.Hex(t, "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51")
	for _, tc := range []struct {
		name       string
		s          matrix.Stream
		key, nonce []byte
		in, want   []byte
	}{
		// NIST SP 800-38A F.5.1 and F.5.5, two blocks each.
		{"AES-128-CTR", botan.AES128CTR{}, ctest.Hex(t, "2b7e151628aed2a6abf7158809cf4f3c"), ctrNonce, pt,
			ctest.Hex(t, "874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff")},
		{"AES-256-CTR", botan.AES256CTR{}, ctest.Hex(t, "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4"), ctrNonce, pt,
			ctest.Hex(t, "601ec313775789a5b7a7f504bbf3d228f443e3ca4d62b59aca84e990cacaf5c5")},
	} {
		buf := bytes.Clone(tc.in)
		if err := tc.s.XOR(buf, buf, tc.nonce, tc.key); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		ctest.EqualHex(t, tc.name, buf, tc.want)
		ks := make([]byte, len(tc.in))
		if err := tc.s.KeyStream(ks, tc.nonce, tc.key); err != nil {
			t.Fatal(err)
		}
		for i := range ks {
			ks[i] ^= tc.in[i]
		}
		ctest.EqualHex(t, tc.name+": KeyStream XOR input", ks, tc.want)
	}
}

// aeadVectors checks a against the vectors of op in file: Seal gives
// ciphertext ‖ tag, Open recovers the message, and a changed tag opens as
// false with the output zeroed.
func aeadVectors(t *testing.T, a matrix.AEAD, file, op string) {
	t.Helper()
	for _, v := range ctest.Vectors(t, file, op) {
		ct := make([]byte, len(v.Msg)+16)
		if err := a.Seal(ct, v.Msg, v.AD, v.Nonce, v.Key); err != nil {
			t.Fatalf("%s %s: %v", file, v.Comment, err)
		}
		ctest.EqualHex(t, file+" "+v.Comment, ct, append(bytes.Clone(v.Out), v.Tag...))
		msg := make([]byte, len(v.Msg))
		if ok, err := a.Open(msg, ct, v.AD, v.Nonce, v.Key); !ok || err != nil || !bytes.Equal(msg, v.Msg) {
			t.Errorf("%s %s: Open = %v, %v", file, v.Comment, ok, err)
		}
		ct[len(ct)-1] ^= 1
		for i := range msg {
			msg[i] = 0xa5
		}
		if ok, err := a.Open(msg, ct, v.AD, v.Nonce, v.Key); ok || err != nil {
			t.Errorf("%s %s: Open(changed tag) = %v, %v; want false, nil", file, v.Comment, ok, err)
		}
		if !ctest.AllZero(msg) {
			t.Errorf("%s %s: a failed Open left bytes in msg", file, v.Comment)
		}
	}
}

// TestAEADs checks the AEADs against RFC 8439 section 2.8.2 and appendix
// A.5, the XChaCha draft's appendix A.3.1 and the GCM specification's test
// cases.
func TestAEADs(t *testing.T) {
	aeadVectors(t, botan.ChaCha20Poly1305{}, "rfc8439", "aead/chacha20poly1305-ietf")
	aeadVectors(t, botan.XChaCha20Poly1305{}, "xchacha", "aead/xchacha20poly1305-ietf")
	aeadVectors(t, botan.AES256GCM{}, "gcm-spec", "aead/aes256gcm")
}

// TestX25519 checks the vectors of RFC 7748, sections 5.2 and 6.1, and
// that a low-order point gives the all-zero result with success: Botan 2
// does not refuse it (the argument tables would catch a change).
func TestX25519(t *testing.T) {
	ctest.X25519RFC7748(t, botan.X25519{})
	out := bytes.Repeat([]byte{0xff}, 32)
	if err := (botan.X25519{}).ScalarMult(out, ctest.Seq(32, 1), make([]byte, 32)); err != nil || !ctest.AllZero(out) {
		t.Errorf("X25519(k, 0) = %x, %v; want all zero, nil", out, err)
	}
}

// TestEd25519 checks the tests of RFC 8032, section 7.1, that the private
// key is seed ‖ public, that a signature does not verify for another
// message, and that Sign reads the seed half only: Botan derives the
// public key from the seed again.
func TestEd25519(t *testing.T) {
	var ed botan.Ed25519
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
	ctest.EqualHex(t, "signature with a changed public half", sig, v.Sig)
	ctest.SignMatchesCryptoEd25519(t, ed, 7)
}
