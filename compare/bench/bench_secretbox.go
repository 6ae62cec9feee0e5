package bench

import "github.com/naclcmp/naclcmp/matrix"

// secretBoxCalls: sealing and opening an n-byte message. Open gets the box
// the same implementation sealed; Seal is deterministic, so that is the
// same box for every correct implementation.
func secretBoxCalls(matrix.Spec) []benchCall {
	setup := func(s matrix.Spec, op any, n int, in *benchRand) (sb matrix.SecretBox, key, nonce, msg, box []byte, err error) {
		sb = op.(matrix.SecretBox)
		key, nonce, msg = in.bytes(s.Key), in.bytes(s.Nonce), in.bytes(n)
		box = make([]byte, n+s.Overhead)
		return sb, key, nonce, msg, box, sb.Seal(box, msg, nonce, key)
	}
	return []benchCall{
		{name: "seal", perByte: true, prepare: func(s matrix.Spec, op any, n int, in *benchRand) (func(int) error, [][]byte, error) {
			sb, key, nonce, msg, box, err := setup(s, op, n, in)
			return repeat(func() error { return sb.Seal(box, msg, nonce, key) }), [][]byte{box}, err
		}},
		{name: "open", perByte: true, prepare: func(s matrix.Spec, op any, n int, in *benchRand) (func(int) error, [][]byte, error) {
			sb, key, nonce, _, box, err := setup(s, op, n, in)
			out := make([]byte, n)
			return repeatAccept(func() (bool, error) { return sb.Open(out, box, nonce, key) }), [][]byte{out}, err
		}},
	}
}
