package tweetnacl

import "github.com/naclcmp/naclcmp/internal/naclpad"

// tagBytes is what NaCl's padded format adds to a message in the combined
// format; the padding itself is done by internal/naclpad.
const tagBytes = naclpad.TagBytes

// padOp selects the padded port function behind padSeal and padOpen.
type padOp int

// sealNames names the port function of each padOp in errors.
var sealNames = [...]string{"crypto_secretbox", "crypto_box", "crypto_box_afternm"}

const (
	opSecretBox padOp = iota // crypto_secretbox(_open); k1 = key
	opBox                    // crypto_box(_open); k1 = peer public, k2 = private
	opBoxAfter               // crypto_box_afternm / _open_afternm; k1 = shared key
)

// sealRaw and openRaw call the padded port functions on buffers already in
// NaCl's format; c and m have equal lengths of at least naclpad.ZeroBytes.
func sealRaw(op padOp, c, m, nonce, k1, k2 []byte) int {
	d := uint64(len(m))
	switch op {
	case opSecretBox:
		return crypto_secretbox(c, m, d, nonce, k1)
	case opBox:
		return crypto_box(c, m, d, nonce, k1, k2)
	default:
		return crypto_box_afternm(c, m, d, nonce, k1)
	}
}

func openRaw(op padOp, m, c, nonce, k1, k2 []byte) int {
	d := uint64(len(c))
	switch op {
	case opSecretBox:
		return crypto_secretbox_open(m, c, d, nonce, k1)
	case opBox:
		return crypto_box_open(m, c, d, nonce, k1, k2)
	default:
		return crypto_box_open_afternm(m, c, d, nonce, k1)
	}
}

// padSeal writes tag‖ciphertext of msg to box, len(box) = len(msg) + 16,
// through naclpad.Seal. Arguments are checked by the caller.
func padSeal(op padOp, box, msg, nonce, k1, k2 []byte) error {
	rc := naclpad.Seal(box, msg, func(c, m []byte) int { return sealRaw(op, c, m, nonce, k1, k2) })
	return failed(rc, sealNames[op])
}

// padOpen opens tag‖ciphertext box into msg, len(msg) = len(box) - 16,
// through naclpad.Open. On failure msg is zeroed.
func padOpen(op padOp, msg, box, nonce, k1, k2 []byte) bool {
	return naclpad.Open(msg, box, func(m, c []byte) int { return openRaw(op, m, c, nonce, k1, k2) })
}
