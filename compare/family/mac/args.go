package mac

import (
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// Args is the argument table of op, an implementation of the MAC s
// describes, each call named name + "." + the method: MAC and Verify take
// the same tag, message and key, so a binding must check them alike.
func Args(name string, s matrix.Spec, op matrix.MAC) argtest.Calls {
	tag, msg, k := argtest.Output("tag", s), argtest.Free("msg", argtest.MsgLen), argtest.Key(s)
	return argtest.Calls{
		{Name: name + ".MAC", Args: []argtest.Arg{tag.AsOut(), msg, k},
			Fn: func(a [][]byte) error { return op.MAC(a[0], a[1], a[2]) }},
		{Name: name + ".Verify", Args: []argtest.Arg{tag, msg, k},
			Fn: func(a [][]byte) error { return argtest.Verdict(op.Verify(a[0], a[1], a[2])) }},
	}
}
