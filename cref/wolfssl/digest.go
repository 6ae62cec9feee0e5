package wolfssl

// #include "naclcmp_wolfssl.h"
import "C"

import (
	"fmt"
	"hash"
	"runtime"
	"unsafe"
)

// digest is an incremental wolfCrypt digest behind the hash.Hash
// interface. The state lives in C memory, wiped and freed by a cleanup
// once the digest is unreachable; every method keeps the digest alive
// until its C call has returned, so the cleanup cannot free the state
// under a running call.
type digest struct {
	alg  *digestAlg
	size int
	st   unsafe.Pointer
}

func (d *digestAlg) newHash(outLen int) (hash.Hash, error) {
	if err := initialize(); err != nil {
		return nil, err
	}
	if outLen != d.size {
		return nil, fmt.Errorf("wolfssl: outLen: %s has a %d-byte digest, got %d", d.name, d.size, outLen)
	}
	st := C.naclcmp_wc_digest_new(d.alg, C.size_t(outLen))
	if st == nil {
		return nil, fmt.Errorf("wolfssl: %s: cannot create a digest state", d.name)
	}
	h := &digest{alg: d, size: outLen, st: st}
	runtime.AddCleanup(h, func(st unsafe.Pointer) { C.naclcmp_wc_digest_free(st) }, st)
	return h, nil
}

// Write hashes p. It returns an error only if wolfCrypt fails, which it
// does not for a state it initialised.
func (h *digest) Write(p []byte) (int, error) {
	rc := C.naclcmp_wc_digest_update(h.st, ptr(p), csize(p))
	runtime.KeepAlive(h)
	if rc != 0 {
		return 0, callError(rc, h.alg.name+" update")
	}
	return len(p), nil
}

// Sum appends the digest of the data written so far to b, finalising a
// copy of the state so that more data can follow.
func (h *digest) Sum(b []byte) []byte {
	out := make([]byte, h.size)
	rc := C.naclcmp_wc_digest_sum(h.st, ptr(out), csize(out))
	runtime.KeepAlive(h)
	if rc != 0 {
		// hash.Hash's Sum cannot fail; wolfCrypt does not for a valid state.
		panic(callError(rc, h.alg.name+" final"))
	}
	return append(b, out...)
}

// Reset forgets the data written so far.
func (h *digest) Reset() {
	rc := C.naclcmp_wc_digest_reset(h.st)
	runtime.KeepAlive(h)
	if rc != 0 {
		panic(callError(rc, h.alg.name+" init"))
	}
}

// Size is the digest length in bytes.
func (h *digest) Size() int { return h.size }

// BlockSize is the hash's block length in bytes.
func (h *digest) BlockSize() int { return h.alg.block }

// NewHash returns an incremental SHA-256; outLen must be 32.
func (SHA256) NewHash(outLen int) (hash.Hash, error) { return algSHA256.newHash(outLen) }

// NewHash returns an incremental SHA-512; outLen must be 64.
func (SHA512) NewHash(outLen int) (hash.Hash, error) { return algSHA512.newHash(outLen) }
