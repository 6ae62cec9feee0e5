package compare

// coreCalls: one core-function evaluation with the standard constant.
func coreCalls(Spec) []benchCall {
	return []benchCall{{name: "core", prepare: func(s Spec, op any, _ int, in *benchRand) (func(int) error, [][]byte, error) {
		c := op.(Core)
		input, key, out := in.bytes(s.In), in.bytes(s.Key), make([]byte, s.Out)
		constant := []byte(sigma)
		return repeat(func() error { return c.Core(out, input, key, constant) }), [][]byte{out}, nil
	}}}
}
