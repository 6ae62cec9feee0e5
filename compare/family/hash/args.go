package hash

import (
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// Args is the argument table of op, an implementation of the hash s
// describes, each call named name + "." + the method: the digest at the
// catalogue's size or range, the message of any length.
func Args(name string, s matrix.Spec, op matrix.Hash) argtest.Calls {
	return argtest.Calls{{Name: name + ".Hash", Args: []argtest.Arg{argtest.Output("out", s).AsOut(), argtest.Free("msg", argtest.MsgLen)},
		Fn: func(a [][]byte) error { return op.Hash(a[0], a[1]) }}}
}
