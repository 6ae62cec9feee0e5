package jamesruan

import js "github.com/jamesruan/sodium"

// Message limits: libsodium's crypto_aead_chacha20poly1305_ietf_
// MESSAGEBYTES_MAX, min(SODIUM_SIZE_MAX - 16, 64·(2³²−1)), and
// crypto_aead_xchacha20poly1305_ietf_MESSAGEBYTES_MAX, SODIUM_SIZE_MAX - 16.
const (
	maxAEADChaCha20IETF  = min(uint64(^uintptr(0))-16, 64*(1<<32-1))
	maxAEADXChaCha20IETF = uint64(^uintptr(0)) - 16
)

// aeadCheck validates the arguments of an AEAD Seal (sealing true) or Open.
func aeadCheck(sealing bool, out, in, nonce, key []byte, nonceBytes int, maxMsg uint64) error {
	c := begin()
	if sealing {
		c.AtMost("msg", in, maxMsg)
		c.Size("ct", out, len(in)+16)
	} else {
		c.AtLeast("ct", in, 16)
		c.AtMost("ct", in, maxMsg+16)
		c.Size("msg", out, len(in)-16)
	}
	c.Size("nonce", nonce, nonceBytes)
	c.Size("key", key, 32)
	return c.Err()
}

// ChaCha20Poly1305 is the RFC 8439 AEAD through the binding's
// AEADCPEncrypt and AEADCPDecrypt: 12-byte nonce, ciphertext followed by a
// 16-byte tag.
type ChaCha20Poly1305 struct{}

// Seal encrypts msg and authenticates it with ad into ct, len(ct) =
// len(msg) + 16.
func (ChaCha20Poly1305) Seal(ct, msg, ad, nonce, key []byte) (err error) {
	if err := aeadCheck(true, ct, msg, nonce, key, 12, maxAEADChaCha20IETF); err != nil {
		return err
	}
	defer recovered(&err)
	copy(ct, js.Bytes(msg).AEADCPEncrypt(ad, js.AEADCPNonce{Bytes: nonce}, js.AEADCPKey{Bytes: key}))
	return nil
}

// Open authenticates ct with ad and decrypts it into msg, len(msg) =
// len(ct) - 16. It reports false, with msg zeroed, if ct or ad is not
// authentic.
func (ChaCha20Poly1305) Open(msg, ct, ad, nonce, key []byte) (ok bool, err error) {
	if err := aeadCheck(false, msg, ct, nonce, key, 12, maxAEADChaCha20IETF); err != nil {
		return false, err
	}
	defer recovered(&err)
	m, openErr := js.Bytes(ct).AEADCPDecrypt(ad, js.AEADCPNonce{Bytes: nonce}, js.AEADCPKey{Bytes: key})
	if openErr != nil {
		clear(msg)
		return false, nil
	}
	copy(msg, m)
	return true, nil
}

// XChaCha20Poly1305 is XChaCha20-Poly1305 through the binding's
// AEADXCPEncrypt and AEADXCPDecrypt: 24-byte nonce, ciphertext followed by
// a 16-byte tag.
type XChaCha20Poly1305 struct{}

// Seal encrypts msg and authenticates it with ad into ct, len(ct) =
// len(msg) + 16.
func (XChaCha20Poly1305) Seal(ct, msg, ad, nonce, key []byte) (err error) {
	if err := aeadCheck(true, ct, msg, nonce, key, 24, maxAEADXChaCha20IETF); err != nil {
		return err
	}
	defer recovered(&err)
	copy(ct, js.Bytes(msg).AEADXCPEncrypt(ad, js.AEADXCPNonce{Bytes: nonce}, js.AEADXCPKey{Bytes: key}))
	return nil
}

// Open authenticates ct with ad and decrypts it into msg, len(msg) =
// len(ct) - 16. It reports false, with msg zeroed, if ct or ad is not
// authentic.
func (XChaCha20Poly1305) Open(msg, ct, ad, nonce, key []byte) (ok bool, err error) {
	if err := aeadCheck(false, msg, ct, nonce, key, 24, maxAEADXChaCha20IETF); err != nil {
		return false, err
	}
	defer recovered(&err)
	m, openErr := js.Bytes(ct).AEADXCPDecrypt(ad, js.AEADXCPNonce{Bytes: nonce}, js.AEADXCPKey{Bytes: key})
	if openErr != nil {
		clear(msg)
		return false, nil
	}
	copy(msg, m)
	return true, nil
}
