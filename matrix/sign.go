package matrix

import "errors"

// FamilySignature is the sign family (Signature in this file).
const FamilySignature Family = "sign"

// Signature is a signature scheme with keys derived from a seed. Private
// keys use the 64-byte seed‖public format of crypto/ed25519 and libsodium;
// implementations with another private-key format convert at the boundary.
type Signature interface {
	KeyFromSeed(public, private, seed []byte) error
	Sign(sig, msg, private []byte) error
	Verify(sig, msg, public []byte) (bool, error)
}

// LacksKeyFromSeed reports whether err, returned by KeyFromSeed of an
// operation of spec s, says that the implementation derives no key pair
// from a seed (errors.ErrUnsupported): a missing capability, not a
// failure. Only for Ed25519, whose private key seed ‖ public can be formed
// from a key pair derived elsewhere; for another scheme it is a failure.
func LacksKeyFromSeed(s Spec, err error) bool {
	return s.Primitive == "ed25519" && errors.Is(err, errors.ErrUnsupported)
}

// The sign family's interface check and catalogue rows (Specs).
var _ = declare(FamilySignature, is[Signature], []Spec{
	{Family: FamilySignature, Primitive: "ed25519", Title: "Ed25519", Public: 32, Private: 64, Seed: 32, Sig: 64},
	// NaCl 20110221's crypto_sign, a pre-Ed25519 scheme that does not
	// interoperate with Ed25519. Private keys are seed ‖ public as for
	// Ed25519; signatures are R ‖ S.
	{
		Family: FamilySignature, Primitive: "edwards25519sha512batch", Title: "edwards25519sha512batch (NaCl 2011, not Ed25519)",
		Public: 32, Private: 64, Seed: 32, Sig: 64,
	},
})
