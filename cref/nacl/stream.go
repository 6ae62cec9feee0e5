package nacl

/*
#include "naclglue.h"

// The C loop of XSalsa20.XOR for the benchmark (loops.go): the same call, n times.
// (For an empty message the binding makes no call; the loop always does.)
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_nacl_loop_xsalsa20, naclcmp_nacl_stream(NACLCMP_NACL_XSALSA20, a->out, a->m, a->mlen, a->n, a->k))
*/
import "C"

import (
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// streamCipher describes one crypto_stream primitive.
type streamCipher struct {
	alg        C.int
	name       string // NaCl's function names, for errors
	xorName    string
	key, nonce int
	// ctr32 marks aes128ctr, whose counter is only the last 32 bits of the
	// counter block: see AES128CTR.
	ctr32 bool
}

var (
	streamXSalsa20 = streamCipher{
		C.NACLCMP_NACL_XSALSA20,
		"crypto_stream_xsalsa20",
		"crypto_stream_xsalsa20_xor",
		C.crypto_stream_xsalsa20_KEYBYTES,
		C.crypto_stream_xsalsa20_NONCEBYTES,
		false,
	}
	streamSalsa20 = streamCipher{
		C.NACLCMP_NACL_SALSA20,
		"crypto_stream_salsa20",
		"crypto_stream_salsa20_xor",
		C.crypto_stream_salsa20_KEYBYTES,
		C.crypto_stream_salsa20_NONCEBYTES,
		false,
	}
	streamSalsa2012 = streamCipher{
		C.NACLCMP_NACL_SALSA2012,
		"crypto_stream_salsa2012",
		"crypto_stream_salsa2012_xor",
		C.crypto_stream_salsa2012_KEYBYTES,
		C.crypto_stream_salsa2012_NONCEBYTES,
		false,
	}
	streamSalsa208 = streamCipher{
		C.NACLCMP_NACL_SALSA208,
		"crypto_stream_salsa208",
		"crypto_stream_salsa208_xor",
		C.crypto_stream_salsa208_KEYBYTES,
		C.crypto_stream_salsa208_NONCEBYTES,
		false,
	}
	streamAES128CTR = streamCipher{
		C.NACLCMP_NACL_AES128CTR,
		"crypto_stream_aes128ctr",
		"crypto_stream_aes128ctr_xor",
		C.crypto_stream_aes128ctr_KEYBYTES,
		C.crypto_stream_aes128ctr_NONCEBYTES,
		true,
	}
)

// counterWraps reports whether n bytes of aes128ctr keystream from nonce
// would carry past the last 32 bits of the counter block.
func counterWraps(nonce []byte, n int) bool {
	if len(nonce) != 16 || n == 0 {
		return false
	}
	blocks := (uint64(n) + 15) / 16
	return uint64(binary.BigEndian.Uint32(nonce[12:]))+blocks > 1<<32
}

func (s *streamCipher) check(out, in, nonce, key []byte, xor bool) error {
	if s.ctr32 && !HasAES128CTR() {
		return fmt.Errorf("nacl: %s is not in this architecture's NaCl archive (Debian libnacl-dev, %s): %w", s.name, generatedArch, errors.ErrUnsupported)
	}
	c := begin()
	n := len(out)
	if xor {
		n = len(in)
		c.Size("out", out, len(in))
	}
	c.Size("nonce", nonce, s.nonce)
	c.Size("key", key, s.key)
	if xor {
		c.InPlace("out", out, "in", in)
	}
	c.Disjoint("out", out, "nonce", nonce)
	c.Disjoint("out", out, "key", key)
	if err := c.Err(); err != nil {
		return err
	}
	if s.ctr32 && counterWraps(nonce, n) {
		return fmt.Errorf("nacl: nonce: %s increments only the last 32 bits of the counter block, "+
			"which would wrap within %d bytes (AES-CTR carries into the rest of the block): %w", s.name, n, errors.ErrUnsupported)
	}
	return nil
}

// sizes are s's key and nonce sizes for argcheck's fast paths; NaCl's
// streams have no length limit that a slice could reach.
func (s *streamCipher) sizes() argcheck.StreamSizes {
	return argcheck.StreamSizes{Key: s.key, Nonce: s.nonce, Max: ^uint64(0)}
}

// ctrOK reports whether check passes aes128ctr's own conditions for n
// bytes of keystream from nonce (every other cipher has none): the archive
// has the primitive, and the counter does not wrap.
func (s *streamCipher) ctrOK(nonce []byte, n int) bool {
	return !s.ctr32 || HasAES128CTR() && !counterWraps(nonce, n)
}

// keyStream and xor are the one function between the interface method and
// the cgo call, their argument checks inlined (argcheck's fast paths, and
// ctrOK); check runs only to name a failure.
func (s *streamCipher) keyStream(out, nonce, key []byte) error {
	if !(s.ctrOK(nonce, len(out)) && argcheck.KeyStreamLensOK(out, nonce, key, s.sizes()) && argcheck.Apart(out, nonce, key)) {
		if err := s.check(out, nil, nonce, key, false); err != nil {
			return err
		}
	}
	if len(out) == 0 {
		return nil
	}
	return failed(C.naclcmp_nacl_stream(s.alg, ptr(out), nil, ull(out), ptr(nonce), ptr(key)), s.name)
}

func (s *streamCipher) xor(out, in, nonce, key []byte) error {
	if !(s.ctrOK(nonce, len(in)) && argcheck.XORLensOK(out, in, nonce, key, s.sizes()) && argcheck.InPlaceOK(out, in) && argcheck.Apart(out, nonce, key)) {
		if err := s.check(out, in, nonce, key, true); err != nil {
			return err
		}
	}
	if len(in) == 0 {
		return nil
	}
	return failed(C.naclcmp_nacl_stream(s.alg, ptr(out), ptr(in), ull(in), ptr(nonce), ptr(key)), s.xorName)
}

// XSalsa20 is crypto_stream, XSalsa20 with a 24-byte nonce
// (crypto_stream_xsalsa20).
type XSalsa20 struct{}

// KeyStream fills out with XSalsa20 keystream.
func (XSalsa20) KeyStream(out, nonce, key []byte) error {
	return streamXSalsa20.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (XSalsa20) XOR(out, in, nonce, key []byte) error { return streamXSalsa20.xor(out, in, nonce, key) }

// Salsa20 is Salsa20/20 with an 8-byte nonce (crypto_stream_salsa20).
type Salsa20 struct{}

// KeyStream fills out with Salsa20 keystream.
func (Salsa20) KeyStream(out, nonce, key []byte) error {
	return streamSalsa20.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (Salsa20) XOR(out, in, nonce, key []byte) error { return streamSalsa20.xor(out, in, nonce, key) }

// Salsa2012 is Salsa20 reduced to 12 rounds (crypto_stream_salsa2012).
type Salsa2012 struct{}

// KeyStream fills out with Salsa20/12 keystream.
func (Salsa2012) KeyStream(out, nonce, key []byte) error {
	return streamSalsa2012.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (Salsa2012) XOR(out, in, nonce, key []byte) error {
	return streamSalsa2012.xor(out, in, nonce, key)
}

// Salsa208 is Salsa20 reduced to 8 rounds (crypto_stream_salsa208).
type Salsa208 struct{}

// KeyStream fills out with Salsa20/8 keystream.
func (Salsa208) KeyStream(out, nonce, key []byte) error {
	return streamSalsa208.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (Salsa208) XOR(out, in, nonce, key []byte) error { return streamSalsa208.xor(out, in, nonce, key) }

// AES128CTR is AES-128 in counter mode (crypto_stream_aes128ctr, the
// bitsliced implementation of Käsper and Schwabe): 16-byte key and a
// 16-byte nonce that is the initial counter block.
//
// NaCl increments only the last 32 bits of the counter block (big-endian)
// and lets them wrap, where AES-CTR as OpenSSL and Go's crypto/cipher
// implement it carries into the rest of the block. The two agree until
// those 32 bits wrap; a call whose keystream would reach the wrap is
// refused with an error naming the nonce, which wraps
// errors.ErrUnsupported, rather than answered with a different stream.
//
// Debian's armhf archive lacks the primitive ([HasAES128CTR]); there every
// call returns an error wrapping errors.ErrUnsupported.
type AES128CTR struct{}

// KeyStream fills out with AES-128-CTR keystream.
func (AES128CTR) KeyStream(out, nonce, key []byte) error {
	return streamAES128CTR.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (AES128CTR) XOR(out, in, nonce, key []byte) error {
	return streamAES128CTR.xor(out, in, nonce, key)
}
