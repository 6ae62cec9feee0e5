package js

// AEAD is authenticated encryption with associated data run in node,
// ciphertext followed by the 16-byte tag.
type AEAD struct{ base }

// Seal encrypts msg and authenticates it with ad into ct, len(ct) =
// len(msg) + 16.
func (a AEAD) Seal(ct, msg, ad, nonce, key []byte) error {
	c := a.checker()
	c.AtMost("msg", msg, MaxMessage)
	c.Size("ct", ct, len(msg)+a.spec.Overhead)
	c.AtMost("ad", ad, MaxMessage)
	c.Size("nonce", nonce, a.spec.Nonce)
	c.Size("key", key, a.spec.Key)
	if err := c.Err(); err != nil {
		return err
	}
	return a.peer.outputs(a.op, "seal", [][]byte{ct}, msg, ad, nonce, key)
}

// Open checks ct and ad and decrypts ct into msg, len(msg) = len(ct) - 16;
// false, with msg zeroed, when they do not authenticate.
func (a AEAD) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	c := a.checker()
	c.Between("ct", ct, a.spec.Overhead, MaxMessage)
	c.Size("msg", msg, len(ct)-a.spec.Overhead)
	c.AtMost("ad", ad, MaxMessage)
	c.Size("nonce", nonce, a.spec.Nonce)
	c.Size("key", key, a.spec.Key)
	if err := c.Err(); err != nil {
		return false, err
	}
	return a.peer.open(a.op, "open", msg, ct, ad, nonce, key)
}
