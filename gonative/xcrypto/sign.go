package xcrypto

import (
	"crypto/ed25519"

	"golang.org/x/crypto/nacl/sign"
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
	if err := first(chk.Len("public", public, ed25519.PublicKeySize),
		chk.Len("private", private, ed25519.PrivateKeySize),
		chk.Len("seed", seed, ed25519.SeedSize),
		chk.Disjoint("public", public, "private", private),
		chk.Disjoint("public", public, "seed", seed),
		chk.Disjoint("private", private, "seed", seed)); err != nil {
		return err
	}
	priv := ed25519.NewKeyFromSeed(seed)
	copy(private, priv)
	copy(public, priv[ed25519.SeedSize:])
	return nil
}

// Sign writes the 64-byte signature of msg under private to sig.
func (Ed25519) Sign(sig, msg, private []byte) error {
	if err := first(chk.Len("sig", sig, sign.Overhead),
		chk.Len("private", private, ed25519.PrivateKeySize),
		chk.Disjoint("sig", sig, "msg", msg),
		chk.Disjoint("sig", sig, "private", private)); err != nil {
		return err
	}
	signed := sign.Sign(nil, msg, (*[ed25519.PrivateKeySize]byte)(private))
	copy(sig, signed[:sign.Overhead])
	return nil
}

// Verify reports whether sig is a valid signature of msg under public.
func (Ed25519) Verify(sig, msg, public []byte) (bool, error) {
	if err := first(chk.Len("sig", sig, sign.Overhead),
		chk.Len("public", public, ed25519.PublicKeySize)); err != nil {
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
