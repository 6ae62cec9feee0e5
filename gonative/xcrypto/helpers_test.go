package xcrypto_test

import "bytes"

// seq returns n bytes 0, 1, 2, … offset by start.
func seq(start, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(start + i)
	}
	return b
}

// filled returns n bytes of value v, to show whether a call wrote.
func filled(v byte, n int) []byte { return bytes.Repeat([]byte{v}, n) }
