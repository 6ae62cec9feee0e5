package js

// Hash is an unkeyed digest of fixed length computed in node.
type Hash struct{ base }

// Hash writes the digest of msg to out, which must be the digest size.
func (h Hash) Hash(out, msg []byte) error {
	c := h.checker()
	c.Size("out", out, h.spec.Out)
	c.AtMost("msg", msg, MaxMessage)
	if err := c.Err(); err != nil {
		return err
	}
	return h.peer.outputs(h.op, "hash", [][]byte{out}, msg)
}
