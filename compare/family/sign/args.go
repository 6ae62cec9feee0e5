package sign

import (
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// Args is the argument table of op, an implementation of the signature
// scheme s describes, each call named name + "." + the method: key
// derivation and signing, then argtest.Verify's verification half. The
// valid private key is a real one (argtest.SigningKey) where the sizes
// are Ed25519's, for the libraries that refuse a private key whose public
// half is not the point of its seed.
func Args(name string, s matrix.Spec, op matrix.Signature) argtest.Calls {
	priv := argtest.Fixed("private", s.Private)
	if s.Private == len(argtest.SigningKey) {
		priv = priv.With(argtest.SigningKey)
	}
	keyArgs := []argtest.Arg{argtest.Fixed("public", s.Public).AsOut(), argtest.Fixed("private", s.Private).AsOut(), argtest.Fixed("seed", s.Seed)}
	return append(argtest.Calls{
		{Name: name + ".KeyFromSeed", Args: keyArgs,
			Fn: func(a [][]byte) error { return op.KeyFromSeed(a[0], a[1], a[2]) }},
		{Name: name + ".Sign", Args: []argtest.Arg{argtest.Fixed("sig", s.Sig).AsOut(), argtest.Free("msg", argtest.MsgLen), priv},
			Fn: func(a [][]byte) error { return op.Sign(a[0], a[1], a[2]) }},
	}, argtest.Verify(name, s, op.Verify)...)
}
