package js

import "errors"

// ScalarMult is X25519 run in node. Whether a low-order point is refused
// is the library's choice: node:crypto (OpenSSL) refuses it with an error,
// tweetnacl-js returns the all-zero result.
type ScalarMult struct{ base }

// ScalarMult writes scalar·point to out.
func (x ScalarMult) ScalarMult(out, scalar, point []byte) error {
	c := x.checker()
	c.Size("out", out, x.spec.Out)
	c.Size("scalar", scalar, x.spec.Private)
	c.Size("point", point, x.spec.Public)
	if err := c.Err(); err != nil {
		return err
	}
	err := x.peer.outputs(x.op, "scalarmult", [][]byte{out}, scalar, point)
	// A library that refuses the point raises an error in node: the
	// only argument it can refuse is the point.
	var ce *CallError
	if errors.As(err, &ce) {
		return c.Wrap("point", errors.New(ce.Msg))
	}
	return err
}

// ScalarBaseMult writes scalar·base point to out.
func (x ScalarMult) ScalarBaseMult(out, scalar []byte) error {
	c := x.checker()
	c.Size("out", out, x.spec.Out)
	c.Size("scalar", scalar, x.spec.Private)
	if err := c.Err(); err != nil {
		return err
	}
	return x.peer.outputs(x.op, "base", [][]byte{out}, scalar)
}
