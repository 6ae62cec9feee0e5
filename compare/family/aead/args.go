package aead

import (
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// Args is the argument table of op, an implementation of the AEAD s
// describes, each call named name + "." + the method: the ciphertext and
// message tied by the spec's overhead, associated data of any length, the
// nonce and key of their fixed sizes.
func Args(name string, s matrix.Spec, op matrix.AEAD) argtest.Calls {
	ad, nonce, k := argtest.Free("ad", argtest.ADLen), argtest.Fixed("nonce", s.Nonce), argtest.Fixed("key", s.Key)
	seal, open := argtest.SealArgs("ct", s), argtest.OpenArgs("ct", s)
	return argtest.Calls{
		{Name: name + ".Seal", Args: []argtest.Arg{seal[0], seal[1], ad, nonce, k},
			Fn: func(a [][]byte) error { return op.Seal(a[0], a[1], a[2], a[3], a[4]) }},
		{Name: name + ".Open", Args: []argtest.Arg{open[0], open[1], ad, nonce, k},
			Fn: func(a [][]byte) error { return argtest.Verdict(op.Open(a[0], a[1], a[2], a[3], a[4])) }},
	}
}
