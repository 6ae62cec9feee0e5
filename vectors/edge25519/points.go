// Package edge25519 constructs Ed25519 signatures on which verifiers
// disagree, from first principles with filippo.io/edwards25519: the twelve
// case classes of Chalkias, Garillot and Nikolaenko, "Taming the many
// EdDSAs" (SSR 2020), and the ZIP-215 set of small-order public keys and
// commitments. Nothing is read from a file: every point, scalar and message
// is computed here, deterministically, so the cases are the same on every
// run and on every machine.
//
// Ed25519 verifiers differ in which of these they accept because RFC 8032,
// the original paper and the deployed code each allow different things:
// small-order or mixed-order points (A and R with a component in the
// 8-torsion subgroup), non-canonical point encodings (y ≥ p, or x = 0 with
// the sign bit set), scalars S ≥ L, and the choice between the cofactorless
// equation [S]B = R + [k]A and the cofactored one [8][S]B = [8]R + [8][k]A.
package edge25519

import (
	"bytes"
	"math/big"
	"slices"
	"sync"

	"filippo.io/edwards25519"
)

// order is L, the prime order of the base point,
// 2^252 + 27742317777372353535851937790883648493.
var order, _ = new(big.Int).SetString("7237005577332262213973186563042994240857116359379907606001950938285454250989", 10)

// fieldP is p = 2^255 - 19.
var fieldP = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))

// identity is the neutral element, for comparisons.
var identity = edwards25519.NewIdentityPoint()

// mulByOrder returns [L]P. For a point P = P_L + T with P_L in the prime-order
// subgroup and T in the 8-torsion, [L]P = [L]T, which is the identity exactly
// when P has no torsion component. Scalars are reduced mod L by the library,
// so [L] is computed as [2^252]P + [L - 2^252]P.
func mulByOrder(p *edwards25519.Point) *edwards25519.Point {
	q := new(edwards25519.Point).Set(p)
	for i := 0; i < 252; i++ {
		q.Double(q)
	}
	c := new(big.Int).Sub(order, new(big.Int).Lsh(big.NewInt(1), 252))
	s := mustScalar(leBytes(c, 32))
	return q.Add(q, new(edwards25519.Point).ScalarMult(s, p))
}

// isSmallOrder reports whether [8]P is the identity.
func isSmallOrder(p *edwards25519.Point) bool {
	return new(edwards25519.Point).MultByCofactor(p).Equal(identity) == 1
}

// hasTorsion reports whether P has a component in the 8-torsion subgroup,
// that is whether [L]P is not the identity.
func hasTorsion(p *edwards25519.Point) bool {
	return mulByOrder(p).Equal(identity) != 1
}

// pointOrder returns the order of a small-order point (1, 2, 4 or 8), or 0
// when P is not of small order.
func pointOrder(p *edwards25519.Point) int {
	q := new(edwards25519.Point).Set(p)
	for n := 1; n <= 8; n++ {
		if q.Equal(identity) == 1 {
			return n
		}
		q.Add(q, p)
	}
	return 0
}

// leBytes returns x as n little-endian bytes; x must fit.
func leBytes(x *big.Int, n int) []byte {
	be := x.FillBytes(make([]byte, n))
	for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
		be[i], be[j] = be[j], be[i]
	}
	return be
}

// fromLE reads little-endian bytes as an integer.
func fromLE(b []byte) *big.Int {
	be := make([]byte, len(b))
	for i := range b {
		be[len(b)-1-i] = b[i]
	}
	return new(big.Int).SetBytes(be)
}

// mustScalar converts 32 canonical bytes; callers pass values below L.
func mustScalar(b []byte) *edwards25519.Scalar {
	s, err := edwards25519.NewScalar().SetCanonicalBytes(b)
	if err != nil {
		panic("edge25519: internal error: " + err.Error())
	}
	return s
}

// torsionGenerator finds a point of order 8 as the torsion component [L]P
// of points P decoded from a fixed sequence of candidate encodings. [L]
// acts on the cyclic 8-torsion subgroup as multiplication by L mod 8 = 5,
// a bijection, so a P whose torsion component has order 8 yields a
// generator. The first candidate that works is used, so the result never
// changes.
var torsionGenerator = sync.OnceValue(func() *edwards25519.Point {
	for i := 0; ; i++ {
		enc := make([]byte, 32)
		enc[0], enc[1] = byte(i), byte(i>>8)
		enc[31] = 0x42
		p, err := new(edwards25519.Point).SetBytes(enc)
		if err != nil {
			continue
		}
		t := mulByOrder(p)
		if pointOrder(t) == 8 {
			return t
		}
	}
})

// SmallOrderEncoding is one 32-byte encoding of a point of small order.
type SmallOrderEncoding struct {
	Bytes     []byte
	Order     int  // 1, 2, 4 or 8
	Canonical bool // the encoding Point.Bytes produces
	// Desc says in a few words what the encoding is.
	Desc string
}

// SmallOrderEncodings returns the 14 encodings that decode to points of
// small order under the permissive decoding rule of ZIP-215 (and of
// filippo.io/edwards25519's SetBytes): first the 8 canonical encodings,
// [i]T for i = 0…7 where T generates the 8-torsion subgroup (so index 0 is
// the identity and index 4 the point (0, -1) of order 2), then the 6
// non-canonical ones in byte order. The non-canonical encodings are found
// by trying, for every small-order point, its y-coordinate plus p where that
// still fits in 255 bits, and the sign bit set where x = 0, and keeping
// every candidate that decodes to a small-order point but is not that
// point's canonical encoding.
func SmallOrderEncodings() []SmallOrderEncoding {
	return smallOrderEncodings()
}

var smallOrderEncodings = sync.OnceValue(func() []SmallOrderEncoding {
	t := torsionGenerator()
	var out []SmallOrderEncoding
	p := edwards25519.NewIdentityPoint()
	var points []*edwards25519.Point
	for i := 0; i < 8; i++ {
		q := new(edwards25519.Point).Set(p)
		points = append(points, q)
		out = append(out, SmallOrderEncoding{
			Bytes: q.Bytes(), Order: pointOrder(q), Canonical: true,
			Desc: canonicalDesc(pointOrder(q)),
		})
		p.Add(p, t)
	}
	var nonCanonical [][]byte
	seen := map[string]bool{}
	for _, q := range points {
		enc := q.Bytes()
		y := fromLE(append(append([]byte{}, enc[:31]...), enc[31]&0x7f))
		for _, yy := range []*big.Int{y, new(big.Int).Add(y, fieldP)} {
			if yy.BitLen() > 255 {
				continue
			}
			for sign := byte(0); sign < 2; sign++ {
				cand := leBytes(yy, 32)
				cand[31] |= sign << 7
				d, err := new(edwards25519.Point).SetBytes(cand)
				if err != nil || !isSmallOrder(d) || bytes.Equal(cand, d.Bytes()) || seen[string(cand)] {
					continue
				}
				seen[string(cand)] = true
				nonCanonical = append(nonCanonical, cand)
			}
		}
	}
	slices.SortFunc(nonCanonical, bytes.Compare)
	for _, b := range nonCanonical {
		d, _ := new(edwards25519.Point).SetBytes(b)
		out = append(out, SmallOrderEncoding{
			Bytes: b, Order: pointOrder(d), Canonical: false, Desc: nonCanonicalDesc(b, d),
		})
	}
	return out
})

func canonicalDesc(ord int) string {
	switch ord {
	case 1:
		return "identity (0, 1), canonical"
	case 2:
		return "(0, -1) of order 2, canonical"
	case 4:
		return "order 4 (y = 0), canonical"
	}
	return "order 8, canonical"
}

func nonCanonicalDesc(b []byte, p *edwards25519.Point) string {
	var what string
	switch pointOrder(p) {
	case 1:
		what = "identity"
	case 2:
		what = "(0, -1) of order 2"
	case 4:
		what = "order-4 point"
	default:
		what = "order-8 point"
	}
	y := fromLE(append(append([]byte{}, b[:31]...), b[31]&0x7f))
	if y.Cmp(fieldP) >= 0 {
		what += ", y + p"
	}
	xIsZero := pointOrder(p) <= 2
	if b[31]&0x80 != 0 && xIsZero {
		what += ", x = 0 with sign bit set"
	} else if b[31]&0x80 != 0 {
		what += ", sign bit set"
	}
	return what + ", non-canonical"
}
