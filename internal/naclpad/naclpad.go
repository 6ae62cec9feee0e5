// Package naclpad adapts NaCl's zero-padded crypto_secretbox and crypto_box
// calling convention to the combined format tag‖ciphertext of the matrix
// interfaces, for the TweetNaCl binding (cref/tweetnacl) and the Go port
// (gonative/tweetnacl), which differ only in the function they call.
//
// NaCl's functions take the message after ZeroBytes zero bytes and return
// tag‖ciphertext after BoxZeroBytes zero bytes, in buffers of equal length,
// where callers hand over len(msg)+TagBytes bytes for the box and expect no
// padding. Seal and Open build the padded buffers in one scratch buffer per
// call, borrowed from a sync.Pool, so that a call allocates nothing once the
// pool holds a buffer large enough.
package naclpad

import "sync"

// NaCl's padded format.
const (
	ZeroBytes    = 32 // crypto_secretbox_ZEROBYTES, crypto_box_ZEROBYTES
	BoxZeroBytes = 16 // crypto_secretbox_BOXZEROBYTES, crypto_box_BOXZEROBYTES
	TagBytes     = ZeroBytes - BoxZeroBytes
)

// Seal writes tag‖ciphertext of msg to box, len(box) = len(msg) + TagBytes,
// by way of a scratch buffer holding ZeroBytes zero bytes ‖ msg and the
// padded result. raw is the padded function (crypto_secretbox, crypto_box
// or crypto_box_afternm with nonce and keys bound); c and m have equal
// lengths of at least ZeroBytes. Seal returns raw's result, leaving box
// untouched when it is not 0, for the caller to turn into its own error.
// Arguments are checked by the caller; box and msg may overlap.
//
// raw does not escape, so a closure passed here stays on the caller's stack.
func Seal(box, msg []byte, raw func(c, m []byte) int) int {
	n := len(msg) + ZeroBytes
	s := GetScratch(2 * n)
	defer s.Release()
	m, c := s.Buf[:n], s.Buf[n:]
	clear(m[:ZeroBytes])
	copy(m[ZeroBytes:], msg)
	if rc := raw(c, m); rc != 0 {
		return rc
	}
	copy(box, c[BoxZeroBytes:])
	return 0
}

// Open opens tag‖ciphertext box into msg, len(msg) = len(box) - TagBytes,
// by way of a scratch buffer holding BoxZeroBytes zero bytes ‖ box and the
// padded plaintext, and reports whether raw (the padded _open function)
// returned 0. On failure msg is zeroed. msg and box may overlap.
//
// raw does not escape, so a closure passed here stays on the caller's stack.
func Open(msg, box []byte, raw func(m, c []byte) int) bool {
	n := len(box) + BoxZeroBytes
	s := GetScratch(2 * n)
	defer s.Release()
	c, m := s.Buf[:n], s.Buf[n:]
	clear(c[:BoxZeroBytes])
	copy(c[BoxZeroBytes:], box)
	if raw(m, c) != 0 {
		clear(msg)
		return false
	}
	copy(msg, m[ZeroBytes:])
	return true
}

// scratchPool holds the buffers through which the zero-padded NaCl API is
// reached (secretbox, box, sign). A buffer is reused across calls, so a
// Seal, Open, Sign or Verify allocates nothing once the pool holds one
// large enough; what remains is the cost of copying the data in and out
// and of zeroing the buffer afterwards, which any caller of the padded API
// pays in some form.
var scratchPool = sync.Pool{New: func() any { return new([]byte) }}

// Scratch is one borrowed buffer; Release zeroes what was used and returns
// it to the pool.
type Scratch struct {
	p   *[]byte
	Buf []byte
}

// GetScratch borrows a buffer of n bytes. Its contents are unspecified:
// callers write every byte they pass to the padded function.
func GetScratch(n int) Scratch {
	p := scratchPool.Get().(*[]byte)
	if cap(*p) < n {
		*p = make([]byte, n)
	}
	return Scratch{p: p, Buf: (*p)[:n]}
}

// Release zeroes the used part, since it held plaintext or keys' products,
// and puts the buffer back.
func (s Scratch) Release() {
	clear(s.Buf)
	scratchPool.Put(s.p)
}
