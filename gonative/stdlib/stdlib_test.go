package stdlib_test

import (
	"bytes"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/internal/nativetest"
	"github.com/naclcmp/naclcmp/gonative/stdlib"
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/internal/hkdftest"
	"github.com/naclcmp/naclcmp/matrix"
)

// The truncation of HMAC-SHA-512 is this package's own code, so it is
// checked against RFC 4231 test case 2 with NaCl's zero-padded 32-byte key
// "Jefe\0\0…", which HMAC pads to the same key: crypto_auth is the first
// 32 bytes of that HMAC-SHA-512 (NaCl's tests/auth.c).
func TestHMACSHA512256RFC4231(t *testing.T) {
	v := checktest.Vector(t, "nacl-tests", "mac/hmac-sha512256", 3)
	tag := make([]byte, len(v.Tag))
	if err := (stdlib.HMACSHA512256{}).MAC(tag, v.Msg, v.Key); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(tag, v.Tag) {
		t.Fatalf("tag = %x, want %x", tag, v.Tag)
	}
}

func TestMACVerify(t *testing.T) {
	for id, op := range map[string]matrix.MAC{
		"mac/hmac-sha256":    stdlib.HMACSHA256{},
		"mac/hmac-sha512":    stdlib.HMACSHA512{},
		"mac/hmac-sha512256": stdlib.HMACSHA512256{},
	} {
		s := argtest.Spec(id)
		t.Run(id, func(t *testing.T) { argtest.MACVerifies(t, op, s.Out, s.Key) })
	}
}

func TestX25519(t *testing.T) { nativetest.X25519Agreement(t, stdlib.X25519{}) }

func TestEd25519(t *testing.T) {
	s := stdlib.Ed25519{}
	pub, priv := make([]byte, 32), make([]byte, 64)
	seed := bytes.Repeat([]byte{7}, 32)
	if err := s.KeyFromSeed(pub, priv, seed); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(priv[:32], seed) || !bytes.Equal(priv[32:], pub) {
		t.Fatalf("private key is not seed‖public")
	}
	msg := []byte("hello")
	sig := make([]byte, 64)
	if err := s.Sign(sig, msg, priv); err != nil {
		t.Fatal(err)
	}
	if ok, err := s.Verify(sig, msg, pub); !ok || err != nil {
		t.Fatalf("Verify = %v, %v; want true, nil", ok, err)
	}
	if ok, err := s.Verify(sig, []byte("hellO"), pub); ok || err != nil {
		t.Fatalf("Verify(other message) = %v, %v; want false, nil", ok, err)
	}
}

func TestEqual(t *testing.T) {
	for id, op := range map[string]matrix.Equal{
		"verify/verify16": stdlib.Verify16{},
		"verify/verify32": stdlib.Verify32{},
		"verify/verify64": stdlib.Verify64{},
	} {
		n := argtest.Spec(id).In
		a := bytes.Repeat([]byte{5}, n)
		if ok, err := op.Equal(a, bytes.Clone(a)); !ok || err != nil {
			t.Errorf("n=%d: Equal(a, a) = %v, %v", n, ok, err)
		}
		b := bytes.Clone(a)
		b[n-1] ^= 0x80
		if ok, err := op.Equal(a, b); ok || err != nil {
			t.Errorf("n=%d: Equal(a, b) = %v, %v; want false, nil", n, ok, err)
		}
	}
}

func TestVersion(t *testing.T) {
	if v := stdlib.Version(); v == "" {
		t.Fatal("empty version")
	}
}

// TestHKDF holds both HKDFs to RFC 5869 (internal/hkdftest).
func TestHKDF(t *testing.T) {
	hkdftest.Test(t, stdlib.HKDFSHA256{}, "hkdf/sha256")
	hkdftest.Test(t, stdlib.HKDFSHA512{}, "hkdf/sha512")
}
