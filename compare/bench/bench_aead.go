package bench

import "github.com/naclcmp/naclcmp/matrix"

// aeadCalls: sealing and opening an n-byte message with no associated data.
// Open gets the ciphertext the same implementation sealed.
func aeadCalls(matrix.Spec) []benchCall {
	setup := func(s matrix.Spec, op any, n int, in *benchRand) (a matrix.AEAD, key, nonce, msg, ad, ct []byte, err error) {
		a = op.(matrix.AEAD)
		key, nonce, msg, ad = in.bytes(s.Key), in.bytes(s.Nonce), in.bytes(n), in.bytes(0)
		ct = make([]byte, n+s.Overhead)
		return a, key, nonce, msg, ad, ct, a.Seal(ct, msg, ad, nonce, key)
	}
	return []benchCall{
		{name: "seal", perByte: true, prepare: func(s matrix.Spec, op any, n int, in *benchRand) (func(int) error, [][]byte, error) {
			a, key, nonce, msg, ad, ct, err := setup(s, op, n, in)
			return repeat(func() error { return a.Seal(ct, msg, ad, nonce, key) }), [][]byte{ct}, err
		}},
		{name: "open", perByte: true, prepare: func(s matrix.Spec, op any, n int, in *benchRand) (func(int) error, [][]byte, error) {
			a, key, nonce, _, ad, ct, err := setup(s, op, n, in)
			out := make([]byte, n)
			return repeatAccept(func() (bool, error) { return a.Open(out, ct, ad, nonce, key) }), [][]byte{out}, err
		}},
	}
}
