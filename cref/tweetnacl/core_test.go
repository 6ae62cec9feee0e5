package tweetnacl

import (
	"encoding/binary"
	"testing"

	"golang.org/x/crypto/salsa20/salsa"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/matrix"
)

func TestHSalsa20MatchesXCrypto(t *testing.T) {
	r := ctest.Rand(4)
	for i := 0; i < 16; i++ {
		in, key := ctest.Bytes(r, 16), ctest.Bytes(r, 32)
		constant := []byte(matrix.Sigma)
		if i%2 == 1 {
			// The constant is an input like any other.
			constant = ctest.Bytes(r, 16)
		}
		var want [32]byte
		salsa.HSalsa20(&want, (*[16]byte)(in), (*[32]byte)(key), (*[16]byte)(constant))
		got := make([]byte, 32)
		if err := (HSalsa20{}).Core(got, in, key, constant); err != nil {
			t.Fatal(err)
		}
		ctest.EqualHex(t, "HSalsa20", got, want[:])
	}
}

// TestSalsa20CoreIsKeystreamBlock checks crypto_core_salsa20 against
// x/crypto's Salsa20 keystream: block number c of nonce n is the core of
// n ‖ c (little-endian) under the key and "expand 32-byte k".
func TestSalsa20CoreIsKeystreamBlock(t *testing.T) {
	r := ctest.Rand(5)
	for _, block := range []uint64{0, 1, 2, 1 << 32, 1<<64 - 1} {
		nonce, key := ctest.Bytes(r, 8), ctest.Bytes(r, 32)
		var counter [16]byte
		copy(counter[:], nonce)
		binary.LittleEndian.PutUint64(counter[8:], block)
		want := make([]byte, 64)
		salsa.XORKeyStream(want, make([]byte, 64), &counter, (*[32]byte)(key))

		got := make([]byte, 64)
		if err := (Salsa20Core{}).Core(got, counter[:], key, []byte(matrix.Sigma)); err != nil {
			t.Fatal(err)
		}
		ctest.EqualHex(t, "Salsa20 core", got, want)
	}
}
