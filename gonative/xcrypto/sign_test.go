package xcrypto_test

import (
	"bytes"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/internal/nativetest"
	"github.com/naclcmp/naclcmp/gonative/xcrypto"
)

// RFC 8032, section 7.1, TEST 1 (empty message): the detached signature is
// the first 64 bytes of nacl/sign's signed message, which this checks.
func TestEd25519RFC8032(t *testing.T) {
	s := xcrypto.Ed25519{}
	seed := nativetest.Hex(t, "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
	wantPub := nativetest.Hex(t, "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a")
	wantSig := nativetest.Hex(t, "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e06522490155"+
		"5fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b")

	pub, priv := make([]byte, 32), make([]byte, 64)
	if err := s.KeyFromSeed(pub, priv, seed); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(pub, wantPub) {
		t.Fatalf("public = %x, want %x", pub, wantPub)
	}
	sig := make([]byte, 64)
	if err := s.Sign(sig, nil, priv); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(sig, wantSig) {
		t.Fatalf("sig = %x, want %x", sig, wantSig)
	}
	if ok, err := s.Verify(sig, nil, pub); !ok || err != nil {
		t.Fatalf("Verify = %v, %v; want true, nil", ok, err)
	}
}

func TestEd25519Verify(t *testing.T) {
	s := xcrypto.Ed25519{}
	pub, priv := make([]byte, 32), make([]byte, 64)
	if err := s.KeyFromSeed(pub, priv, seq(1, 32)); err != nil {
		t.Fatal(err)
	}
	msg := seq(0, 100)
	sig := make([]byte, 64)
	if err := s.Sign(sig, msg, priv); err != nil {
		t.Fatal(err)
	}
	if ok, err := s.Verify(sig, msg, pub); !ok || err != nil {
		t.Fatalf("Verify = %v, %v; want true, nil", ok, err)
	}
	bad := bytes.Clone(msg)
	bad[99] ^= 1
	if ok, err := s.Verify(sig, bad, pub); ok || err != nil {
		t.Errorf("other message: Verify = %v, %v; want false, nil", ok, err)
	}
	badSig := bytes.Clone(sig)
	badSig[63] ^= 0x10
	if ok, err := s.Verify(badSig, msg, pub); ok || err != nil {
		t.Errorf("other signature: Verify = %v, %v; want false, nil", ok, err)
	}
}
