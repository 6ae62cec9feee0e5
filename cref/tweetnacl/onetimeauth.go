package tweetnacl

/*
#include "naclcmp_tweet.h"

// The C loop of Poly1305.MAC for the benchmark (loops.go): the same call, n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_tweet_loop_poly1305, naclcmp_tweet_crypto_onetimeauth(a->out, a->m, a->mlen, a->k))
*/
import "C"

// Sizes of crypto_onetimeauth_poly1305.
const (
	poly1305TagBytes = 16
	poly1305KeyBytes = 32
)

// Poly1305 is the Poly1305 one-time authenticator (crypto_onetimeauth).
// A key must authenticate only one message.
type Poly1305 struct{}

// MAC writes the 16-byte tag of msg under the 32-byte one-time key to tag.
func (Poly1305) MAC(tag, msg, key []byte) error {
	c := begin()
	c.Size("tag", tag, poly1305TagBytes)
	c.Size("key", key, poly1305KeyBytes)
	c.Disjoint("tag", tag, "msg", msg)
	c.Disjoint("tag", tag, "key", key)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.naclcmp_tweet_crypto_onetimeauth(ptr(tag), ptr(msg), ull(msg), ptr(key)), "crypto_onetimeauth")
}

// Verify reports whether tag authenticates msg under key
// (crypto_onetimeauth_verify, which compares in constant time). A tag that
// is not 16 bytes is an error.
func (Poly1305) Verify(tag, msg, key []byte) (bool, error) {
	c := begin()
	c.Size("tag", tag, poly1305TagBytes)
	c.Size("key", key, poly1305KeyBytes)
	if err := c.Err(); err != nil {
		return false, err
	}
	return C.naclcmp_tweet_crypto_onetimeauth_verify(ptr(tag), ptr(msg), ull(msg), ptr(key)) == 0, nil
}
