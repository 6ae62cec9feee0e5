package orlp

// #include "naclcmp_orlp.h"
import "C"

// AddScalar adds a 32-byte scalar n to a key pair in place
// (ed25519_add_scalar): the expanded private key's scalar becomes
// a + n mod L (the nonce prefix is kept) and public becomes (a + n)·B. orlp
// clears the top bit of n first. The result is a valid key pair with no
// seed, hence the expanded form; sign with [Ed25519.SignExpanded].
func (Ed25519) AddScalar(public, expanded, scalar []byte) error {
	var c check
	c.size("public", public, publicBytes)
	c.size("expanded", expanded, expandedBytes)
	c.size("scalar", scalar, scalarBytes)
	c.disjoint("public", public, "expanded", expanded)
	c.disjoint("public", public, "scalar", scalar)
	c.disjoint("expanded", expanded, "scalar", scalar)
	if c.err != nil {
		return c.err
	}
	C.naclcmp_orlp_ed25519_add_scalar(ptr(public), ptr(expanded), ptr(scalar))
	return nil
}

// AddScalarPublic adds n·B to a public key in place (ed25519_add_scalar
// without a private key): the public half of AddScalar, for a party that
// only knows the public key. orlp does not check that public decodes to a
// point; for one that does not, the result is meaningless.
func (Ed25519) AddScalarPublic(public, scalar []byte) error {
	var c check
	c.size("public", public, publicBytes)
	c.size("scalar", scalar, scalarBytes)
	c.disjoint("public", public, "scalar", scalar)
	if c.err != nil {
		return c.err
	}
	C.naclcmp_orlp_ed25519_add_scalar(ptr(public), nil, ptr(scalar))
	return nil
}
