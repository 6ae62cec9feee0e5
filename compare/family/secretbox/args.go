package secretbox

import (
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// Args is the argument table of op, an implementation of the secretbox s
// describes, each call named name + "." + the method: the box and message
// tied by the spec's overhead, the nonce and key of its fixed sizes.
func Args(name string, s matrix.Spec, op matrix.SecretBox) argtest.Calls {
	nonce, k := argtest.Fixed("nonce", s.Nonce), argtest.Fixed("key", s.Key)
	return argtest.Calls{
		{Name: name + ".Seal", Args: append(argtest.SealArgs("box", s), nonce, k),
			Fn: func(a [][]byte) error { return op.Seal(a[0], a[1], a[2], a[3]) }},
		{Name: name + ".Open", Args: append(argtest.OpenArgs("box", s), nonce, k),
			Fn: func(a [][]byte) error { return argtest.Verdict(op.Open(a[0], a[1], a[2], a[3])) }},
	}
}
