package tweetnacl

import (
	"bytes"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"golang.org/x/crypto/nacl/secretbox"
)

// The tests in this file check functions of the port itself, under their
// original names, against math/big: the constants of tweetnacl.c, the
// field arithmetic modulo p = 2^255 - 19 and the reduction modulo L.

var (
	bigP = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	bigL = new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), 252), mustBig("27742317777372353535851937790883648493"))
)

func mustBig(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic(s)
	}
	return x
}

// gfValue is the integer a gf stands for: Σ limb_i · 2^(16i), limbs signed.
func gfValue(a *gf) *big.Int {
	v := new(big.Int)
	for i := 15; i >= 0; i-- {
		v.Lsh(v, 16)
		v.Add(v, big.NewInt(a[i]))
	}
	return v
}

// le is the little-endian integer of b.
func le(b []byte) *big.Int {
	be := slices.Clone(b)
	slices.Reverse(be)
	return new(big.Int).SetBytes(be)
}

// leBytes is x < 2^(8n) as n little-endian bytes.
func leBytes(x *big.Int, n int) []byte {
	b := x.FillBytes(make([]byte, n))
	slices.Reverse(b)
	return b
}

// modP reduces x into [0, p).
func modP(x *big.Int) *big.Int { return new(big.Int).Mod(x, bigP) }

// TestConstants checks the constants of tweetnacl.c by their definitions:
// d = -121665/121666, 2d, the base point (x, 4/5) with x even, sqrt(-1) =
// 2^((p-1)/4), 121665, minusp = 2^136 - (2^130 - 5), L and sigma.
func TestConstants(t *testing.T) {
	inv := func(x int64) *big.Int { return new(big.Int).ModInverse(big.NewInt(x), bigP) }
	d := modP(new(big.Int).Mul(big.NewInt(-121665), inv(121666)))
	y := modP(new(big.Int).Mul(big.NewInt(4), inv(5)))
	// x² = (y² - 1)/(d·y² + 1), the even root.
	y2 := new(big.Int).Mul(y, y)
	num := new(big.Int).Sub(y2, big.NewInt(1))
	den := new(big.Int).Add(new(big.Int).Mul(d, y2), big.NewInt(1))
	x := new(big.Int).ModSqrt(modP(new(big.Int).Mul(num, new(big.Int).ModInverse(modP(den), bigP))), bigP)
	if x.Bit(0) == 1 {
		x.Sub(bigP, x)
	}
	sqrtM1 := new(big.Int).Exp(big.NewInt(2), new(big.Int).Rsh(new(big.Int).Sub(bigP, big.NewInt(1)), 2), bigP)
	if modP(new(big.Int).Mul(sqrtM1, sqrtM1)).Cmp(new(big.Int).Sub(bigP, big.NewInt(1))) != 0 {
		t.Fatal("2^((p-1)/4) is not a square root of -1")
	}
	for _, c := range []struct {
		name string
		got  *gf
		want *big.Int
	}{
		{"gf0", &gf0, big.NewInt(0)},
		{"gf1", &gf1, big.NewInt(1)},
		{"_121665", &_121665, big.NewInt(121665)},
		{"_D", &_D, d},
		{"_D2", &_D2, modP(new(big.Int).Lsh(d, 1))},
		{"_X", &_X, x},
		{"_Y", &_Y, y},
		{"_I", &_I, sqrtM1},
	} {
		if v := gfValue(c.got); v.Cmp(c.want) != 0 {
			t.Errorf("%s = %v, want %v", c.name, v, c.want)
		}
	}

	var m big.Int
	for i := 16; i >= 0; i-- {
		m.Lsh(&m, 8)
		m.Add(&m, big.NewInt(int64(minusp[i])))
	}
	p1305 := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 130), big.NewInt(5))
	if want := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 136), p1305); m.Cmp(want) != 0 {
		t.Errorf("minusp = %v, want %v", &m, want)
	}
	var l [32]byte
	for i, w := range _L {
		l[i] = byte(w)
	}
	if le(l[:]).Cmp(bigL) != 0 {
		t.Errorf("_L = %v, want %v", le(l[:]), bigL)
	}
	if string(sigma[:]) != "expand 32-byte k" || _9[0] != 9 || le(_9[:]).Cmp(big.NewInt(9)) != 0 || le(_0[:]).Sign() != 0 {
		t.Errorf("sigma %q, _9 %x, _0 %x", sigma, _9, _0)
	}
}

// TestFieldArithmetic checks M, S, A, Z, inv25519, pow2523, pack25519,
// unpack25519, par25519, neq25519 and sel25519 on random elements (the
// bytes below 2^255, so some unreduced), as the original combines them:
// sums and differences are multiplied before they are packed.
func TestFieldArithmetic(t *testing.T) {
	r := rand.New(rand.NewChaCha8([32]byte{20}))
	pack := func(a *gf) *big.Int {
		var o [32]byte
		pack25519(o[:], a)
		return le(o[:])
	}
	random := func() (*gf, *big.Int) {
		var b [32]byte
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		b[31] &= 0x7f
		var a gf
		unpack25519(&a, b[:])
		return &a, le(b[:])
	}
	exp := func(a *big.Int, e *big.Int) *big.Int { return new(big.Int).Exp(a, e, bigP) }
	for i := range 200 {
		a, av := random()
		b, bv := random()
		if i == 0 {
			unpack25519(a, leBytes(new(big.Int).Sub(bigP, big.NewInt(1)), 32)) // p - 1
			av = new(big.Int).Sub(bigP, big.NewInt(1))
		}
		var o gf
		check := func(what string, want *big.Int) {
			t.Helper()
			if got := pack(&o); got.Cmp(modP(want)) != 0 {
				t.Fatalf("%s of %v and %v = %v, want %v", what, av, bv, got, modP(want))
			}
		}
		_M(&o, a, b)
		check("M", new(big.Int).Mul(av, bv))
		_S(&o, a)
		check("S", new(big.Int).Mul(av, av))
		_A(&o, a, b)
		_M(&o, &o, &gf1)
		check("A", new(big.Int).Add(av, bv))
		_Z(&o, a, b)
		_M(&o, &o, &gf1)
		check("Z", new(big.Int).Sub(av, bv))
		inv25519(&o, a)
		check("inv25519", exp(av, new(big.Int).Sub(bigP, big.NewInt(2))))
		pow2523(&o, a)
		check("pow2523", exp(av, new(big.Int).Rsh(new(big.Int).Sub(bigP, big.NewInt(5)), 3)))
		// In place, as the original calls them.
		o = *a
		_M(&o, &o, b)
		check("M in place", new(big.Int).Mul(av, bv))
		o = *a
		inv25519(&o, &o)
		check("inv25519 in place", exp(av, new(big.Int).Sub(bigP, big.NewInt(2))))

		if got, want := par25519(a), byte(modP(av).Bit(0)); got != want {
			t.Fatalf("par25519(%v) = %d, want %d", av, got, want)
		}
		if got, want := neq25519(a, b), -cbool[int](modP(av).Cmp(modP(bv)) != 0); got != want {
			t.Fatalf("neq25519(%v, %v) = %d, want %d", av, bv, got, want)
		}
		if neq25519(a, a) != 0 {
			t.Fatalf("neq25519(a, a) != 0")
		}
		p, q := *a, *b
		sel25519(&p, &q, 0)
		if p != *a || q != *b {
			t.Fatal("sel25519(p, q, 0) swapped")
		}
		sel25519(&p, &q, 1)
		if p != *b || q != *a {
			t.Fatal("sel25519(p, q, 1) did not swap")
		}
	}
}

// TestPackReduces checks that pack25519 reduces the values unpack25519
// keeps unreduced, p to 2^255 - 1, and that unpack25519 drops bit 255.
func TestPackReduces(t *testing.T) {
	for _, v := range []*big.Int{
		new(big.Int).Sub(bigP, big.NewInt(1)), bigP, new(big.Int).Add(bigP, big.NewInt(1)),
		new(big.Int).Add(bigP, big.NewInt(18)), big.NewInt(0), big.NewInt(19),
	} {
		for _, top := range []byte{0, 0x80} {
			b := leBytes(v, 32)
			b[31] |= top
			var a gf
			unpack25519(&a, b)
			var o [32]byte
			pack25519(o[:], &a)
			if want := leBytes(modP(v), 32); !bytes.Equal(o[:], want) {
				t.Errorf("pack25519(unpack25519(%x)) = %x, want %x", b, o, want)
			}
		}
	}
}

// TestReduce checks reduce, and so modL, against math/big on random
// 64-byte numbers and on the extremes: 0, L - 1, L, L + 1, 2^512 - 1.
func TestReduce(t *testing.T) {
	r := rand.New(rand.NewChaCha8([32]byte{21}))
	inputs := [][]byte{
		make([]byte, 64),
		leBytes(new(big.Int).Sub(bigL, big.NewInt(1)), 64),
		leBytes(bigL, 64),
		leBytes(new(big.Int).Add(bigL, big.NewInt(1)), 64),
		bytes.Repeat([]byte{0xff}, 64),
	}
	for range 500 {
		b := make([]byte, 64)
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		inputs = append(inputs, b)
	}
	for _, in := range inputs {
		got := bytes.Clone(in)
		reduce(got)
		want := leBytes(new(big.Int).Mod(le(in), bigL), 64)
		if !bytes.Equal(got, want) {
			t.Errorf("reduce(%x) = %x, want %x", in, got, want)
		}
	}
}

// TestPaddingConvention pins down the NaCl layout the binding converts
// from, on the port's own functions: crypto_secretbox takes 32 zero bytes
// before the message and returns 16 zero bytes before tag‖ciphertext;
// crypto_secretbox_open ignores those 16 bytes and returns 32 zero bytes
// before the message; lengths below 32 are refused with -1.
func TestPaddingConvention(t *testing.T) {
	key, nonce, msg := bytes.Repeat([]byte{1}, 32), bytes.Repeat([]byte{2}, 24), []byte("the zero-padded layout of NaCl's crypto_secretbox")
	combined := secretbox.Seal(nil, msg, (*[24]byte)(nonce), (*[32]byte)(key))

	m := append(make([]byte, 32), msg...)
	c := bytes.Repeat([]byte{0xAA}, len(m))
	if rc := sealRaw(opSecretBox, c, m, nonce, key, nil); rc != 0 {
		t.Fatalf("crypto_secretbox returned %d", rc)
	}
	if !bytes.Equal(c[:16], make([]byte, 16)) || !bytes.Equal(c[16:], combined) {
		t.Fatalf("crypto_secretbox gave %x, want 16 zero bytes and %x", c, combined)
	}

	garbled := bytes.Clone(c)
	copy(garbled, bytes.Repeat([]byte{0x55}, 16))
	out := bytes.Repeat([]byte{0xAA}, len(garbled))
	if rc := openRaw(opSecretBox, out, garbled, nonce, key, nil); rc != 0 {
		t.Fatalf("crypto_secretbox_open returned %d", rc)
	}
	if !bytes.Equal(out[:32], make([]byte, 32)) || !bytes.Equal(out[32:], msg) {
		t.Fatalf("crypto_secretbox_open gave %x, want 32 zero bytes and %x", out, msg)
	}

	// A non-zero pad is not a message prefix but part of the Poly1305
	// key's mask: a different tag.
	dirty := bytes.Clone(m)
	dirty[0] = 1
	c2 := make([]byte, len(dirty))
	sealRaw(opSecretBox, c2, dirty, nonce, key, nil)
	if bytes.Equal(c2[16:32], combined[:16]) {
		t.Error("a non-zero pad left the tag unchanged")
	}

	short := make([]byte, 31)
	if crypto_secretbox(short, short, 31, nonce, key) != -1 || crypto_secretbox_open(short, short, 31, nonce, key) != -1 {
		t.Error("a 31-byte buffer was not refused")
	}
}

// TestSignOpenLayout pins down crypto_sign and crypto_sign_open's
// signed-message layout: sm = R ‖ S ‖ m and smlen = n + 64; on success m
// gets the message and *mlen its length, on failure m is zeroed up to
// n - 64 bytes and *mlen is -1.
func TestSignOpenLayout(t *testing.T) {
	var pk [32]byte
	var sk [64]byte
	crypto_sign_keypair(pk[:], sk[:], bytes.Repeat([]byte{5}, 32))
	msg := []byte("signed message")
	sm := make([]byte, len(msg)+64)
	var smlen uint64
	crypto_sign(sm, &smlen, msg, uint64(len(msg)), sk[:])
	if smlen != uint64(len(sm)) || !bytes.Equal(sm[64:], msg) {
		t.Fatalf("crypto_sign: smlen %d, sm %x", smlen, sm)
	}
	m := make([]byte, len(sm))
	var mlen uint64
	if crypto_sign_open(m, &mlen, sm, uint64(len(sm)), pk[:]) != 0 || mlen != uint64(len(msg)) || !bytes.Equal(m[:mlen], msg) {
		t.Fatalf("crypto_sign_open: mlen %d, m %x", mlen, m)
	}
	sm[0] ^= 1
	m = bytes.Repeat([]byte{0xAA}, len(sm))
	if crypto_sign_open(m, &mlen, sm, uint64(len(sm)), pk[:]) != -1 || mlen != ^uint64(0) {
		t.Fatalf("crypto_sign_open of a bad signature: mlen %d", mlen)
	}
	if !bytes.Equal(m[:len(msg)], make([]byte, len(msg))) {
		t.Errorf("crypto_sign_open left %x after a failure", m[:len(msg)])
	}
	if crypto_sign_open(m, &mlen, sm[:63], 63, pk[:]) != -1 {
		t.Error("a 63-byte signed message was not refused")
	}
}
