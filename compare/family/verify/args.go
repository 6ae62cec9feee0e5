package verify

import (
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// Args is the argument table of op, an implementation of the
// constant-time comparison s describes, each call named name + "." + the
// method: both inputs have the spec's fixed size, and a refusal must come
// with false.
func Args(name string, s matrix.Spec, op matrix.Equal) argtest.Calls {
	return argtest.Calls{{Name: name + ".Equal", Args: []argtest.Arg{argtest.Fixed("a", s.In), argtest.Fixed("b", s.In)},
		Fn: func(a [][]byte) error { return argtest.Verdict(op.Equal(a[0], a[1])) }}}
}
