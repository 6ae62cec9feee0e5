package tweetnacl

// The Poly1305 part of tweetnacl.c, in its order: add1305, minusp,
// crypto_onetimeauth and crypto_onetimeauth_verify. Numbers modulo
// 2^130 - 5 are 17 limbs of 8 bits in uint32s (the last limb holds the top
// bits), as in the original. The conventions of the port are in tweet.go.

// add1305 is add1305: h += c, carrying through the 17 limbs.
func add1305(h, c *[17]uint32) {
	var u uint32
	for j := range 17 {
		u += h[j] + c[j]
		h[j] = u & 255
		u >>= 8
	}
}

// minusp is minusp: 2^136 - (2^130 - 5), so that adding it subtracts p
// modulo 2^136.
var minusp = [17]uint32{
	5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 252,
}

// crypto_onetimeauth is crypto_onetimeauth: the 16-byte Poly1305 tag of
// the n bytes of m under the 32-byte one-time key k, into out. out may be
// the second half of k: k is read in full before out is written (the
// original's crypto_secretbox relies on it).
func crypto_onetimeauth(out, m []byte, n uint64, k []byte) int {
	var s, i, j, u uint32
	var x, r, h, c, g [17]uint32

	for j = range 17 {
		h[j] = 0
		r[j] = h[j]
	}
	for j = range 16 {
		r[j] = uint32(k[j])
	}
	r[3] &= 15
	r[4] &= 252
	r[7] &= 15
	r[8] &= 252
	r[11] &= 15
	r[12] &= 252
	r[15] &= 15

	for n > 0 {
		for j = range 17 {
			c[j] = 0
		}
		for j = 0; (j < 16) && (uint64(j) < n); j++ {
			c[j] = uint32(m[j])
		}
		c[j] = 1
		m = m[j:]
		n -= uint64(j)
		add1305(&h, &c)
		for i = range 17 {
			x[i] = 0
			for j = range 17 {
				// h[j] * ((j <= i) ? r[i - j] : 320 * r[i + 17 - j])
				if j <= i {
					x[i] += h[j] * r[i-j]
				} else {
					x[i] += h[j] * (320 * r[i+17-j])
				}
			}
		}
		for i = range 17 {
			h[i] = x[i]
		}
		u = 0
		for j = range 16 {
			u += h[j]
			h[j] = u & 255
			u >>= 8
		}
		u += h[16]
		h[16] = u & 3
		u = 5 * (u >> 2)
		for j = range 16 {
			u += h[j]
			h[j] = u & 255
			u >>= 8
		}
		u += h[16]
		h[16] = u
	}

	for j = range 17 {
		g[j] = h[j]
	}
	add1305(&h, &minusp)
	s = -(h[16] >> 7)
	for j = range 17 {
		h[j] ^= s & (g[j] ^ h[j])
	}

	for j = range 16 {
		c[j] = uint32(k[j+16])
	}
	c[16] = 0
	add1305(&h, &c)
	for j = range 16 {
		out[j] = byte(h[j])
	}
	return 0
}

// crypto_onetimeauth_verify is crypto_onetimeauth_verify: 0 if h is the
// tag of m under k, -1 otherwise, compared by crypto_verify_16.
func crypto_onetimeauth_verify(h, m []byte, n uint64, k []byte) int {
	var x [16]byte
	crypto_onetimeauth(x[:], m, n, k)
	return crypto_verify_16(h, x[:])
}
