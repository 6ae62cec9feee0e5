package tweetnacl

/*
#include <stdlib.h>
#include <string.h>

#include "naclcmp_tweet.h"

// The C loops of SecretBox.Seal and Box.SealAfter for the benchmark
// (loops.go): the padded call of sealRaw, n times. To write what the
// binding writes, the loop also makes, in C, the copies into and out of
// NaCl's zero-padded format that the binding makes in Go (naclpad.Seal);
// its buffer comes from malloc, where the binding's comes from a pool and
// is wiped after the call, which the loop does not do.
#include "naclcmp_loop.h"
static int naclcmp_tweet_loop_pad_seal(int afternm, const naclcmp_loop_args *a)
{
	size_t n = (size_t)a->mlen + 32;
	unsigned char *buf = malloc(2 * n), *m = buf, *c = buf + n;
	int rc;

	if (buf == NULL)
		return -3;
	memset(m, 0, 32);
	if (a->mlen > 0)
		memcpy(m + 32, a->m, (size_t)a->mlen);
	rc = afternm ? naclcmp_tweet_crypto_box_afternm(c, m, n, a->n, a->k)
		: naclcmp_tweet_crypto_secretbox(c, m, n, a->n, a->k);
	if (rc == 0)
		memcpy(a->out, c + 16, n - 16);
	free(buf);
	return rc;
}
NACLCMP_LOOP(naclcmp_tweet_loop_secretbox, naclcmp_tweet_loop_pad_seal(0, a))
NACLCMP_LOOP(naclcmp_tweet_loop_box_afternm, naclcmp_tweet_loop_pad_seal(1, a))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/naclpad"

// tagBytes is what NaCl's padded format adds to a message in the combined
// format; the padding itself is done by internal/naclpad.
const tagBytes = naclpad.TagBytes

// padOp selects the padded C function behind padSeal and padOpen.
type padOp int

// sealNames names the C function of each padOp in errors.
var sealNames = [...]string{"crypto_secretbox", "crypto_box", "crypto_box_afternm"}

const (
	opSecretBox padOp = iota // crypto_secretbox(_open); k1 = key
	opBox                    // crypto_box(_open); k1 = peer public, k2 = private
	opBoxAfter               // crypto_box_afternm / _open_afternm; k1 = shared key
)

// sealRaw and openRaw call the padded C functions on buffers already in
// NaCl's format; c and m have equal lengths of at least naclpad.ZeroBytes.
func sealRaw(op padOp, c, m, nonce, k1, k2 []byte) int {
	switch op {
	case opSecretBox:
		return int(C.naclcmp_tweet_crypto_secretbox(ptr(c), ptr(m), ull(m), ptr(nonce), ptr(k1)))
	case opBox:
		return int(C.naclcmp_tweet_crypto_box(ptr(c), ptr(m), ull(m), ptr(nonce), ptr(k1), ptr(k2)))
	default:
		return int(C.naclcmp_tweet_crypto_box_afternm(ptr(c), ptr(m), ull(m), ptr(nonce), ptr(k1)))
	}
}

func openRaw(op padOp, m, c, nonce, k1, k2 []byte) int {
	switch op {
	case opSecretBox:
		return int(C.naclcmp_tweet_crypto_secretbox_open(ptr(m), ptr(c), ull(c), ptr(nonce), ptr(k1)))
	case opBox:
		return int(C.naclcmp_tweet_crypto_box_open(ptr(m), ptr(c), ull(c), ptr(nonce), ptr(k1), ptr(k2)))
	default:
		return int(C.naclcmp_tweet_crypto_box_open_afternm(ptr(m), ptr(c), ull(c), ptr(nonce), ptr(k1)))
	}
}

// padSeal writes tag‖ciphertext of msg to box, len(box) = len(msg) + 16,
// through naclpad.Seal. Arguments are checked by the caller.
func padSeal(op padOp, box, msg, nonce, k1, k2 []byte) error {
	rc := naclpad.Seal(box, msg, func(c, m []byte) int { return sealRaw(op, c, m, nonce, k1, k2) })
	return failed(C.int(rc), sealNames[op])
}

// padOpen opens tag‖ciphertext box into msg, len(msg) = len(box) - 16,
// through naclpad.Open. On failure msg is zeroed.
func padOpen(op padOp, msg, box, nonce, k1, k2 []byte) bool {
	return naclpad.Open(msg, box, func(m, c []byte) int { return openRaw(op, m, c, nonce, k1, k2) })
}
