package secretstream

import (
	"bytes"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
)

// Bench is what the benchmark times of a secretstream: pushing an n-byte
// message onto a stream, and opening a one-message stream of n bytes.
//
// "push" adds a MESSAGE-tagged message to a stream started once, as a
// writer of a long stream does; it has no digest, since the header, and
// so every ciphertext, is random (its prepare checks instead that the
// first message opens). "open" starts a pull state from the header and
// pulls the stream's one FINAL message, each call: a pull state cannot
// take the same message twice, and this is what the C loop of libsodium
// times (init_pull, then pull). Its output is the plaintext, whose digest
// is the same for every implementation.
func Bench(matrix.Spec) []family.BenchCall[matrix.SecretStream] {
	return []family.BenchCall[matrix.SecretStream]{
		{Name: "push", PerByte: true, Prepare: func(s matrix.Spec, x matrix.SecretStream, n int, in *family.BenchRand) (func(int) error, [][]byte, error) {
			key, header, msg := in.Bytes(s.Key), make([]byte, s.Header), in.Bytes(n)
			ct := make([]byte, n+s.Overhead)
			p, err := x.NewPush(header, key)
			if err != nil {
				return nil, nil, err
			}
			if err := p.Push(ct, msg, nil, matrix.SecretStreamMessage); err != nil {
				return nil, nil, err
			}
			if err := benchOpens(s, x, header, key, ct, matrix.SecretStreamMessage); err != nil {
				return nil, nil, err
			}
			return family.BenchRepeat(func() error { return p.Push(ct, msg, nil, matrix.SecretStreamMessage) }), nil, nil
		}},
		{Name: "open", PerByte: true, Prepare: func(s matrix.Spec, x matrix.SecretStream, n int, in *family.BenchRand) (func(int) error, [][]byte, error) {
			key, header, msg := in.Bytes(s.Key), make([]byte, s.Header), in.Bytes(n)
			ct, out := make([]byte, n+s.Overhead), make([]byte, n)
			p, err := x.NewPush(header, key)
			if err == nil {
				err = p.Push(ct, msg, nil, matrix.SecretStreamFinal)
			}
			return family.BenchRepeatAccept(func() (bool, error) { return benchOpen(x, header, key, out, ct) }), [][]byte{out}, err
		}},
	}
}

// benchOpen starts a pull state and pulls ct, which must be the stream's
// FINAL message: one call of the "open" workload and of its C loop.
func benchOpen(x matrix.SecretStream, header, key, out, ct []byte) (bool, error) {
	pl, err := x.NewPull(header, key)
	if err != nil {
		return false, err
	}
	tag, ok, err := pl.Pull(out, ct, nil)
	return ok && tag == matrix.SecretStreamFinal, err
}

// benchOpens requires ct to open as the first message of the stream of
// header, with tag want: a push workload has no digest, so this is what
// refuses a Push writing garbage.
func benchOpens(s matrix.Spec, x matrix.SecretStream, header, key, ct []byte, want byte) error {
	pl, err := x.NewPull(header, key)
	if err != nil {
		return err
	}
	tag, ok, err := pl.Pull(make([]byte, len(ct)-s.Overhead), ct, nil)
	switch {
	case err != nil:
		return err
	case !ok || tag != want:
		return fmt.Errorf("its own first message opened %v with tag %d: %w", ok, tag, family.BenchErrRejected)
	}
	return nil
}

// Loop is the call its C loops time, the opening of a one-message stream:
// the binding pushes Msg's bytes as the stream's FINAL message into Msg
// itself (Msg is the message plus the overhead), its header into Nonce (24
// bytes); the call starts a pull state and pulls it into Out. AD stays
// empty.
var Loop = family.BenchLoop[matrix.SecretStream]{Call: "open",
	Sizes: func(s matrix.Spec, n int) (int, int, int) { return n, n + s.Overhead, 0 },
	Prepare: func(s matrix.Spec, x matrix.SecretStream, a *cloop.Args) (func() error, error) {
		key, header := a.Key[:s.Key], a.Nonce[:s.Header]
		p, err := x.NewPush(header, key)
		if err != nil {
			return nil, err
		}
		msg := bytes.Clone(a.Msg[:len(a.Msg)-s.Overhead])
		if err := p.Push(a.Msg, msg, nil, matrix.SecretStreamFinal); err != nil {
			return nil, err
		}
		return func() error {
			if ok, err := benchOpen(x, header, key, a.Out, a.Msg); err != nil || !ok {
				return fmt.Errorf("its own stream did not open (%v)", err)
			}
			return nil
		}, nil
	}}

// Crossing is the C loop once per call in the shape of
// matrix.SecretStream, what a binding's crossing is measured against
// (family.BenchOnce). Its NewPull returns a state whose Pull is one call
// of the loop, which starts its own pull state and pulls the message: the
// binding's NewPull and Pull together, reporting the FINAL tag that the
// loop's message carries. NewPush and Push do nothing: the binding's own
// Loop.Prepare has already pushed the stream into the loop's buffers.
func Crossing(c *family.BenchOnce) matrix.SecretStream { return benchCrossing{c} }

type benchCrossing struct{ *family.BenchOnce }

func (c benchCrossing) NewPush(_, _ []byte) (matrix.SecretStreamPusher, error) {
	return benchCrossingState(c), nil
}
func (c benchCrossing) NewPull(_, _ []byte) (matrix.SecretStreamPuller, error) {
	return benchCrossingState(c), nil
}

type benchCrossingState struct{ *family.BenchOnce }

func (c benchCrossingState) Push(_, _, _ []byte, _ byte) error { return nil }
func (c benchCrossingState) Pull(_, _, _ []byte) (byte, bool, error) {
	return matrix.SecretStreamFinal, true, c.Run()
}
func (c benchCrossingState) Rekey() error { return nil }
