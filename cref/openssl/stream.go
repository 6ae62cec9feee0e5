package openssl

/*
#include "naclcmp_openssl.h"

// The C loop of ChaCha20IETF.XOR for the benchmark (loops.go): the same call,
// n times, each setting up and freeing its EVP_CIPHER_CTX as the binding's
// does; an empty message makes no call, as in Go.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_openssl_loop_chacha20_ietf, a->mlen == 0 ? 0 : naclcmp_ossl_stream(NACLCMP_OSSL_CHACHA20, a->out, a->m, a->mlen, a->n, a->k))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// streamAlg describes one EVP_CIPHER used as a stream cipher.
type streamAlg struct {
	alg   C.int
	name  string
	sizes argcheck.StreamSizes // Max: the longest keystream from one nonce
}

// chacha20IETFMax is RFC 8439's limit, 2^32 blocks of 64 bytes: OpenSSL
// itself would carry the 32-bit block counter into the nonce and go on,
// which is no longer ChaCha20 as the RFC and the other implementations
// define it.
const chacha20IETFMax uint64 = 64 << 32

var (
	streamChaCha20IETF = streamAlg{C.NACLCMP_OSSL_CHACHA20, "ChaCha20", argcheck.StreamSizes{Key: 32, Nonce: 12, Max: chacha20IETFMax}}
	// AES-CTR increments the whole 16-byte counter block, so no length
	// reachable from a Go slice makes it repeat.
	streamAES128CTR = streamAlg{C.NACLCMP_OSSL_AES128CTR, "AES-128-CTR", argcheck.StreamSizes{Key: 16, Nonce: 16, Max: ^uint64(0)}}
	streamAES256CTR = streamAlg{C.NACLCMP_OSSL_AES256CTR, "AES-256-CTR", argcheck.StreamSizes{Key: 32, Nonce: 16, Max: ^uint64(0)}}
)

// keyStream and xor are the one function between the interface method and
// the cgo call, their argument checks inlined (argcheck's fast paths); the
// ordered checks run only to name a failure.
func (s *streamAlg) keyStream(out, nonce, key []byte) error {
	if !(initialized.Load() && argcheck.KeyStreamLensOK(out, nonce, key, s.sizes) && argcheck.Apart(out, nonce, key)) {
		c := begin()
		if c.KeyStreamArgs(out, nonce, key, s.sizes); c.Err() != nil {
			return c.Err()
		}
	}
	if len(out) == 0 {
		return nil
	}
	return failed(C.naclcmp_ossl_stream(s.alg, ptr(out), nil, csize(out), ptr(nonce), ptr(key)), s.name)
}

func (s *streamAlg) xor(out, in, nonce, key []byte) error {
	if !(initialized.Load() && argcheck.XORLensOK(out, in, nonce, key, s.sizes) && argcheck.InPlaceOK(out, in) && argcheck.Apart(out, nonce, key)) {
		c := begin()
		if c.XORArgs(out, in, nonce, key, s.sizes); c.Err() != nil {
			return c.Err()
		}
	}
	if len(in) == 0 {
		return nil
	}
	return failed(C.naclcmp_ossl_stream(s.alg, ptr(out), ptr(in), csize(in), ptr(nonce), ptr(key)), s.name)
}

// ChaCha20IETF is ChaCha20 as in RFC 8439: 32-byte key, 12-byte nonce,
// 32-bit block counter starting at zero (EVP_CIPHER "ChaCha20", whose
// 16-byte IV is the little-endian counter followed by the nonce). At most
// 256 GiB per nonce, the RFC's limit.
type ChaCha20IETF struct{}

// KeyStream fills out with ChaCha20 keystream.
func (ChaCha20IETF) KeyStream(out, nonce, key []byte) error {
	return streamChaCha20IETF.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (ChaCha20IETF) XOR(out, in, nonce, key []byte) error {
	return streamChaCha20IETF.xor(out, in, nonce, key)
}

// AES128CTR is AES-128 in counter mode (EVP_CIPHER "AES-128-CTR"): 16-byte
// key, and a 16-byte nonce that is the initial counter block, incremented
// as one 128-bit big-endian number per block.
type AES128CTR struct{}

// KeyStream fills out with AES-128-CTR keystream.
func (AES128CTR) KeyStream(out, nonce, key []byte) error {
	return streamAES128CTR.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (AES128CTR) XOR(out, in, nonce, key []byte) error {
	return streamAES128CTR.xor(out, in, nonce, key)
}

// AES256CTR is AES-256 in counter mode (EVP_CIPHER "AES-256-CTR"): 32-byte
// key and a 16-byte initial counter block, as AES128CTR.
type AES256CTR struct{}

// KeyStream fills out with AES-256-CTR keystream.
func (AES256CTR) KeyStream(out, nonce, key []byte) error {
	return streamAES256CTR.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (AES256CTR) XOR(out, in, nonce, key []byte) error {
	return streamAES256CTR.xor(out, in, nonce, key)
}
