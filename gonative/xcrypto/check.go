package xcrypto

import "github.com/naclcmp/naclcmp/internal/argcheck"

// begin starts the argument checks of one call; errors start with
// "xcrypto: ".
func begin() argcheck.Checker { return argcheck.New("xcrypto") }

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

// sealCheck checks the arguments every Seal has: the message, the output
// (named box, or ct for an AEAD) of len(msg)+16 bytes and the nonce.
func sealCheck(c *argcheck.Checker, boxName string, box, msg, nonce []byte, nonceSize int) {
	c.Size(boxName, box, len(msg)+tagSize)
	c.Size("nonce", nonce, nonceSize)
	c.Disjoint(boxName, box, "msg", msg)
	c.Disjoint(boxName, box, "nonce", nonce)
}

// openCheck checks the arguments every Open has: the input (named box, or
// ct for an AEAD) of at least 16 bytes, the output msg of len(box)-16 bytes
// and the nonce.
func openCheck(c *argcheck.Checker, msg []byte, boxName string, box, nonce []byte, nonceSize int) {
	c.AtLeast(boxName, box, tagSize)
	c.Size("msg", msg, len(box)-tagSize)
	c.Size("nonce", nonce, nonceSize)
	c.Disjoint("msg", msg, boxName, box)
	c.Disjoint("msg", msg, "nonce", nonce)
}

// opened zeroes msg when the box was not authentic, so that no partial
// plaintext is left behind whatever the library did, and passes ok on.
func opened(msg []byte, ok bool) bool {
	if !ok {
		clear(msg)
	}
	return ok
}
