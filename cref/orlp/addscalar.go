package orlp

// #include "naclcmp_orlp.h"
import "C"

// AddScalar adds a 32-byte scalar n to a key pair in place
// (ed25519_add_scalar): the expanded private key's scalar becomes
// a + n mod L (the nonce prefix is kept) and public becomes (a + n)·B. orlp
// clears the top bit of n first. The result is a valid key pair with no
// seed, hence the expanded form; sign with [Ed25519.SignExpanded].
func (Ed25519) AddScalar(public, expanded, scalar []byte) error {
	c := begin()
	c.Size("public", public, publicBytes)
	c.Size("expanded", expanded, expandedBytes)
	c.Size("scalar", scalar, scalarBytes)
	c.Disjoint("public", public, "expanded", expanded)
	c.Disjoint("public", public, "scalar", scalar)
	c.Disjoint("expanded", expanded, "scalar", scalar)
	if err := c.Err(); err != nil {
		return err
	}
	C.naclcmp_orlp_ed25519_add_scalar(ptr(public), ptr(expanded), ptr(scalar))
	return nil
}

// AddScalarPublic adds n·B to a public key in place (ed25519_add_scalar
// without a private key): the public half of AddScalar, for a party that
// only knows the public key. orlp does not check that public decodes to a
// point; for one that does not, the result is meaningless.
func (Ed25519) AddScalarPublic(public, scalar []byte) error {
	c := begin()
	c.Size("public", public, publicBytes)
	c.Size("scalar", scalar, scalarBytes)
	c.Disjoint("public", public, "scalar", scalar)
	if err := c.Err(); err != nil {
		return err
	}
	C.naclcmp_orlp_ed25519_add_scalar(ptr(public), nil, ptr(scalar))
	return nil
}
