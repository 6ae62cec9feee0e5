package js

// Stream is a stream cipher run in node, block counter starting at zero.
type Stream struct{ base }

// KeyStream fills out with keystream. The peer is sent len(out) zero
// bytes, whose length is all it uses.
func (s Stream) KeyStream(out, nonce, key []byte) error {
	c := s.checker()
	c.AtMost("out", out, MaxMessage)
	c.Size("nonce", nonce, s.spec.Nonce)
	c.Size("key", key, s.spec.Key)
	if err := c.Err(); err != nil {
		return err
	}
	return s.peer.outputs(s.op, "keystream", [][]byte{out}, make([]byte, len(out)), nonce, key)
}

// XOR writes in XOR keystream to out; len(out) must equal len(in), and out
// may be in.
func (s Stream) XOR(out, in, nonce, key []byte) error {
	c := s.checker()
	c.AtMost("in", in, MaxMessage)
	c.Size("out", out, len(in))
	c.Size("nonce", nonce, s.spec.Nonce)
	c.Size("key", key, s.spec.Key)
	if err := c.Err(); err != nil {
		return err
	}
	return s.peer.outputs(s.op, "xor", [][]byte{out}, in, nonce, key)
}
