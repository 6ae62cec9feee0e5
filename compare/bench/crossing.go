package bench

import (
	"fmt"

	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
)

// The crossing that a binding's cost is measured against is its C loop
// called with n = 1: one cgo call that makes the binding's C calls and
// nothing else. To leave only the binding's own work (argument checks,
// conversions, copies) in the difference, that call is made the way the
// binding's is: by the same loopCall closure, through the family's
// interface, with the same arguments. Each type below is that interface
// with every method one call of the loop; the arguments are ignored, as
// the loop reads the same buffers from its naclcmp_loop_args.
//
// Without this shape the binding's side would also pay an indirect call
// and the passing of its slices that the bare loop does not, a few ns
// that belong to the harness, not to the binding.

// loopOnce is a C loop run once per call.
type loopOnce struct {
	a *cloop.Args
	l matrix.CLoop
}

func (c *loopOnce) run() error { return c.a.Run(c.l.Function, c.l.Fn, 1) }

// crossingOp returns the loop once per call in the shape of family f's
// interface, or an error for a family without one.
func crossingOp(f matrix.Family, a *cloop.Args, l matrix.CLoop) (any, error) {
	c := &loopOnce{a, l}
	switch f {
	case matrix.FamilyHash:
		return crossingHash{c}, nil
	case matrix.FamilyMAC:
		return crossingMAC{c}, nil
	case matrix.FamilyStream:
		return crossingStream{c}, nil
	case matrix.FamilyCore:
		return crossingCore{c}, nil
	case matrix.FamilySecretBox:
		return crossingSecretBox{c}, nil
	case matrix.FamilyBox:
		return crossingBox{c}, nil
	case matrix.FamilySealedBox:
		return crossingSealedBox{c}, nil
	case matrix.FamilyScalarMult:
		return crossingScalarMult{c}, nil
	case matrix.FamilySignature:
		return crossingSignature{c}, nil
	case matrix.FamilyAEAD:
		return crossingAEAD{c}, nil
	case matrix.FamilyEqual:
		return crossingEqual{c}, nil
	case matrix.FamilySecretStream:
		return crossingSecretStream{c}, nil
	case matrix.FamilyKeyConversion:
		return crossingKeyConversion{c}, nil
	case matrix.FamilyPasswordHash:
		return crossingPasswordHash{c}, nil
	}
	return nil, fmt.Errorf("%s: no crossing shape", f)
}

type crossingHash struct{ *loopOnce }

func (c crossingHash) Hash(_, _ []byte) error { return c.run() }

type crossingMAC struct{ *loopOnce }

func (c crossingMAC) MAC(_, _, _ []byte) error            { return c.run() }
func (c crossingMAC) Verify(_, _, _ []byte) (bool, error) { return true, c.run() }

type crossingStream struct{ *loopOnce }

func (c crossingStream) KeyStream(_, _, _ []byte) error { return c.run() }
func (c crossingStream) XOR(_, _, _, _ []byte) error    { return c.run() }

type crossingCore struct{ *loopOnce }

func (c crossingCore) Core(_, _, _, _ []byte) error { return c.run() }

type crossingSecretBox struct{ *loopOnce }

func (c crossingSecretBox) Seal(_, _, _, _ []byte) error         { return c.run() }
func (c crossingSecretBox) Open(_, _, _, _ []byte) (bool, error) { return true, c.run() }

type crossingBox struct{ *loopOnce }

func (c crossingBox) Seal(_, _, _, _, _ []byte) error         { return c.run() }
func (c crossingBox) Open(_, _, _, _, _ []byte) (bool, error) { return true, c.run() }
func (c crossingBox) Precompute(_, _, _ []byte) error         { return c.run() }
func (c crossingBox) SealAfter(_, _, _, _ []byte) error       { return c.run() }
func (c crossingBox) OpenAfter(_, _, _, _ []byte) (bool, error) {
	return true, c.run()
}

type crossingSealedBox struct{ *loopOnce }

func (c crossingSealedBox) Seal(_, _, _ []byte) error            { return c.run() }
func (c crossingSealedBox) Open(_, _, _, _ []byte) (bool, error) { return true, c.run() }

type crossingScalarMult struct{ *loopOnce }

func (c crossingScalarMult) ScalarMult(_, _, _ []byte) error  { return c.run() }
func (c crossingScalarMult) ScalarBaseMult(_, _ []byte) error { return c.run() }

// crossingSignature's KeyFromSeed does nothing: the binding's own
// prepare has already derived the key pair into the loop's buffers.
type crossingSignature struct{ *loopOnce }

func (c crossingSignature) KeyFromSeed(_, _, _ []byte) error    { return nil }
func (c crossingSignature) Sign(_, _, _ []byte) error           { return c.run() }
func (c crossingSignature) Verify(_, _, _ []byte) (bool, error) { return true, c.run() }

type crossingAEAD struct{ *loopOnce }

func (c crossingAEAD) Seal(_, _, _, _, _ []byte) error         { return c.run() }
func (c crossingAEAD) Open(_, _, _, _, _ []byte) (bool, error) { return true, c.run() }

type crossingKeyConversion struct{ *loopOnce }

func (c crossingKeyConversion) PublicToX25519(_, _ []byte) error  { return c.run() }
func (c crossingKeyConversion) PrivateToX25519(_, _ []byte) error { return c.run() }

type crossingPasswordHash struct{ *loopOnce }

func (c crossingPasswordHash) PasswordHash(_, _, _, _, _ []byte, _ matrix.Argon2Cost) error {
	return c.run()
}

type crossingEqual struct{ *loopOnce }

func (c crossingEqual) Equal(_, _ []byte) (bool, error) { return true, c.run() }

// crossingSecretStream's NewPull returns a state whose Pull is one call
// of the loop, which starts its own pull state and pulls the message: the
// binding's NewPull and Pull together, reporting the FINAL tag that the
// loop's message carries. NewPush and Push do nothing: the binding's own
// prepare has already pushed the stream into the loop's buffers.
type crossingSecretStream struct{ *loopOnce }

func (c crossingSecretStream) NewPush(_, _ []byte) (matrix.SecretStreamPusher, error) {
	return crossingStreamState(c), nil
}
func (c crossingSecretStream) NewPull(_, _ []byte) (matrix.SecretStreamPuller, error) {
	return crossingStreamState(c), nil
}

type crossingStreamState struct{ *loopOnce }

func (c crossingStreamState) Push(_, _, _ []byte, _ byte) error { return nil }
func (c crossingStreamState) Pull(_, _, _ []byte) (byte, bool, error) {
	return matrix.SecretStreamFinal, true, c.run()
}
func (c crossingStreamState) Rekey() error { return nil }
