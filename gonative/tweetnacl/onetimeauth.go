package tweetnacl

// Sizes of crypto_onetimeauth_poly1305.
const (
	poly1305TagBytes = 16
	poly1305KeyBytes = 32
)

// Poly1305 is the Poly1305 one-time authenticator (crypto_onetimeauth),
// in the original's 17-limb arithmetic. A key must authenticate only one
// message.
type Poly1305 struct{}

// MAC writes the 16-byte tag of msg under the 32-byte one-time key to tag.
func (Poly1305) MAC(tag, msg, key []byte) error {
	c := begin()
	c.Size("tag", tag, poly1305TagBytes)
	c.Size("key", key, poly1305KeyBytes)
	c.Disjoint("tag", tag, "msg", msg)
	c.Disjoint("tag", tag, "key", key)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(crypto_onetimeauth(tag, msg, uint64(len(msg)), key), "crypto_onetimeauth")
}

// Verify reports whether tag authenticates msg under key
// (crypto_onetimeauth_verify, which compares with crypto_verify_16). A tag
// that is not 16 bytes is an error.
func (Poly1305) Verify(tag, msg, key []byte) (bool, error) {
	c := begin()
	c.Size("tag", tag, poly1305TagBytes)
	c.Size("key", key, poly1305KeyBytes)
	if err := c.Err(); err != nil {
		return false, err
	}
	return crypto_onetimeauth_verify(tag, msg, uint64(len(msg)), key) == 0, nil
}
