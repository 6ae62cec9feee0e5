package tweetnacl

// #include "naclcmp_tweet.h"
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
