package tomcrypt

/*
#include "naclcmp_tomcrypt.h"

// The C loop of ChaCha20IETF.XOR for the benchmark (loops.go): the same
// call, n times; an empty message makes no call, as in Go.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_tomcrypt_loop_chacha20_ietf, a->mlen == 0 ? 0 : naclcmp_tc_stream(NACLCMP_TC_CHACHA20_IETF, a->out, a->m, a->mlen, a->n, a->k))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// streamAlg describes one stream cipher of the glue (naclcmp_tc_stream).
type streamAlg struct {
	alg   C.int
	name  string               // libtomcrypt's functions, for errors
	sizes argcheck.StreamSizes // Max: the longest keystream from one nonce
}

var (
	// ChaCha20 with a 64-bit nonce has a 64-bit block counter: no length
	// a Go slice can have exhausts it.
	streamChaCha20 = streamAlg{C.NACLCMP_TC_CHACHA20, "chacha_ivctr64/chacha_crypt", argcheck.StreamSizes{Key: 32, Nonce: 8, Max: ^uint64(0)}}
	// RFC 8439's limit, 2^32 blocks of 64 bytes: libtomcrypt would stop
	// with CRYPT_OVERFLOW when its 32-bit counter wraps, after writing
	// part of the output; the Go side refuses such lengths first.
	streamChaCha20IETF = streamAlg{C.NACLCMP_TC_CHACHA20_IETF, "chacha_ivctr32/chacha_crypt", argcheck.StreamSizes{Key: 32, Nonce: 12, Max: 64 << 32}}
	// AES-CTR increments the whole 16-byte counter block, so no length
	// reachable from a Go slice makes it repeat.
	streamAES128CTR = streamAlg{C.NACLCMP_TC_AES128CTR, "ctr_start/ctr_encrypt", argcheck.StreamSizes{Key: 16, Nonce: 16, Max: ^uint64(0)}}
	streamAES256CTR = streamAlg{C.NACLCMP_TC_AES256CTR, "ctr_start/ctr_encrypt", argcheck.StreamSizes{Key: 32, Nonce: 16, Max: ^uint64(0)}}
)

// keyStream and xor are the one function between the interface method and
// the cgo call, their argument checks inlined (argcheck's fast paths); the
// ordered checks run only to name a failure.
func (s *streamAlg) keyStream(out, nonce, key []byte) error {
	if !(initErr == nil && argcheck.KeyStreamLensOK(out, nonce, key, s.sizes) && argcheck.Apart(out, nonce, key)) {
		c := begin()
		if c.KeyStreamArgs(out, nonce, key, s.sizes); c.Err() != nil {
			return c.Err()
		}
	}
	if len(out) == 0 {
		return nil
	}
	return failed(C.naclcmp_tc_stream(s.alg, ptr(out), nil, csize(out), ptr(nonce), ptr(key)), s.name)
}

func (s *streamAlg) xor(out, in, nonce, key []byte) error {
	if !(initErr == nil && argcheck.XORLensOK(out, in, nonce, key, s.sizes) && argcheck.InPlaceOK(out, in) && argcheck.Apart(out, nonce, key)) {
		c := begin()
		if c.XORArgs(out, in, nonce, key, s.sizes); c.Err() != nil {
			return c.Err()
		}
	}
	if len(in) == 0 {
		return nil
	}
	return failed(C.naclcmp_tc_stream(s.alg, ptr(out), ptr(in), csize(in), ptr(nonce), ptr(key)), s.name)
}

// ChaCha20 is ChaCha20 with its original 8-byte nonce and 64-bit block
// counter starting at zero (chacha_setup with 20 rounds, chacha_ivctr64),
// as libsodium's crypto_stream_chacha20.
type ChaCha20 struct{}

// KeyStream fills out with ChaCha20 keystream.
func (ChaCha20) KeyStream(out, nonce, key []byte) error {
	return streamChaCha20.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (ChaCha20) XOR(out, in, nonce, key []byte) error { return streamChaCha20.xor(out, in, nonce, key) }

// ChaCha20IETF is ChaCha20 as in RFC 8439: 32-byte key, 12-byte nonce,
// 32-bit block counter starting at zero (chacha_ivctr32). At most 256 GiB
// per nonce, the RFC's limit.
type ChaCha20IETF struct{}

// KeyStream fills out with ChaCha20 keystream.
func (ChaCha20IETF) KeyStream(out, nonce, key []byte) error {
	return streamChaCha20IETF.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (ChaCha20IETF) XOR(out, in, nonce, key []byte) error {
	return streamChaCha20IETF.xor(out, in, nonce, key)
}

// AES128CTR is AES-128 in counter mode (ctr_start over aes_desc with
// CTR_COUNTER_BIG_ENDIAN): 16-byte key, and a 16-byte nonce that is the
// initial counter block, incremented as one 128-bit big-endian number per
// block.
type AES128CTR struct{}

// KeyStream fills out with AES-128-CTR keystream (zeros encrypted in
// place: libtomcrypt has no keystream call for CTR).
func (AES128CTR) KeyStream(out, nonce, key []byte) error {
	return streamAES128CTR.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (AES128CTR) XOR(out, in, nonce, key []byte) error {
	return streamAES128CTR.xor(out, in, nonce, key)
}

// AES256CTR is AES-256 in counter mode: 32-byte key and a 16-byte initial
// counter block, as AES128CTR.
type AES256CTR struct{}

// KeyStream fills out with AES-256-CTR keystream.
func (AES256CTR) KeyStream(out, nonce, key []byte) error {
	return streamAES256CTR.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (AES256CTR) XOR(out, in, nonce, key []byte) error {
	return streamAES256CTR.xor(out, in, nonce, key)
}
