package tweetnacl

// The X25519 part of tweetnacl.c: _9, crypto_scalarmult and
// crypto_scalarmult_base. The conventions of the port are in tweet.go.

// _9 is _9: the u-coordinate 9 of Curve25519's base point.
var _9 = [32]byte{9}

// crypto_scalarmult is crypto_scalarmult: q = n·p on Curve25519, with n
// clamped, by the Montgomery ladder over bits 254 to 0 on projective
// coordinates (a:c) and (b:d), swapped by sel25519. The bit 255 of p is
// ignored (unpack25519), and no point is refused: for a low-order p, q is
// all zero and the result is 0 as for any other. The 80 limbs of x hold
// p's coordinate first, and the ladder's results at x+16 to x+79 as in the
// original.
func crypto_scalarmult(q, n, p []byte) int {
	var z [32]byte
	var x [80]int64
	var r int64
	var a, b, c, d, e, f gf
	for i := range 31 {
		z[i] = n[i]
	}
	z[31] = (n[31] & 127) | 64
	z[0] &= 248
	unpack25519((*gf)(x[:]), p)
	for i := range 16 {
		b[i] = x[i]
		c[i] = 0
		a[i] = c[i]
		d[i] = a[i]
	}
	d[0] = 1
	a[0] = d[0]
	for i := 254; i >= 0; i-- {
		r = int64((z[i>>3] >> (i & 7)) & 1)
		sel25519(&a, &b, int(r))
		sel25519(&c, &d, int(r))
		_A(&e, &a, &c)
		_Z(&a, &a, &c)
		_A(&c, &b, &d)
		_Z(&b, &b, &d)
		_S(&d, &e)
		_S(&f, &a)
		_M(&a, &c, &a)
		_M(&c, &b, &e)
		_A(&e, &a, &c)
		_Z(&a, &a, &c)
		_S(&b, &a)
		_Z(&c, &d, &f)
		_M(&a, &c, &_121665)
		_A(&a, &a, &d)
		_M(&c, &c, &a)
		_M(&a, &d, &f)
		_M(&d, &b, (*gf)(x[:]))
		_S(&b, &e)
		sel25519(&a, &b, int(r))
		sel25519(&c, &d, int(r))
	}
	for i := range 16 {
		x[i+16] = a[i]
		x[i+32] = c[i]
		x[i+48] = b[i]
		x[i+64] = d[i]
	}
	inv25519((*gf)(x[32:]), (*gf)(x[32:]))
	_M((*gf)(x[16:]), (*gf)(x[16:]), (*gf)(x[32:]))
	pack25519(q, (*gf)(x[16:]))
	return 0
}

// crypto_scalarmult_base is crypto_scalarmult_base: q = n·9.
func crypto_scalarmult_base(q, n []byte) int {
	return crypto_scalarmult(q, n, _9[:])
}
