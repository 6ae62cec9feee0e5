package tweetnacl

/*
#include "naclcmp_tweet.h"

// The C loop of SHA512.Hash for the benchmark (loops.go): the same call, n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_tweet_loop_sha512, naclcmp_tweet_crypto_hash(a->out, a->m, a->mlen))
*/
import "C"

// Sizes of crypto_hash_sha512 and crypto_hashblocks_sha512.
const (
	sha512Bytes      = 64  // digest and chaining state
	sha512BlockBytes = 128 // block size
)

// SHA512 is SHA-512 (crypto_hash, crypto_hashblocks).
type SHA512 struct{}

// Hash writes the 64-byte SHA-512 digest of msg to out (crypto_hash). out
// and msg may overlap: TweetNaCl writes out only after it has read msg.
func (SHA512) Hash(out, msg []byte) error {
	c := begin()
	c.Size("out", out, sha512Bytes)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.naclcmp_tweet_crypto_hash(ptr(out), ptr(msg), ull(msg)), "crypto_hash")
}

// HashBlocks runs the SHA-512 compression function over whole 128-byte
// blocks (crypto_hashblocks), updating state in place. state is the
// 64-byte chaining value as eight big-endian 64-bit words; blocks must be a
// multiple of 128 bytes, since TweetNaCl leaves any tail unprocessed and
// padding is the caller's job.
func (SHA512) HashBlocks(state, blocks []byte) error {
	c := begin()
	c.Size("state", state, sha512Bytes)
	c.Multiple("blocks", blocks, sha512BlockBytes)
	c.Disjoint("state", state, "blocks", blocks)
	if err := c.Err(); err != nil {
		return err
	}
	// The return value is the number of bytes left over: zero here.
	return failed(C.naclcmp_tweet_crypto_hashblocks(ptr(state), ptr(blocks), ull(blocks)), "crypto_hashblocks")
}
