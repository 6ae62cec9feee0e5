package implstest

import (
	"crypto/sha256"
	"errors"
	"fmt"

	"github.com/naclcmp/naclcmp/gonative/stdlib"
)

// SHA256Stream hashes through crypto/sha256's streaming interface, a
// second code path whose digests must equal stdlib.SHA256's.
type SHA256Stream struct{}

// Hash implements matrix.Hash.
func (SHA256Stream) Hash(out, msg []byte) error {
	if len(out) != sha256.Size {
		return fmt.Errorf("out: want %d bytes, got %d", sha256.Size, len(out))
	}
	h := sha256.New()
	h.Write(msg)
	h.Sum(out[:0])
	return nil
}

// Ed25519NoSeed is Ed25519 without key derivation from a seed, as
// ed25519_dalek's WebAssembly API: KeyFromSeed checks its arguments and
// then answers errors.ErrUnsupported; Sign and Verify are crypto/ed25519's.
// FlipSig, when set, makes Sign flip one bit of every signature: a
// seedless signer that signs wrongly, which every check must still catch.
type Ed25519NoSeed struct{ FlipSig bool }

// KeyFromSeed implements matrix.Signature: it never derives a key pair.
func (Ed25519NoSeed) KeyFromSeed(pub, priv, seed []byte) error {
	if err := (stdlib.Ed25519{}).KeyFromSeed(make([]byte, len(pub)), make([]byte, len(priv)), seed); err != nil {
		return err
	}
	return fmt.Errorf("seed: no key pair from a seed: %w", errors.ErrUnsupported)
}

// Sign implements matrix.Signature.
func (w Ed25519NoSeed) Sign(sig, msg, priv []byte) error {
	err := stdlib.Ed25519{}.Sign(sig, msg, priv)
	if w.FlipSig && err == nil {
		sig[9] ^= 0x10
	}
	return err
}

// Verify implements matrix.Signature.
func (Ed25519NoSeed) Verify(sig, msg, pub []byte) (bool, error) {
	return stdlib.Ed25519{}.Verify(sig, msg, pub)
}

// FailingKeys is Ed25519 whose KeyFromSeed fails with an ordinary error:
// a failure, not a missing capability.
type FailingKeys struct{ stdlib.Ed25519 }

// KeyFromSeed implements matrix.Signature by failing.
func (FailingKeys) KeyFromSeed(pub, priv, seed []byte) error {
	return errors.New("seed: refused")
}

// AcceptAllNoSeed is a seedless signer whose Verify accepts everything.
type AcceptAllNoSeed struct{ Ed25519NoSeed }

// Verify implements matrix.Signature by accepting every signature.
func (AcceptAllNoSeed) Verify(sig, msg, pub []byte) (bool, error) { return true, nil }
