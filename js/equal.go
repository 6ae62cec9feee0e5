package js

// Equal is a library's constant-time comparison of n-byte strings
// (tweetnacl-js's crypto_verify_16 and _32), run in node.
type Equal struct{ base }

// Equal reports whether a and b are equal.
func (e Equal) Equal(a, b []byte) (bool, error) {
	c := e.checker()
	c.EqualArgs(a, b, e.spec.In)
	if err := c.Err(); err != nil {
		return false, err
	}
	return e.peer.verdict(e.op, "equal", a, b)
}
