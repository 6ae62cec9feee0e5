package edge25519

import (
	"bytes"
	"crypto/sha512"
	"errors"
	"fmt"
	"math/big"
	"sync"

	"filippo.io/edwards25519"
)

// Case is one Ed25519 verification input: a public key, a message and a
// signature built to exercise one rule on which verifiers differ.
type Case struct {
	ID    string `json:"id"`    // "paper/3", "zip215/A04-R13"
	Index int    `json:"index"` // position in its set
	Desc  string `json:"desc"`  // what the case tests, in one line
	// Rule says, in one line, which verification rules accept the case
	// and which reject it: the explanation of a divergence.
	Rule   string `json:"rule"`
	Public []byte `json:"public"`
	Msg    []byte `json:"msg"`
	Sig    []byte `json:"sig"`
}

func (c Case) clone() Case {
	c.Public = bytes.Clone(c.Public)
	c.Msg = bytes.Clone(c.Msg)
	c.Sig = bytes.Clone(c.Sig)
	return c
}

// PaperRows are rows of the acceptance table of "Taming the many EdDSAs"
// (Chalkias, Garillot, Nikolaenko, SSR 2020) over its cases 0–11, V for
// accepted and X for rejected, as the paper reports them.
var PaperRows = map[string]string{
	"libsodium": "XXXVXXXXXXXX", // libsodium 1.0.18: only case 3
	"Go":        "VVVVXXXXXXXV", // Go crypto/ed25519: cases 0–3 and 11
}

// PaperCases returns the paper's twelve case classes, constructed here.
// Case i has Index i. Every case holds under the rules its description
// names; which verifiers accept it is what the edge matrix measures.
func PaperCases() ([]Case, error) {
	cs, err := paperCases()
	if err != nil {
		return nil, err
	}
	out := make([]Case, len(cs))
	for i, c := range cs {
		out[i] = c.clone()
	}
	return out, nil
}

// ZIP215Message is the message of every ZIP-215 case.
const ZIP215Message = "Zcash"

// ZIP215Cases returns the 196 signatures of the ZIP-215 small-order set:
// every one of the 14 small-order encodings (SmallOrderEncodings) as A,
// times every one as R, with S = 0 and the message "Zcash". Case index is
// 14·i + j for A = encoding i and R = encoding j. ZIP-215 requires all of
// them to verify: with S = 0 and A and R of small order, the cofactored
// equation [8]R + [8][k]A = [8][S]B holds whatever k is.
func ZIP215Cases() []Case {
	encs := SmallOrderEncodings()
	out := make([]Case, 0, len(encs)*len(encs))
	for i, a := range encs {
		for j, r := range encs {
			sig := make([]byte, 64)
			copy(sig, r.Bytes)
			out = append(out, Case{
				ID:     fmt.Sprintf("zip215/A%02d-R%02d", i, j),
				Index:  len(out),
				Desc:   fmt.Sprintf("A: %s; R: %s; S = 0", a.Desc, r.Desc),
				Rule:   "accepted by cofactored verifiers that allow small-order and non-canonical A and R (ZIP-215)",
				Public: bytes.Clone(a.Bytes),
				Msg:    []byte(ZIP215Message),
				Sig:    sig,
			})
		}
	}
	return out
}

// paperRules explain, per paper case, what separates the verifiers that
// accept it from those that reject it.
var paperRules = []string{
	0:  "rejected by verifiers that refuse a small-order A or R; both equations hold",
	1:  "rejected by verifiers that refuse a small-order A; both equations hold",
	2:  "rejected by verifiers that refuse a small-order R; both equations hold",
	3:  "rejected only by verifiers that refuse points with a torsion component; both equations hold",
	4:  "rejected by cofactorless verifiers ([S]B = R + [k]A), accepted by cofactored ones",
	5:  "rejected by cofactorless verifiers and by cofactored ones that reduce 8·k mod L before multiplying A",
	6:  "accepted by verifiers that check only the top three bits of S, or do not check S at all",
	7:  "accepted only by verifiers that do not check S before reducing it mod L",
	8:  "accepted only by verifiers that allow a non-canonical R and hash its re-encoding",
	9:  "accepted by verifiers that allow a non-canonical small-order R and hash it as sent; byte-comparing R rejects it",
	10: "accepted by cofactored verifiers that allow a small-order non-canonical A, or cofactorless ones hashing its re-encoding",
	11: "rejected by verifiers that refuse a small-order or non-canonical A; both equations hold with A hashed as sent",
}

// maxTries bounds every search for a message with a wanted property. Each
// property holds with probability at least 1/64, so the bound is never
// reached unless the construction is wrong.
const maxTries = 4096

// gen holds the fixed ingredients of the paper cases.
type gen struct {
	t  *edwards25519.Point  // generator of the 8-torsion subgroup
	t2 *edwards25519.Point  // (0, -1), the point of order 2
	a  *edwards25519.Scalar // secret scalar of the signer
	r  *edwards25519.Scalar // nonce scalar
}

// scalarFromLabel derives a fixed scalar: SHA-512 of the label, reduced.
func scalarFromLabel(label string) *edwards25519.Scalar {
	h := sha512.Sum512([]byte(label))
	s, _ := edwards25519.NewScalar().SetUniformBytes(h[:])
	return s
}

// challenge is k = SHA-512(R ‖ A ‖ M) mod L over the given encodings.
func challenge(r, a, m []byte) *edwards25519.Scalar {
	h := sha512.New()
	h.Write(r)
	h.Write(a)
	h.Write(m)
	k, _ := edwards25519.NewScalar().SetUniformBytes(h.Sum(nil))
	return k
}

func base(s *edwards25519.Scalar) *edwards25519.Point {
	return new(edwards25519.Point).ScalarBaseMult(s)
}

func add(p, q *edwards25519.Point) *edwards25519.Point { return new(edwards25519.Point).Add(p, q) }

// cofactorless reports whether [S]B = R + [k]A.
func cofactorless(a, r *edwards25519.Point, s, k *edwards25519.Scalar) bool {
	lhs := base(s)
	rhs := add(r, new(edwards25519.Point).ScalarMult(k, a))
	return lhs.Equal(rhs) == 1
}

// cofactored reports whether [8]([S]B − [k]A − R) is the identity.
func cofactored(a, r *edwards25519.Point, s, k *edwards25519.Scalar) bool {
	d := base(s)
	d.Subtract(d, new(edwards25519.Point).ScalarMult(k, a))
	d.Subtract(d, r)
	return isSmallOrder(d)
}

// prereduced reports whether [8S mod L]B = [8]R + [8k mod L]A: the
// cofactored equation as computed by code that multiplies the scalars by 8
// modulo L before the point multiplications, which is not the same thing
// when A has a torsion component, since L mod 8 ≠ 0.
func prereduced(a, r *edwards25519.Point, s, k *edwards25519.Scalar) bool {
	eight := mustScalar(append([]byte{8}, make([]byte, 31)...))
	s8 := edwards25519.NewScalar().Multiply(eight, s)
	k8 := edwards25519.NewScalar().Multiply(eight, k)
	lhs := base(s8)
	rhs := add(new(edwards25519.Point).MultByCofactor(r), new(edwards25519.Point).ScalarMult(k8, a))
	return lhs.Equal(rhs) == 1
}

// withSignBit returns enc with the top bit set.
func withSignBit(enc []byte) []byte {
	b := bytes.Clone(enc)
	b[31] |= 0x80
	return b
}

func signature(r []byte, s *edwards25519.Scalar) []byte {
	return append(bytes.Clone(r), s.Bytes()...)
}

var paperCases = sync.OnceValues(buildPaperCases)

// buildPaperCases constructs the twelve cases; it uses no randomness, so
// every call returns the same bytes.
func buildPaperCases() ([]Case, error) {
	g := &gen{
		t: torsionGenerator(),
		a: scalarFromLabel("naclcmp edge25519 signer scalar a"),
		r: scalarFromLabel("naclcmp edge25519 nonce scalar r"),
	}
	g.t2 = new(edwards25519.Point).Set(g.t)
	for i := 0; i < 2; i++ {
		g.t2.Double(g.t2)
	}
	builders := []func(*gen, []byte) (Case, bool){
		case0, case1, case2, case3, case4, case5, case6, case7, case8, case9, case10, case11,
	}
	var out []Case
	for i, build := range builders {
		c, err := search(g, i, build)
		if err != nil {
			return nil, err
		}
		c.ID, c.Index, c.Rule = fmt.Sprintf("paper/%d", i), i, paperRules[i]
		out = append(out, c)
	}
	return out, nil
}

// search tries messages "naclcmp edge case i, message n" for n = 0, 1, …
// until build reports that the case it made from the message has the
// wanted property.
func search(g *gen, i int, build func(*gen, []byte) (Case, bool)) (Case, error) {
	for n := 0; n < maxTries; n++ {
		msg := []byte(fmt.Sprintf("naclcmp edge case %d, message %d", i, n))
		if c, ok := build(g, msg); ok {
			c.Msg = msg
			return c, nil
		}
	}
	return Case{}, errors.New("edge25519: no message found for case " + fmt.Sprint(i))
}

func neg(p *edwards25519.Point) *edwards25519.Point { return new(edwards25519.Point).Negate(p) }

// mixedA is [a]B + T: a public key with a torsion component of order 8.
func (g *gen) mixedA() *edwards25519.Point { return add(base(g.a), g.t) }

// case0: S = 0 with small-order A and R. A = T, R = −T, and the message is
// chosen so that [k]A = T, so that [0]B = R + [k]A holds exactly.
func case0(g *gen, m []byte) (Case, bool) {
	a, r := g.t, neg(g.t)
	s := edwards25519.NewScalar()
	k := challenge(r.Bytes(), a.Bytes(), m)
	return Case{Desc: "S = 0, small-order A and R: passes the cofactored and the cofactorless equation",
		Public: a.Bytes(), Sig: signature(r.Bytes(), s)}, cofactorless(a, r, s, k)
}

// case1: small-order A = T, mixed-order R = [r]B + T, S = r; the message
// makes [k]A = −T so that the cofactorless equation holds too.
func case1(g *gen, m []byte) (Case, bool) {
	a, r := g.t, add(base(g.r), g.t)
	k := challenge(r.Bytes(), a.Bytes(), m)
	return Case{Desc: "small-order A, mixed-order R, 0 < S < L: passes both equations",
		Public: a.Bytes(), Sig: signature(r.Bytes(), g.r)}, cofactorless(a, r, g.r, k)
}

// case2: mixed-order A = [a]B + T, small-order R = T, S = k·a; the message
// makes [k]T = −T.
func case2(g *gen, m []byte) (Case, bool) {
	a, r := g.mixedA(), g.t
	k := challenge(r.Bytes(), a.Bytes(), m)
	s := edwards25519.NewScalar().Multiply(k, g.a)
	return Case{Desc: "mixed-order A, small-order R, 0 < S < L: passes both equations",
		Public: a.Bytes(), Sig: signature(r.Bytes(), s)}, cofactorless(a, r, s, k)
}

// mixedAR is the shared construction of cases 3 and 4: A = [a]B + T,
// R = [r]B + T, S = r + k·a.
func mixedAR(g *gen, m []byte) (a, r *edwards25519.Point, s, k *edwards25519.Scalar) {
	a, r = g.mixedA(), add(base(g.r), g.t)
	k = challenge(r.Bytes(), a.Bytes(), m)
	s = edwards25519.NewScalar().MultiplyAdd(k, g.a, g.r)
	return a, r, s, k
}

// case3: the torsion parts cancel ([k]T = −T), so every equation holds,
// the pre-reduced cofactored one included.
func case3(g *gen, m []byte) (Case, bool) {
	a, r, s, k := mixedAR(g, m)
	return Case{Desc: "mixed-order A and R whose torsion cancels: passes the cofactored and the cofactorless equation",
		Public: a.Bytes(), Sig: signature(r.Bytes(), s)}, cofactorless(a, r, s, k) && prereduced(a, r, s, k)
}

// case4: the torsion parts do not cancel: only the cofactored equation
// holds (pre-reduced or not).
func case4(g *gen, m []byte) (Case, bool) {
	a, r, s, k := mixedAR(g, m)
	return Case{Desc: "mixed-order A and R: passes only the cofactored equation",
			Public: a.Bytes(), Sig: signature(r.Bytes(), s)},
		!cofactorless(a, r, s, k) && cofactored(a, r, s, k) && prereduced(a, r, s, k)
}

// case5: A = [a]B + T, prime-order R = [r]B, S = r + k·a, with a message
// for which [k]T ≠ 0 (so the cofactorless equation fails) and
// ⌊8k / L⌋ is not a multiple of 8 (so computing [8k mod L]A leaves a
// torsion term and the pre-reduced cofactored equation fails), while the
// cofactored equation holds.
func case5(g *gen, m []byte) (Case, bool) {
	a, r := g.mixedA(), base(g.r)
	k := challenge(r.Bytes(), a.Bytes(), m)
	s := edwards25519.NewScalar().MultiplyAdd(k, g.a, g.r)
	return Case{Desc: "mixed-order A, prime-order R: passes the cofactored equation, fails it if 8·k and 8·S are reduced mod L first",
			Public: a.Bytes(), Sig: signature(r.Bytes(), s)},
		!cofactorless(a, r, s, k) && cofactored(a, r, s, k) && !prereduced(a, r, s, k)
}

// primeSig is a valid signature with prime-order A = [a]B and R = [r]B.
func primeSig(g *gen, m []byte) (a, r *edwards25519.Point, s *big.Int) {
	a, r = base(g.a), base(g.r)
	k := challenge(r.Bytes(), a.Bytes(), m)
	sc := edwards25519.NewScalar().MultiplyAdd(k, g.a, g.r)
	return a, r, fromLE(sc.Bytes())
}

// case6: S + L, which still has the top three bits clear (< 2^253), so
// checks of those bits alone let it through.
func case6(g *gen, m []byte) (Case, bool) {
	a, r, s := primeSig(g, m)
	s.Add(s, order)
	return Case{Desc: "prime-order A and R, S replaced by S + L < 2^253 (top 3 bits clear): fails only an S < L check",
		Public: a.Bytes(), Sig: append(r.Bytes(), leBytes(s, 32)...)}, s.BitLen() <= 253
}

// case7: S + n·L for the least n that sets the top bit (S + n·L ≥ 2^255).
func case7(g *gen, m []byte) (Case, bool) {
	a, r, s := primeSig(g, m)
	for s.BitLen() < 256 {
		s.Add(s, order)
	}
	return Case{Desc: "prime-order A and R, S replaced by S + n·L ≥ 2^255 (top bit set): fails S < L and top-bit checks",
		Public: a.Bytes(), Sig: append(r.Bytes(), leBytes(s, 32)...)}, s.BitLen() == 256
}

// nonCanonicalR builds cases 8 and 9: A = [a]B + T, R = (0, −1) encoded
// with the sign bit set (x = 0, so the bit is meaningless and the
// encoding non-canonical), S = k·a with k hashed over the re-encoded
// (canonical) R when reencoded, over the bytes as sent otherwise. The
// message makes [S]B = R + [k]A hold for that k, and fail for the other.
func nonCanonicalR(g *gen, m []byte, reencoded bool) (Case, bool) {
	a, r := g.mixedA(), g.t2
	raw, canon := withSignBit(r.Bytes()), r.Bytes()
	kRaw, kCanon := challenge(raw, a.Bytes(), m), challenge(canon, a.Bytes(), m)
	k, other := kRaw, kCanon
	if reencoded {
		k, other = kCanon, kRaw
	}
	s := edwards25519.NewScalar().Multiply(k, g.a)
	return Case{Public: a.Bytes(), Sig: signature(raw, s)},
		cofactorless(a, r, s, k) && !cofactorless(a, r, s, other)
}

func case8(g *gen, m []byte) (Case, bool) {
	c, ok := nonCanonicalR(g, m, true)
	c.Desc = "non-canonical R (order 2, sign bit set), mixed-order A: k hashed over the re-encoded R"
	return c, ok
}

func case9(g *gen, m []byte) (Case, bool) {
	c, ok := nonCanonicalR(g, m, false)
	c.Desc = "non-canonical R (order 2, sign bit set), mixed-order A: k hashed over R as sent"
	return c, ok
}

// nonCanonicalA builds cases 10 and 11: A = (0, −1) encoded with the sign
// bit set, mixed-order R = [r]B + (0, −1), S = r. [S]B = R + [k]A holds
// when k is odd; the message makes k odd when hashed over the re-encoded A
// (reencoded) or over A as sent, and even when hashed the other way.
func nonCanonicalA(g *gen, m []byte, reencoded bool) (Case, bool) {
	a, r := g.t2, add(base(g.r), g.t2)
	raw, canon := withSignBit(a.Bytes()), a.Bytes()
	kRaw, kCanon := challenge(r.Bytes(), raw, m), challenge(r.Bytes(), canon, m)
	k, other := kRaw, kCanon
	if reencoded {
		k, other = kCanon, kRaw
	}
	return Case{Public: raw, Sig: signature(r.Bytes(), g.r)},
		cofactorless(a, r, g.r, k) && !cofactorless(a, r, g.r, other)
}

func case10(g *gen, m []byte) (Case, bool) {
	c, ok := nonCanonicalA(g, m, true)
	c.Desc = "non-canonical A (order 2, sign bit set), mixed-order R: k hashed over the re-encoded A"
	return c, ok
}

func case11(g *gen, m []byte) (Case, bool) {
	c, ok := nonCanonicalA(g, m, false)
	c.Desc = "non-canonical A (order 2, sign bit set), mixed-order R: k hashed over A as sent"
	return c, ok
}
