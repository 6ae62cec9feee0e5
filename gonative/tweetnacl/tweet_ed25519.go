package tweetnacl

// The Ed25519 part of tweetnacl.c, in its order: add, cswap, pack,
// scalarmult, scalarbase, crypto_sign_keypair, L, modL, reduce,
// crypto_sign, unpackneg and crypto_sign_open. Points are [4]gf in
// extended coordinates (X:Y:Z:T), x = X/Z, y = Y/Z, xy = T/Z. The
// conventions of the port are in tweet.go.

// add is add: p += q, the unified addition of extended coordinates
// (Hisil, Wong, Carter and Dawson, 2008), also used to double (add(p, p)).
func add(p, q *[4]gf) {
	var a, b, c, d, t, e, f, g, h gf

	_Z(&a, &p[1], &p[0])
	_Z(&t, &q[1], &q[0])
	_M(&a, &a, &t)
	_A(&b, &p[0], &p[1])
	_A(&t, &q[0], &q[1])
	_M(&b, &b, &t)
	_M(&c, &p[3], &q[3])
	_M(&c, &c, &_D2)
	_M(&d, &p[2], &q[2])
	_A(&d, &d, &d)
	_Z(&e, &b, &a)
	_Z(&f, &d, &c)
	_A(&g, &d, &c)
	_A(&h, &b, &a)

	_M(&p[0], &e, &f)
	_M(&p[1], &h, &g)
	_M(&p[2], &g, &f)
	_M(&p[3], &e, &h)
}

// cswap is cswap: swaps the points p and q if b is 1.
func cswap(p, q *[4]gf, b byte) {
	for i := range 4 {
		sel25519(&p[i], &q[i], int(b))
	}
}

// pack is pack: the 32-byte encoding of p, y with the parity of x in the
// top bit.
func pack(r []byte, p *[4]gf) {
	var tx, ty, zi gf
	inv25519(&zi, &p[2])
	_M(&tx, &p[0], &zi)
	_M(&ty, &p[1], &zi)
	pack25519(r, &ty)
	r[31] ^= par25519(&tx) << 7
}

// scalarmult is scalarmult: p = s·q for the 256-bit little-endian s, by a
// ladder over all 256 bits with the points swapped by cswap; q is
// overwritten. s is not reduced, so that s and s + L give the same
// point for a q in the prime-order subgroup.
func scalarmult(p, q *[4]gf, s []byte) {
	set25519(&p[0], &gf0)
	set25519(&p[1], &gf1)
	set25519(&p[2], &gf1)
	set25519(&p[3], &gf0)
	for i := 255; i >= 0; i-- {
		b := (s[i/8] >> (i & 7)) & 1
		cswap(p, q, b)
		add(q, p)
		add(p, p)
		cswap(p, q, b)
	}
}

// scalarbase is scalarbase: p = s·B, B the base point (X, Y).
func scalarbase(p *[4]gf, s []byte) {
	var q [4]gf
	set25519(&q[0], &_X)
	set25519(&q[1], &_Y)
	set25519(&q[2], &gf1)
	_M(&q[3], &_X, &_Y)
	scalarmult(p, &q, s)
}

// crypto_sign_keypair is crypto_sign_keypair with its random bytes as a
// parameter: the original's first line, randombytes(sk, 32), is a copy of
// seed into sk here. sk becomes seed ‖ pk, pk the point a·B of the
// clamped first half a of SHA-512(seed).
func crypto_sign_keypair(pk, sk, seed []byte) int {
	var d [64]byte
	var p [4]gf

	copy(sk[:32], seed) // randombytes(sk, 32)
	crypto_hash(d[:], sk, 32)
	d[0] &= 248
	d[31] &= 127
	d[31] |= 64

	scalarbase(&p, d[:])
	pack(pk, &p)

	for i := range 32 {
		sk[32+i] = pk[i]
	}
	return 0
}

// _L is L: the order of the base point, 2^252 +
// 27742317777372353535851937790883648493, as 32 little-endian bytes in
// 64-bit words. The original's words are u64 and modL's arithmetic mixes
// them with i64 limbs; both wrap modulo 2^64 to the same bits as Go's
// int64 arithmetic here, and the limbs stay far from the bounds.
var _L = [32]int64{
	0xed,
	0xd3,
	0xf5,
	0x5c,
	0x1a,
	0x63,
	0x12,
	0x58,
	0xd6,
	0x9c,
	0xf7,
	0xa2,
	0xde,
	0xf9,
	0xde,
	0x14,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0x10,
}

// modL is modL: r = x mod L, 32 bytes, for x of 64 signed limbs of radix
// 2^8. Limbs 63 to 32 are folded down, 2^256 = 16·2^252 being -16·(L -
// 2^252) modulo L; then limb 31's multiple of 2^252 is subtracted as that
// many L, L is added back if that went below zero (a final carry of -1),
// and the limbs are carried into bytes.
func modL(r []byte, x *[64]int64) {
	var carry, i, j int64
	for i = 63; i >= 32; i-- {
		carry = 0
		for j = i - 32; j < i-12; j++ {
			x[j] += carry - 16*x[i]*_L[j-(i-32)]
			carry = (x[j] + 128) >> 8
			x[j] -= carry << 8
		}
		x[j] += carry
		x[i] = 0
	}
	carry = 0
	for j = range 32 {
		x[j] += carry - (x[31]>>4)*_L[j]
		carry = x[j] >> 8
		x[j] &= 255
	}
	for j = range 32 {
		x[j] -= carry * _L[j]
	}
	for i = range 32 {
		x[i+1] += x[i] >> 8
		r[i] = byte(x[i] & 255)
	}
}

// reduce is reduce: the 64-byte little-endian r replaced by r mod L in its
// first 32 bytes, zeros after.
func reduce(r []byte) {
	var x [64]int64
	for i := range 64 {
		x[i] = int64(uint64(r[i]))
	}
	for i := range 64 {
		r[i] = 0
	}
	modL(r, &x)
}

// crypto_sign is crypto_sign: the signed message sm = R ‖ S ‖ m of the n
// bytes of m under the 64-byte secret key sk = seed ‖ pk, with *smlen =
// n + 64. The nonce r is SHA-512(prefix ‖ m) mod L, computed in sm itself
// before R and the public key overwrite the prefix, and S = r + h·a mod L
// for h = SHA-512(R ‖ pk ‖ m) mod L. The public key is sk's second half
// as given.
func crypto_sign(sm []byte, smlen *uint64, m []byte, n uint64, sk []byte) int {
	var d, h, r [64]byte
	var x [64]int64
	var p [4]gf

	crypto_hash(d[:], sk, 32)
	d[0] &= 248
	d[31] &= 127
	d[31] |= 64

	*smlen = n + 64
	for i := range n {
		sm[64+i] = m[i]
	}
	for i := range 32 {
		sm[32+i] = d[32+i]
	}

	crypto_hash(r[:], sm[32:], n+32)
	reduce(r[:])
	scalarbase(&p, r[:])
	pack(sm, &p)

	for i := range 32 {
		sm[i+32] = sk[i+32]
	}
	crypto_hash(h[:], sm, n+64)
	reduce(h[:])

	for i := range 64 {
		x[i] = 0
	}
	for i := range 32 {
		x[i] = int64(uint64(r[i]))
	}
	for i := range 32 {
		for j := range 32 {
			x[i+j] += int64(uint64(h[i]) * uint64(d[j]))
		}
	}
	modL(sm[32:], &x)

	return 0
}

// unpackneg is unpackneg: r = -A for the point A that p encodes, x
// recovered from y as the square root of (y² - 1)/(d·y² + 1) by
// pow2523, times sqrt(-1) where needed; -1 if there is none. Neither y < p
// nor x ≠ 0 for a set sign bit is checked: non-canonical encodings decode
// as their value modulo p.
func unpackneg(r *[4]gf, p []byte) int {
	var t, chk, num, den, den2, den4, den6 gf
	set25519(&r[2], &gf1)
	unpack25519(&r[1], p)
	_S(&num, &r[1])
	_M(&den, &num, &_D)
	_Z(&num, &num, &r[2])
	_A(&den, &r[2], &den)

	_S(&den2, &den)
	_S(&den4, &den2)
	_M(&den6, &den4, &den2)
	_M(&t, &den6, &num)
	_M(&t, &t, &den)

	pow2523(&t, &t)
	_M(&t, &t, &num)
	_M(&t, &t, &den)
	_M(&t, &t, &den)
	_M(&r[0], &t, &den)

	_S(&chk, &r[0])
	_M(&chk, &chk, &den)
	if neq25519(&chk, &num) != 0 {
		_M(&r[0], &r[0], &_I)
	}

	_S(&chk, &r[0])
	_M(&chk, &chk, &den)
	if neq25519(&chk, &num) != 0 {
		return -1
	}

	if par25519(&r[0]) == (p[31] >> 7) {
		_Z(&r[0], &gf0, &r[0])
	}

	_M(&r[3], &r[0], &r[1])
	return 0
}

// crypto_sign_open is crypto_sign_open: checks the signed message sm of n
// bytes under the public key pk and, if it is valid, writes its n - 64
// message bytes to m and their number to *mlen. m must have room for n
// bytes: it holds R ‖ pk ‖ message while h is computed, and its first
// n - 64 bytes are zeroed when that check fails (a short sm or an
// undecodable pk returns -1 before m is touched). The check is R ==
// encoding of S·B - h·A, S taken as the 256-bit number it is, never
// compared with L: S and S + L verify alike.
func crypto_sign_open(m []byte, mlen *uint64, sm []byte, n uint64, pk []byte) int {
	var t [32]byte
	var h [64]byte
	var p, q [4]gf

	*mlen = ^uint64(0) // -1
	if n < 64 {
		return -1
	}

	if unpackneg(&q, pk) != 0 {
		return -1
	}

	for i := range n {
		m[i] = sm[i]
	}
	for i := range 32 {
		m[i+32] = pk[i]
	}
	crypto_hash(h[:], m, n)
	reduce(h[:])
	scalarmult(&p, &q, h[:])

	scalarbase(&q, sm[32:])
	add(&p, &q)
	pack(t[:], &p)

	n -= 64
	if crypto_verify_32(sm, t[:]) != 0 {
		for i := range n {
			m[i] = 0
		}
		return -1
	}

	for i := range n {
		m[i] = sm[i+64]
	}
	*mlen = n
	return 0
}
