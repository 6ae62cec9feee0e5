package js

import "github.com/naclcmp/naclcmp/internal/argcheck"

// Hash is an unkeyed digest computed in node, of fixed length or, for a
// primitive with a variable output (BLAKE2b), of any length in its range.
type Hash struct{ base }

// Hash writes the digest of msg to out, which must be the digest size or,
// for a variable output, within the primitive's range. For a variable
// output the peer is also sent len(out) zero bytes, whose length is all it
// uses.
func (h Hash) Hash(out, msg []byte) error {
	c := h.checker()
	h.outArgs(&c, "out", out)
	c.AtMost("msg", msg, MaxMessage)
	if err := c.Err(); err != nil {
		return err
	}
	return h.peer.outputs(h.op, "hash", [][]byte{out}, h.withLength(out, msg)...)
}

// outArgs checks the length of the output named name: the primitive's
// size, or within its range when that is variable.
func (b base) outArgs(c *argcheck.Checker, name string, out []byte) {
	if b.spec.VariableOut() {
		c.Between(name, out, b.spec.OutMin, b.spec.OutMax)
	} else {
		c.Size(name, out, b.spec.Out)
	}
}

// withLength returns args, followed, for a primitive of variable output,
// by len(out) zero bytes that tell the peer the length wanted.
func (b base) withLength(out []byte, args ...[]byte) [][]byte {
	if b.spec.VariableOut() {
		return append(args, make([]byte, len(out)))
	}
	return args
}
