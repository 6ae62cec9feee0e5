package openssl

// #include "naclcmp_openssl.h"
import "C"

import (
	"fmt"
	"hash"
	"runtime"
)

// digest is an incremental EVP_MD_CTX behind the hash.Hash interface. The
// context lives in C memory and is freed by a cleanup once the digest is
// unreachable; every method keeps the digest alive until its C call has
// returned, so the cleanup cannot free the context under a running call.
type digest struct {
	alg *digestAlg
	ctx *C.EVP_MD_CTX
}

func (d *digestAlg) newHash(outLen int) (hash.Hash, error) {
	if err := initialize(); err != nil {
		return nil, err
	}
	if outLen != d.size {
		return nil, fmt.Errorf("openssl: outLen: %s has a %d-byte digest, got %d", d.name, d.size, outLen)
	}
	ctx := C.naclcmp_ossl_digest_new(d.alg)
	if ctx == nil {
		return nil, fmt.Errorf("openssl: %s: cannot create a digest context", d.name)
	}
	h := &digest{alg: d, ctx: ctx}
	runtime.AddCleanup(h, func(ctx *C.EVP_MD_CTX) { C.EVP_MD_CTX_free(ctx) }, ctx)
	return h, nil
}

// Write hashes p (EVP_DigestUpdate). It returns an error only if OpenSSL
// fails, which it does not for a context it created.
func (h *digest) Write(p []byte) (int, error) {
	rc := C.naclcmp_ossl_digest_update(h.ctx, ptr(p), csize(p))
	runtime.KeepAlive(h)
	if err := failedStep(rc, h.alg.name, "update"); err != nil {
		return 0, err
	}
	return len(p), nil
}

// Sum appends the digest of the data written so far to b, finalising a
// copy of the context so that more data can follow.
func (h *digest) Sum(b []byte) []byte {
	out := make([]byte, h.alg.size)
	rc := C.naclcmp_ossl_digest_sum(h.ctx, ptr(out), csize(out))
	runtime.KeepAlive(h)
	if rc != 0 {
		// hash.Hash's Sum cannot fail; OpenSSL does not for a valid context.
		panic(failedStep(rc, h.alg.name, "final"))
	}
	return append(b, out...)
}

// Reset forgets the data written so far.
func (h *digest) Reset() {
	rc := C.naclcmp_ossl_digest_reset(h.ctx, h.alg.alg)
	runtime.KeepAlive(h)
	if rc != 0 {
		panic(failedStep(rc, h.alg.name, "init"))
	}
}

// Size is the digest length in bytes.
func (h *digest) Size() int { return h.alg.size }

// BlockSize is the hash's block length in bytes.
func (h *digest) BlockSize() int { return h.alg.block }

// NewHash returns an incremental SHA-256 (EVP_DigestInit/Update/Final);
// outLen must be 32.
func (SHA256) NewHash(outLen int) (hash.Hash, error) { return algSHA256.newHash(outLen) }

// NewHash returns an incremental SHA-512; outLen must be 64.
func (SHA512) NewHash(outLen int) (hash.Hash, error) { return algSHA512.newHash(outLen) }

// NewHash returns an incremental BLAKE2b-512; outLen must be 64.
func (BLAKE2b512) NewHash(outLen int) (hash.Hash, error) { return algBLAKE2b512.newHash(outLen) }

// NewHash returns an incremental BLAKE2s-256; outLen must be 32.
func (BLAKE2s) NewHash(outLen int) (hash.Hash, error) { return algBLAKE2s256.newHash(outLen) }
