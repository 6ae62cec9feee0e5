package bench

import "github.com/naclcmp/naclcmp/matrix"

// coreCalls: one core-function evaluation with the standard constant.
func coreCalls(matrix.Spec) []benchCall {
	return []benchCall{{name: "core", prepare: func(s matrix.Spec, op any, _ int, in *benchRand) (func(int) error, [][]byte, error) {
		c := op.(matrix.Core)
		input, key, out := in.bytes(s.In), in.bytes(s.Key), make([]byte, s.Out)
		constant := []byte(matrix.Sigma)
		return repeat(func() error { return c.Core(out, input, key, constant) }), [][]byte{out}, nil
	}}}
}
