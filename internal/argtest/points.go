package argtest

import (
	"crypto/ed25519"
)

// The Curve25519 points and keys that the tables of the Curve25519
// families (X25519 scalar multiplication, box, sealed box, signatures and
// Ed25519-to-X25519 key conversion) and the bindings' own tests take as
// valid or refused.

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

// Basepoint returns u = 9 in n little-endian bytes, a valid X25519 point
// (a random point could be of low order, which some bindings refuse): the
// valid point of the scalar multiplication, box and sealed box tables.
func Basepoint(n int) []byte {
	b := make([]byte, n)
	b[0] = 9
	return b
}

// SigningKey is a real Ed25519 key pair, the valid keys of the signature
// and key conversion tables: some libraries refuse a private key whose
// public half is not the point of its seed (ed25519_dalek's), or a public
// key that is not a point. A table copies it before any call.
var SigningKey = ed25519.NewKeyFromSeed(make([]byte, ed25519.SeedSize))
