package tamper

// Flip returns a copy of b with bit 0 of byte i flipped: the smallest
// forgery, which every authenticator, signature and comparison must refuse.
func Flip(b []byte, i int) []byte {
	c := append([]byte(nil), b...)
	c[i] ^= 1
	return c
}
