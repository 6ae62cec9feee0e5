package tweetnacl

import (
	"crypto/sha512"
	"encoding/binary"
	"fmt"
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
)

func TestSHA512MatchesStdlib(t *testing.T) {
	r := ctest.Rand(1)
	for _, n := range ctest.MessageSizes {
		msg := ctest.Bytes(r, n)
		out := make([]byte, 64)
		if err := (SHA512{}).Hash(out, msg); err != nil {
			t.Fatalf("len %d: %v", n, err)
		}
		want := sha512.Sum512(msg)
		ctest.EqualHex(t, fmt.Sprintf("SHA-512 of %d bytes", n), out, want[:])
	}
}

// FIPS 180-4 §5.3.5: the initial SHA-512 chaining value.
var sha512IV = [8]uint64{
	0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
	0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179,
}

// TestHashBlocks builds SHA-512 from crypto_hashblocks alone: the FIPS
// initial value, the message's whole blocks, then the FIPS 180-4 padding;
// the final state must be crypto/sha512's digest.
func TestHashBlocks(t *testing.T) {
	r := ctest.Rand(2)
	for _, n := range ctest.MessageSizes {
		msg := ctest.Bytes(r, n)
		state := make([]byte, 64)
		for i, w := range sha512IV {
			binary.BigEndian.PutUint64(state[8*i:], w)
		}
		whole := n / 128 * 128
		if err := (SHA512{}).HashBlocks(state, msg[:whole]); err != nil {
			t.Fatalf("len %d: %v", n, err)
		}
		// Padding: 0x80, zeros, then the 128-bit big-endian bit length.
		tail := append([]byte{}, msg[whole:]...)
		tail = append(tail, 0x80)
		for len(tail)%128 != 112 {
			tail = append(tail, 0)
		}
		tail = append(tail, make([]byte, 8)...)
		tail = binary.BigEndian.AppendUint64(tail, uint64(n)*8)
		if err := (SHA512{}).HashBlocks(state, tail); err != nil {
			t.Fatalf("len %d: padding: %v", n, err)
		}
		want := sha512.Sum512(msg)
		ctest.EqualHex(t, fmt.Sprintf("hashblocks SHA-512 of %d bytes", n), state, want[:])
	}
}
