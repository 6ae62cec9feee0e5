package libb2

// #include "naclcmp_libb2.h"
import "C"

import (
	"fmt"
	"hash"
	"runtime"
	"unsafe"
)

// digest is an incremental libb2 state behind the hash.Hash interface. The
// state lives in C memory, wiped and freed by a cleanup once the digest is
// unreachable; every method keeps the digest alive until its C call has
// returned.
type digest struct {
	v    *variant
	size int
	st   unsafe.Pointer
}

func (v *variant) newHash(outLen, size int) (hash.Hash, error) {
	if outLen < 1 || outLen > v.max || (size != 0 && outLen != size) {
		want := fmt.Sprintf("1 to %d", v.max)
		if size != 0 {
			want = fmt.Sprint(size)
		}
		return nil, fmt.Errorf("libb2: outLen: want %s, got %d", want, outLen)
	}
	st := C.naclcmp_b2_new(v.alg, C.size_t(outLen))
	if st == nil {
		return nil, fmt.Errorf("libb2: %s_init failed", v.name)
	}
	h := &digest{v: v, size: outLen, st: st}
	alg := v.alg
	runtime.AddCleanup(h, func(st unsafe.Pointer) { C.naclcmp_b2_free(alg, st) }, st)
	return h, nil
}

// Write hashes p (blake2*_update), which does not fail for a valid state.
func (h *digest) Write(p []byte) (int, error) {
	rc := C.naclcmp_b2_update(h.v.alg, h.st, ptr(p), csize(p))
	runtime.KeepAlive(h)
	if err := failedIn(rc, h.v.name, "_update"); err != nil {
		return 0, err
	}
	return len(p), nil
}

// Sum appends the digest of the data written so far to b, finalising a
// copy of the state so that more data can follow.
func (h *digest) Sum(b []byte) []byte {
	out := make([]byte, h.size)
	rc := C.naclcmp_b2_sum(h.v.alg, h.st, ptr(out), csize(out))
	runtime.KeepAlive(h)
	if rc != 0 {
		// hash.Hash's Sum cannot fail; libb2 does not for a valid state.
		panic(failedIn(rc, h.v.name, "_final"))
	}
	return append(b, out...)
}

// Reset forgets the data written so far.
func (h *digest) Reset() {
	rc := C.naclcmp_b2_reset(h.v.alg, h.st, C.size_t(h.size))
	runtime.KeepAlive(h)
	if rc != 0 {
		panic(failedIn(rc, h.v.name, "_init"))
	}
}

// Size is the digest length in bytes.
func (h *digest) Size() int { return h.size }

// BlockSize is the number of bytes libb2 consumes per step.
func (h *digest) BlockSize() int { return h.v.block }

// NewHash returns an incremental BLAKE2b of outLen bytes
// (blake2b_init/update/final).
func (b BLAKE2b) NewHash(outLen int) (hash.Hash, error) { return varBLAKE2b.newHash(outLen, b.Size) }

// NewHash returns an incremental BLAKE2s of outLen bytes.
func (b BLAKE2s) NewHash(outLen int) (hash.Hash, error) { return varBLAKE2s.newHash(outLen, b.Size) }

// NewHash returns an incremental BLAKE2bp of outLen bytes.
func (b BLAKE2bp) NewHash(outLen int) (hash.Hash, error) { return varBLAKE2bp.newHash(outLen, b.Size) }

// NewHash returns an incremental BLAKE2sp of outLen bytes.
func (b BLAKE2sp) NewHash(outLen int) (hash.Hash, error) { return varBLAKE2sp.newHash(outLen, b.Size) }
