package js

// MAC is a keyed authenticator computed in node: HMAC (any key length),
// Poly1305 (32-byte one-time keys) or keyed BLAKE2 (a tag of variable
// length for BLAKE2b).
type MAC struct{ base }

func (m MAC) check(tag, msg, key []byte) error {
	c := m.checker()
	m.outArgs(&c, "tag", tag)
	c.AtMost("msg", msg, MaxMessage)
	if m.spec.KeyMax < 0 { // any length
		c.Between("key", key, m.spec.KeyMin, MaxMessage)
	} else {
		c.Between("key", key, m.spec.KeyMin, m.spec.KeyMax)
	}
	return c.Err()
}

// MAC writes the authenticator of msg under key to tag. For a tag of
// variable length the peer is also sent len(tag) zero bytes, whose length
// is all it uses.
func (m MAC) MAC(tag, msg, key []byte) error {
	if err := m.check(tag, msg, key); err != nil {
		return err
	}
	return m.peer.outputs(m.op, "mac", [][]byte{tag}, m.withLength(tag, msg, key)...)
}

// Verify reports whether tag authenticates msg under key; the comparison
// is the library's own (a variable tag's length is len(tag)).
func (m MAC) Verify(tag, msg, key []byte) (bool, error) {
	if err := m.check(tag, msg, key); err != nil {
		return false, err
	}
	return m.peer.verdict(m.op, "verify", tag, msg, key)
}
