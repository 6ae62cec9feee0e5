package jamesruan_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/cref/sodium/jamesruan"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// TestArgumentErrors runs the shared argument tables: every wrong length
// must be an error naming the parameter, where the binding itself would
// panic. The binding returns fresh slices that the methods copy into the
// outputs, so an output may overlap any input. Its Box has no
// precomputation interface: only the one-shot half of the box table runs.
func TestArgumentErrors(t *testing.T) {
	box := jamesruan.Box{}
	calls := append(families.Ops(jamesruan.Ops()).
		// A low-order point is refused through a recovered panic of the
		// binding, whose error does not name the point; TestX25519RFC7748
		// checks that refusal. A small-order Ed25519 key is refused naming
		// it.
		Refusing("Ed25519X25519", "edPublic", argtest.Identity),
		argtest.BoxSeal("Box", argtest.Spec("box/curve25519xsalsa20poly1305"), box.Seal, box.Open)...)
	argtest.Run(t, "jamesruan", calls.Copying()...)
}
