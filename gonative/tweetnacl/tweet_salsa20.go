package tweetnacl

// The Salsa20 part of tweetnacl.c, in its order: L32, ld32, st32, core,
// crypto_core_salsa20, crypto_core_hsalsa20, sigma,
// crypto_stream_salsa20_xor, crypto_stream_salsa20, crypto_stream and
// crypto_stream_xor. The conventions of the port are in tweet.go.

// _L32 is L32: a 32-bit rotation to the left by c.
func _L32(x uint32, c int) uint32 { return (x << c) | ((x & 0xffffffff) >> (32 - c)) }

// ld32 is ld32: the little-endian 32-bit word at x.
func ld32(x []byte) uint32 {
	u := uint32(x[3])
	u = (u << 8) | uint32(x[2])
	u = (u << 8) | uint32(x[1])
	return (u << 8) | uint32(x[0])
}

// st32 is st32: stores u little-endian at x.
func st32(x []byte, u uint32) {
	for i := range 4 {
		x[i] = byte(u)
		u >>= 8
	}
}

// core is core: the Salsa20 core of in, k and c into out, 64 bytes when h
// is 0 (crypto_core_salsa20), and HSalsa20's 32 bytes otherwise: words 0,
// 5, 10, 15, 6, 7, 8 and 9 of the state after 20 rounds, without the
// feed-forward (the original adds the input and subtracts it again).
func core(out, in, k, c []byte, h int) {
	var w, x, y [16]uint32
	var t [4]uint32

	for i := range 4 {
		x[5*i] = ld32(c[4*i:])
		x[1+i] = ld32(k[4*i:])
		x[6+i] = ld32(in[4*i:])
		x[11+i] = ld32(k[16+4*i:])
	}

	for i := range 16 {
		y[i] = x[i]
	}

	for range 20 {
		for j := range 4 {
			for m := range 4 {
				t[m] = x[(5*j+4*m)%16]
			}
			t[1] ^= _L32(t[0]+t[3], 7)
			t[2] ^= _L32(t[1]+t[0], 9)
			t[3] ^= _L32(t[2]+t[1], 13)
			t[0] ^= _L32(t[3]+t[2], 18)
			for m := range 4 {
				w[4*j+(j+m)%4] = t[m]
			}
		}
		for m := range 16 {
			x[m] = w[m]
		}
	}

	if h != 0 {
		for i := range 16 {
			x[i] += y[i]
		}
		for i := range 4 {
			x[5*i] -= ld32(c[4*i:])
			x[6+i] -= ld32(in[4*i:])
		}
		for i := range 4 {
			st32(out[4*i:], x[5*i])
			st32(out[16+4*i:], x[6+i])
		}
	} else {
		for i := range 16 {
			st32(out[4*i:], x[i]+y[i])
		}
	}
}

// crypto_core_salsa20 is crypto_core_salsa20.
func crypto_core_salsa20(out, in, k, c []byte) int {
	core(out, in, k, c, 0)
	return 0
}

// crypto_core_hsalsa20 is crypto_core_hsalsa20.
func crypto_core_hsalsa20(out, in, k, c []byte) int {
	core(out, in, k, c, 1)
	return 0
}

// sigma is sigma, "expand 32-byte k".
var sigma = [16]byte{'e', 'x', 'p', 'a', 'n', 'd', ' ', '3', '2', '-', 'b', 'y', 't', 'e', ' ', 'k'}

// crypto_stream_salsa20_xor is crypto_stream_salsa20_xor: b bytes of m
// XOR the Salsa20 keystream of nonce n and key k into c, or the keystream
// itself when m is nil (the original's null m). The block counter is the
// upper half of z, incremented as a 64-bit little-endian number.
func crypto_stream_salsa20_xor(c, m []byte, b uint64, n, k []byte) int {
	var z [16]byte
	var x [64]byte
	var u uint32
	if b == 0 {
		return 0
	}
	for i := range 16 {
		z[i] = 0
	}
	for i := range 8 {
		z[i] = n[i]
	}
	for b >= 64 {
		crypto_core_salsa20(x[:], z[:], k, sigma[:])
		for i := range 64 {
			c[i] = at(m, i) ^ x[i]
		}
		u = 1
		for i := 8; i < 16; i++ {
			u += uint32(z[i])
			z[i] = byte(u)
			u >>= 8
		}
		b -= 64
		c = c[64:]
		if m != nil {
			m = m[64:]
		}
	}
	if b != 0 {
		crypto_core_salsa20(x[:], z[:], k, sigma[:])
		for i := range b {
			c[i] = at(m, int(i)) ^ x[i]
		}
	}
	return 0
}

// at is the original's m?m[i]:0.
func at(m []byte, i int) byte {
	if m != nil {
		return m[i]
	}
	return 0
}

// crypto_stream_salsa20 is crypto_stream_salsa20: d bytes of keystream.
func crypto_stream_salsa20(c []byte, d uint64, n, k []byte) int {
	return crypto_stream_salsa20_xor(c, nil, d, n, k)
}

// crypto_stream is crypto_stream, XSalsa20: Salsa20 under the HSalsa20 of
// the first 16 nonce bytes, with the last 8 as its nonce.
func crypto_stream(c []byte, d uint64, n, k []byte) int {
	var s [32]byte
	crypto_core_hsalsa20(s[:], n, k, sigma[:])
	return crypto_stream_salsa20(c, d, n[16:], s[:])
}

// crypto_stream_xor is crypto_stream_xor.
func crypto_stream_xor(c, m []byte, d uint64, n, k []byte) int {
	var s [32]byte
	crypto_core_hsalsa20(s[:], n, k, sigma[:])
	return crypto_stream_salsa20_xor(c, m, d, n[16:], s[:])
}
