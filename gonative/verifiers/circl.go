package verifiers

import (
	"github.com/cloudflare/circl/sign/ed25519"
)

const circlModule = "github.com/cloudflare/circl"

// Circl is github.com/cloudflare/circl/sign/ed25519 (pure Ed25519, RFC
// 8032).
type Circl struct{}

// KeyFromSeed derives the 32-byte public key and the 64-byte private key
// (seed followed by public key) of the 32-byte seed.
func (Circl) KeyFromSeed(public, private, seed []byte) error {
	if err := checkKeyFromSeed(public, private, seed); err != nil {
		return err
	}
	priv := ed25519.NewKeyFromSeed(seed)
	copy(private, priv)
	copy(public, priv[seedSize:])
	return nil
}

// Sign writes the 64-byte signature of msg under private to sig.
func (Circl) Sign(sig, msg, private []byte) error {
	if err := checkSign(sig, msg, private); err != nil {
		return err
	}
	copy(sig, ed25519.Sign(ed25519.PrivateKey(private), msg))
	return nil
}

// Verify reports whether sig is a valid signature of msg under public.
func (Circl) Verify(sig, msg, public []byte) (bool, error) {
	if err := checkVerify(sig, public); err != nil {
		return false, err
	}
	return ed25519.Verify(ed25519.PublicKey(public), msg, sig), nil
}
