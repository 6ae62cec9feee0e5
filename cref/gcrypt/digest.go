package gcrypt

// #include "naclcmp_gcrypt.h"
import "C"

import (
	"fmt"
	"hash"
	"runtime"
)

// digest is an incremental gcry_md handle behind the hash.Hash interface.
// The handle lives in C memory and is closed by a cleanup once the digest
// is unreachable; every method keeps the digest alive until its C call has
// returned, so the cleanup cannot close the handle under a running call.
type digest struct {
	alg *digestAlg
	h   C.gcry_md_hd_t
}

func (d *digestAlg) newHash(outLen int) (hash.Hash, error) {
	if err := initialize(); err != nil {
		return nil, err
	}
	if outLen != d.size {
		return nil, fmt.Errorf("libgcrypt: outLen: %s has a %d-byte digest, got %d", d.name, d.size, outLen)
	}
	h := C.naclcmp_gcry_md_new(d.algo)
	if h == nil {
		return nil, fmt.Errorf("libgcrypt: %s: gcry_md_open failed", d.name)
	}
	dg := &digest{alg: d, h: h}
	runtime.AddCleanup(dg, func(h C.gcry_md_hd_t) { C.naclcmp_gcry_md_free(h) }, h)
	return dg, nil
}

// Write hashes p (gcry_md_write), which cannot fail.
func (d *digest) Write(p []byte) (int, error) {
	C.naclcmp_gcry_md_write(d.h, ptr(p), csize(p))
	runtime.KeepAlive(d)
	return len(p), nil
}

// Sum appends the digest of the data written so far to b, finalising a
// copy of the handle (gcry_md_copy) so that more data can follow.
func (d *digest) Sum(b []byte) []byte {
	out := make([]byte, d.alg.size)
	rc := C.naclcmp_gcry_md_sum(d.h, d.alg.algo, ptr(out), csize(out))
	runtime.KeepAlive(d)
	if rc != 0 {
		// hash.Hash's Sum cannot fail; libgcrypt does not for a valid
		// handle unless it runs out of memory copying it.
		panic(failed(rc, d.alg.name+" final"))
	}
	return append(b, out...)
}

// Reset forgets the data written so far (gcry_md_reset).
func (d *digest) Reset() {
	C.naclcmp_gcry_md_reset(d.h)
	runtime.KeepAlive(d)
}

// Size is the digest length in bytes.
func (d *digest) Size() int { return d.alg.size }

// BlockSize is the hash's block length in bytes.
func (d *digest) BlockSize() int { return d.alg.block }

// NewHash returns an incremental SHA-256 (gcry_md_open/write/read); outLen
// must be 32.
func (SHA256) NewHash(outLen int) (hash.Hash, error) { return algSHA256.newHash(outLen) }

// NewHash returns an incremental SHA-512; outLen must be 64.
func (SHA512) NewHash(outLen int) (hash.Hash, error) { return algSHA512.newHash(outLen) }

// NewHash returns an incremental BLAKE2b-512; outLen must be 64.
func (BLAKE2b512) NewHash(outLen int) (hash.Hash, error) { return algBLAKE2b512.newHash(outLen) }

// NewHash returns an incremental BLAKE2s-256; outLen must be 32.
func (BLAKE2s) NewHash(outLen int) (hash.Hash, error) { return algBLAKE2s256.newHash(outLen) }
