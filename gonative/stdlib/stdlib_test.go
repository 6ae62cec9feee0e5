package stdlib_test

import (
	"bytes"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/internal/nativetest"
	"github.com/naclcmp/naclcmp/gonative/stdlib"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// The truncation of HMAC-SHA-512 is this package's own code, so it is
// checked against RFC 4231 test case 2 (key "Jefe", which HMAC pads with
// zeros to the same key as NaCl's 32-byte "Jefe\0\0…"): crypto_auth is the
// first 32 bytes of that HMAC-SHA-512.
func TestHMACSHA512256RFC4231(t *testing.T) {
	key := make([]byte, 32)
	copy(key, "Jefe")
	msg := []byte("what do ya want for nothing?")
	want := nativetest.Hex(t, "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea250554")

	tag := make([]byte, 32)
	if err := (stdlib.HMACSHA512256{}).MAC(tag, msg, key); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(tag, want) {
		t.Fatalf("tag = %x, want %x", tag, want)
	}
}

func TestMACVerify(t *testing.T) {
	for _, c := range []struct {
		name string
		op   argtest.MACer
		size int
	}{
		{"HMACSHA256", stdlib.HMACSHA256{}, 32},
		{"HMACSHA512", stdlib.HMACSHA512{}, 64},
		{"HMACSHA512256", stdlib.HMACSHA512256{}, 32},
	} {
		t.Run(c.name, func(t *testing.T) {
			key := bytes.Repeat([]byte{0x42}, 32)
			msg := []byte("attack at dawn")
			tag := make([]byte, c.size)
			if err := c.op.MAC(tag, msg, key); err != nil {
				t.Fatal(err)
			}
			if ok, err := c.op.Verify(tag, msg, key); !ok || err != nil {
				t.Fatalf("Verify(own tag) = %v, %v; want true, nil", ok, err)
			}
			for _, i := range []int{0, c.size - 1} {
				bad := bytes.Clone(tag)
				bad[i] ^= 1
				if ok, err := c.op.Verify(bad, msg, key); ok || err != nil {
					t.Errorf("Verify(tag with byte %d flipped) = %v, %v; want false, nil", i, ok, err)
				}
			}
		})
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
	for _, c := range []struct {
		op interface {
			Equal(a, b []byte) (bool, error)
		}
		n int
	}{{stdlib.Verify16{}, 16}, {stdlib.Verify32{}, 32}, {stdlib.Verify64{}, 64}} {
		a := bytes.Repeat([]byte{5}, c.n)
		if ok, err := c.op.Equal(a, bytes.Clone(a)); !ok || err != nil {
			t.Errorf("n=%d: Equal(a, a) = %v, %v", c.n, ok, err)
		}
		b := bytes.Clone(a)
		b[c.n-1] ^= 0x80
		if ok, err := c.op.Equal(a, b); ok || err != nil {
			t.Errorf("n=%d: Equal(a, b) = %v, %v; want false, nil", c.n, ok, err)
		}
	}
}

func TestVersion(t *testing.T) {
	if v := stdlib.Version(); v == "" {
		t.Fatal("empty version")
	}
}
