package xcrypto

import "github.com/naclcmp/naclcmp/gonative/internal/argcheck"

// chk prefixes every argument error with the package name.
const chk = argcheck.Checker("xcrypto")

// first returns the first failed check, in parameter order.
func first(errs ...error) error { return argcheck.First(errs...) }

const (
	// keySize is the key size of every primitive here but keyed BLAKE2.
	keySize = 32
	// tagSize is the size of a Poly1305 tag, the overhead of every box.
	tagSize = 16
	// chachaMax is the most x/crypto's ChaCha20 produces for one nonce: its
	// block counter has 32 bits (2^32 blocks of 64 bytes), and it panics
	// rather than wrap, so longer inputs are refused here.
	chachaMax = 1 << 38
	// sigma is the standard constant of Salsa20 and ChaCha20.
	sigma = "expand 32-byte k"
)

// key32 checks a 32-byte key argument.
func key32(name string, b []byte) error { return chk.Len(name, b, keySize) }

// sealCheck validates the arguments every Seal has: the message, the
// output (named box, or ct for an AEAD) of len(msg)+16 bytes and the nonce.
func sealCheck(boxName string, box, msg, nonce []byte, nonceSize int) error {
	return first(chk.Len(boxName, box, len(msg)+tagSize), chk.Len("nonce", nonce, nonceSize),
		chk.Disjoint(boxName, box, "msg", msg), chk.Disjoint(boxName, box, "nonce", nonce))
}

// openCheck validates the arguments every Open has: the input (named box,
// or ct for an AEAD) of at least 16 bytes, the output msg of len(box)-16
// bytes and the nonce.
func openCheck(msg []byte, boxName string, box, nonce []byte, nonceSize int) error {
	if err := chk.AtLeast(boxName, box, tagSize); err != nil {
		return err
	}
	return first(chk.Len("msg", msg, len(box)-tagSize), chk.Len("nonce", nonce, nonceSize),
		chk.Disjoint("msg", msg, boxName, box), chk.Disjoint("msg", msg, "nonce", nonce))
}

// opened zeroes msg when the box was not authentic, so that no partial
// plaintext is left behind whatever the library did, and passes ok on.
func opened(msg []byte, ok bool) bool {
	if !ok {
		clear(msg)
	}
	return ok
}
