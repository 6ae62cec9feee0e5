package secretstream

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Breakers are the secretstream family's realistic bugs (see
// family.Breaker): a writer that drops tags or associated data, a reader
// that misreads tags, accepts what does not authenticate or leaves it
// behind, and a rekey that does nothing.
var Breakers = []family.Breaker[matrix.SecretStream]{
	{Name: "push-drops-tag", Wrap: func(_ matrix.Spec, op matrix.SecretStream) matrix.SecretStream {
		return brokenSS(op, ssPushDropsTag, nil)
	}, ConsumerBlind: family.OnlyProduces},
	{Name: "pull-ignores-tag", Wrap: func(_ matrix.Spec, op matrix.SecretStream) matrix.SecretStream {
		return brokenSS(op, nil, ssPullTag(func(byte) byte { return matrix.SecretStreamMessage }))
	}, ProducerBlind: family.OnlyConsumes},
	// A reader that takes the PUSH bit for the end: a stream cut after
	// a PUSH message would look complete.
	{Name: "pull-push-as-final", Wrap: func(_ matrix.Spec, op matrix.SecretStream) matrix.SecretStream {
		return brokenSS(op, nil, ssPullTag(func(t byte) byte {
			if t&matrix.SecretStreamPush != 0 {
				return matrix.SecretStreamFinal
			}
			return t
		}))
	}, ProducerBlind: family.OnlyConsumes},
	// Accepts whatever does not authenticate: reordered, replayed, cut
	// and flipped messages alike.
	{Name: "pull-skips-mac", Wrap: func(_ matrix.Spec, op matrix.SecretStream) matrix.SecretStream {
		return brokenSS(op, nil, ssPullLenient)
	}, ProducerBlind: family.OnlyConsumes},
	{Name: "pull-leaves-plaintext", Wrap: func(_ matrix.Spec, op matrix.SecretStream) matrix.SecretStream {
		return brokenSS(op, nil, ssPullLeaves)
	}, ProducerBlind: family.OnlyConsumes, TranscriptBlind: family.WipeUnread},
	{Name: "rekey-does-nothing", Wrap: func(_ matrix.Spec, op matrix.SecretStream) matrix.SecretStream {
		return brokenSS(op, ssPushNoRekey, ssPullNoRekey)
	}, TranscriptBlind: family.SSNoOptional},
	{Name: "push-ignores-ad", Wrap: func(_ matrix.Spec, op matrix.SecretStream) matrix.SecretStream {
		return brokenSS(op, ssPushNoAD, nil)
	}, ConsumerBlind: family.OnlyProduces, TranscriptBlind: family.SSNoOptional},
}

// brokenSS wraps a secretstream so that its pushers and pullers go
// through push and pull (either may be nil: that side is left correct).
func brokenSS(op matrix.SecretStream, push func(matrix.SecretStreamPusher) matrix.SecretStreamPusher,
	pull func(matrix.SecretStreamPuller) matrix.SecretStreamPuller) matrix.SecretStream {
	return brokenSecretStream{op, push, pull}
}

// brokenSecretStream is a secretstream whose states brokenSS breaks.
type brokenSecretStream struct {
	matrix.SecretStream
	push func(matrix.SecretStreamPusher) matrix.SecretStreamPusher
	pull func(matrix.SecretStreamPuller) matrix.SecretStreamPuller
}

func (b brokenSecretStream) NewPush(header, key []byte) (matrix.SecretStreamPusher, error) {
	p, err := b.SecretStream.NewPush(header, key)
	if err != nil || b.push == nil {
		return p, err
	}
	return b.push(p), nil
}

func (b brokenSecretStream) NewPull(header, key []byte) (matrix.SecretStreamPuller, error) {
	p, err := b.SecretStream.NewPull(header, key)
	if err != nil || b.pull == nil {
		return p, err
	}
	return b.pull(p), nil
}

// ssPushDropsTag pushes every message as MESSAGE, whatever its tag.
func ssPushDropsTag(p matrix.SecretStreamPusher) matrix.SecretStreamPusher { return pushDropsTag{p} }

type pushDropsTag struct{ matrix.SecretStreamPusher }

func (p pushDropsTag) Push(out, msg, ad []byte, _ byte) error {
	return p.SecretStreamPusher.Push(out, msg, ad, matrix.SecretStreamMessage)
}

// ssPushNoAD pushes without the associated data it is given.
func ssPushNoAD(p matrix.SecretStreamPusher) matrix.SecretStreamPusher { return pushNoAD{p} }

type pushNoAD struct{ matrix.SecretStreamPusher }

func (p pushNoAD) Push(out, msg, _ []byte, tag byte) error {
	return p.SecretStreamPusher.Push(out, msg, nil, tag)
}

// ssPushNoRekey and ssPullNoRekey say they rekeyed and did not.
func ssPushNoRekey(p matrix.SecretStreamPusher) matrix.SecretStreamPusher { return pushNoRekey{p} }
func ssPullNoRekey(p matrix.SecretStreamPuller) matrix.SecretStreamPuller { return pullNoRekey{p} }

type pushNoRekey struct{ matrix.SecretStreamPusher }

func (pushNoRekey) Rekey() error { return nil }

type pullNoRekey struct{ matrix.SecretStreamPuller }

func (pullNoRekey) Rekey() error { return nil }

// ssPullTag reports the tag f makes of the true one.
func ssPullTag(f func(byte) byte) func(matrix.SecretStreamPuller) matrix.SecretStreamPuller {
	return func(p matrix.SecretStreamPuller) matrix.SecretStreamPuller { return pullTag{p, f} }
}

type pullTag struct {
	matrix.SecretStreamPuller
	f func(byte) byte
}

func (p pullTag) Pull(msg, in, ad []byte) (byte, bool, error) {
	tag, ok, err := p.SecretStreamPuller.Pull(msg, in, ad)
	return p.f(tag), ok, err
}

// ssPullLenient accepts a message that does not authenticate.
func ssPullLenient(p matrix.SecretStreamPuller) matrix.SecretStreamPuller { return pullLenient{p} }

type pullLenient struct{ matrix.SecretStreamPuller }

func (p pullLenient) Pull(msg, in, ad []byte) (byte, bool, error) {
	tag, ok, err := p.SecretStreamPuller.Pull(msg, in, ad)
	if err == nil && !ok {
		return matrix.SecretStreamMessage, true, nil
	}
	return tag, ok, err
}

// ssPullLeaves refuses what it must but leaves the ciphertext in msg.
func ssPullLeaves(p matrix.SecretStreamPuller) matrix.SecretStreamPuller { return pullLeaves{p} }

type pullLeaves struct{ matrix.SecretStreamPuller }

func (p pullLeaves) Pull(msg, in, ad []byte) (byte, bool, error) {
	tag, ok, err := p.SecretStreamPuller.Pull(msg, in, ad)
	if err == nil && !ok {
		copy(msg, in[1:])
	}
	return tag, ok, err
}
