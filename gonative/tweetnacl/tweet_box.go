package tweetnacl

// The authenticated encryption part of tweetnacl.c: crypto_secretbox and
// crypto_secretbox_open (after crypto_onetimeauth in the original), then
// _0, crypto_box_beforenm, crypto_box_afternm, crypto_box_open_afternm,
// crypto_box and crypto_box_open (after crypto_scalarmult_base). All of
// them take NaCl's zero-padded layout: c and m have the same length d,
// the message starts after 32 zero bytes of m and the tag‖ciphertext after
// 16 zero bytes of c. crypto_box_keypair, which draws a random private
// key, is not ported. The conventions of the port are in tweet.go.

// crypto_secretbox is crypto_secretbox: encrypts m (d bytes, the first 32
// zero) into c, whose first 32 bytes of keystream become the Poly1305 key
// of the rest and are then overwritten by the tag (bytes 16 to 31) and 16
// zero bytes. -1 when d < 32.
func crypto_secretbox(c, m []byte, d uint64, n, k []byte) int {
	if d < 32 {
		return -1
	}
	crypto_stream_xor(c, m, d, n, k)
	crypto_onetimeauth(c[16:], c[32:], d-32, c)
	for i := range 16 {
		c[i] = 0
	}
	return 0
}

// crypto_secretbox_open is crypto_secretbox_open: checks the tag at
// c[16:32] of the ciphertext after it and, if it is right, decrypts c into
// m with its first 32 bytes zeroed. -1, and m untouched, when d < 32 or
// the tag is wrong.
func crypto_secretbox_open(m, c []byte, d uint64, n, k []byte) int {
	var x [32]byte
	if d < 32 {
		return -1
	}
	crypto_stream(x[:], 32, n, k)
	if crypto_onetimeauth_verify(c[16:], c[32:], d-32, x[:]) != 0 {
		return -1
	}
	crypto_stream_xor(m, c, d, n, k)
	for i := range 32 {
		m[i] = 0
	}
	return 0
}

// _0 is _0: the 16 zero bytes of HSalsa20's input in crypto_box_beforenm.
var _0 [16]byte

// crypto_box_beforenm is crypto_box_beforenm: the shared key k of the
// public key y and the private key x, HSalsa20 of their X25519 product.
// Nothing is refused: a low-order y gives the HSalsa20 of zero.
func crypto_box_beforenm(k, y, x []byte) int {
	var s [32]byte
	crypto_scalarmult(s[:], x, y)
	return crypto_core_hsalsa20(k, _0[:], s[:], sigma[:])
}

// crypto_box_afternm is crypto_box_afternm.
func crypto_box_afternm(c, m []byte, d uint64, n, k []byte) int {
	return crypto_secretbox(c, m, d, n, k)
}

// crypto_box_open_afternm is crypto_box_open_afternm.
func crypto_box_open_afternm(m, c []byte, d uint64, n, k []byte) int {
	return crypto_secretbox_open(m, c, d, n, k)
}

// crypto_box is crypto_box.
func crypto_box(c, m []byte, d uint64, n, y, x []byte) int {
	var k [32]byte
	crypto_box_beforenm(k[:], y, x)
	return crypto_box_afternm(c, m, d, n, k[:])
}

// crypto_box_open is crypto_box_open.
func crypto_box_open(m, c []byte, d uint64, n, y, x []byte) int {
	var k [32]byte
	crypto_box_beforenm(k[:], y, x)
	return crypto_box_open_afternm(m, c, d, n, k[:])
}
