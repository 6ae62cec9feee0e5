package sodium

/*
#include <sodium.h>

// Salsa20/8 is deprecated in libsodium's headers; the matrix measures it on
// purpose, so the warning is silenced for this file only.
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

// One entry point per direction, switching on the cipher, keeps the seven
// stream ciphers to one Go code path; the switch costs nothing beside the
// cipher itself.
enum {
	NACLCMP_XSALSA20,
	NACLCMP_SALSA20,
	NACLCMP_SALSA2012,
	NACLCMP_SALSA208,
	NACLCMP_CHACHA20,
	NACLCMP_CHACHA20_IETF,
	NACLCMP_XCHACHA20
};

static int naclcmp_stream(int alg, unsigned char *c, unsigned long long clen,
		const unsigned char *n, const unsigned char *k) {
	switch (alg) {
	case NACLCMP_XSALSA20:      return crypto_stream_xsalsa20(c, clen, n, k);
	case NACLCMP_SALSA20:       return crypto_stream_salsa20(c, clen, n, k);
	case NACLCMP_SALSA2012:     return crypto_stream_salsa2012(c, clen, n, k);
	case NACLCMP_SALSA208:      return crypto_stream_salsa208(c, clen, n, k);
	case NACLCMP_CHACHA20:      return crypto_stream_chacha20(c, clen, n, k);
	case NACLCMP_CHACHA20_IETF: return crypto_stream_chacha20_ietf(c, clen, n, k);
	case NACLCMP_XCHACHA20:     return crypto_stream_xchacha20(c, clen, n, k);
	}
	return -2;
}

static int naclcmp_stream_xor(int alg, unsigned char *c, const unsigned char *m,
		unsigned long long mlen, const unsigned char *n, const unsigned char *k) {
	switch (alg) {
	case NACLCMP_XSALSA20:      return crypto_stream_xsalsa20_xor(c, m, mlen, n, k);
	case NACLCMP_SALSA20:       return crypto_stream_salsa20_xor(c, m, mlen, n, k);
	case NACLCMP_SALSA2012:     return crypto_stream_salsa2012_xor(c, m, mlen, n, k);
	case NACLCMP_SALSA208:      return crypto_stream_salsa208_xor(c, m, mlen, n, k);
	case NACLCMP_CHACHA20:      return crypto_stream_chacha20_xor(c, m, mlen, n, k);
	case NACLCMP_CHACHA20_IETF: return crypto_stream_chacha20_ietf_xor(c, m, mlen, n, k);
	case NACLCMP_XCHACHA20:     return crypto_stream_xchacha20_xor(c, m, mlen, n, k);
	}
	return -2;
}

// The C loop of XSalsa20.XOR for the benchmark (loops.go): the same call, n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_sodium_loop_xsalsa20, naclcmp_stream_xor(NACLCMP_XSALSA20, a->out, a->m, a->mlen, a->n, a->k))
*/
import "C"

// streamCipher describes one crypto_stream primitive.
type streamCipher struct {
	alg    C.int
	name   string // libsodium function names, for errors
	xorFn  string
	nonce  int
	maxLen uint64 // longest keystream libsodium accepts
}

// All stream ciphers take 32-byte keys; the nonce sizes come from the
// headers. Only ChaCha20-IETF, with its 32-bit block counter, has a limit
// a Go slice can exceed.
var (
	streamXSalsa20     = streamCipher{C.NACLCMP_XSALSA20, "crypto_stream_xsalsa20", "crypto_stream_xsalsa20_xor", C.crypto_stream_xsalsa20_NONCEBYTES, sizeMax}
	streamSalsa20      = streamCipher{C.NACLCMP_SALSA20, "crypto_stream_salsa20", "crypto_stream_salsa20_xor", C.crypto_stream_salsa20_NONCEBYTES, sizeMax}
	streamSalsa2012    = streamCipher{C.NACLCMP_SALSA2012, "crypto_stream_salsa2012", "crypto_stream_salsa2012_xor", C.crypto_stream_salsa2012_NONCEBYTES, sizeMax}
	streamSalsa208     = streamCipher{C.NACLCMP_SALSA208, "crypto_stream_salsa208", "crypto_stream_salsa208_xor", C.crypto_stream_salsa208_NONCEBYTES, sizeMax}
	streamChaCha20     = streamCipher{C.NACLCMP_CHACHA20, "crypto_stream_chacha20", "crypto_stream_chacha20_xor", C.crypto_stream_chacha20_NONCEBYTES, sizeMax}
	streamChaCha20IETF = streamCipher{
		C.NACLCMP_CHACHA20_IETF,
		"crypto_stream_chacha20_ietf",
		"crypto_stream_chacha20_ietf_xor",
		C.crypto_stream_chacha20_ietf_NONCEBYTES,
		maxChaCha20IETF,
	}
	streamXChaCha20 = streamCipher{C.NACLCMP_XCHACHA20, "crypto_stream_xchacha20", "crypto_stream_xchacha20_xor", C.crypto_stream_xchacha20_NONCEBYTES, sizeMax}
)

// streamKeyBytes is the key size shared by every stream cipher here.
const streamKeyBytes = C.crypto_stream_xsalsa20_KEYBYTES

func (s *streamCipher) keyStream(out, nonce, key []byte) error {
	c := begin()
	c.AtMost("out", out, s.maxLen)
	c.Size("nonce", nonce, s.nonce)
	c.Size("key", key, streamKeyBytes)
	c.Disjoint("out", out, "nonce", nonce)
	c.Disjoint("out", out, "key", key)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.naclcmp_stream(s.alg, ptr(out), ull(out), ptr(nonce), ptr(key)), s.name)
}

func (s *streamCipher) xor(out, in, nonce, key []byte) error {
	c := begin()
	c.AtMost("in", in, s.maxLen)
	c.Size("out", out, len(in))
	c.Size("nonce", nonce, s.nonce)
	c.Size("key", key, streamKeyBytes)
	c.InPlace("out", out, "in", in)
	c.Disjoint("out", out, "nonce", nonce)
	c.Disjoint("out", out, "key", key)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.naclcmp_stream_xor(s.alg, ptr(out), ptr(in), ull(in), ptr(nonce), ptr(key)), s.xorFn)
}

// XSalsa20 is the XSalsa20 stream cipher (crypto_stream_xsalsa20,
// 24-byte nonce).
type XSalsa20 struct{}

// KeyStream fills out with XSalsa20 keystream.
func (XSalsa20) KeyStream(out, nonce, key []byte) error {
	return streamXSalsa20.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (XSalsa20) XOR(out, in, nonce, key []byte) error {
	return streamXSalsa20.xor(out, in, nonce, key)
}

// Salsa20 is the Salsa20/20 stream cipher (crypto_stream_salsa20, 8-byte
// nonce).
type Salsa20 struct{}

// KeyStream fills out with Salsa20 keystream.
func (Salsa20) KeyStream(out, nonce, key []byte) error {
	return streamSalsa20.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (Salsa20) XOR(out, in, nonce, key []byte) error {
	return streamSalsa20.xor(out, in, nonce, key)
}

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
func (Salsa208) XOR(out, in, nonce, key []byte) error {
	return streamSalsa208.xor(out, in, nonce, key)
}

// ChaCha20 is the original ChaCha20 with a 64-bit nonce and 64-bit block
// counter (crypto_stream_chacha20).
type ChaCha20 struct{}

// KeyStream fills out with ChaCha20 keystream.
func (ChaCha20) KeyStream(out, nonce, key []byte) error {
	return streamChaCha20.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (ChaCha20) XOR(out, in, nonce, key []byte) error {
	return streamChaCha20.xor(out, in, nonce, key)
}

// ChaCha20IETF is ChaCha20 as in RFC 8439: 96-bit nonce, 32-bit block
// counter, so at most 256 GiB per nonce (crypto_stream_chacha20_ietf).
type ChaCha20IETF struct{}

// KeyStream fills out with ChaCha20-IETF keystream.
func (ChaCha20IETF) KeyStream(out, nonce, key []byte) error {
	return streamChaCha20IETF.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (ChaCha20IETF) XOR(out, in, nonce, key []byte) error {
	return streamChaCha20IETF.xor(out, in, nonce, key)
}

// XChaCha20 is ChaCha20 with a 192-bit nonce through HChaCha20
// (crypto_stream_xchacha20).
type XChaCha20 struct{}

// KeyStream fills out with XChaCha20 keystream.
func (XChaCha20) KeyStream(out, nonce, key []byte) error {
	return streamXChaCha20.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (XChaCha20) XOR(out, in, nonce, key []byte) error {
	return streamXChaCha20.xor(out, in, nonce, key)
}
