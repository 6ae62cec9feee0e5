package js

// Signature is Ed25519 run in node, with private keys in the seed ‖ public
// format of crypto/ed25519; adapters whose library keeps another format
// convert in node.
type Signature struct {
	base
	keyFromSeed bool // false: the library derives no key pair from a seed
}

// KeyFromSeed derives the key pair of a 32-byte seed. A library without
// that derivation (ed25519_dalek's WebAssembly API) returns an error
// wrapping errors.ErrUnsupported.
func (s Signature) KeyFromSeed(public, private, seed []byte) error {
	c := s.checker()
	c.Size("public", public, s.spec.Public)
	c.Size("private", private, s.spec.Private)
	c.Size("seed", seed, s.spec.Seed)
	if err := c.Err(); err != nil {
		return err
	}
	if !s.keyFromSeed {
		return c.Unsupported("seed", "the library derives no key pair from a seed")
	}
	return s.peer.outputs(s.op, "keypair", [][]byte{public, private}, seed)
}

// Sign writes the signature of msg under private to sig.
func (s Signature) Sign(sig, msg, private []byte) error {
	c := s.checker()
	c.AtMost("msg", msg, MaxMessage)
	c.Size("sig", sig, s.spec.Sig)
	c.Size("private", private, s.spec.Private)
	if err := c.Err(); err != nil {
		return err
	}
	return s.peer.outputs(s.op, "sign", [][]byte{sig}, msg, private)
}

// Verify reports whether sig is a valid signature of msg under public, by
// the library's rules (canonical S, small-order keys, ZIP 215).
func (s Signature) Verify(sig, msg, public []byte) (bool, error) {
	c := s.checker()
	c.Size("sig", sig, s.spec.Sig)
	c.AtMost("msg", msg, MaxMessage)
	c.Size("public", public, s.spec.Public)
	if err := c.Err(); err != nil {
		return false, err
	}
	return s.peer.verdict(s.op, "verify", sig, msg, public)
}
