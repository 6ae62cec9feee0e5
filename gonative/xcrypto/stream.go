package xcrypto

import (
	"golang.org/x/crypto/chacha20"
	"golang.org/x/crypto/salsa20"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// x/crypto has no Salsa20/12, Salsa20/8 or 64-bit-nonce ChaCha20 stream, so
// this package leaves those operations out rather than emulate them.

// XSalsa20 is the XSalsa20 stream cipher (24-byte nonce) from
// x/crypto/salsa20, NaCl's crypto_stream.
type XSalsa20 struct{}

// KeyStream fills out with the keystream of nonce and key.
func (XSalsa20) KeyStream(out, nonce, key []byte) error { return salsaKeyStream(out, nonce, key, 24) }

// XOR writes in XOR keystream to out; out may be in itself.
func (XSalsa20) XOR(out, in, nonce, key []byte) error { return salsaXOR(out, in, nonce, key, 24) }

// Salsa20 is the Salsa20/20 stream cipher (8-byte nonce) from
// x/crypto/salsa20, NaCl's crypto_stream_salsa20.
type Salsa20 struct{}

// KeyStream fills out with the keystream of nonce and key.
func (Salsa20) KeyStream(out, nonce, key []byte) error { return salsaKeyStream(out, nonce, key, 8) }

// XOR writes in XOR keystream to out; out may be in itself.
func (Salsa20) XOR(out, in, nonce, key []byte) error { return salsaXOR(out, in, nonce, key, 8) }

// ChaCha20IETF is ChaCha20 with a 12-byte nonce and a 32-bit counter
// (RFC 8439) from x/crypto/chacha20, at most 256 GiB per nonce.
type ChaCha20IETF struct{}

// KeyStream fills out with the keystream of nonce and key.
func (ChaCha20IETF) KeyStream(out, nonce, key []byte) error {
	return chachaKeyStream(out, nonce, key, chacha20.NonceSize)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (ChaCha20IETF) XOR(out, in, nonce, key []byte) error {
	return chachaXOR(out, in, nonce, key, chacha20.NonceSize)
}

// XChaCha20 is ChaCha20 with a 24-byte nonce (draft-irtf-cfrg-xchacha) from
// x/crypto/chacha20. Its counter has 32 bits, as in x/crypto's ChaCha20, so
// it too stops at 256 GiB per nonce.
type XChaCha20 struct{}

// KeyStream fills out with the keystream of nonce and key.
func (XChaCha20) KeyStream(out, nonce, key []byte) error {
	return chachaKeyStream(out, nonce, key, chacha20.NonceSizeX)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (XChaCha20) XOR(out, in, nonce, key []byte) error {
	return chachaXOR(out, in, nonce, key, chacha20.NonceSizeX)
}

// streamCheck checks the arguments of XOR; KeyStream passes out as in,
// which is then allowed to be the same slice.
func streamCheck(c *argcheck.Checker, out, in, nonce, key []byte, nonceSize int) {
	c.Size("out", out, len(in))
	c.Size("nonce", nonce, nonceSize)
	c.Size("key", key, keySize)
	c.InPlace("out", out, "in", in)
	c.Disjoint("out", out, "nonce", nonce)
	c.Disjoint("out", out, "key", key)
}

func salsaXOR(out, in, nonce, key []byte, nonceSize int) error {
	c := begin()
	streamCheck(&c, out, in, nonce, key, nonceSize)
	if err := c.Err(); err != nil {
		return err
	}
	// salsa20 picks XSalsa20 for a 24-byte nonce and Salsa20 for 8 bytes.
	salsa20.XORKeyStream(out, in, nonce, (*[keySize]byte)(key))
	return nil
}

// salsaKeyStream clears out and encrypts it in place: x/crypto has no
// keystream function, and XOR with zeros is the keystream.
func salsaKeyStream(out, nonce, key []byte, nonceSize int) error {
	c := begin()
	streamCheck(&c, out, out, nonce, key, nonceSize)
	if err := c.Err(); err != nil {
		return err
	}
	clear(out)
	salsa20.XORKeyStream(out, out, nonce, (*[keySize]byte)(key))
	return nil
}

func chachaXOR(out, in, nonce, key []byte, nonceSize int) error {
	c := begin()
	streamCheck(&c, out, in, nonce, key, nonceSize)
	c.AtMost("in", in, chachaMax)
	if err := c.Err(); err != nil {
		return err
	}
	ciph, err := chacha20.NewUnauthenticatedCipher(key, nonce)
	if err != nil {
		return c.Wrap("nonce", err)
	}
	ciph.XORKeyStream(out, in)
	return nil
}

// chachaKeyStream clears out and encrypts it in place, as salsaKeyStream.
func chachaKeyStream(out, nonce, key []byte, nonceSize int) error {
	c := begin()
	streamCheck(&c, out, out, nonce, key, nonceSize)
	c.AtMost("out", out, chachaMax)
	if err := c.Err(); err != nil {
		return err
	}
	ciph, err := chacha20.NewUnauthenticatedCipher(key, nonce)
	if err != nil {
		return c.Wrap("nonce", err)
	}
	clear(out)
	ciph.XORKeyStream(out, out)
	return nil
}
