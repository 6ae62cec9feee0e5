// Package aesctr is AES in counter mode from Go's standard library
// (crypto/aes with crypto/cipher's CTR), the Go counterpart of the C
// libraries' AES-CTR streams in the comparison matrix: NaCl's
// crypto_stream_aes128ctr and OpenSSL's AES-128-CTR and AES-256-CTR.
//
// The nonce is the 16-byte initial counter block, incremented as one
// 128-bit big-endian number per block (crypto/cipher.NewCTR), as NIST SP
// 800-38A's standard incrementing function over the whole block.
//
// Every length is checked before crypto/aes or crypto/cipher sees it, so
// no argument makes them panic: a wrong one returns an error naming the
// parameter ("aesctr: key: want 16 bytes, got 15") and writes nothing.
// Each call builds its block cipher and CTR stream, which the standard
// library allocates; there is no allocation-free API for a key that
// changes with every call.
package aesctr

import (
	"crypto/aes"
	"crypto/cipher"
	"runtime"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// nonceSize is the size of the initial counter block.
const nonceSize = aes.BlockSize

// Version is the version of the Go toolchain that built the package, whose
// standard library is what runs.
func Version() string { return runtime.Version() }

// ctr is AES-CTR with one key size.
type ctr struct{ keySize int }

func (s ctr) stream(nonce, key []byte) cipher.Stream {
	// The lengths are checked, so NewCipher cannot fail.
	block, err := aes.NewCipher(key)
	if err != nil {
		panic("aesctr: " + err.Error())
	}
	return cipher.NewCTR(block, nonce)
}

func (s ctr) keyStream(out, nonce, key []byte) error {
	c := argcheck.New("aesctr")
	c.Size("nonce", nonce, nonceSize)
	c.Size("key", key, s.keySize)
	c.Disjoint("out", out, "nonce", nonce)
	c.Disjoint("out", out, "key", key)
	if err := c.Err(); err != nil {
		return err
	}
	clear(out)
	s.stream(nonce, key).XORKeyStream(out, out)
	return nil
}

func (s ctr) xor(out, in, nonce, key []byte) error {
	c := argcheck.New("aesctr")
	c.Size("out", out, len(in))
	c.Size("nonce", nonce, nonceSize)
	c.Size("key", key, s.keySize)
	// crypto/cipher panics on a partial overlap; exact aliasing is fine.
	c.InPlace("out", out, "in", in)
	c.Disjoint("out", out, "nonce", nonce)
	c.Disjoint("out", out, "key", key)
	if err := c.Err(); err != nil {
		return err
	}
	s.stream(nonce, key).XORKeyStream(out, in)
	return nil
}

// AES128CTR is AES-128 in counter mode: 16-byte key, 16-byte initial
// counter block.
type AES128CTR struct{}

// KeyStream fills out with AES-128-CTR keystream.
func (AES128CTR) KeyStream(out, nonce, key []byte) error {
	return ctr{16}.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (AES128CTR) XOR(out, in, nonce, key []byte) error { return ctr{16}.xor(out, in, nonce, key) }

// AES256CTR is AES-256 in counter mode: 32-byte key, 16-byte initial
// counter block.
type AES256CTR struct{}

// KeyStream fills out with AES-256-CTR keystream.
func (AES256CTR) KeyStream(out, nonce, key []byte) error {
	return ctr{32}.keyStream(out, nonce, key)
}

// XOR writes in XOR keystream to out; out may be in itself.
func (AES256CTR) XOR(out, in, nonce, key []byte) error { return ctr{32}.xor(out, in, nonce, key) }
