package core

import (
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// Args is the argument table of op, an implementation of the core
// function s describes, each call named name + "." + the method. The
// valid constant is the standard one, since x/crypto's HChaCha20 accepts
// no other.
func Args(name string, s matrix.Spec, op matrix.Core) argtest.Calls {
	constant := argtest.Fixed("constant", s.Const)
	if s.Const == len(matrix.Sigma) {
		constant = constant.With([]byte(matrix.Sigma))
	}
	return argtest.Calls{{Name: name + ".Core",
		Args: []argtest.Arg{argtest.Fixed("out", s.Out).AsOut(), argtest.Fixed("in", s.In), argtest.Fixed("key", s.Key), constant},
		Fn:   func(a [][]byte) error { return op.Core(a[0], a[1], a[2], a[3]) }}}
}
