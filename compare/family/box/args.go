package box

import (
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// Args is the argument table of op, an implementation of the box s
// describes, each call named name + "." + the method: argtest.BoxSeal's
// one-shot half, then the precomputation interface. The valid peer key is
// the base point, so that no binding refuses it as a low-order point; the
// shared key of Precompute has the spec's key size.
func Args(name string, s matrix.Spec, op matrix.Box) argtest.Calls {
	nonce, shared := argtest.Fixed("nonce", s.Nonce), argtest.Fixed("shared", s.Key)
	return append(argtest.BoxSeal(name, s, op.Seal, op.Open),
		argtest.Call{Name: name + ".Precompute", Args: []argtest.Arg{shared.AsOut(), argtest.BoxPeer(s), argtest.Fixed("private", s.Private)},
			Fn: func(a [][]byte) error { return op.Precompute(a[0], a[1], a[2]) }},
		argtest.Call{Name: name + ".SealAfter", Args: append(argtest.SealArgs("box", s), nonce, shared),
			Fn: func(a [][]byte) error { return op.SealAfter(a[0], a[1], a[2], a[3]) }},
		argtest.Call{Name: name + ".OpenAfter", Args: append(argtest.OpenArgs("box", s), nonce, shared),
			Fn: func(a [][]byte) error { return argtest.Verdict(op.OpenAfter(a[0], a[1], a[2], a[3])) }},
	)
}
