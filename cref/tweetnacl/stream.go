package tweetnacl

/*
#include "naclcmp_tweet.h"

// The C loop of XSalsa20.XOR for the benchmark (loops.go): the same call, n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_tweet_loop_xsalsa20, naclcmp_tweet_crypto_stream_xor(a->out, a->m, a->mlen, a->n, a->k))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// Sizes of crypto_stream_xsalsa20 and crypto_stream_salsa20.
const (
	streamKeyBytes     = 32
	xsalsa20NonceBytes = 24
	salsa20NonceBytes  = 8
)

// XSalsa20 is the XSalsa20 stream cipher with a 24-byte nonce
// (crypto_stream, crypto_stream_xor), block counter starting at zero.
type XSalsa20 struct{}

// KeyStream fills out with keystream (crypto_stream).
func (XSalsa20) KeyStream(out, nonce, key []byte) error {
	if !(argcheck.KeyStreamLensOK(out, nonce, key, streamSizes(xsalsa20NonceBytes)) && argcheck.Apart(out, nonce, key)) {
		if err := checkStream(out, nil, nonce, key, xsalsa20NonceBytes, false); err != nil {
			return err
		}
	}
	return failed(C.naclcmp_tweet_crypto_stream(ptr(out), ull(out), ptr(nonce), ptr(key)), "crypto_stream")
}

// XOR writes in XOR keystream to out (crypto_stream_xor); out may be in
// itself, but may not overlap it otherwise.
func (XSalsa20) XOR(out, in, nonce, key []byte) error {
	if !(argcheck.XORLensOK(out, in, nonce, key, streamSizes(xsalsa20NonceBytes)) && argcheck.InPlaceOK(out, in) && argcheck.Apart(out, nonce, key)) {
		if err := checkStream(out, in, nonce, key, xsalsa20NonceBytes, true); err != nil {
			return err
		}
	}
	return failed(C.naclcmp_tweet_crypto_stream_xor(ptr(out), ptr(in), ull(in), ptr(nonce), ptr(key)), "crypto_stream_xor")
}

// Salsa20 is the Salsa20 stream cipher with an 8-byte nonce
// (crypto_stream_salsa20, crypto_stream_salsa20_xor), block counter
// starting at zero.
type Salsa20 struct{}

// KeyStream fills out with keystream (crypto_stream_salsa20).
func (Salsa20) KeyStream(out, nonce, key []byte) error {
	if !(argcheck.KeyStreamLensOK(out, nonce, key, streamSizes(salsa20NonceBytes)) && argcheck.Apart(out, nonce, key)) {
		if err := checkStream(out, nil, nonce, key, salsa20NonceBytes, false); err != nil {
			return err
		}
	}
	return failed(C.naclcmp_tweet_crypto_stream_salsa20(ptr(out), ull(out), ptr(nonce), ptr(key)), "crypto_stream_salsa20")
}

// XOR writes in XOR keystream to out (crypto_stream_salsa20_xor); out may
// be in itself, but may not overlap it otherwise.
func (Salsa20) XOR(out, in, nonce, key []byte) error {
	if !(argcheck.XORLensOK(out, in, nonce, key, streamSizes(salsa20NonceBytes)) && argcheck.InPlaceOK(out, in) && argcheck.Apart(out, nonce, key)) {
		if err := checkStream(out, in, nonce, key, salsa20NonceBytes, true); err != nil {
			return err
		}
	}
	return failed(C.naclcmp_tweet_crypto_stream_salsa20_xor(ptr(out), ptr(in), ull(in), ptr(nonce), ptr(key)), "crypto_stream_salsa20_xor")
}

// The KeyStream and XOR methods make the cgo call themselves, their
// argument checks inlined (argcheck's fast paths, with streamSizes);
// checkStream, the ordered checks, runs only to name a failure.

// streamSizes are the sizes of a stream with nonceBytes of nonce for
// argcheck's fast paths; TweetNaCl's streams have no length limit that a
// slice could reach. A function, so that the inlined checks compare with
// constants.
func streamSizes(nonceBytes int) argcheck.StreamSizes {
	return argcheck.StreamSizes{Key: streamKeyBytes, Nonce: nonceBytes, Max: ^uint64(0)}
}

// checkStream validates the arguments of KeyStream (xor false) and XOR.
func checkStream(out, in, nonce, key []byte, nonceBytes int, xor bool) error {
	c := begin()
	if xor {
		c.Size("out", out, len(in))
		c.InPlace("out", out, "in", in)
	}
	c.Size("nonce", nonce, nonceBytes)
	c.Size("key", key, streamKeyBytes)
	c.Disjoint("out", out, "nonce", nonce)
	c.Disjoint("out", out, "key", key)
	return c.Err()
}
