package bench

import "github.com/naclcmp/naclcmp/matrix"

// hashCalls: a digest of an n-byte message, at the default output length.
func hashCalls(matrix.Spec) []benchCall {
	return []benchCall{{name: "hash", perByte: true, prepare: func(s matrix.Spec, op any, n int, in *benchRand) (func(int) error, [][]byte, error) {
		h := op.(matrix.Hash)
		msg, out := in.bytes(n), make([]byte, s.Out)
		return repeat(func() error { return h.Hash(out, msg) }), [][]byte{out}, nil
	}}}
}
