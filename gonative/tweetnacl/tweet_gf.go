package tweetnacl

// The field arithmetic of tweetnacl.c, modulo p = 2^255 - 19: the
// constants gf0, gf1, _121665, D, D2, X, Y and I, then, in the original's
// order, set25519, car25519, sel25519, pack25519, neq25519, par25519,
// unpack25519, A, Z, M, S, inv25519 and pow2523. The conventions of the
// port are in tweet.go.

// gf is gf: a field element as 16 signed 64-bit limbs of radix 2^16,
// little-endian. Limbs may leave [0, 2^16) between carries; only
// pack25519 reduces fully.
type gf [16]int64

var (
	// gf0 and gf1 are 0 and 1.
	gf0 gf
	gf1 = gf{1}
	// _121665 is (A - 2)/4 = 121665 of Curve25519, A = 486662.
	_121665 = gf{0xDB41, 1}
	// _D is d = -121665/121666 of Ed25519, _D2 is 2d.
	_D  = gf{0x78a3, 0x1359, 0x4dca, 0x75eb, 0xd8ab, 0x4141, 0x0a4d, 0x0070, 0xe898, 0x7779, 0x4079, 0x8cc7, 0xfe73, 0x2b6f, 0x6cee, 0x5203}
	_D2 = gf{0xf159, 0x26b2, 0x9b94, 0xebd6, 0xb156, 0x8283, 0x149a, 0x00e0, 0xd130, 0xeef3, 0x80f2, 0x198e, 0xfce7, 0x56df, 0xd9dc, 0x2406}
	// _X and _Y are the coordinates of the base point B, y = 4/5.
	_X = gf{0xd51a, 0x8f25, 0x2d60, 0xc956, 0xa7b2, 0x9525, 0xc760, 0x692c, 0xdc5c, 0xfdd6, 0xe231, 0xc0a4, 0x53fe, 0xcd6e, 0x36d3, 0x2169}
	_Y = gf{0x6658, 0x6666, 0x6666, 0x6666, 0x6666, 0x6666, 0x6666, 0x6666, 0x6666, 0x6666, 0x6666, 0x6666, 0x6666, 0x6666, 0x6666, 0x6666}
	// _I is a square root of -1, 2^((p-1)/4).
	_I = gf{0xa0b0, 0x4a0e, 0x1b27, 0xc4ee, 0xe478, 0xad2f, 0x1806, 0x2f43, 0xd7a7, 0x3dfb, 0x0099, 0x2b4d, 0xdf0b, 0x4fc1, 0x2480, 0x2b83}
)

// set25519 is set25519: r = a.
func set25519(r, a *gf) {
	for i := range 16 {
		r[i] = a[i]
	}
}

// car25519 is car25519: one carry pass, each limb's excess over 16 bits
// moved to the next one, and that of the top limb to the bottom one times
// 38 (2^256 = 38 mod p). The original adds 2^16 first and 1 less after,
// so that the shift rounds towards minus infinity for negative limbs too.
func car25519(o *gf) {
	var c int64
	for i := range 16 {
		o[i] += (1 << 16)
		c = o[i] >> 16
		o[(i+1)*cbool[int](i < 15)] += c - 1 + 37*(c-1)*cbool[int64](i == 15)
		o[i] -= c << 16
	}
}

// sel25519 is sel25519: swaps p and q if b is 1, leaves them if b is 0,
// without a branch on b.
func sel25519(p, q *gf, b int) {
	var t int64
	c := ^int64(b - 1)
	for i := range 16 {
		t = c & (p[i] ^ q[i])
		p[i] ^= t
		q[i] ^= t
	}
}

// pack25519 is pack25519: the 32-byte little-endian encoding of n, fully
// reduced modulo p (three carries, then p subtracted twice where that does
// not go below zero).
func pack25519(o []byte, n *gf) {
	var b int
	var m, t gf
	for i := range 16 {
		t[i] = n[i]
	}
	car25519(&t)
	car25519(&t)
	car25519(&t)
	for range 2 {
		m[0] = t[0] - 0xffed
		for i := 1; i < 15; i++ {
			m[i] = t[i] - 0xffff - ((m[i-1] >> 16) & 1)
			m[i-1] &= 0xffff
		}
		m[15] = t[15] - 0x7fff - ((m[14] >> 16) & 1)
		b = int((m[15] >> 16) & 1)
		m[14] &= 0xffff
		sel25519(&t, &m, 1-b)
	}
	for i := range 16 {
		o[2*i] = byte(t[i] & 0xff)
		o[2*i+1] = byte(t[i] >> 8)
	}
}

// neq25519 is neq25519: 0 if a and b are the same field element, -1
// otherwise.
func neq25519(a, b *gf) int {
	var c, d [32]byte
	pack25519(c[:], a)
	pack25519(d[:], b)
	return crypto_verify_32(c[:], d[:])
}

// par25519 is par25519: the parity of a's reduced value, the sign bit of
// Ed25519's point encoding.
func par25519(a *gf) byte {
	var d [32]byte
	pack25519(d[:], a)
	return d[0] & 1
}

// unpack25519 is unpack25519: the field element of 32 little-endian bytes
// with the top bit cleared. A value from p to 2^255 - 1 is kept as it is,
// unreduced.
func unpack25519(o *gf, n []byte) {
	for i := range 16 {
		o[i] = int64(n[2*i]) + (int64(n[2*i+1]) << 8)
	}
	o[15] &= 0x7fff
}

// _A is A: o = a + b, without a carry.
func _A(o, a, b *gf) {
	for i := range 16 {
		o[i] = a[i] + b[i]
	}
}

// _Z is Z: o = a - b, without a carry.
func _Z(o, a, b *gf) {
	for i := range 16 {
		o[i] = a[i] - b[i]
	}
}

// _M is M: o = a·b, the schoolbook product of the limbs with the upper
// half folded in times 38, then two carries. o may be a or b.
func _M(o, a, b *gf) {
	var t [31]int64
	for i := range 31 {
		t[i] = 0
	}
	for i := range 16 {
		for j := range 16 {
			t[i+j] += a[i] * b[j]
		}
	}
	for i := range 15 {
		t[i] += 38 * t[i+16]
	}
	for i := range 16 {
		o[i] = t[i]
	}
	car25519(o)
	car25519(o)
}

// _S is S: o = a².
func _S(o, a *gf) {
	_M(o, a, a)
}

// inv25519 is inv25519: o = i^(p-2) = 1/i (0 for 0), by square and
// multiply over the bits of p - 2 = 2^255 - 21. o may be i.
func inv25519(o, i *gf) {
	var c gf
	for a := range 16 {
		c[a] = i[a]
	}
	for a := 253; a >= 0; a-- {
		_S(&c, &c)
		if a != 2 && a != 4 {
			_M(&c, &c, i)
		}
	}
	for a := range 16 {
		o[a] = c[a]
	}
}

// pow2523 is pow2523: o = i^((p-5)/8) = i^(2^252 - 3), the power behind
// the square root of unpackneg. o may be i.
func pow2523(o, i *gf) {
	var c gf
	for a := range 16 {
		c[a] = i[a]
	}
	for a := 250; a >= 0; a-- {
		_S(&c, &c)
		if a != 1 {
			_M(&c, &c, i)
		}
	}
	for a := range 16 {
		o[a] = c[a]
	}
}
