package hkdf

import (
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// Args is the argument table of op, an implementation of the HKDF s
// describes, each call named name + "." + the method: an output of 1 to
// 255·HashLen bytes, a pseudorandom key of exactly HashLen bytes from
// Extract and of at least HashLen into Expand, and secret, salt and info
// of any length. Extract and Expand may be unsupported (node's hkdfSync
// and WebCrypto offer only the whole derivation); Key may not.
func Args(name string, s matrix.Spec, op matrix.HKDF) argtest.Calls {
	out := argtest.Output("out", s).AsOut()
	secret, salt, info := argtest.Free("secret", 22), argtest.Free("salt", 13), argtest.Free("info", 10)
	calls := argtest.Calls{
		{Name: name + ".Key", Args: []argtest.Arg{out, secret, salt, info},
			Fn: func(a [][]byte) error { return op.Key(a[0], a[1], a[2], a[3]) }},
		{Name: name + ".Extract", Args: []argtest.Arg{argtest.Fixed("prk", s.Key).AsOut(), secret, salt},
			Fn: func(a [][]byte) error { return op.Extract(a[0], a[1], a[2]) }},
		{Name: name + ".Expand", Args: []argtest.Arg{out, argtest.Min("prk", s.KeyMin, s.Key), info},
			Fn: func(a [][]byte) error { return op.Expand(a[0], a[1], a[2]) }},
	}
	return calls.Unsupported(name+".Extract", name+".Expand")
}
