package keyconv

import (
	"crypto/ed25519"

	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// Args is the argument table of op, an implementation of the key
// conversion s describes, each call named name + "." + the method. The
// valid keys are a real Ed25519 pair (argtest.SigningKey); which public
// keys a binding refuses it says with Calls.Refusing.
func Args(name string, s matrix.Spec, op matrix.KeyConversion) argtest.Calls {
	pub, priv := argtest.Fixed("edPublic", s.Public), argtest.Fixed("edPrivate", s.Private)
	if s.Private == len(argtest.SigningKey) && s.Public == ed25519.PublicKeySize {
		pub, priv = pub.With(argtest.SigningKey[ed25519.SeedSize:]), priv.With(argtest.SigningKey)
	}
	return argtest.Calls{
		{Name: name + ".PublicToX25519", Args: []argtest.Arg{argtest.Fixed("out", s.Out).AsOut(), pub},
			Fn: func(a [][]byte) error { return op.PublicToX25519(a[0], a[1]) }},
		{Name: name + ".PrivateToX25519", Args: []argtest.Arg{argtest.Fixed("out", s.Out).AsOut(), priv},
			Fn: func(a [][]byte) error { return op.PrivateToX25519(a[0], a[1]) }},
	}
}
