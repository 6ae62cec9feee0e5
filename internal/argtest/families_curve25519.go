package argtest

import (
	"crypto/ed25519"

	"github.com/naclcmp/naclcmp/matrix"
)

// The argument tables of the Curve25519 families: X25519 scalar
// multiplication, signatures and Ed25519-to-X25519 key conversion, and the
// points and keys they and the bindings' own tests take as valid or refused.

// LowOrderPoints are the X25519 points u = 0 and u = 1, of low order (RFC
// 7748, section 6.1): the product is all zero, which the bindings that
// follow libsodium refuse.
var LowOrderPoints = [][]byte{
	make([]byte, Spec("scalarmult/x25519").Public),
	identity(Spec("scalarmult/x25519").Public),
}

// Identity is the Ed25519 encoding of the neutral point (y = 1), a
// small-order public key that libsodium refuses to convert to X25519.
var Identity = identity(Spec("sign/ed25519").Public)

// identity returns the little-endian 1 in n bytes: u = 1 on X25519, the
// neutral point's y on Ed25519.
func identity(n int) []byte {
	b := make([]byte, n)
	b[0] = 1
	return b
}

// basepoint returns u = 9 in n little-endian bytes, a valid X25519 point
// (a random point could be of low order, which some bindings refuse).
func basepoint(n int) []byte {
	b := make([]byte, n)
	b[0] = 9
	return b
}

// signingKey is a real Ed25519 key pair, the valid keys of the signature
// and key conversion tables: some libraries refuse a private key whose
// public half is not the point of its seed (ed25519_dalek's), or a public
// key that is not a point.
var signingKey = ed25519.NewKeyFromSeed(make([]byte, ed25519.SeedSize))

// scalarMultTable: the valid point is the base point; which points a
// binding refuses it says with Calls.Refusing.
func scalarMultTable(name string, s matrix.Spec, op any) Calls {
	x := op.(matrix.ScalarMult)
	out, scalar := Fixed("out", s.Out).AsOut(), Fixed("scalar", s.Private)
	return Calls{
		{Name: name + ".ScalarMult", Args: []Arg{out, scalar, Fixed("point", s.Public).With(basepoint(s.Public))},
			Fn: func(a [][]byte) error { return x.ScalarMult(a[0], a[1], a[2]) }},
		{Name: name + ".ScalarBaseMult", Args: []Arg{out, scalar},
			Fn: func(a [][]byte) error { return x.ScalarBaseMult(a[0], a[1]) }},
	}
}

func signatureTable(name string, s matrix.Spec, op any) Calls {
	x := op.(matrix.Signature)
	priv := Fixed("private", s.Private)
	if s.Private == len(signingKey) {
		priv = priv.With(signingKey)
	}
	return append(Calls{
		{Name: name + ".KeyFromSeed", Args: []Arg{Fixed("public", s.Public).AsOut(), Fixed("private", s.Private).AsOut(), Fixed("seed", s.Seed)},
			Fn: func(a [][]byte) error { return x.KeyFromSeed(a[0], a[1], a[2]) }},
		{Name: name + ".Sign", Args: []Arg{Fixed("sig", s.Sig).AsOut(), Free("msg", msgLen), priv},
			Fn: func(a [][]byte) error { return x.Sign(a[0], a[1], a[2]) }},
	}, Verify(name, s, x.Verify)...)
}

// Verify is the table of the verification half of the signature family of
// s, for a verifier that cannot sign (ed25519consensus). Like BoxSeal it
// takes the method, not an interface of its own. The valid public key is
// a real one, for the libraries that refuse a non-point before they
// verify.
func Verify(name string, s matrix.Spec, verify func(sig, msg, public []byte) (bool, error)) Calls {
	pub := Fixed("public", s.Public)
	if s.Public == ed25519.PublicKeySize {
		pub = pub.With(signingKey[ed25519.SeedSize:])
	}
	return Calls{{Name: name + ".Verify", Args: []Arg{Fixed("sig", s.Sig), Free("msg", msgLen), pub},
		Fn: func(a [][]byte) error { return Verdict(verify(a[0], a[1], a[2])) }}}
}

// keyConversionTable: the valid keys are a real Ed25519 pair; which public
// keys a binding refuses it says with Calls.Refusing.
func keyConversionTable(name string, s matrix.Spec, op any) Calls {
	k := op.(matrix.KeyConversion)
	pub, priv := Fixed("edPublic", s.Public), Fixed("edPrivate", s.Private)
	if s.Private == len(signingKey) && s.Public == ed25519.PublicKeySize {
		pub, priv = pub.With(signingKey[ed25519.SeedSize:]), priv.With(signingKey)
	}
	return Calls{
		{Name: name + ".PublicToX25519", Args: []Arg{Fixed("out", s.Out).AsOut(), pub},
			Fn: func(a [][]byte) error { return k.PublicToX25519(a[0], a[1]) }},
		{Name: name + ".PrivateToX25519", Args: []Arg{Fixed("out", s.Out).AsOut(), priv},
			Fn: func(a [][]byte) error { return k.PrivateToX25519(a[0], a[1]) }},
	}
}
