package bench

import (
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
)

// secretStreamCalls: pushing an n-byte message onto a stream, and opening
// a one-message stream of n bytes.
//
// "push" adds a MESSAGE-tagged message to a stream started once, as a
// writer of a long stream does; it has no digest, since the header, and
// so every ciphertext, is random (Prepare checks instead that the first
// message opens). "open" starts a pull state from the header and pulls
// the stream's one FINAL message, each call: a pull state cannot take the
// same message twice, and this is what the C loop of libsodium times
// (init_pull, then pull). Its output is the plaintext, whose digest is the
// same for every implementation.
func secretStreamCalls(matrix.Spec) []benchCall {
	return []benchCall{
		{name: "push", perByte: true, prepare: func(s matrix.Spec, op any, n int, in *benchRand) (func(int) error, [][]byte, error) {
			x := op.(matrix.SecretStream)
			key, header, msg := in.bytes(s.Key), make([]byte, s.Header), in.bytes(n)
			ct := make([]byte, n+s.Overhead)
			p, err := x.NewPush(header, key)
			if err != nil {
				return nil, nil, err
			}
			if err := p.Push(ct, msg, nil, matrix.SecretStreamMessage); err != nil {
				return nil, nil, err
			}
			if err := secretStreamOpens(s, x, header, key, ct, matrix.SecretStreamMessage); err != nil {
				return nil, nil, err
			}
			return repeat(func() error { return p.Push(ct, msg, nil, matrix.SecretStreamMessage) }), nil, nil
		}},
		{name: "open", perByte: true, prepare: func(s matrix.Spec, op any, n int, in *benchRand) (func(int) error, [][]byte, error) {
			x := op.(matrix.SecretStream)
			key, header, msg := in.bytes(s.Key), make([]byte, s.Header), in.bytes(n)
			ct, out := make([]byte, n+s.Overhead), make([]byte, n)
			p, err := x.NewPush(header, key)
			if err == nil {
				err = p.Push(ct, msg, nil, matrix.SecretStreamFinal)
			}
			return repeatAccept(func() (bool, error) { return secretStreamOpen(x, header, key, out, ct) }), [][]byte{out}, err
		}},
	}
}

// secretStreamOpen starts a pull state and pulls ct, which must be the
// stream's FINAL message.
func secretStreamOpen(x matrix.SecretStream, header, key, out, ct []byte) (bool, error) {
	pl, err := x.NewPull(header, key)
	if err != nil {
		return false, err
	}
	tag, ok, err := pl.Pull(out, ct, nil)
	return ok && tag == matrix.SecretStreamFinal, err
}

// secretStreamOpens requires ct to open as the first message of the
// stream of header, with tag.
func secretStreamOpens(s matrix.Spec, x matrix.SecretStream, header, key, ct []byte, want byte) error {
	pl, err := x.NewPull(header, key)
	if err != nil {
		return err
	}
	tag, ok, err := pl.Pull(make([]byte, len(ct)-s.Overhead), ct, nil)
	switch {
	case err != nil:
		return err
	case !ok || tag != want:
		return fmt.Errorf("its own first message opened %v with tag %d: %w", ok, tag, errRejected)
	}
	return nil
}
