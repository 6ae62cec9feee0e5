package orlp

import (
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// TestBadInput runs the shared argument tables: every method must refuse
// nil, empty, short and long arguments and outputs overlapping an input,
// with an error naming the parameter and without changing any buffer.
func TestBadInput(t *testing.T) {
	var e Ed25519
	calls := families.Op("Ed25519", "sign/ed25519", e)
	// orlp's own methods: its expanded private key is SHA-512 of the seed,
	// the size of an Ed25519 private key; its key exchange is X25519 of
	// converted keys (TestKeyExchange), and the scalar it adds to a key
	// pair is a little-endian scalar of X25519's size.
	s, x := argtest.Spec("sign/ed25519"), argtest.Spec("scalarmult/x25519")
	F, Free := argtest.Fixed, argtest.Free
	public, expanded, scalar := F("public", s.Public), F("expanded", s.Private), F("scalar", x.Private)
	calls = append(calls,
		argtest.Call{Name: "Ed25519.CreateKeyPair",
			Args: []argtest.Arg{public.AsOut(), expanded.AsOut(), F("seed", s.Seed)},
			Fn:   func(a [][]byte) error { return e.CreateKeyPair(a[0], a[1], a[2]) }},
		argtest.Call{Name: "Ed25519.ExpandPrivate",
			Args: []argtest.Arg{expanded.AsOut(), F("private", s.Private)},
			Fn:   func(a [][]byte) error { return e.ExpandPrivate(a[0], a[1]) }},
		argtest.Call{Name: "Ed25519.SignExpanded",
			Args: []argtest.Arg{F("sig", s.Sig).AsOut(), Free("msg", 5), public, expanded},
			Fn:   func(a [][]byte) error { return e.SignExpanded(a[0], a[1], a[2], a[3]) }},
		argtest.Call{Name: "Ed25519.KeyExchange",
			Args: []argtest.Arg{F("shared", x.Out).AsOut(), F("peerPublic", s.Public), F("private", s.Private)},
			Fn:   func(a [][]byte) error { return e.KeyExchange(a[0], a[1], a[2]) }},
		argtest.Call{Name: "Ed25519.AddScalar",
			Args: []argtest.Arg{public.AsOut(), expanded.AsOut(), scalar},
			Fn:   func(a [][]byte) error { return e.AddScalar(a[0], a[1], a[2]) }},
		argtest.Call{Name: "Ed25519.AddScalarPublic",
			Args: []argtest.Arg{public.AsOut(), scalar},
			Fn:   func(a [][]byte) error { return e.AddScalarPublic(a[0], a[1]) }},
	)
	argtest.Run(t, "orlp", calls...)
}
