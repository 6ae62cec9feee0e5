package xcrypto_test

import (
	"bytes"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/internal/nativetest"
	"github.com/naclcmp/naclcmp/gonative/xcrypto"
)

func TestMACVerify(t *testing.T) {
	for _, c := range []struct {
		name     string
		op       mac
		tag, key int
	}{
		{"HMACSHA512256", xcrypto.HMACSHA512256{}, 32, 32},
		{"Poly1305", xcrypto.Poly1305{}, 16, 32},
		{"KeyedBLAKE2b", xcrypto.KeyedBLAKE2b{}, 64, 64},
		{"KeyedBLAKE2b/tag=16,key=1", xcrypto.KeyedBLAKE2b{}, 16, 1},
		{"KeyedBLAKE2s", xcrypto.KeyedBLAKE2s{}, 32, 32},
		{"KeyedBLAKE2s/key=1", xcrypto.KeyedBLAKE2s{}, 32, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			key, msg := seq(9, c.key), []byte("attack at dawn")
			tag := make([]byte, c.tag)
			if err := c.op.MAC(tag, msg, key); err != nil {
				t.Fatal(err)
			}
			if ok, err := c.op.Verify(tag, msg, key); !ok || err != nil {
				t.Fatalf("Verify(own tag) = %v, %v; want true, nil", ok, err)
			}
			for _, i := range []int{0, c.tag - 1} {
				bad := bytes.Clone(tag)
				bad[i] ^= 1
				if ok, err := c.op.Verify(bad, msg, key); ok || err != nil {
					t.Errorf("tag byte %d flipped: Verify = %v, %v; want false, nil", i, ok, err)
				}
			}
			otherKey := bytes.Clone(key)
			otherKey[0] ^= 1
			if ok, err := c.op.Verify(tag, msg, otherKey); ok || err != nil {
				t.Errorf("other key: Verify = %v, %v; want false, nil", ok, err)
			}
		})
	}
}

// BLAKE2's output length is a parameter of the hash (RFC 7693, section
// 2.5), not a truncation: a 32-byte digest is not the prefix of the 64-byte
// one. This shows that the binding passes the length through rather than
// cutting a longer digest.
func TestBLAKE2bLengthIsParameter(t *testing.T) {
	msg := []byte("abc")
	d64, d32 := make([]byte, 64), make([]byte, 32)
	if err := (xcrypto.BLAKE2b{}).Hash(d64, msg); err != nil {
		t.Fatal(err)
	}
	if err := (xcrypto.BLAKE2b{}).Hash(d32, msg); err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(d32, d64[:32]) {
		t.Error("BLAKE2b-256 is the prefix of BLAKE2b-512: length not passed as a parameter")
	}
	t16, t64 := make([]byte, 16), make([]byte, 64)
	k := xcrypto.KeyedBLAKE2b{}
	if err := k.MAC(t16, msg, seq(0, 32)); err != nil {
		t.Fatal(err)
	}
	if err := k.MAC(t64, msg, seq(0, 32)); err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(t16, t64[:16]) {
		t.Error("keyed BLAKE2b: 16-byte tag is the prefix of the 64-byte tag")
	}
}

// RFC 7693, appendix A (BLAKE2b-512) and appendix B (BLAKE2s-256), message
// "abc".
func TestBLAKE2RFC7693(t *testing.T) {
	d := make([]byte, 64)
	if err := (xcrypto.BLAKE2b{}).Hash(d, []byte("abc")); err != nil {
		t.Fatal(err)
	}
	if want := nativetest.Hex(t, "ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d1"+
		"7d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923"); !bytes.Equal(d, want) {
		t.Errorf("BLAKE2b-512(abc) = %x", d)
	}
	s := make([]byte, 32)
	if err := (xcrypto.BLAKE2s{}).Hash(s, []byte("abc")); err != nil {
		t.Fatal(err)
	}
	if want := nativetest.Hex(t, "508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982"); !bytes.Equal(s, want) {
		t.Errorf("BLAKE2s-256(abc) = %x", s)
	}
}
