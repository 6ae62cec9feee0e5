package tomcrypt

// #include "naclcmp_tomcrypt.h"
import "C"

import (
	"fmt"
	"hash"
	"runtime"
	"unsafe"
)

// digest is an incremental libtomcrypt hash_state behind the hash.Hash
// interface. The state lives in C memory, wiped and freed by a cleanup
// once the digest is unreachable; every method keeps the digest alive
// until its C call has returned.
type digest struct {
	h    *hashAlg
	size int
	st   unsafe.Pointer
}

func (h *hashAlg) newHash(outLen, size int) (hash.Hash, error) {
	if outLen < h.lo || outLen > h.hi || (size != 0 && outLen != size) {
		want := fmt.Sprintf("%d to %d", h.lo, h.hi)
		switch {
		case size != 0:
			want = fmt.Sprint(size)
		case h.lo == h.hi:
			want = fmt.Sprint(h.lo)
		}
		return nil, fmt.Errorf("tomcrypt: outLen: want %s, got %d", want, outLen)
	}
	st := C.naclcmp_tc_hash_new(h.alg, C.size_t(outLen))
	if st == nil {
		return nil, fmt.Errorf("tomcrypt: %s_init failed", h.name)
	}
	d := &digest{h: h, size: outLen, st: st}
	runtime.AddCleanup(d, func(st unsafe.Pointer) { C.naclcmp_tc_hash_free(st) }, st)
	return d, nil
}

// Write hashes p (<hash>_process), which does not fail for a valid state.
func (d *digest) Write(p []byte) (int, error) {
	rc := C.naclcmp_tc_hash_update(d.h.alg, d.st, ptr(p), csize(p))
	runtime.KeepAlive(d)
	if rc != 0 {
		return 0, callError(rc, d.h.name+"_process")
	}
	return len(p), nil
}

// Sum appends the digest of the data written so far to b, finalising a
// copy of the state so that more data can follow.
func (d *digest) Sum(b []byte) []byte {
	out := make([]byte, d.size)
	rc := C.naclcmp_tc_hash_sum(d.h.alg, d.st, ptr(out))
	runtime.KeepAlive(d)
	if rc != 0 {
		// hash.Hash's Sum cannot fail; libtomcrypt does not for a valid state.
		panic(callError(rc, d.h.name+"_done"))
	}
	return append(b, out...)
}

// Reset forgets the data written so far.
func (d *digest) Reset() {
	rc := C.naclcmp_tc_hash_reset(d.h.alg, d.st, C.size_t(d.size))
	runtime.KeepAlive(d)
	if rc != 0 {
		panic(callError(rc, d.h.name+"_init"))
	}
}

// Size is the digest length in bytes.
func (d *digest) Size() int { return d.size }

// BlockSize is the number of bytes libtomcrypt consumes per step.
func (d *digest) BlockSize() int { return d.h.block }

// NewHash returns an incremental SHA-256; outLen must be 32.
func (SHA256) NewHash(outLen int) (hash.Hash, error) { return hashSHA256.newHash(outLen, 0) }

// NewHash returns an incremental SHA-512; outLen must be 64.
func (SHA512) NewHash(outLen int) (hash.Hash, error) { return hashSHA512.newHash(outLen, 0) }

// NewHash returns an incremental BLAKE2b of outLen bytes (1 to 64, or
// Size when it is set).
func (b BLAKE2b) NewHash(outLen int) (hash.Hash, error) { return hashBLAKE2b.newHash(outLen, b.Size) }

// NewHash returns an incremental BLAKE2s of outLen bytes (1 to 32, or
// Size when it is set).
func (b BLAKE2s) NewHash(outLen int) (hash.Hash, error) { return hashBLAKE2s.newHash(outLen, b.Size) }
