package secretstream

import (
	"bytes"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/internal/tamper"
	"github.com/naclcmp/naclcmp/matrix"
)

// Steps is the secretstream family's share of the transcript's budget:
// its calls are cheap, so it takes many steps, with messages growing to
// about 1 KiB.
const Steps = 64

// Sequence is the secretstream family's transcript sequence. It pushes a
// stream of three messages per step (MESSAGE, PUSH, FINAL) and pulls it
// back, then requires a message with one bit flipped, one cut by a byte and
// the second message in place of the first to be refused.
//
// The header is random in every implementation (libsodium's init_push draws
// it; no interface lets a caller choose it), so the ciphertexts differ from
// run to run and are never absorbed. What is absorbed is determined by the
// chain alone: the lengths of the header and of each pushed message, what
// Pull returns for each (plaintext and tag), and the verdicts on the three
// changed messages. Every correct implementation therefore gives the same
// digest on every run and architecture; that streams made by one
// implementation open in another is the interop check's to show, as no
// transcript cell sees two implementations.
func Sequence(s matrix.Spec, x matrix.SecretStream, c *family.Chain, steps int) error {
	tags := []byte{matrix.SecretStreamMessage, matrix.SecretStreamPush, matrix.SecretStreamFinal}
	for i := range steps {
		in := c.Draw(s.Key, family.StepLen(i), i, 1)
		key, msgs := in[0], in[1:]
		header := make([]byte, s.Header)
		p, err := x.NewPush(header, key)
		if err != nil {
			return family.StepErr(i, "new push", err)
		}
		cts := make([][]byte, len(msgs))
		for j, m := range msgs {
			cts[j] = make([]byte, len(m)+s.Overhead)
			if err := p.Push(cts[j], m, nil, tags[j]); err != nil {
				return family.StepErr(i, fmt.Sprintf("push of message %d", j), err)
			}
		}
		c.Absorb([]byte{byte(len(header)), byte(len(cts[0]) - len(msgs[0])), byte(len(cts[1]) - len(msgs[1])), byte(len(cts[2]) - len(msgs[2]))})

		pull := func(ct []byte) (pt []byte, tag byte, ok bool, err error) {
			pl, err := x.NewPull(header, key)
			if err != nil {
				return nil, 0, false, err
			}
			pt = make([]byte, len(ct)-s.Overhead)
			tag, ok, err = pl.Pull(pt, ct, nil)
			return pt, tag, ok, err
		}
		pl, err := x.NewPull(header, key)
		if err != nil {
			return family.StepErr(i, "new pull", err)
		}
		for j, ct := range cts {
			pt := make([]byte, len(msgs[j]))
			tag, ok, err := pl.Pull(pt, ct, nil)
			if err != nil {
				return family.StepErr(i, fmt.Sprintf("pull of message %d", j), err)
			}
			if !ok || tag != tags[j] || !bytes.Equal(pt, msgs[j]) {
				return family.StepBroken(i, "pull: own message %d opened %v, tag %d (pushed %d), to the message: %v", j, ok, tag, tags[j], bytes.Equal(pt, msgs[j]))
			}
			c.Absorb(pt, []byte{tag})
		}
		var verdicts []bool
		for _, bad := range []struct {
			what string
			ct   []byte
		}{
			{"message 0 with one bit flipped", tamper.Flip(cts[0], i%len(cts[0]))},
			{"message 0 cut by a byte", cts[0][:len(cts[0])-1]},
			{"message 1 in place of message 0", cts[1]},
		} {
			if len(bad.ct) < s.Overhead {
				// An empty message cut by a byte is too short to pull: a
				// malformed argument, not a verdict.
				verdicts = append(verdicts, false)
				continue
			}
			_, _, ok, err := pull(bad.ct)
			if err != nil {
				return family.StepErr(i, "pull of "+bad.what, err)
			}
			if ok {
				return family.StepBroken(i, "pull: %s accepted", bad.what)
			}
			verdicts = append(verdicts, ok)
		}
		c.AbsorbBools(verdicts...)
	}
	return nil
}
