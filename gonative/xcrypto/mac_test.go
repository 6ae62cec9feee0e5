package xcrypto_test

import (
	"bytes"
	"cmp"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/xcrypto"
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/internal/hkdftest"
	"github.com/naclcmp/naclcmp/matrix"
)

func TestMACVerify(t *testing.T) {
	for _, c := range []struct {
		name, id string
		op       matrix.MAC
		tag, key int // 0: the operation's default size
	}{
		{"HMACSHA512256", "mac/hmac-sha512256", xcrypto.HMACSHA512256{}, 0, 0},
		{"Poly1305", "mac/poly1305", xcrypto.Poly1305{}, 0, 0},
		{"BLAKE2bMAC", "mac/blake2b", xcrypto.BLAKE2bMAC{}, 0, 64},
		{"BLAKE2bMAC/tag=16,key=1", "mac/blake2b", xcrypto.BLAKE2bMAC{}, 16, 1},
		{"BLAKE2sMAC", "mac/blake2s", xcrypto.BLAKE2sMAC{}, 0, 0},
		{"BLAKE2sMAC/key=1", "mac/blake2s", xcrypto.BLAKE2sMAC{}, 0, 1},
	} {
		s := argtest.Spec(c.id)
		tag, key := cmp.Or(c.tag, s.Out), cmp.Or(c.key, s.Key)
		t.Run(c.name, func(t *testing.T) { argtest.MACVerifies(t, c.op, tag, key) })
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
	k := xcrypto.BLAKE2bMAC{}
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
	for _, c := range []struct {
		op matrix.Hash
		id string
		v  int
	}{{xcrypto.BLAKE2b{}, "hash/blake2b", 1}, {xcrypto.BLAKE2s{}, "hash/blake2s", 2}} {
		v := checktest.Vector(t, "rfc7693", c.id, c.v)
		d := make([]byte, len(v.Out))
		if err := c.op.Hash(d, v.Msg); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(d, v.Out) {
			t.Errorf("%s: %s = %x, want %x", c.id, v.Comment, d, v.Out)
		}
	}
}

// TestHKDF holds both HKDFs to RFC 5869 (internal/hkdftest).
func TestHKDF(t *testing.T) {
	hkdftest.Test(t, xcrypto.HKDFSHA256{}, "hkdf/sha256")
	hkdftest.Test(t, xcrypto.HKDFSHA512{}, "hkdf/sha512")
}
