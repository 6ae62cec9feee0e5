package edge25519

import (
	"math/big"
	"slices"
)

// The documented X25519 edge classes: u-coordinates on which an
// implementation in the registry is known to disagree with RFC 7748 and
// the others. A disagreement on such an input is a finding, printed and
// counted apart from other failures (vectors, Wycheproof, fuzzing), never
// as a pass; a disagreement anywhere else is a failure.
//
// The interop checks and the transcript draw u-coordinates outside these
// classes, so that their matrices and digests answer "do the
// implementations agree where they all claim to", while the vectors, whose
// RFC 7748 Section 5.2 second case has bit 255 set, and Wycheproof show
// who gets the classes wrong.

// X25519Bit255Class names the u-coordinates with bit 255 set. RFC 7748
// Section 5 says to clear it; djb's NaCl 20110221 predates the RFC, and its
// curve25519 ref implementation, which Debian's build selects on armhf and
// s390x (nacl.X25519Implementation), computes with the bit kept, so every
// such u gives a different result there (seen for 200 of 200 random
// inputs under qemu-s390x, and 0 of 200 with the bit clear).
const X25519Bit255Class = "u with bit 255 set (RFC 7748 Section 5 says to clear it)"

// X25519NearPClass names the X25519 edge class: u-coordinates
// within 32 of p = 2^255 − 19 or above, where an implementation that
// reduces incompletely computes a wrong shared secret. Wycheproof's x25519
// file has over a dozen such cases; djb's NaCl 20110221 on amd64 gets
// u = p − 30 … 2^255 − 1 wrong (seen over 16 random scalars, u = p − 4096
// … p + 40), while every other implementation in the registry gets them
// right.
const X25519NearPClass = "u within 32 of p or above (incomplete reduction)"

// X25519NearP reports whether the little-endian u-coordinate, read as
// u mod 2^255 plus 19 when its top bit is set (2^255 ≡ 19 mod p: what an
// implementation that keeps the bit computes with), is at least p − 32.
func X25519NearP(u []byte) bool {
	if len(u) != 32 {
		return false
	}
	be := slices.Clone(u)
	slices.Reverse(be)
	top := be[0]&0x80 != 0
	be[0] &= 0x7f
	w := new(big.Int).SetBytes(be)
	if top {
		w.Add(w, big.NewInt(19))
	}
	p := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	return w.Cmp(p.Sub(p, big.NewInt(32))) >= 0
}

// X25519EdgeClass names the documented class u falls in, or returns "".
// A u near p with bit 255 set is in both; the narrower near-p class wins.
func X25519EdgeClass(u []byte) string {
	switch {
	case X25519NearP(u):
		return X25519NearPClass
	case len(u) == 32 && u[31]&0x80 != 0:
		return X25519Bit255Class
	}
	return ""
}
