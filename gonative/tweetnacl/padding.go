package tweetnacl

// NaCl's padded format: crypto_secretbox and crypto_box take the message
// after zeroBytes zero bytes and return tag‖ciphertext after boxZeroBytes
// zero bytes, in buffers of equal length.
const (
	zeroBytes    = 32 // crypto_secretbox_ZEROBYTES, crypto_box_ZEROBYTES
	boxZeroBytes = 16 // crypto_secretbox_BOXZEROBYTES, crypto_box_BOXZEROBYTES
	tagBytes     = zeroBytes - boxZeroBytes
)

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
// NaCl's format; c and m have equal lengths of at least zeroBytes.
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

// padSeal writes tag‖ciphertext of msg to box, len(box) = len(msg) + 16, by
// way of a scratch buffer holding 32 zero bytes ‖ msg and the padded
// result. Arguments are checked by the caller.
func padSeal(op padOp, box, msg, nonce, k1, k2 []byte) error {
	n := len(msg) + zeroBytes
	s := getScratch(2 * n)
	defer s.release()
	m, c := s.buf[:n], s.buf[n:]
	clear(m[:zeroBytes])
	copy(m[zeroBytes:], msg)
	if rc := sealRaw(op, c, m, nonce, k1, k2); rc != 0 {
		return failed(rc, sealNames[op])
	}
	copy(box, c[boxZeroBytes:])
	return nil
}

// padOpen opens tag‖ciphertext box into msg, len(msg) = len(box) - 16, by
// way of a scratch buffer holding 16 zero bytes ‖ box and the padded
// plaintext. On failure msg is zeroed.
func padOpen(op padOp, msg, box, nonce, k1, k2 []byte) bool {
	n := len(box) + boxZeroBytes
	s := getScratch(2 * n)
	defer s.release()
	c, m := s.buf[:n], s.buf[n:]
	clear(c[:boxZeroBytes])
	copy(c[boxZeroBytes:], box)
	if openRaw(op, m, c, nonce, k1, k2) != 0 {
		clear(msg)
		return false
	}
	copy(msg, m[zeroBytes:])
	return true
}
