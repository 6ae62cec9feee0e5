package stdlib

import (
	"crypto/hkdf"
	"crypto/sha256"
	"crypto/sha512"
	"hash"
)

// HKDFSHA256 is HKDF-SHA-256 (RFC 5869) from crypto/hkdf.
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

// HKDFSHA512 is HKDF-SHA-512 (RFC 5869) from crypto/hkdf.
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

// crypto/hkdf returns new slices and takes info as a string, so each call
// copies into out: the copy is part of what the binding costs, as the
// catalogue's caller-supplied buffers are.

func hkdfKey(h func() hash.Hash, n int, out, secret, salt, info []byte) error {
	c := begin()
	c.HKDFKeyArgs(out, secret, salt, info, n)
	if err := c.Err(); err != nil {
		return err
	}
	k, err := hkdf.Key(h, secret, salt, string(info), len(out))
	if err != nil {
		return c.Wrap("hkdf", err)
	}
	copy(out, k)
	return nil
}

func hkdfExtract(h func() hash.Hash, n int, prk, secret, salt []byte) error {
	c := begin()
	c.HKDFExtractArgs(prk, secret, salt, n)
	if err := c.Err(); err != nil {
		return err
	}
	k, err := hkdf.Extract(h, secret, salt)
	if err != nil {
		return c.Wrap("hkdf", err)
	}
	copy(prk, k)
	return nil
}

func hkdfExpand(h func() hash.Hash, n int, out, prk, info []byte) error {
	c := begin()
	c.HKDFExpandArgs(out, prk, info, n)
	if err := c.Err(); err != nil {
		return err
	}
	k, err := hkdf.Expand(h, prk, string(info), len(out))
	if err != nil {
		return c.Wrap("hkdf", err)
	}
	copy(out, k)
	return nil
}
