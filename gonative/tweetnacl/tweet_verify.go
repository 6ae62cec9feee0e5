package tweetnacl

// The comparison part of tweetnacl.c, in its order: vn, crypto_verify_16
// and crypto_verify_32. The conventions of the port are in tweet.go.

// vn is vn: 0 if the first n bytes of x and y are equal, -1 otherwise,
// with no branch on their contents.
func vn(x, y []byte, n int) int {
	var d uint32
	for i := range n {
		d |= uint32(x[i] ^ y[i])
	}
	return int(1&((d-1)>>8)) - 1
}

// crypto_verify_16 is crypto_verify_16.
func crypto_verify_16(x, y []byte) int { return vn(x, y, 16) }

// crypto_verify_32 is crypto_verify_32.
func crypto_verify_32(x, y []byte) int { return vn(x, y, 32) }
