package wolfssl

/*
#include "naclcmp_wolfssl.h"

// The C loop of ChaCha20IETF.XOR for the benchmark (loops.go): the same call,
// n times, each keying its ChaCha state on the C stack as the binding's
// does; an empty message makes no call, as in Go.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_wolfssl_loop_chacha20_ietf, a->mlen == 0 ? 0 : naclcmp_wc_stream(NACLCMP_WC_CHACHA20, a->out, a->m, a->mlen, a->n, a->k))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// streamAlg describes one wolfCrypt stream cipher.
type streamAlg struct {
	alg   C.int
	name  string
	sizes argcheck.StreamSizes // Max: the longest keystream from one nonce
}

// chachaMax is 2^32 blocks of 64 bytes: wolfCrypt's ChaCha has a 32-bit
// block counter that wraps around, repeating the keystream. For ChaCha20
// it is RFC 8439's limit; for XChaCha20 it is wolfSSL's, where libsodium
// goes on with a 64-bit counter.
const chachaMax uint64 = 64 << 32

var (
	streamChaCha20IETF = streamAlg{C.NACLCMP_WC_CHACHA20, "ChaCha20", argcheck.StreamSizes{Key: 32, Nonce: 12, Max: chachaMax}}
	streamXChaCha20    = streamAlg{C.NACLCMP_WC_XCHACHA20, "XChaCha20", argcheck.StreamSizes{Key: 32, Nonce: 24, Max: chachaMax}}
	// AES-CTR increments the whole 16-byte counter block, so no length
	// reachable from a Go slice makes it repeat.
	streamAES128CTR = streamAlg{C.NACLCMP_WC_AES128CTR, "AES-128-CTR", argcheck.StreamSizes{Key: 16, Nonce: 16, Max: ^uint64(0)}}
	streamAES256CTR = streamAlg{C.NACLCMP_WC_AES256CTR, "AES-256-CTR", argcheck.StreamSizes{Key: 32, Nonce: 16, Max: ^uint64(0)}}
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
	return failed(C.naclcmp_wc_stream(s.alg, ptr(out), nil, csize(out), ptr(nonce), ptr(key)), s.name)
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
	return failed(C.naclcmp_wc_stream(s.alg, ptr(out), ptr(in), csize(in), ptr(nonce), ptr(key)), s.name)
}

// ChaCha20IETF is ChaCha20 as in RFC 8439 (wc_Chacha_SetKey,
// wc_Chacha_SetIV with counter 0, wc_Chacha_Process): 32-byte key, 12-byte
// nonce, 32-bit block counter starting at zero. At most 256 GiB per nonce,
// the RFC's limit.
type ChaCha20IETF struct{}

// KeyStream fills out with ChaCha20 keystream.
func (ChaCha20IETF) KeyStream(out, nonce, key []byte) error {
	return streamChaCha20IETF.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (ChaCha20IETF) XOR(out, in, nonce, key []byte) error {
	return streamChaCha20IETF.xor(out, in, nonce, key)
}

// XChaCha20 is XChaCha20 (wc_XChacha_SetKey): 32-byte key and 24-byte
// nonce; HChaCha20 of the key and the nonce's first 16 bytes keys ChaCha20
// with the nonce's last 8 bytes, counter starting at zero. At most 256 GiB
// per nonce: wolfSSL's block counter has 32 bits.
type XChaCha20 struct{}

// KeyStream fills out with XChaCha20 keystream.
func (XChaCha20) KeyStream(out, nonce, key []byte) error {
	return streamXChaCha20.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (XChaCha20) XOR(out, in, nonce, key []byte) error {
	return streamXChaCha20.xor(out, in, nonce, key)
}

// AES128CTR is AES-128 in counter mode (wc_AesSetKey, wc_AesCtrEncrypt):
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
