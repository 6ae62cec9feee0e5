package gcrypt

/*
#include "naclcmp_gcrypt.h"

// The C loop of ChaCha20IETF.XOR for the benchmark (loops.go): the same call,
// n times, each opening, keying and closing its gcry_cipher handle as the
// binding's does; an empty message makes no call, as in Go.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_gcrypt_loop_chacha20_ietf, a->mlen == 0 ? 0 : naclcmp_gcry_stream(NACLCMP_GCRY_CHACHA20_IETF, a->out, a->m, a->mlen, a->n, a->k))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// streamAlg describes one gcry_cipher used as a stream cipher.
type streamAlg struct {
	alg   C.int
	name  string
	sizes argcheck.StreamSizes // Max: the longest keystream from one nonce
}

// chacha20IETFMax is RFC 8439's limit, 2^32 blocks of 64 bytes: libgcrypt
// keeps a 64-bit block counter whatever the nonce, and past the limit it
// would carry into the first word of the 12-byte nonce and go on, which is
// no longer ChaCha20 as the RFC and the other implementations define it.
const chacha20IETFMax uint64 = 64 << 32

var (
	// Salsa20 and ChaCha20 with an 8-byte nonce have a 64-bit block
	// counter, and AES-CTR increments the whole 16-byte counter block:
	// no length reachable from a Go slice makes any of them repeat.
	streamSalsa20      = streamAlg{C.NACLCMP_GCRY_SALSA20, "SALSA20", argcheck.StreamSizes{Key: 32, Nonce: 8, Max: ^uint64(0)}}
	streamChaCha20     = streamAlg{C.NACLCMP_GCRY_CHACHA20, "CHACHA20", argcheck.StreamSizes{Key: 32, Nonce: 8, Max: ^uint64(0)}}
	streamChaCha20IETF = streamAlg{C.NACLCMP_GCRY_CHACHA20_IETF, "CHACHA20 (12-byte nonce)", argcheck.StreamSizes{Key: 32, Nonce: 12, Max: chacha20IETFMax}}
	streamAES128CTR    = streamAlg{C.NACLCMP_GCRY_AES128CTR, "AES128-CTR", argcheck.StreamSizes{Key: 16, Nonce: 16, Max: ^uint64(0)}}
	streamAES256CTR    = streamAlg{C.NACLCMP_GCRY_AES256CTR, "AES256-CTR", argcheck.StreamSizes{Key: 32, Nonce: 16, Max: ^uint64(0)}}
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
	return failed(C.naclcmp_gcry_stream(s.alg, ptr(out), nil, csize(out), ptr(nonce), ptr(key)), s.name)
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
	return failed(C.naclcmp_gcry_stream(s.alg, ptr(out), ptr(in), csize(in), ptr(nonce), ptr(key)), s.name)
}

// Salsa20 is Salsa20/20 (GCRY_CIPHER_SALSA20): 32-byte key, 8-byte nonce,
// 64-bit block counter starting at zero, as crypto_stream_salsa20.
type Salsa20 struct{}

// KeyStream fills out with Salsa20 keystream.
func (Salsa20) KeyStream(out, nonce, key []byte) error {
	return streamSalsa20.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (Salsa20) XOR(out, in, nonce, key []byte) error {
	return streamSalsa20.xor(out, in, nonce, key)
}

// ChaCha20 is the original ChaCha20 (GCRY_CIPHER_CHACHA20 with an 8-byte
// IV): 32-byte key, 8-byte nonce, 64-bit block counter starting at zero,
// as crypto_stream_chacha20.
type ChaCha20 struct{}

// KeyStream fills out with ChaCha20 keystream.
func (ChaCha20) KeyStream(out, nonce, key []byte) error {
	return streamChaCha20.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (ChaCha20) XOR(out, in, nonce, key []byte) error {
	return streamChaCha20.xor(out, in, nonce, key)
}

// ChaCha20IETF is ChaCha20 as in RFC 8439 (GCRY_CIPHER_CHACHA20 with a
// 12-byte IV): 32-byte key, 12-byte nonce, 32-bit block counter starting
// at zero. At most 256 GiB per nonce, the RFC's limit.
type ChaCha20IETF struct{}

// KeyStream fills out with ChaCha20 keystream.
func (ChaCha20IETF) KeyStream(out, nonce, key []byte) error {
	return streamChaCha20IETF.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (ChaCha20IETF) XOR(out, in, nonce, key []byte) error {
	return streamChaCha20IETF.xor(out, in, nonce, key)
}

// AES128CTR is AES-128 in counter mode (GCRY_CIPHER_AES128,
// GCRY_CIPHER_MODE_CTR): 16-byte key, and a 16-byte nonce that is the
// initial counter block (gcry_cipher_setctr), incremented as one 128-bit
// big-endian number per block.
type AES128CTR struct{}

// KeyStream fills out with AES-128-CTR keystream.
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
