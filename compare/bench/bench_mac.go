package bench

import "github.com/naclcmp/naclcmp/matrix"

// macCalls: the tag of an n-byte message under a key of the canonical size.
// Verification costs the same computation plus a comparison, so it is left
// to the interop tests.
func macCalls(matrix.Spec) []benchCall {
	return []benchCall{{name: "mac", perByte: true, prepare: func(s matrix.Spec, op any, n int, in *benchRand) (func(int) error, [][]byte, error) {
		m := op.(matrix.MAC)
		key, msg, tag := in.bytes(s.Key), in.bytes(n), make([]byte, s.Out)
		return repeat(func() error { return m.MAC(tag, msg, key) }), [][]byte{tag}, nil
	}}}
}
