package nettle

/*
#include "naclcmp_nettle.h"

// The C loop of ChaCha20IETF.XOR for the benchmark (loops.go): the same call,
// n times; an empty message makes no call, as in Go.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_nettle_loop_chacha20_ietf, a->mlen == 0 ? 0 : naclcmp_nettle_stream(NACLCMP_NETTLE_CHACHA20_IETF, a->out, a->m, a->mlen, a->n, a->k))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// streamAlg describes one of Nettle's stream ciphers.
type streamAlg struct {
	alg   C.int
	name  string
	sizes argcheck.StreamSizes // Max: the longest keystream from one nonce
}

// chacha20IETFMax is RFC 8439's limit, 2^32 blocks of 64 bytes:
// chacha_crypt32 counts blocks in 32 bits, and what it does past the
// limit is no longer ChaCha20 as the RFC and the other implementations
// define it.
const chacha20IETFMax uint64 = 64 << 32

var (
	// Salsa20, Salsa20/12 and the original ChaCha20 count blocks in 64
	// bits, and AES-CTR increments the whole 16-byte counter block
	// (ctr_crypt), so no length reachable from a Go slice makes the
	// keystream repeat.
	streamSalsa20      = streamAlg{C.NACLCMP_NETTLE_SALSA20, "Salsa20", argcheck.StreamSizes{Key: 32, Nonce: 8, Max: ^uint64(0)}}
	streamSalsa2012    = streamAlg{C.NACLCMP_NETTLE_SALSA2012, "Salsa20/12", argcheck.StreamSizes{Key: 32, Nonce: 8, Max: ^uint64(0)}}
	streamChaCha20     = streamAlg{C.NACLCMP_NETTLE_CHACHA20, "ChaCha20", argcheck.StreamSizes{Key: 32, Nonce: 8, Max: ^uint64(0)}}
	streamChaCha20IETF = streamAlg{C.NACLCMP_NETTLE_CHACHA20_IETF, "ChaCha20 (RFC 8439)", argcheck.StreamSizes{Key: 32, Nonce: 12, Max: chacha20IETFMax}}
	streamAES128CTR    = streamAlg{C.NACLCMP_NETTLE_AES128CTR, "AES-128-CTR", argcheck.StreamSizes{Key: 16, Nonce: 16, Max: ^uint64(0)}}
	streamAES256CTR    = streamAlg{C.NACLCMP_NETTLE_AES256CTR, "AES-256-CTR", argcheck.StreamSizes{Key: 32, Nonce: 16, Max: ^uint64(0)}}
)

// keyStream and xor are the one function between the interface method and
// the cgo call, their argument checks inlined (argcheck's fast paths); the
// ordered checks run only to name a failure.
func (s *streamAlg) keyStream(out, nonce, key []byte) error {
	if !(argcheck.KeyStreamLensOK(out, nonce, key, s.sizes) && argcheck.Apart(out, nonce, key)) {
		c := begin()
		if c.KeyStreamArgs(out, nonce, key, s.sizes); c.Err() != nil {
			return c.Err()
		}
	}
	if len(out) == 0 {
		return nil
	}
	return failed(C.naclcmp_nettle_stream(s.alg, ptr(out), nil, csize(out), ptr(nonce), ptr(key)), s.name)
}

func (s *streamAlg) xor(out, in, nonce, key []byte) error {
	if !(argcheck.XORLensOK(out, in, nonce, key, s.sizes) && argcheck.InPlaceOK(out, in) && argcheck.Apart(out, nonce, key)) {
		c := begin()
		if c.XORArgs(out, in, nonce, key, s.sizes); c.Err() != nil {
			return c.Err()
		}
	}
	if len(in) == 0 {
		return nil
	}
	return failed(C.naclcmp_nettle_stream(s.alg, ptr(out), ptr(in), csize(in), ptr(nonce), ptr(key)), s.name)
}

// Salsa20 is Salsa20/20 with a 32-byte key and an 8-byte nonce, the block
// counter starting at zero (salsa20_256_set_key, salsa20_set_nonce,
// salsa20_crypt).
type Salsa20 struct{}

// KeyStream fills out with Salsa20 keystream.
func (Salsa20) KeyStream(out, nonce, key []byte) error {
	return streamSalsa20.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (Salsa20) XOR(out, in, nonce, key []byte) error { return streamSalsa20.xor(out, in, nonce, key) }

// Salsa2012 is Salsa20 reduced to 12 rounds (salsa20r12_crypt), with
// Salsa20's key, nonce and counter.
type Salsa2012 struct{}

// KeyStream fills out with Salsa20/12 keystream.
func (Salsa2012) KeyStream(out, nonce, key []byte) error {
	return streamSalsa2012.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (Salsa2012) XOR(out, in, nonce, key []byte) error {
	return streamSalsa2012.xor(out, in, nonce, key)
}

// ChaCha20 is Bernstein's original ChaCha20: 32-byte key, 8-byte nonce and
// a 64-bit block counter starting at zero (chacha_set_nonce,
// chacha_crypt), as libsodium's crypto_stream_chacha20.
type ChaCha20 struct{}

// KeyStream fills out with ChaCha20 keystream.
func (ChaCha20) KeyStream(out, nonce, key []byte) error {
	return streamChaCha20.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (ChaCha20) XOR(out, in, nonce, key []byte) error {
	return streamChaCha20.xor(out, in, nonce, key)
}

// ChaCha20IETF is ChaCha20 as in RFC 8439: 32-byte key, 12-byte nonce,
// 32-bit block counter starting at zero (chacha_set_nonce96,
// chacha_crypt32). At most 256 GiB per nonce, the RFC's limit.
type ChaCha20IETF struct{}

// KeyStream fills out with ChaCha20 keystream.
func (ChaCha20IETF) KeyStream(out, nonce, key []byte) error {
	return streamChaCha20IETF.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (ChaCha20IETF) XOR(out, in, nonce, key []byte) error {
	return streamChaCha20IETF.xor(out, in, nonce, key)
}

// AES128CTR is AES-128 in counter mode (ctr_crypt over aes128_encrypt):
// 16-byte key, and a 16-byte nonce that is the initial counter block,
// incremented as one 128-bit big-endian number per block.
type AES128CTR struct{}

// KeyStream fills out with AES-128-CTR keystream.
func (AES128CTR) KeyStream(out, nonce, key []byte) error {
	return streamAES128CTR.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (AES128CTR) XOR(out, in, nonce, key []byte) error {
	return streamAES128CTR.xor(out, in, nonce, key)
}

// AES256CTR is AES-256 in counter mode (ctr_crypt over aes256_encrypt):
// 32-byte key and a 16-byte initial counter block, as AES128CTR.
type AES256CTR struct{}

// KeyStream fills out with AES-256-CTR keystream.
func (AES256CTR) KeyStream(out, nonce, key []byte) error {
	return streamAES256CTR.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (AES256CTR) XOR(out, in, nonce, key []byte) error {
	return streamAES256CTR.xor(out, in, nonce, key)
}
