package jamesruan_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/sodium"
	"github.com/naclcmp/naclcmp/cref/sodium/jamesruan"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// TestVersion checks that the version names the linked libsodium and the
// binding; the module version itself needs a binary's dependency list,
// which test binaries lack (TestVersionIn covers reading it).
func TestVersion(t *testing.T) {
	v := jamesruan.Version()
	if !strings.HasPrefix(v, "libsodium "+sodium.Version()+", jamesruan/sodium ") {
		t.Fatalf("Version() = %q", v)
	}
}

// TestEd25519RFC8032 checks RFC 8032, section 7.1, TESTs 1 and 2 through
// the binding.
func TestEd25519RFC8032(t *testing.T) { ctest.RFC8032(t, jamesruan.Ed25519{}) }

// TestX25519RFC7748 checks the test vectors of RFC 7748, sections 5.2 and
// 6.1, and that a low-order point is an error, not a panic, that leaves
// out as it was.
func TestX25519RFC7748(t *testing.T) {
	var x jamesruan.X25519
	ctest.X25519RFC7748(t, x)
	out := ctest.Seq(32, 1)
	if err := x.ScalarMult(out, ctest.Seq(32, 7), make([]byte, 32)); err == nil {
		t.Fatal("ScalarMult with a low-order point succeeded")
	}
	if !bytes.Equal(out, ctest.Seq(32, 1)) {
		t.Fatal("refused ScalarMult changed out")
	}
}

// TestBLAKE2b checks RFC 7693 Appendix A, an empty message, and the MACs'
// Verify at the shortest and longest keyed BLAKE2b tags.
func TestBLAKE2b(t *testing.T) {
	ctest.HashVectors(t, jamesruan.BLAKE2b{}, "rfc7693", "hash/blake2b")
	blake2b, hmac := argtest.Spec("mac/blake2b"), argtest.Spec("mac/hmac-sha512256")
	if err := (jamesruan.BLAKE2b{}).Hash(make([]byte, blake2b.Out), nil); err != nil {
		t.Fatalf("empty message: %v", err)
	}
	argtest.MACVerifies(t, jamesruan.BLAKE2bMAC{}, blake2b.OutMin, blake2b.KeyMin)
	argtest.MACVerifies(t, jamesruan.BLAKE2bMAC{}, blake2b.OutMax, blake2b.KeyMax)
	argtest.MACVerifies(t, jamesruan.HMACSHA512256{}, hmac.Out, hmac.Key)
}

// sealOpener is the shape shared by secretbox and the AEADs once their
// extra arguments are bound.
type sealOpener struct {
	name string
	seal func(out, msg []byte) error
	open func(msg, box []byte) (bool, error)
}

// TestSealOpen checks every encryption type: a box opens to its message,
// including the empty one, and a box with a flipped bit is refused with a
// zeroed output.
func TestSealOpen(t *testing.T) {
	key, nonce24, nonce12, ad := ctest.Seq(32, 1), ctest.Seq(24, 50), ctest.Seq(12, 80), []byte("header")
	var (
		sb  jamesruan.SecretBox
		bx  jamesruan.Box
		cp  jamesruan.ChaCha20Poly1305
		xcp jamesruan.XChaCha20Poly1305
		x   jamesruan.X25519
	)
	privA, privB, pubA, pubB := ctest.Seq(32, 3), ctest.Seq(32, 40), make([]byte, 32), make([]byte, 32)
	if err := x.ScalarBaseMult(pubA, privA); err != nil {
		t.Fatal(err)
	}
	if err := x.ScalarBaseMult(pubB, privB); err != nil {
		t.Fatal(err)
	}
	for _, s := range []sealOpener{
		{"secretbox", func(o, m []byte) error { return sb.Seal(o, m, nonce24, key) },
			func(m, b []byte) (bool, error) { return sb.Open(m, b, nonce24, key) }},
		{"box", func(o, m []byte) error { return bx.Seal(o, m, nonce24, pubB, privA) },
			func(m, b []byte) (bool, error) { return bx.Open(m, b, nonce24, pubA, privB) }},
		{"chacha20poly1305-ietf", func(o, m []byte) error { return cp.Seal(o, m, ad, nonce12, key) },
			func(m, b []byte) (bool, error) { return cp.Open(m, b, ad, nonce12, key) }},
		{"xchacha20poly1305-ietf", func(o, m []byte) error { return xcp.Seal(o, m, ad, nonce24, key) },
			func(m, b []byte) (bool, error) { return xcp.Open(m, b, ad, nonce24, key) }},
	} {
		for _, n := range []int{0, 1, 100} {
			msg := ctest.Seq(n, 7)
			box := make([]byte, n+16)
			if err := s.seal(box, msg); err != nil {
				t.Fatalf("%s len %d: %v", s.name, n, err)
			}
			got := make([]byte, n)
			if ok, err := s.open(got, box); !ok || err != nil || !bytes.Equal(got, msg) {
				t.Fatalf("%s len %d: Open = %v, %v, %x", s.name, n, ok, err, got)
			}
			box[len(box)-1] ^= 1
			got = bytes.Repeat([]byte{0xee}, n)
			if ok, err := s.open(got, box); ok || err != nil || !ctest.AllZero(got) {
				t.Fatalf("%s len %d: Open(forged) = %v, %v, %x; want false, nil, zeros", s.name, n, ok, err, got)
			}
		}
	}
	if err := bx.Seal(make([]byte, 16), nil, nonce24, make([]byte, 32), privA); err == nil {
		t.Fatal("box Seal to a low-order public key succeeded")
	}
}

// TestKeyConversion checks that converted keys form an X25519 pair and that
// a refused public key is an error although the binding drops the code.
func TestKeyConversion(t *testing.T) {
	ctest.KeyConversion(t, jamesruan.Ed25519{}, jamesruan.Ed25519X25519{}, jamesruan.X25519{})
}
