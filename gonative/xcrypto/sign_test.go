package xcrypto_test

import (
	"bytes"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/xcrypto"
	"github.com/naclcmp/naclcmp/internal/checktest"
)

// RFC 8032, section 7.1, TEST 1 (empty message): the detached signature is
// the first 64 bytes of nacl/sign's signed message, which this checks.
func TestEd25519RFC8032(t *testing.T) {
	s := xcrypto.Ed25519{}
	v := checktest.Vector(t, "rfc8032", "sign/ed25519", 1)
	pub, priv := make([]byte, len(v.Public)), make([]byte, len(v.Seed)+len(v.Public))
	if err := s.KeyFromSeed(pub, priv, v.Seed); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(pub, v.Public) {
		t.Fatalf("public = %x, want %x", pub, v.Public)
	}
	sig := make([]byte, len(v.Sig))
	if err := s.Sign(sig, v.Msg, priv); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(sig, v.Sig) {
		t.Fatalf("sig = %x, want %x", sig, v.Sig)
	}
	if ok, err := s.Verify(sig, v.Msg, pub); !ok || err != nil {
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
