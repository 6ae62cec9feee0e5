package jamesruan

import js "github.com/jamesruan/sodium"

// BLAKE2bMAC is keyed BLAKE2b through the binding's hash.Hash
// (NewGenericHashKeyed): keys of 16 to 64 bytes, tags of 16 to 64 bytes.
type BLAKE2bMAC struct{}

func (BLAKE2bMAC) check(tag, key []byte) error {
	c := begin()
	c.Between("tag", tag, 16, 64)
	c.Between("key", key, 16, 64)
	return c.Err()
}

// sum computes the keyed BLAKE2b of msg with outLen digest bytes.
func (BLAKE2bMAC) sum(outLen int, msg, key []byte) []byte {
	h := js.NewGenericHashKeyed(outLen, js.GenericHashKey{Bytes: key})
	h.Write(msg)
	return h.Sum(nil)
}

// MAC writes the keyed BLAKE2b of msg to tag; len(tag) is the digest length.
func (m BLAKE2bMAC) MAC(tag, msg, key []byte) (err error) {
	if err := m.check(tag, key); err != nil {
		return err
	}
	defer recovered(&err)
	copy(tag, m.sum(len(tag), msg, key))
	return nil
}

// Verify reports whether tag is the keyed BLAKE2b of msg, comparing with
// the binding's MemCmp (sodium_memcmp, constant time).
func (m BLAKE2bMAC) Verify(tag, msg, key []byte) (ok bool, err error) {
	if err := m.check(tag, key); err != nil {
		return false, err
	}
	defer recovered(&err)
	return js.MemCmp(tag, m.sum(len(tag), msg, key), len(tag)) == 0, nil
}

// HMACSHA512256 is crypto_auth (HMAC-SHA-512 truncated to 32 bytes, 32-byte
// key) through the binding's Bytes.Auth.
type HMACSHA512256 struct{}

func (HMACSHA512256) check(tag, key []byte) error {
	c := begin()
	c.Size("tag", tag, 32)
	c.Size("key", key, 32)
	return c.Err()
}

// MAC writes the crypto_auth tag of msg under key to tag.
func (h HMACSHA512256) MAC(tag, msg, key []byte) (err error) {
	if err := h.check(tag, key); err != nil {
		return err
	}
	defer recovered(&err)
	copy(tag, js.Bytes(msg).Auth(js.MACKey{Bytes: key}).Bytes)
	return nil
}

// Verify reports whether tag authenticates msg under key
// (crypto_auth_verify, constant time).
func (h HMACSHA512256) Verify(tag, msg, key []byte) (ok bool, err error) {
	if err := h.check(tag, key); err != nil {
		return false, err
	}
	defer recovered(&err)
	return js.Bytes(msg).AuthVerify(js.MAC{Bytes: tag}, js.MACKey{Bytes: key}) == nil, nil
}
