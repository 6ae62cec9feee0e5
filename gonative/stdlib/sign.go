package stdlib

import "crypto/ed25519"

// Ed25519 is the Ed25519 signature scheme (RFC 8032) from crypto/ed25519.
// Private keys are 64 bytes, seed followed by public key.
type Ed25519 struct{}

// KeyFromSeed derives the 32-byte public key and the 64-byte private key of
// the 32-byte seed.
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
	if err := first(chk.Len("sig", sig, ed25519.SignatureSize),
		chk.Len("private", private, ed25519.PrivateKeySize),
		chk.Disjoint("sig", sig, "msg", msg),
		chk.Disjoint("sig", sig, "private", private)); err != nil {
		return err
	}
	copy(sig, ed25519.Sign(private, msg))
	return nil
}

// Verify reports whether sig is a valid signature of msg under public.
func (Ed25519) Verify(sig, msg, public []byte) (bool, error) {
	if err := first(chk.Len("sig", sig, ed25519.SignatureSize),
		chk.Len("public", public, ed25519.PublicKeySize)); err != nil {
		return false, err
	}
	return ed25519.Verify(public, msg, sig), nil
}
