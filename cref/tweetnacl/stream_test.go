package tweetnacl

import (
	"bytes"
	"fmt"
	"testing"

	"golang.org/x/crypto/salsa20"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// streamCases pairs each TweetNaCl stream with its operation, whose nonce
// size x/crypto's salsa20 picks XSalsa20 or Salsa20 by, in the same way.
var streamCases = []struct {
	name string
	s    matrix.Stream
	spec matrix.Spec
}{
	{"xsalsa20", XSalsa20{}, argtest.Spec("stream/xsalsa20")},
	{"salsa20", Salsa20{}, argtest.Spec("stream/salsa20")},
}

func TestStreamMatchesXCrypto(t *testing.T) {
	r := ctest.Rand(3)
	for _, tc := range streamCases {
		for _, n := range ctest.MessageSizes {
			key := ctest.Bytes(r, tc.spec.Key)
			nonce := ctest.Bytes(r, tc.spec.Nonce)
			msg := ctest.Bytes(r, n)

			want := make([]byte, n)
			salsa20.XORKeyStream(want, msg, nonce, (*[32]byte)(key))
			got := make([]byte, n)
			if err := tc.s.XOR(got, msg, nonce, key); err != nil {
				t.Fatalf("%s len %d: %v", tc.name, n, err)
			}
			ctest.EqualHex(t, fmt.Sprintf("%s XOR len %d", tc.name, n), got, want)

			// The keystream is the XOR of zeros.
			wantKS := make([]byte, n)
			salsa20.XORKeyStream(wantKS, make([]byte, n), nonce, (*[32]byte)(key))
			ks := make([]byte, n)
			if err := tc.s.KeyStream(ks, nonce, key); err != nil {
				t.Fatalf("%s len %d: %v", tc.name, n, err)
			}
			ctest.EqualHex(t, fmt.Sprintf("%s keystream len %d", tc.name, n), ks, wantKS)

			// Exact in-place use is allowed and gives the same result.
			inPlace := append([]byte{}, msg...)
			if err := tc.s.XOR(inPlace, inPlace, nonce, key); err != nil {
				t.Fatalf("%s in place len %d: %v", tc.name, n, err)
			}
			ctest.EqualHex(t, fmt.Sprintf("%s in-place XOR len %d", tc.name, n), inPlace, want)
		}
	}
}

func TestStreamRefusesPartialOverlap(t *testing.T) {
	for _, tc := range streamCases {
		buf := make([]byte, 100)
		before := bytes.Clone(buf)
		err := tc.s.XOR(buf[1:65], buf[0:64], make([]byte, tc.spec.Nonce), make([]byte, tc.spec.Key))
		if err == nil {
			t.Errorf("%s: XOR with shifted overlap: no error", tc.name)
		}
		if !bytes.Equal(buf, before) {
			t.Errorf("%s: refused XOR wrote to its buffer", tc.name)
		}
	}
}
