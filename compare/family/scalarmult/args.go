package scalarmult

import (
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// Args is the argument table of op, an implementation of the scalar
// multiplication s describes, each call named name + "." + the method.
// The valid point is the base point; which points a binding refuses it
// says with Calls.Refusing.
func Args(name string, s matrix.Spec, op matrix.ScalarMult) argtest.Calls {
	out, scalar := argtest.Fixed("out", s.Out).AsOut(), argtest.Fixed("scalar", s.Private)
	point := argtest.Fixed("point", s.Public).With(argtest.Basepoint(s.Public))
	return argtest.Calls{
		{Name: name + ".ScalarMult", Args: []argtest.Arg{out, scalar, point},
			Fn: func(a [][]byte) error { return op.ScalarMult(a[0], a[1], a[2]) }},
		{Name: name + ".ScalarBaseMult", Args: []argtest.Arg{out, scalar},
			Fn: func(a [][]byte) error { return op.ScalarBaseMult(a[0], a[1]) }},
	}
}
