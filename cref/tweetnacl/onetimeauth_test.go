package tweetnacl

import (
	"fmt"
	"testing"

	"golang.org/x/crypto/poly1305"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
)

func TestPoly1305MatchesXCrypto(t *testing.T) {
	r := ctest.Rand(6)
	for _, n := range ctest.MessageSizes {
		msg, key := ctest.Bytes(r, n), ctest.Bytes(r, 32)
		var want [16]byte
		poly1305.Sum(&want, msg, (*[32]byte)(key))
		tag := make([]byte, 16)
		if err := (Poly1305{}).MAC(tag, msg, key); err != nil {
			t.Fatal(err)
		}
		ctest.EqualHex(t, fmt.Sprintf("Poly1305 of %d bytes", n), tag, want[:])

		ok, err := (Poly1305{}).Verify(tag, msg, key)
		if err != nil || !ok {
			t.Errorf("len %d: Verify(own tag) = %v, %v; want true", n, ok, err)
		}
		for _, i := range []int{0, 7, 15} {
			bad := append([]byte{}, tag...)
			bad[i] ^= 0x01
			if ok, err := (Poly1305{}).Verify(bad, msg, key); err != nil || ok {
				t.Errorf("len %d: Verify(tag with byte %d flipped) = %v, %v; want false", n, i, ok, err)
			}
		}
	}
}
