package stream

import (
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// Args is the argument table of op, an implementation of the stream
// cipher s describes, each call named name + "." + the method. A wrong
// length of in may be reported as one of out, and XOR may work in place,
// as every stream binding documents.
func Args(name string, s matrix.Spec, op matrix.Stream) argtest.Calls {
	nonce, k := argtest.Fixed("nonce", s.Nonce), argtest.Fixed("key", s.Key)
	return argtest.Calls{
		{Name: name + ".KeyStream", Args: []argtest.Arg{argtest.Free("out", argtest.MsgLen).AsOut(), nonce, k},
			Fn: func(a [][]byte) error { return op.KeyStream(a[0], a[1], a[2]) }},
		{Name: name + ".XOR",
			Args: []argtest.Arg{argtest.Fixed("out", argtest.MsgLen).AsOut().InPlaceWith("in"), argtest.Fixed("in", argtest.MsgLen).TiedTo("out"), nonce, k},
			Fn:   func(a [][]byte) error { return op.XOR(a[0], a[1], a[2], a[3]) }},
	}
}
