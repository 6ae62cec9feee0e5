package xcrypto

import (
	"crypto/ed25519"

	"golang.org/x/crypto/nacl/sign"

	"github.com/naclcmp/naclcmp/gonative/internal/edsign"
)

// Ed25519 is NaCl's crypto_sign from x/crypto/nacl/sign, which wraps
// crypto/ed25519 and speaks the combined signed-message format sig‖msg.
// This type converts to the detached signatures of the Signature interface:
// Sign keeps the first 64 bytes of the signed message and Verify rebuilds
// sig‖msg, one allocation per call each, which the benchmarks show.
// Private keys are seed‖public, as in nacl/sign.
type Ed25519 struct{}

// KeyFromSeed derives the 32-byte public key and the 64-byte private key of
// the 32-byte seed. nacl/sign has no seed API (only GenerateKey from a
// random source), so this uses crypto/ed25519.NewKeyFromSeed, the function
// nacl/sign itself relies on; the registry notes it.
func (Ed25519) KeyFromSeed(public, private, seed []byte) error {
	c := begin()
	return edsign.KeyFromSeed(&c, public, private, seed)
}

// Sign writes the 64-byte signature of msg under private to sig.
func (Ed25519) Sign(sig, msg, private []byte) error {
	c := begin()
	edsign.CheckSign(&c, sig, msg, private)
	if err := c.Err(); err != nil {
		return err
	}
	signed := sign.Sign(nil, msg, (*[ed25519.PrivateKeySize]byte)(private))
	copy(sig, signed[:sign.Overhead])
	return nil
}

// Verify reports whether sig is a valid signature of msg under public.
func (Ed25519) Verify(sig, msg, public []byte) (bool, error) {
	c := begin()
	edsign.CheckVerify(&c, sig, public)
	if err := c.Err(); err != nil {
		return false, err
	}
	// One buffer holds the signed message and, after it, room for the
	// message sign.Open copies out, which must not overlap its input; a
	// fresh buffer per call keeps Verify safe for concurrent use.
	n := sign.Overhead + len(msg)
	buf := make([]byte, n, n+len(msg))
	copy(buf, sig)
	copy(buf[sign.Overhead:], msg)
	_, ok := sign.Open(buf[n:], buf, (*[ed25519.PublicKeySize]byte)(public))
	return ok, nil
}
