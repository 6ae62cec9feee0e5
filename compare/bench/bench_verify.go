package bench

import "github.com/naclcmp/naclcmp/matrix"

// equalCalls: comparing two equal strings, the case that reads every byte.
func equalCalls(matrix.Spec) []benchCall {
	return []benchCall{{name: "equal", prepare: func(s matrix.Spec, op any, _ int, in *benchRand) (func(int) error, [][]byte, error) {
		e := op.(matrix.Equal)
		a := in.bytes(s.In)
		b := append([]byte(nil), a...)
		return repeatAccept(func() (bool, error) { return e.Equal(a, b) }), nil, nil
	}}}
}
