package sealedbox

import (
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// Args is the argument table of op, an implementation of the sealed box s
// describes, each call named name + "." + the method. The valid recipient
// key is the base point, as for box, so that no binding refuses it as a
// low-order point; the private key need not match it, since a box that
// does not open is a verdict, not an error.
func Args(name string, s matrix.Spec, op matrix.SealedBox) argtest.Calls {
	public := argtest.Fixed("public", s.Public).With(argtest.Basepoint(s.Public))
	return argtest.Calls{
		{Name: name + ".Seal", Args: append(argtest.SealArgs("box", s), public),
			Fn: func(a [][]byte) error { return op.Seal(a[0], a[1], a[2]) }},
		{Name: name + ".Open", Args: append(argtest.OpenArgs("box", s), public, argtest.Fixed("private", s.Private)),
			Fn: func(a [][]byte) error { return argtest.Verdict(op.Open(a[0], a[1], a[2], a[3])) }},
	}
}
