package hkdf

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Bench is what the benchmark times of an HKDF: Key, the whole
// derivation most callers make, of one HashLen from an n-byte secret with
// a 32-byte salt and 16 bytes of info, per byte of the secret, as the
// MACs are timed per byte of the message. Extract and Expand are parts of
// the same work and left to the checks.
func Bench(matrix.Spec) []family.BenchCall[matrix.HKDF] {
	return []family.BenchCall[matrix.HKDF]{{Name: "key", PerByte: true,
		Prepare: func(s matrix.Spec, op matrix.HKDF, n int, in *family.BenchRand) (func(int) error, [][]byte, error) {
			secret, salt, info, out := in.Bytes(n), in.Bytes(32), in.Bytes(16), make([]byte, s.Out)
			return family.BenchRepeat(func() error { return op.Key(out, secret, salt, info) }), [][]byte{out}, nil
		}}}
}
