package botan

// #include "naclcmp_botan.h"
import "C"

import (
	"fmt"
	"hash"
	"runtime"
)

// digest is an incremental botan_hash_t behind the hash.Hash interface.
// The object lives in C++ memory and is destroyed by a cleanup once the
// digest is unreachable; every method keeps the digest alive until its C
// call has returned, so the cleanup cannot free the object under a
// running call.
type digest struct {
	alg  *digestAlg
	size int
	h    C.botan_hash_t
}

func (d *digestAlg) newHash(outLen, size int) (hash.Hash, error) {
	if outLen < d.min || outLen > d.max || (size != 0 && outLen != size) {
		want := fmt.Sprintf("%d", d.min)
		switch {
		case size != 0:
			want = fmt.Sprintf("%d", size)
		case d.min != d.max:
			want = fmt.Sprintf("%d to %d", d.min, d.max)
		}
		return nil, fmt.Errorf("botan: outLen: %s takes %s-byte digests, got %d", d.name, want, outLen)
	}
	var h C.botan_hash_t
	if err := failed(C.naclcmp_botan_hash_new(&h, d.alg, C.size_t(outLen)), d.name+" init"); err != nil {
		return nil, err
	}
	dg := &digest{alg: d, size: outLen, h: h}
	runtime.AddCleanup(dg, func(h C.botan_hash_t) { C.botan_hash_destroy(h) }, h)
	return dg, nil
}

// Write hashes p (botan_hash_update). It returns an error only if Botan
// fails, which it does not for an object it created.
func (d *digest) Write(p []byte) (int, error) {
	rc := C.botan_hash_update(d.h, (*C.uint8_t)(ptr(p)), csize(p))
	runtime.KeepAlive(d)
	if err := failedStep(rc, d.alg.name, "update"); err != nil {
		return 0, err
	}
	return len(p), nil
}

// Sum appends the digest of the data written so far to b, finalising a
// copy of the state (botan_hash_copy_state) so that more data can follow.
func (d *digest) Sum(b []byte) []byte {
	out := make([]byte, d.size)
	rc := C.naclcmp_botan_hash_sum(d.h, ptr(out))
	runtime.KeepAlive(d)
	if rc != 0 {
		// hash.Hash's Sum cannot fail; Botan does not for a valid object.
		panic(failedStep(rc, d.alg.name, "final"))
	}
	return append(b, out...)
}

// Reset forgets the data written so far (botan_hash_clear).
func (d *digest) Reset() {
	rc := C.botan_hash_clear(d.h)
	runtime.KeepAlive(d)
	if rc != 0 {
		panic(failedStep(rc, d.alg.name, "clear"))
	}
}

// Size is the digest length in bytes.
func (d *digest) Size() int { return d.size }

// BlockSize is the hash's block length in bytes.
func (d *digest) BlockSize() int { return d.alg.block }

// NewHash returns an incremental SHA-256 (botan_hash_update/final); outLen
// must be 32.
func (SHA256) NewHash(outLen int) (hash.Hash, error) { return algSHA256.newHash(outLen, 0) }

// NewHash returns an incremental SHA-512; outLen must be 64.
func (SHA512) NewHash(outLen int) (hash.Hash, error) { return algSHA512.newHash(outLen, 0) }

// NewHash returns an incremental BLAKE2b with an outLen-byte digest, 1 to
// 64 (Size, when nonzero, fixes it).
func (b BLAKE2b) NewHash(outLen int) (hash.Hash, error) { return algBLAKE2b.newHash(outLen, b.Size) }
