package botan

/*
#include "naclcmp_botan.h"

// The C loop of ChaCha20IETF.XOR for the benchmark (loops.go): the same call,
// n times, each creating, keying and destroying its botan_cipher_t as the
// binding's does; an empty message makes no call, as in Go.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_botan_loop_chacha20_ietf, a->mlen == 0 ? 0 : naclcmp_botan_stream(NACLCMP_BOTAN_CHACHA20, a->out, a->m, a->mlen, a->n, 12, a->k, 32))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// streamAlg describes one Botan stream cipher at one nonce length.
type streamAlg struct {
	alg   C.int
	name  string
	sizes argcheck.StreamSizes // Max: the longest keystream from one nonce
}

// chacha20IETFMax is RFC 8439's limit, 2^32 blocks of 64 bytes. Botan's
// ChaCha keeps a 64-bit block counter in state words 12 and 13 whatever
// the nonce length; with a 12-byte nonce word 13 is the nonce's first
// word, so past the limit Botan would carry the counter into the nonce
// and go on, which is no longer ChaCha20 as the RFC and the other
// implementations define it.
const chacha20IETFMax uint64 = 64 << 32

var (
	// Salsa20, ChaCha20 with an 8-byte nonce and the extended-nonce
	// variants run a 64-bit block counter, and AES-CTR increments the
	// whole 16-byte counter block ("CTR-BE", counter as wide as the
	// block): no length reachable from a Go slice makes them repeat.
	streamSalsa20      = streamAlg{C.NACLCMP_BOTAN_SALSA20, "Salsa20", argcheck.StreamSizes{Key: 32, Nonce: 8, Max: ^uint64(0)}}
	streamXSalsa20     = streamAlg{C.NACLCMP_BOTAN_SALSA20, "XSalsa20", argcheck.StreamSizes{Key: 32, Nonce: 24, Max: ^uint64(0)}}
	streamChaCha20     = streamAlg{C.NACLCMP_BOTAN_CHACHA20, "ChaCha(20)", argcheck.StreamSizes{Key: 32, Nonce: 8, Max: ^uint64(0)}}
	streamChaCha20IETF = streamAlg{C.NACLCMP_BOTAN_CHACHA20, "ChaCha(20)", argcheck.StreamSizes{Key: 32, Nonce: 12, Max: chacha20IETFMax}}
	streamXChaCha20    = streamAlg{C.NACLCMP_BOTAN_CHACHA20, "XChaCha(20)", argcheck.StreamSizes{Key: 32, Nonce: 24, Max: ^uint64(0)}}
	streamAES128CTR    = streamAlg{C.NACLCMP_BOTAN_AES128CTR, "CTR-BE(AES-128)", argcheck.StreamSizes{Key: 16, Nonce: 16, Max: ^uint64(0)}}
	streamAES256CTR    = streamAlg{C.NACLCMP_BOTAN_AES256CTR, "CTR-BE(AES-256)", argcheck.StreamSizes{Key: 32, Nonce: 16, Max: ^uint64(0)}}
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
	return failed(C.naclcmp_botan_stream(s.alg, ptr(out), nil, csize(out), ptr(nonce), csize(nonce), ptr(key), csize(key)), s.name)
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
	return failed(C.naclcmp_botan_stream(s.alg, ptr(out), ptr(in), csize(in), ptr(nonce), csize(nonce), ptr(key), csize(key)), s.name)
}

// Salsa20 is Salsa20/20 with an 8-byte nonce and a 64-bit block counter
// starting at zero (botan_cipher_init "Salsa20", which Botan wraps as a
// cipher mode).
type Salsa20 struct{}

// KeyStream fills out with Salsa20 keystream.
func (Salsa20) KeyStream(out, nonce, key []byte) error {
	return streamSalsa20.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (Salsa20) XOR(out, in, nonce, key []byte) error { return streamSalsa20.xor(out, in, nonce, key) }

// XSalsa20 is XSalsa20: Botan's "Salsa20" given a 24-byte nonce derives
// the subkey with HSalsa20 from the first 16 bytes and runs Salsa20 under
// it with the last 8.
type XSalsa20 struct{}

// KeyStream fills out with XSalsa20 keystream.
func (XSalsa20) KeyStream(out, nonce, key []byte) error {
	return streamXSalsa20.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (XSalsa20) XOR(out, in, nonce, key []byte) error { return streamXSalsa20.xor(out, in, nonce, key) }

// ChaCha20 is the original ChaCha20 with an 8-byte nonce and a 64-bit block
// counter starting at zero (botan_cipher_init "ChaCha(20)").
type ChaCha20 struct{}

// KeyStream fills out with ChaCha20 keystream.
func (ChaCha20) KeyStream(out, nonce, key []byte) error {
	return streamChaCha20.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (ChaCha20) XOR(out, in, nonce, key []byte) error { return streamChaCha20.xor(out, in, nonce, key) }

// ChaCha20IETF is ChaCha20 as in RFC 8439: "ChaCha(20)" with a 12-byte
// nonce, the 32-bit block counter starting at zero. At most 256 GiB per
// nonce, the RFC's limit.
type ChaCha20IETF struct{}

// KeyStream fills out with ChaCha20 keystream.
func (ChaCha20IETF) KeyStream(out, nonce, key []byte) error {
	return streamChaCha20IETF.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (ChaCha20IETF) XOR(out, in, nonce, key []byte) error {
	return streamChaCha20IETF.xor(out, in, nonce, key)
}

// XChaCha20 is XChaCha20: Botan's "ChaCha(20)" given a 24-byte nonce
// derives the subkey with HChaCha20 from the first 16 bytes and runs
// ChaCha20 under it with the last 8 and a 64-bit counter, as libsodium's
// crypto_stream_xchacha20 does.
type XChaCha20 struct{}

// KeyStream fills out with XChaCha20 keystream.
func (XChaCha20) KeyStream(out, nonce, key []byte) error {
	return streamXChaCha20.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (XChaCha20) XOR(out, in, nonce, key []byte) error {
	return streamXChaCha20.xor(out, in, nonce, key)
}

// AES128CTR is AES-128 in counter mode (botan_cipher_init
// "CTR-BE(AES-128)"): 16-byte key, and a 16-byte nonce that is the initial
// counter block, incremented as one 128-bit big-endian number per block.
type AES128CTR struct{}

// KeyStream fills out with AES-128-CTR keystream.
func (AES128CTR) KeyStream(out, nonce, key []byte) error {
	return streamAES128CTR.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (AES128CTR) XOR(out, in, nonce, key []byte) error {
	return streamAES128CTR.xor(out, in, nonce, key)
}

// AES256CTR is AES-256 in counter mode ("CTR-BE(AES-256)"): 32-byte key and
// a 16-byte initial counter block, as AES128CTR.
type AES256CTR struct{}

// KeyStream fills out with AES-256-CTR keystream.
func (AES256CTR) KeyStream(out, nonce, key []byte) error {
	return streamAES256CTR.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (AES256CTR) XOR(out, in, nonce, key []byte) error {
	return streamAES256CTR.xor(out, in, nonce, key)
}
