package xcrypto

import (
	"crypto/sha256"
	"crypto/sha512"
	"hash"
	"io"

	"github.com/naclcmp/naclcmp/internal/argcheck"
	"golang.org/x/crypto/hkdf"
)

// HKDFSHA256 is HKDF-SHA-256 (RFC 5869) from golang.org/x/crypto/hkdf.
// Its Extract is crypto/hkdf's (x/crypto calls it); its Expand and Key
// read x/crypto's own expanding reader.
type HKDFSHA256 struct{}

// Key writes len(out) bytes derived from secret, salt and info to out.
func (HKDFSHA256) Key(out, secret, salt, info []byte) error {
	return hkdfKey(sha256.New, sha256.Size, out, secret, salt, info)
}

// Extract writes the 32-byte pseudorandom key of secret and salt to prk.
func (HKDFSHA256) Extract(prk, secret, salt []byte) error {
	return hkdfExtract(sha256.New, sha256.Size, prk, secret, salt)
}

// Expand writes len(out) bytes derived from prk and info to out.
func (HKDFSHA256) Expand(out, prk, info []byte) error {
	return hkdfExpand(sha256.New, sha256.Size, out, prk, info)
}

// HKDFSHA512 is HKDF-SHA-512 (RFC 5869) from golang.org/x/crypto/hkdf,
// as HKDFSHA256.
type HKDFSHA512 struct{}

// Key writes len(out) bytes derived from secret, salt and info to out.
func (HKDFSHA512) Key(out, secret, salt, info []byte) error {
	return hkdfKey(sha512.New, sha512.Size, out, secret, salt, info)
}

// Extract writes the 64-byte pseudorandom key of secret and salt to prk.
func (HKDFSHA512) Extract(prk, secret, salt []byte) error {
	return hkdfExtract(sha512.New, sha512.Size, prk, secret, salt)
}

// Expand writes len(out) bytes derived from prk and info to out.
func (HKDFSHA512) Expand(out, prk, info []byte) error {
	return hkdfExpand(sha512.New, sha512.Size, out, prk, info)
}

func hkdfKey(h func() hash.Hash, n int, out, secret, salt, info []byte) error {
	c := begin()
	c.HKDFKeyArgs(out, secret, salt, info, n)
	if err := c.Err(); err != nil {
		return err
	}
	return read(&c, hkdf.New(h, secret, salt, info), out)
}

func hkdfExtract(h func() hash.Hash, n int, prk, secret, salt []byte) error {
	c := begin()
	c.HKDFExtractArgs(prk, secret, salt, n)
	if err := c.Err(); err != nil {
		return err
	}
	copy(prk, hkdf.Extract(h, secret, salt))
	return nil
}

func hkdfExpand(h func() hash.Hash, n int, out, prk, info []byte) error {
	c := begin()
	c.HKDFExpandArgs(out, prk, info, n)
	if err := c.Err(); err != nil {
		return err
	}
	return read(&c, hkdf.Expand(h, prk, info), out)
}

// read fills out from r, which refuses a read past 255·HashLen bytes
// before writing any (the checks above keep out within it).
func read(c *argcheck.Checker, r io.Reader, out []byte) error {
	if _, err := io.ReadFull(r, out); err != nil {
		return c.Wrap("out", err)
	}
	return nil
}
