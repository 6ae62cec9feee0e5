package secretstream

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/internal/tamper"
	"github.com/naclcmp/naclcmp/matrix"
)

// Cross-checks of secretstream (matrix.SecretStream). The header is random,
// so no two streams are the same bytes and nothing is compared across
// producers byte for byte: what the producer pushes, the consumer must pull
// back to the same messages and tags, and every change to the stream —
// one bit, bytes cut, messages swapped, replayed or dropped at the end, a
// wrong header or key — the consumer must refuse. A refused Pull must also
// leave no plaintext behind (family.CrossCheckOpen).
//
// The check is made of parts, each recorded as a Case of the pair, so
// that a report can give each part per pair. Associated data, an explicit
// rekey and a REKEY tag in mid-stream are parts an implementation may lack
// (errors.ErrUnsupported): the part is then "—" for every pair it is in,
// neither a pass nor a failure. Every other part is required of every
// implementation; an ErrUnsupported there is a failure.
//
// A truncated stream is every message but the last, each authentic: no
// Pull can refuse it. In libsodium's design the reader decides, from the
// tags: a stream is complete only when its last message came with FINAL.
// The check plays that reader; what it requires of the implementation is
// the true tag of every message, so that the cut shows (FINAL never came).

// The parts of the check, in the order reports list them: each the Name
// of a family.Case, exported so that a test can ask for a part's verdict
// by name.
const (
	CrossPartStream       = "stream"            // every message length, tags MESSAGE, PUSH and FINAL
	CrossPartRekeyTag     = "rekey tag"         // REKEY-tagged messages mid-stream (optional)
	CrossPartRekey        = "explicit rekey"    // Rekey on both sides mid-stream (optional)
	CrossPartAD           = "associated data"   // messages with associated data, a wrong one refused (optional)
	CrossPartTruncStream  = "truncated stream"  // the last message dropped: FINAL never comes
	CrossPartTruncMessage = "truncated message" // bytes cut from the end of a message
	CrossPartReordered    = "reordered"         // two messages swapped
	CrossPartReplayed     = "replayed"          // a message pulled a second time
	CrossPartFlipped      = "flipped bit"       // one bit of the tag byte, the ciphertext or the MAC
	CrossPartWrongHeader  = "wrong header"      // one bit of either half of the header
	CrossPartWrongKey     = "wrong key"         // one bit of the key
)

// ssRefusalAt is the message that the refusal parts change: the 1000-byte
// one of family.CrossMessageLengths (the stream moves the empty message
// from first to last), with messages before it and after it.
const ssRefusalAt = 7

// ssMsg is one message of a planned stream.
type ssMsg struct {
	msg, ad []byte
	tag     byte
	// rekey: both sides call Rekey before this message.
	rekey bool
}

// ssPushed is a stream as a producer pushed it.
type ssPushed struct {
	header []byte
	cts    [][]byte
}

// Cross runs every part with a producing and b consuming, records each
// (family.Inputs.AddCase) and fails when a part failed.
func Cross(s matrix.Spec, a, b matrix.Provider[matrix.SecretStream], in *family.Inputs) error {
	key := in.Bytes(s.Key)
	var failed []string
	// Every failure names both sides: a refusal or a wrong tag seen by
	// the consumer may be the producer's doing.
	who := fmt.Sprintf(" (%s pushing, %s pulling)", a.Name(), b.Name())
	record := func(name string, optional bool, err error) {
		c := family.Case{Name: name, Result: family.CasePass}
		switch {
		case err == nil:
		case optional && errors.Is(err, errors.ErrUnsupported):
			c.Result, c.Detail = family.CaseLacking, err.Error()
		default:
			c.Result, c.Detail = family.CaseFail, err.Error()
			failed = append(failed, name+who+": "+err.Error())
		}
		in.AddCase(c)
	}

	// The stream that the refusal parts change: every length of the
	// interop checks, a PUSH tag every fourth message, FINAL last. The
	// empty message goes last (an empty FINAL, as a writer that closes a
	// stream sends), so that the first message, which the wrong header and
	// key parts change, has plaintext whose wipe can be seen; and the
	// one-byte message goes second, since a leak of a single random byte
	// (what a wrong key decrypts to) is a zero, as a wipe leaves, once in
	// 256 runs, which made the check of a leaking reader fail by chance.
	lengths := in.Lengths()
	lengths = append(lengths[1:], lengths[0])
	lengths[0], lengths[1] = lengths[1], lengths[0]
	plan := make([]ssMsg, len(lengths))
	for i, n := range lengths {
		plan[i] = ssMsg{msg: in.Bytes(n), tag: matrix.SecretStreamMessage}
		if i%4 == 3 {
			plan[i].tag = matrix.SecretStreamPush
		}
	}
	plan[len(plan)-1].tag = matrix.SecretStreamFinal
	st, err := ssPush(s, a, key, plan)
	if err == nil {
		err = ssSecondHeader(s, a, key, st.header)
	}
	if err == nil {
		_, err = ssPullPrefix(s, b, key, st.header, plan, st.cts, len(plan))
	}
	record(CrossPartStream, false, err)

	record(CrossPartRekeyTag, true, ssRoundTrip(s, a, b, key, []ssMsg{
		{msg: in.Bytes(1)}, {msg: in.Bytes(64), tag: matrix.SecretStreamRekey}, {msg: in.Bytes(129)},
		{msg: in.Bytes(0), tag: matrix.SecretStreamRekey}, {msg: in.Bytes(1000), tag: matrix.SecretStreamFinal},
	}))
	record(CrossPartRekey, true, ssRoundTrip(s, a, b, key, []ssMsg{
		{msg: in.Bytes(1)}, {msg: in.Bytes(64)}, {msg: in.Bytes(129), rekey: true},
		{msg: in.Bytes(0)}, {msg: in.Bytes(1000), rekey: true, tag: matrix.SecretStreamFinal},
	}))
	record(CrossPartAD, true, ssAssociatedData(s, a, b, key, in))

	if st.header == nil {
		// Without the producer's stream there is nothing to change; each
		// refusal part fails with the reason rather than pass unseen.
		for _, name := range []string{
			CrossPartTruncStream, CrossPartTruncMessage, CrossPartReordered, CrossPartReplayed, CrossPartFlipped, CrossPartWrongHeader, CrossPartWrongKey,
		} {
			record(name, false, fmt.Errorf("not run: %s's stream could not be pushed", a.Name()))
		}
	} else {
		ssRefusals(s, b, key, plan, st, func(name string, err error) { record(name, false, err) })
	}
	if len(failed) > 0 {
		return errors.New(strings.Join(failed, "\n"))
	}
	return nil
}

// ssRefusals runs the refusal parts on st, a's stream of plan, with b
// consuming: each pulls the stream through a fresh puller up to the
// change and requires the changed message to be refused with nothing left
// in the output, and where the stream can go on, that it does.
func ssRefusals(s matrix.Spec, b matrix.Provider[matrix.SecretStream], key []byte, plan []ssMsg, st ssPushed, record func(string, error)) {
	k, cts := ssRefusalAt, st.cts
	last := len(plan) - 1
	// refuse pulls the first `before` messages and then requires bad, in
	// place of message at, to be refused; it returns the puller, ready for
	// message at.
	refuse := func(what string, header, key []byte, before, at int, bad []byte) (matrix.SecretStreamPuller, error) {
		pl, err := ssPullPrefix(s, b, key, header, plan, cts, before)
		if err != nil {
			return nil, err
		}
		err = family.CrossCheckOpen(b, what, len(bad)-s.Overhead, nil, func(out []byte) (bool, error) {
			_, ok, err := pl.Pull(out, bad, plan[at].ad)
			return ok, err
		})
		return pl, err
	}

	// Truncated stream: every message but the last opens, with its true
	// tag (ssPullPrefix requires it), so the last tag the reader sees is
	// not FINAL and it knows the stream was cut. An implementation that
	// reported FINAL early would make the cut look like an end.
	_, err := ssPullPrefix(s, b, key, st.header, plan, cts, last)
	record(CrossPartTruncStream, err)

	// Truncated message: the last byte cut, then half of it.
	err = nil
	for _, cut := range []int{len(cts[k]) - 1, len(cts[k]) / 2} {
		if err == nil {
			_, err = refuse(fmt.Sprintf("message %d cut to %d of its %d bytes", k, cut, len(cts[k])), st.header, key, k, k, cts[k][:cut])
		}
	}
	record(CrossPartTruncMessage, err)

	// Reordered: message k+1 in place of k is refused; then k and k+1 in
	// their order open, as the state is unchanged by a refusal.
	err = func() error {
		pl, err := refuse(fmt.Sprintf("message %d in place of %d", k+1, k), st.header, key, k, k, cts[k+1])
		if err != nil {
			return err
		}
		for i := k; i <= k+1; i++ {
			if err := ssPullOne(s, b, pl, plan[i], cts[i], fmt.Sprintf("message %d after the refusal of a reordered one", i)); err != nil {
				return err
			}
		}
		return nil
	}()
	record(CrossPartReordered, err)

	// Replayed: message k again after it opened.
	_, err = refuse(fmt.Sprintf("message %d a second time", k), st.header, key, k+1, k+1, cts[k])
	record(CrossPartReplayed, err)

	// One bit of the encrypted tag byte, the ciphertext and the MAC.
	err = nil
	for _, at := range []struct {
		where string
		i     int
	}{{"tag byte", 0}, {"ciphertext", 1 + len(plan[k].msg)/2}, {"MAC", len(cts[k]) - 1}} {
		if err == nil {
			_, err = refuse(fmt.Sprintf("message %d, one bit flipped in its %s", k, at.where), st.header, key, k, k, tamper.Flip(cts[k], at.i))
		}
	}
	record(CrossPartFlipped, err)

	// Wrong header: one bit in the HChaCha20 input (bytes 0-15) and in
	// the nonce (16-23); the first message must be refused.
	err = nil
	for _, at := range []int{8, 20} {
		if err == nil {
			_, err = refuse(fmt.Sprintf("message 0, header byte %d flipped", at), tamper.Flip(st.header, at), key, 0, 0, cts[0])
		}
	}
	record(CrossPartWrongHeader, err)

	_, err = refuse("message 0, one bit of the key flipped", st.header, tamper.Flip(key, len(key)/2), 0, 0, cts[0])
	record(CrossPartWrongKey, err)
}

// ssPush pushes plan through a new pusher of p, calling Rekey where the
// plan says.
func ssPush(s matrix.Spec, p matrix.Provider[matrix.SecretStream], key []byte, plan []ssMsg) (ssPushed, error) {
	header := make([]byte, s.Header)
	ps, err := p.Op.NewPush(header, key)
	if err != nil {
		return ssPushed{}, family.CrossErrOp(p, "NewPush", err)
	}
	st := ssPushed{header: header}
	for i, m := range plan {
		if m.rekey {
			if err := ps.Rekey(); err != nil {
				return ssPushed{}, family.CrossErrOp(p, fmt.Sprintf("Rekey before message %d", i), err)
			}
		}
		ct := make([]byte, len(m.msg)+s.Overhead)
		if err := ps.Push(ct, m.msg, m.ad, m.tag); err != nil {
			return ssPushed{}, family.CrossErrOp(p, fmt.Sprintf("Push of message %d (%d bytes, tag %d, %d bytes of ad)", i, len(m.msg), m.tag, len(m.ad)), err)
		}
		st.cts = append(st.cts, ct)
	}
	return st, nil
}

// ssSecondHeader starts a second stream under key and requires another
// header: a header that repeats under one key repeats every nonce.
func ssSecondHeader(s matrix.Spec, p matrix.Provider[matrix.SecretStream], key, first []byte) error {
	header := make([]byte, s.Header)
	if _, err := p.Op.NewPush(header, key); err != nil {
		return family.CrossErrOp(p, "NewPush of a second stream", err)
	}
	if bytes.Equal(header, first) {
		return fmt.Errorf("%s: two streams under one key got the same header %x: the header must be random", p.Name(), header)
	}
	return nil
}

// ssPullPrefix starts a puller of p on header and key and pulls the first
// n messages of cts, each of which must open to its message and tag.
func ssPullPrefix(
	s matrix.Spec,
	p matrix.Provider[matrix.SecretStream],
	key, header []byte,
	plan []ssMsg,
	cts [][]byte,
	n int,
) (matrix.SecretStreamPuller, error) {
	pl, err := p.Op.NewPull(header, key)
	if err != nil {
		return nil, family.CrossErrOp(p, "NewPull", err)
	}
	for i := range n {
		if plan[i].rekey {
			if err := pl.Rekey(); err != nil {
				return nil, family.CrossErrOp(p, fmt.Sprintf("Rekey before message %d", i), err)
			}
		}
		if err := ssPullOne(s, p, pl, plan[i], cts[i], fmt.Sprintf("message %d (%d bytes)", i, len(plan[i].msg))); err != nil {
			return nil, err
		}
	}
	return pl, nil
}

// ssPullOne pulls ct and requires msg's bytes and tag.
func ssPullOne(s matrix.Spec, p matrix.Provider[matrix.SecretStream], pl matrix.SecretStreamPuller, m ssMsg, ct []byte, what string) error {
	out := make([]byte, len(ct)-s.Overhead)
	tag, ok, err := pl.Pull(out, ct, m.ad)
	switch {
	case err != nil:
		return family.CrossErrOp(p, what, err)
	case !ok:
		return fmt.Errorf("%s: %s: refused", p.Name(), what)
	case !bytes.Equal(out, m.msg):
		return fmt.Errorf("%s: %s: opened to a different plaintext", p.Name(), what)
	case tag != m.tag:
		return fmt.Errorf("%s: %s: tag %d, pushed with %d", p.Name(), what, tag, m.tag)
	}
	return nil
}

// ssRoundTrip pushes plan through a and pulls it through b.
func ssRoundTrip(s matrix.Spec, a, b matrix.Provider[matrix.SecretStream], key []byte, plan []ssMsg) error {
	st, err := ssPush(s, a, key, plan)
	if err != nil {
		return err
	}
	_, err = ssPullPrefix(s, b, key, st.header, plan, st.cts, len(plan))
	return err
}

// ssAssociatedData pushes messages with associated data (the first
// non-empty, so that a side without it says so at once) and requires b to
// open them, and to refuse one with a bit of its associated data flipped
// or its associated data left out.
func ssAssociatedData(s matrix.Spec, a, b matrix.Provider[matrix.SecretStream], key []byte, in *family.Inputs) error {
	plan := []ssMsg{
		{msg: in.Bytes(5), ad: in.Bytes(1)}, {msg: in.Bytes(64), ad: in.Bytes(16)}, {msg: in.Bytes(100), ad: in.Bytes(17)},
		{msg: in.Bytes(0), ad: in.Bytes(0)}, {msg: in.Bytes(129), ad: in.Bytes(40), tag: matrix.SecretStreamFinal},
	}
	st, err := ssPush(s, a, key, plan)
	if err != nil {
		return err
	}
	if _, err := ssPullPrefix(s, b, key, st.header, plan, st.cts, len(plan)); err != nil {
		return err
	}
	const k = 2
	for _, bad := range []struct {
		what string
		ad   []byte
	}{{"one bit of its associated data flipped", tamper.Flip(plan[k].ad, 0)}, {"its associated data left out", nil}} {
		pl, err := ssPullPrefix(s, b, key, st.header, plan, st.cts, k)
		if err != nil {
			return err
		}
		what := fmt.Sprintf("message %d, %s", k, bad.what)
		if err := family.CrossCheckOpen(b, what, len(plan[k].msg), nil, func(out []byte) (bool, error) {
			_, ok, err := pl.Pull(out, st.cts[k], bad.ad)
			return ok, err
		}); err != nil {
			return err
		}
	}
	return nil
}
