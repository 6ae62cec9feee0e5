package edge25519

import (
	"bytes"
	"crypto/ed25519"
	"crypto/sha512"
	"encoding/hex"
	"math/big"
	"reflect"
	"testing"

	"filippo.io/edwards25519"
)

func mustHex(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestSmallOrderEncodings(t *testing.T) {
	encs := SmallOrderEncodings()
	if len(encs) != 14 {
		t.Fatalf("got %d small-order encodings, want 8 canonical + 6 non-canonical", len(encs))
	}
	// The identity (0, 1) encodes as y = 1, and (0, -1) as y = p - 1:
	// both follow from the encoding rule of RFC 8032 §5.1.2.
	if got := hex.EncodeToString(encs[0].Bytes); got != "0100000000000000000000000000000000000000000000000000000000000000" {
		t.Errorf("encoding 0 = %s, want the identity", got)
	}
	if got := hex.EncodeToString(encs[4].Bytes); got != "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f" {
		t.Errorf("encoding 4 = %s, want (0, -1)", got)
	}
	orders := map[int]int{}
	seenBytes := map[string]bool{}
	var canonicalPoints []*edwards25519.Point
	for i, e := range encs {
		if seenBytes[string(e.Bytes)] {
			t.Errorf("encoding %d repeats %x", i, e.Bytes)
		}
		seenBytes[string(e.Bytes)] = true
		p, err := new(edwards25519.Point).SetBytes(e.Bytes)
		if err != nil {
			t.Fatalf("encoding %d (%x) does not decode: %v", i, e.Bytes, err)
		}
		if !isSmallOrder(p) {
			t.Errorf("encoding %d: [8]P is not the identity", i)
		}
		if got := pointOrder(p); got != e.Order {
			t.Errorf("encoding %d: order %d, recorded %d", i, got, e.Order)
		}
		if canon := bytes.Equal(p.Bytes(), e.Bytes); canon != e.Canonical || canon != (i < 8) {
			t.Errorf("encoding %d: canonical = %v, recorded %v", i, canon, e.Canonical)
		}
		if i < 8 {
			orders[e.Order]++
			for j, q := range canonicalPoints {
				if q.Equal(p) == 1 {
					t.Errorf("encodings %d and %d are the same point", j, i)
				}
			}
			canonicalPoints = append(canonicalPoints, p)
		}
	}
	// The 8-torsion subgroup is cyclic of order 8: one element of order 1,
	// one of order 2, two of order 4 and four of order 8.
	if want := map[int]int{1: 1, 2: 1, 4: 2, 8: 4}; !reflect.DeepEqual(orders, want) {
		t.Errorf("orders of the canonical encodings = %v, want %v", orders, want)
	}
}

// TestNoOtherSmallOrderEncodings checks that the six non-canonical
// encodings are all there are: a non-canonical encoding has y ≥ p (only
// y - p ∈ {0, …, 18} fit in 255 bits) or x = 0 with the sign bit set, so
// every candidate can be tried.
func TestNoOtherSmallOrderEncodings(t *testing.T) {
	p := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	var cands [][]byte
	for d := int64(0); d < 19; d++ {
		cands = append(cands, leBytes(new(big.Int).Add(p, big.NewInt(d)), 32))
	}
	for _, e := range SmallOrderEncodings()[:8] {
		cands = append(cands, bytes.Clone(e.Bytes))
	}
	found := 0
	for _, c := range cands {
		for sign := byte(0); sign < 2; sign++ {
			b := bytes.Clone(c)
			b[31] |= sign << 7
			q, err := new(edwards25519.Point).SetBytes(b)
			if err != nil || bytes.Equal(q.Bytes(), b) || !isSmallOrder(q) {
				continue
			}
			found++
		}
	}
	if found != 6 {
		t.Errorf("found %d non-canonical small-order encodings, want 6", found)
	}
}

func TestTorsionDecomposition(t *testing.T) {
	tg := torsionGenerator()
	if pointOrder(tg) != 8 {
		t.Fatalf("torsion generator has order %d", pointOrder(tg))
	}
	b := edwards25519.NewGeneratorPoint()
	if hasTorsion(b) {
		t.Error("[L]B is not the identity")
	}
	if !hasTorsion(new(edwards25519.Point).Add(b, tg)) {
		t.Error("B + T has no torsion component")
	}
}

// decoded is a case's inputs decoded independently of the construction:
// points from the bytes as sent, S reduced mod L, k hashed over the bytes.
type decoded struct {
	a, r   *edwards25519.Point
	s      *edwards25519.Scalar
	kRaw   *edwards25519.Scalar // over R and A as sent
	kCanon *edwards25519.Scalar // over the canonical re-encodings of R and A
}

func decode(t *testing.T, c Case) decoded {
	t.Helper()
	a, err := new(edwards25519.Point).SetBytes(c.Public)
	if err != nil {
		t.Fatalf("%s: A does not decode: %v", c.ID, err)
	}
	r, err := new(edwards25519.Point).SetBytes(c.Sig[:32])
	if err != nil {
		t.Fatalf("%s: R does not decode: %v", c.ID, err)
	}
	sWide := make([]byte, 64)
	copy(sWide, c.Sig[32:])
	s, _ := edwards25519.NewScalar().SetUniformBytes(sWide)
	k := func(rb, ab []byte) *edwards25519.Scalar {
		h := sha512.Sum512(append(append(append([]byte{}, rb...), ab...), c.Msg...))
		x, _ := edwards25519.NewScalar().SetUniformBytes(h[:])
		return x
	}
	return decoded{a: a, r: r, s: s, kRaw: k(c.Sig[:32], c.Public), kCanon: k(r.Bytes(), a.Bytes())}
}

// TestPaperCaseProperties checks each case against what its description
// promises, decoding the bytes as a verifier would.
func TestPaperCaseProperties(t *testing.T) {
	cs, err := PaperCases()
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) != 12 {
		t.Fatalf("got %d paper cases, want 12", len(cs))
	}
	// Per case: the classes, then whether the cofactorless, the
	// cofactored and the pre-reduced cofactored equation hold with k over
	// the bytes as sent, and whether the cofactorless one holds with k over
	// the re-encoded points ('-' where the case promises nothing).
	want := []struct {
		class                Class
		cl, cf, pre, clReenc byte
	}{
		0:  {SmallOrderA | SmallOrderR, '1', '1', '-', '1'},
		1:  {SmallOrderA | MixedOrderR, '1', '1', '-', '1'},
		2:  {MixedOrderA | SmallOrderR, '1', '1', '-', '1'},
		3:  {MixedOrderA | MixedOrderR, '1', '1', '1', '1'},
		4:  {MixedOrderA | MixedOrderR, '0', '1', '1', '0'},
		5:  {MixedOrderA, '0', '1', '0', '0'},
		6:  {LargeS, '1', '1', '1', '1'},
		7:  {LargeS, '1', '1', '1', '1'},
		8:  {MixedOrderA | SmallOrderR | NonCanonicalR, '0', '0', '-', '1'},
		9:  {MixedOrderA | SmallOrderR | NonCanonicalR, '1', '1', '-', '0'},
		10: {SmallOrderA | NonCanonicalA | MixedOrderR, '0', '1', '-', '1'},
		11: {SmallOrderA | NonCanonicalA | MixedOrderR, '1', '1', '-', '0'},
	}
	bit := func(b bool) byte {
		if b {
			return '1'
		}
		return '0'
	}
	for i, c := range cs {
		if c.Index != i || c.Desc == "" || c.Rule == "" || len(c.Public) != 32 || len(c.Sig) != 64 {
			t.Fatalf("case %d malformed: %+v", i, c)
		}
		if got := Classify(c.Public, c.Sig); got != want[i].class {
			t.Errorf("%s: classes %q, want %q", c.ID, got, want[i].class)
		}
		d := decode(t, c)
		got := []byte{
			bit(cofactorless(d.a, d.r, d.s, d.kRaw)),
			bit(cofactored(d.a, d.r, d.s, d.kRaw)),
			bit(prereduced(d.a, d.r, d.s, d.kRaw)),
			bit(cofactorless(d.a, d.r, d.s, d.kCanon)),
		}
		w := []byte{want[i].cl, want[i].cf, want[i].pre, want[i].clReenc}
		names := []string{"cofactorless", "cofactored", "pre-reduced cofactored", "cofactorless over re-encoded points"}
		for j := range w {
			if w[j] != '-' && w[j] != got[j] {
				t.Errorf("%s: %s equation holds = %c, want %c", c.ID, names[j], got[j], w[j])
			}
		}
	}
	// Cases 6 and 7: S is above L by the promised amount.
	s6, s7 := fromLE(cs[6].Sig[32:]), fromLE(cs[7].Sig[32:])
	if s6.Cmp(order) < 0 || s6.BitLen() > 253 {
		t.Errorf("case 6: S has %d bits, want L ≤ S < 2^253", s6.BitLen())
	}
	if s7.BitLen() != 256 {
		t.Errorf("case 7: S has %d bits, want the top bit set", s7.BitLen())
	}
}

// TestPaperGoRow checks the constructions against the paper's row for
// Go's crypto/ed25519, which has not changed its rules since.
func TestPaperGoRow(t *testing.T) {
	cs, err := PaperCases()
	if err != nil {
		t.Fatal(err)
	}
	row := ""
	for _, c := range cs {
		if ed25519.Verify(c.Public, c.Msg, c.Sig) {
			row += "V"
		} else {
			row += "X"
		}
	}
	if row != PaperRows["Go"] {
		t.Errorf("crypto/ed25519 row = %s, paper %s", row, PaperRows["Go"])
	}
}

func TestPaperCasesStable(t *testing.T) {
	a, err := PaperCases()
	if err != nil {
		t.Fatal(err)
	}
	a[0].Sig[0] ^= 1 // a caller's change must not reach the next caller
	b, _ := PaperCases()
	c, _ := PaperCases()
	if !reflect.DeepEqual(b, c) {
		t.Error("two calls return different cases")
	}
	if reflect.DeepEqual(a[0], b[0]) {
		t.Error("PaperCases returns shared slices")
	}
	// Two constructions from scratch, not the cached one, are equal.
	x, err := buildPaperCases()
	if err != nil {
		t.Fatal(err)
	}
	y, _ := buildPaperCases()
	if !reflect.DeepEqual(x, y) || !reflect.DeepEqual(x, b) {
		t.Error("the construction is not deterministic")
	}
}

func TestZIP215Cases(t *testing.T) {
	cs := ZIP215Cases()
	if len(cs) != 196 {
		t.Fatalf("got %d ZIP-215 cases, want 196", len(cs))
	}
	ids := map[string]bool{}
	encs := SmallOrderEncodings()
	for i, c := range cs {
		if ids[c.ID] {
			t.Errorf("duplicate id %s", c.ID)
		}
		ids[c.ID] = true
		if c.Index != i || string(c.Msg) != "Zcash" || !bytes.Equal(c.Sig[32:], make([]byte, 32)) {
			t.Errorf("%s: index %d, message %q, S %x", c.ID, c.Index, c.Msg, c.Sig[32:])
		}
		if !bytes.Equal(c.Public, encs[i/14].Bytes) || !bytes.Equal(c.Sig[:32], encs[i%14].Bytes) {
			t.Errorf("%s: A or R is not encoding (%d, %d)", c.ID, i/14, i%14)
		}
		// With S = 0 and small-order A and R the cofactored equation
		// holds for any k: this is why ZIP-215 accepts all 196.
		d := decode(t, c)
		if !cofactored(d.a, d.r, d.s, d.kRaw) {
			t.Errorf("%s: cofactored equation fails", c.ID)
		}
	}
}

func TestClassify(t *testing.T) {
	// RFC 8032 §7.1 TEST 1: an ordinary signature has no edge class.
	pub := mustHex(t, "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a")
	sig := mustHex(t, "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b")
	if !ed25519.Verify(pub, nil, sig) {
		t.Fatal("RFC 8032 TEST 1 does not verify")
	}
	if c := Classify(pub, sig); c != 0 {
		t.Errorf("RFC 8032 TEST 1: classes %q, want none", c)
	}
	if c := Classify(pub[:31], sig); c != 0 {
		t.Errorf("short key: classes %q, want none", c)
	}
	// S = L exactly is the smallest S ≥ L.
	withL := append(bytes.Clone(sig[:32]), leBytes(order, 32)...)
	if c := Classify(pub, withL); c != LargeS {
		t.Errorf("S = L: classes %q, want %q", c, LargeS)
	}
	// An encoding that is not a point: y for which (y²-1)/(dy²+1) is not
	// a square. Search the first such small y.
	var bad []byte
	for y := 2; y < 64; y++ {
		b := make([]byte, 32)
		b[0] = byte(y)
		if _, err := new(edwards25519.Point).SetBytes(b); err != nil {
			bad = b
			break
		}
	}
	if bad == nil {
		t.Fatal("no undecodable encoding below 64")
	}
	if c := Classify(bad, append(bytes.Clone(bad), sig[32:]...)); c != UndecodableA|UndecodableR {
		t.Errorf("undecodable A and R: classes %q", c)
	}
	if s := (SmallOrderA | LargeS).String(); s != "small-order A, S ≥ L" {
		t.Errorf("String = %q", s)
	}
	if s := Class(0).String(); s != "none" {
		t.Errorf("String of no class = %q", s)
	}
}
