package tweetnacl

// The SHA-512 part of tweetnacl.c: dl64 and ts64 (at the top of the
// original), then R, Ch, Maj, Sigma0, Sigma1, sigma0, sigma1, K,
// crypto_hashblocks, iv and crypto_hash. The conventions of the port are
// in tweet.go.

// dl64 is dl64: the big-endian 64-bit word at x.
func dl64(x []byte) uint64 {
	var u uint64
	for i := range 8 {
		u = (u << 8) | uint64(x[i])
	}
	return u
}

// ts64 is ts64: stores u big-endian at x.
func ts64(x []byte, u uint64) {
	for i := 7; i >= 0; i-- {
		x[i] = byte(u)
		u >>= 8
	}
}

// _R is R: a 64-bit rotation to the right by c.
func _R(x uint64, c int) uint64 { return (x >> c) | (x << (64 - c)) }

// _Ch is Ch, _Maj is Maj, and the four functions after them are Σ0, Σ1,
// σ0 and σ1 of FIPS 180-4, section 4.1.3.
func _Ch(x, y, z uint64) uint64  { return (x & y) ^ (^x & z) }
func _Maj(x, y, z uint64) uint64 { return (x & y) ^ (x & z) ^ (y & z) }
func _Sigma0(x uint64) uint64    { return _R(x, 28) ^ _R(x, 34) ^ _R(x, 39) }
func _Sigma1(x uint64) uint64    { return _R(x, 14) ^ _R(x, 18) ^ _R(x, 41) }
func sigma0(x uint64) uint64     { return _R(x, 1) ^ _R(x, 8) ^ (x >> 7) }
func sigma1(x uint64) uint64     { return _R(x, 19) ^ _R(x, 61) ^ (x >> 6) }

// _K is K: the 80 round constants of SHA-512.
var _K = [80]uint64{
	0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc,
	0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118,
	0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2,
	0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694,
	0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65,
	0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5,
	0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4,
	0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70,
	0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df,
	0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b,
	0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30,
	0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8,
	0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8,
	0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3,
	0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec,
	0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b,
	0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178,
	0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b,
	0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c,
	0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817,
}

// crypto_hashblocks is crypto_hashblocks: the SHA-512 compression of the
// whole 128-byte blocks of the n bytes at m into the 64-byte big-endian
// state x. It returns the number of bytes left over, n mod 128. The 80
// rounds rotate the eight working words through a and b instead of
// renaming them, and the message schedule w is extended 16 words at a
// time, in place.
func crypto_hashblocks(x, m []byte, n uint64) int {
	var z, b, a [8]uint64
	var w [16]uint64
	var t uint64

	for i := range 8 {
		z[i] = dl64(x[8*i:])
		a[i] = z[i]
	}

	for n >= 128 {
		for i := range 16 {
			w[i] = dl64(m[8*i:])
		}

		for i := range 80 {
			for j := range 8 {
				b[j] = a[j]
			}
			t = a[7] + _Sigma1(a[4]) + _Ch(a[4], a[5], a[6]) + _K[i] + w[i%16]
			b[7] = t + _Sigma0(a[0]) + _Maj(a[0], a[1], a[2])
			b[3] += t
			for j := range 8 {
				a[(j+1)%8] = b[j]
			}
			if i%16 == 15 {
				for j := range 16 {
					w[j] += w[(j+9)%16] + sigma0(w[(j+1)%16]) + sigma1(w[(j+14)%16])
				}
			}
		}

		for i := range 8 {
			a[i] += z[i]
			z[i] = a[i]
		}

		m = m[128:]
		n -= 128
	}

	for i := range 8 {
		ts64(x[8*i:], z[i])
	}

	return int(n)
}

// iv is iv: the initial SHA-512 state, big-endian.
var iv = [64]byte{
	0x6a, 0x09, 0xe6, 0x67, 0xf3, 0xbc, 0xc9, 0x08,
	0xbb, 0x67, 0xae, 0x85, 0x84, 0xca, 0xa7, 0x3b,
	0x3c, 0x6e, 0xf3, 0x72, 0xfe, 0x94, 0xf8, 0x2b,
	0xa5, 0x4f, 0xf5, 0x3a, 0x5f, 0x1d, 0x36, 0xf1,
	0x51, 0x0e, 0x52, 0x7f, 0xad, 0xe6, 0x82, 0xd1,
	0x9b, 0x05, 0x68, 0x8c, 0x2b, 0x3e, 0x6c, 0x1f,
	0x1f, 0x83, 0xd9, 0xab, 0xfb, 0x41, 0xbd, 0x6b,
	0x5b, 0xe0, 0xcd, 0x19, 0x13, 0x7e, 0x21, 0x79,
}

// crypto_hash is crypto_hash: the SHA-512 digest of the n bytes at m,
// into out after every byte of m has been read. The tail of m is padded
// in x, one or two blocks, with the bit length's top bits (b >> 61) in the
// byte before its low 64 bits.
func crypto_hash(out, m []byte, n uint64) int {
	var h [64]byte
	var x [256]byte
	b := n

	for i := range 64 {
		h[i] = iv[i]
	}

	crypto_hashblocks(h[:], m, n)
	// m += n; n &= 127; m -= n: m moves to the last n mod 128 bytes.
	m = m[n&^127:]
	n &= 127

	for i := range 256 {
		x[i] = 0
	}
	for i := range n {
		x[i] = m[i]
	}
	x[n] = 128

	n = 256 - 128*cbool[uint64](n < 112)
	x[n-9] = byte(b >> 61)
	ts64(x[n-8:], b<<3)
	crypto_hashblocks(h[:], x[:], n)

	for i := range 64 {
		out[i] = h[i]
	}

	return 0
}
