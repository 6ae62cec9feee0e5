package jamesruan_test

import (
	"bytes"
	"encoding/hex"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/cref/sodium"
	"github.com/naclcmp/naclcmp/cref/sodium/jamesruan"
)

func seq(n int, start byte) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = start + byte(i)
	}
	return b
}

func unhex(t testing.TB, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatalf("bad hex in test vector: %v", err)
	}
	return b
}

func allZero(b []byte) bool { return bytes.Count(b, []byte{0}) == len(b) }

// TestVersion checks that the version names the linked libsodium and the
// binding; the module version itself needs a binary's dependency list,
// which test binaries lack (TestVersionIn covers reading it).
func TestVersion(t *testing.T) {
	v := jamesruan.Version()
	if !strings.HasPrefix(v, "libsodium "+sodium.Version()+", jamesruan/sodium ") {
		t.Fatalf("Version() = %q", v)
	}
}

// TestEd25519RFC8032 checks RFC 8032 section 7.1, TEST 2 (one-byte message
// 0x72) through the binding, then a forged signature.
func TestEd25519RFC8032(t *testing.T) {
	var ed jamesruan.Ed25519
	seed := unhex(t, "4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb")
	wantPub := unhex(t, "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c")
	wantSig := unhex(t, "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00")
	msg := []byte{0x72}
	pub, priv, sig := make([]byte, 32), make([]byte, 64), make([]byte, 64)
	if err := ed.KeyFromSeed(pub, priv, seed); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(pub, wantPub) {
		t.Fatalf("public = %x, RFC 8032 says %x", pub, wantPub)
	}
	if err := ed.Sign(sig, msg, priv); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(sig, wantSig) {
		t.Fatalf("sig = %x, RFC 8032 says %x", sig, wantSig)
	}
	if ok, err := ed.Verify(sig, msg, pub); !ok || err != nil {
		t.Fatalf("Verify = %v, %v", ok, err)
	}
	sig[63] ^= 0x40
	if ok, err := ed.Verify(sig, msg, pub); ok || err != nil {
		t.Fatalf("Verify(forged) = %v, %v; want false, nil", ok, err)
	}
}

// TestX25519RFC7748 checks the Diffie-Hellman example of RFC 7748 section
// 6.1 and that a low-order point is an error, not a panic.
func TestX25519RFC7748(t *testing.T) {
	var x jamesruan.X25519
	alicePriv := unhex(t, "77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a")
	alicePub := unhex(t, "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a")
	bobPub := unhex(t, "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f")
	shared := unhex(t, "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742")
	out := make([]byte, 32)
	if err := x.ScalarBaseMult(out, alicePriv); err != nil || !bytes.Equal(out, alicePub) {
		t.Fatalf("ScalarBaseMult = %x, %v; RFC 7748 says %x", out, err, alicePub)
	}
	if err := x.ScalarMult(out, alicePriv, bobPub); err != nil || !bytes.Equal(out, shared) {
		t.Fatalf("ScalarMult = %x, %v; RFC 7748 says %x", out, err, shared)
	}
	keep := bytes.Clone(out)
	if err := x.ScalarMult(out, alicePriv, make([]byte, 32)); err == nil {
		t.Fatal("ScalarMult with a low-order point succeeded")
	}
	if !bytes.Equal(out, keep) {
		t.Fatal("refused ScalarMult changed out")
	}
}

// TestBLAKE2b checks RFC 7693 Appendix A and the keyed MAC's Verify.
func TestBLAKE2b(t *testing.T) {
	want := unhex(t, "ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923")
	out := make([]byte, 64)
	if err := (jamesruan.BLAKE2b{}).Hash(out, []byte("abc")); err != nil || !bytes.Equal(out, want) {
		t.Fatalf("BLAKE2b-512(abc) = %x, %v; RFC 7693 says %x", out, err, want)
	}
	if err := (jamesruan.BLAKE2b{}).Hash(out, nil); err != nil {
		t.Fatalf("empty message: %v", err)
	}
	testMAC(t, jamesruan.BLAKE2bMAC{}, 16, 16)
	testMAC(t, jamesruan.BLAKE2bMAC{}, 64, 64)
	testMAC(t, jamesruan.HMACSHA512256{}, 32, 32)
}

type macer interface {
	MAC(tag, msg, key []byte) error
	Verify(tag, msg, key []byte) (bool, error)
}

// testMAC checks that m verifies its own tag and rejects a flipped bit.
func testMAC(t *testing.T, m macer, tagLen, keyLen int) {
	t.Helper()
	msg, key, tag := seq(300, 1), seq(keyLen, 9), make([]byte, tagLen)
	if err := m.MAC(tag, msg, key); err != nil {
		t.Fatalf("%T: %v", m, err)
	}
	if allZero(tag) {
		t.Fatalf("%T wrote no tag", m)
	}
	if ok, err := m.Verify(tag, msg, key); !ok || err != nil {
		t.Fatalf("%T: Verify(own tag) = %v, %v", m, ok, err)
	}
	tag[tagLen-1] ^= 1
	if ok, err := m.Verify(tag, msg, key); ok || err != nil {
		t.Fatalf("%T: Verify(flipped) = %v, %v; want false, nil", m, ok, err)
	}
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
	key, nonce24, nonce12, ad := seq(32, 1), seq(24, 50), seq(12, 80), []byte("header")
	var (
		sb  jamesruan.XSalsa20Poly1305
		bx  jamesruan.Curve25519XSalsa20Poly1305
		cp  jamesruan.ChaCha20Poly1305IETF
		xcp jamesruan.XChaCha20Poly1305IETF
		x   jamesruan.X25519
	)
	privA, privB, pubA, pubB := seq(32, 3), seq(32, 40), make([]byte, 32), make([]byte, 32)
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
			msg := seq(n, 7)
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
			if ok, err := s.open(got, box); ok || err != nil || !allZero(got) {
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
	var (
		ed   jamesruan.Ed25519
		conv jamesruan.Ed25519X25519
	)
	pub, priv := make([]byte, 32), make([]byte, 64)
	if err := ed.KeyFromSeed(pub, priv, seq(32, 5)); err != nil {
		t.Fatal(err)
	}
	xpub, xpriv, want := make([]byte, 32), make([]byte, 32), make([]byte, 32)
	if err := conv.PublicToX25519(xpub, pub); err != nil {
		t.Fatal(err)
	}
	if err := conv.PrivateToX25519(xpriv, priv); err != nil {
		t.Fatal(err)
	}
	if err := (jamesruan.X25519{}).ScalarBaseMult(want, xpriv); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(xpub, want) {
		t.Fatalf("converted public %x, want X25519(converted private) %x", xpub, want)
	}
	identity := make([]byte, 32)
	identity[0] = 1
	keep := bytes.Clone(xpub)
	if err := conv.PublicToX25519(xpub, identity); err == nil {
		t.Fatal("PublicToX25519 accepted the identity point")
	}
	if !bytes.Equal(xpub, keep) {
		t.Fatal("refused PublicToX25519 changed out")
	}
}
