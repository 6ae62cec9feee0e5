package edge25519

import (
	"bytes"
	"strings"

	"filippo.io/edwards25519"
)

// Class is a set of properties of a public key and signature on which
// Ed25519 verifiers are known to differ. A signature whose Class is zero
// is one every correct verifier must judge the same way.
type Class uint

// The classes. Each is a rule that some deployed verifier applies and
// another does not.
const (
	// SmallOrderA: A is of small order ([8]A is the identity); libsodium
	// rejects such keys, RFC 8032 and Go accept them.
	SmallOrderA Class = 1 << iota
	// SmallOrderR: R is of small order.
	SmallOrderR
	// MixedOrderA: A has a torsion component but is not of small order, so
	// the cofactored and cofactorless equations can disagree.
	MixedOrderA
	// MixedOrderR: the same for R.
	MixedOrderR
	// NonCanonicalA: A decodes permissively (y ≥ p, or x = 0 with the sign
	// bit set) but is not its point's canonical encoding.
	NonCanonicalA
	// NonCanonicalR: the same for R.
	NonCanonicalR
	// LargeS: S ≥ L; RFC 8032 rejects it, ref10-derived code checks only
	// the top three bits and TweetNaCl checks nothing.
	LargeS
	// UndecodableA: A is not the encoding of a curve point under the
	// permissive rule. Verifiers must reject, but decoders differ in
	// which byte strings they even try.
	UndecodableA
	// UndecodableR: the same for R.
	UndecodableR
)

var classNames = []string{
	"small-order A", "small-order R", "mixed-order A", "mixed-order R",
	"non-canonical A", "non-canonical R", "S ≥ L", "undecodable A", "undecodable R",
}

// String lists the classes in c, comma-separated, or "none".
func (c Class) String() string {
	var parts []string
	for i, n := range classNames {
		if c&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// Classify returns the edge-case classes of a 32-byte public key and a
// 64-byte signature. Inputs of other lengths have no class: every verifier
// must reject them.
func Classify(public, sig []byte) Class {
	if len(public) != 32 || len(sig) != 64 {
		return 0
	}
	var c Class
	c |= pointClass(public, SmallOrderA, MixedOrderA, NonCanonicalA, UndecodableA)
	c |= pointClass(sig[:32], SmallOrderR, MixedOrderR, NonCanonicalR, UndecodableR)
	if fromLE(sig[32:]).Cmp(order) >= 0 {
		c |= LargeS
	}
	return c
}

func pointClass(enc []byte, small, mixed, nonCanonical, undecodable Class) Class {
	p, err := new(edwards25519.Point).SetBytes(enc)
	if err != nil {
		return undecodable
	}
	var c Class
	if !bytes.Equal(p.Bytes(), enc) {
		c |= nonCanonical
	}
	switch {
	case isSmallOrder(p):
		c |= small
	case hasTorsion(p):
		c |= mixed
	}
	return c
}
