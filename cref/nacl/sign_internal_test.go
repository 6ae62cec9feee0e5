package nacl

import (
	"bytes"
	"testing"
)

// TestSignExpand checks that the secret key Sign derives from a seed is
// the one NaCl's own crypto_sign_keypair keeps when the seed is served as
// its random bytes, for several seeds.
func TestSignExpand(t *testing.T) {
	for i := range 8 {
		seed := bytes.Repeat([]byte{byte(37 * i)}, 32)
		seed[0] = byte(i)
		fromKeypair, fromExpand, err := expandedKeys(seed)
		if err != nil {
			t.Fatal(err)
		}
		if fromKeypair != fromExpand {
			t.Fatalf("seed %x: crypto_sign_keypair keeps %x, Sign derives %x", seed, fromKeypair, fromExpand)
		}
		if fromKeypair == [64]byte{} {
			t.Fatal("crypto_sign_keypair wrote nothing")
		}
	}
}
