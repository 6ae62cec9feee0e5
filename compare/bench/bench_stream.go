package bench

import "github.com/naclcmp/naclcmp/matrix"

// streamCalls: encrypting an n-byte message (keystream XOR message), what
// eBASC measures for stream ciphers.
func streamCalls(matrix.Spec) []benchCall {
	return []benchCall{{name: "xor", perByte: true, prepare: func(s matrix.Spec, op any, n int, in *benchRand) (func(int) error, [][]byte, error) {
		c := op.(matrix.Stream)
		key, nonce, msg, out := in.bytes(s.Key), in.bytes(s.Nonce), in.bytes(n), make([]byte, n)
		return repeat(func() error { return c.XOR(out, msg, nonce, key) }), [][]byte{out}, nil
	}}}
}
