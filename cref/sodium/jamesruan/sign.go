package jamesruan

import js "github.com/jamesruan/sodium"

// Ed25519 is crypto_sign through the binding's SeedSignKP, SignDetached and
// SignVerifyDetached. Private keys are 64 bytes, seed‖public.
type Ed25519 struct{}

// maxSign is libsodium's crypto_sign_MESSAGEBYTES_MAX, SODIUM_SIZE_MAX - 64.
const maxSign = uint64(^uintptr(0)) - 64

// KeyFromSeed derives the key pair of a 32-byte seed.
func (Ed25519) KeyFromSeed(public, private, seed []byte) (err error) {
	c := begin()
	c.Size("public", public, 32)
	c.Size("private", private, 64)
	c.Size("seed", seed, 32)
	if err := c.Err(); err != nil {
		return err
	}
	defer recovered(&err)
	kp := js.SeedSignKP(js.SignSeed{Bytes: seed})
	copy(public, kp.PublicKey.Bytes)
	copy(private, kp.SecretKey.Bytes)
	return nil
}

// Sign writes the 64-byte signature of msg under private to sig.
func (Ed25519) Sign(sig, msg, private []byte) (err error) {
	c := begin()
	c.AtMost("msg", msg, maxSign)
	c.Size("sig", sig, 64)
	c.Size("private", private, 64)
	if err := c.Err(); err != nil {
		return err
	}
	defer recovered(&err)
	copy(sig, js.Bytes(msg).SignDetached(js.SignSecretKey{Bytes: private}).Bytes)
	return nil
}

// Verify reports whether sig is a valid signature of msg under public; a
// sig that is not 64 bytes is an error.
func (Ed25519) Verify(sig, msg, public []byte) (ok bool, err error) {
	c := begin()
	c.VerifyArgs(sig, public, 64, 32)
	if err := c.Err(); err != nil {
		return false, err
	}
	defer recovered(&err)
	return js.Bytes(msg).SignVerifyDetached(js.Signature{Bytes: sig}, js.SignPublicKey{Bytes: public}) == nil, nil
}
