package tweetnacl

import "sync"

// scratchPool holds the buffers through which the zero-padded NaCl API is
// reached (secretbox, box, sign). A buffer is reused across calls, so a
// Seal, Open, Sign or Verify allocates nothing once the pool holds one
// large enough; what remains is the cost of copying the data in and out
// and of zeroing the buffer afterwards, which any caller of TweetNaCl's
// padded API pays in some form.
var scratchPool = sync.Pool{New: func() any { return new([]byte) }}

// scratch is one borrowed buffer; release zeroes what was used and returns
// it to the pool.
type scratch struct {
	p   *[]byte
	buf []byte
}

// getScratch borrows a buffer of n bytes. Its contents are unspecified:
// callers write every byte they pass to the port.
func getScratch(n int) scratch {
	p := scratchPool.Get().(*[]byte)
	if cap(*p) < n {
		*p = make([]byte, n)
	}
	return scratch{p: p, buf: (*p)[:n]}
}

// release zeroes the used part, since it held plaintext or keys' products,
// and puts the buffer back.
func (s scratch) release() {
	clear(s.buf)
	scratchPool.Put(s.p)
}
