package orlp

// #include "naclcmp_orlp.h"
import "C"

// KeyExchange writes the 32-byte shared secret of a seed‖public private
// key and a peer's Ed25519 public key to shared (ed25519_key_exchange).
//
// orlp converts the peer's Edwards point to its Montgomery u-coordinate,
// u = (1 + y) / (1 − y), and runs the X25519 ladder with the clamped scalar
// a of the expanded private key. That is exactly X25519(a, u): the same
// value as libsodium's crypto_scalarmult of crypto_sign_ed25519_sk_to_curve25519
// and crypto_sign_ed25519_pk_to_curve25519 of the two keys, so both parties
// of an exchange get the same secret. Unlike libsodium, orlp accepts any
// 32 bytes as the peer's key (a low-order point gives an all-zero secret)
// and reads y without checking that it is canonical.
func (Ed25519) KeyExchange(shared, peerPublic, private []byte) error {
	c := begin()
	c.Size("shared", shared, sharedBytes)
	c.Size("peerPublic", peerPublic, publicBytes)
	c.Size("private", private, privateBytes)
	c.Disjoint("shared", shared, "peerPublic", peerPublic)
	c.Disjoint("shared", shared, "private", private)
	if err := c.Err(); err != nil {
		return err
	}
	C.naclcmp_orlp_key_exchange_seedpub(ptr(shared), ptr(peerPublic), ptr(private))
	return nil
}
