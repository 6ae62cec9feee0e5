package orlp

import (
	"testing"

	"github.com/naclcmp/naclcmp/internal/argtest"
)

// TestBadInput runs the shared argument tables: every method must refuse
// nil, empty, short and long arguments and outputs overlapping an input,
// with an error naming the parameter and without changing any buffer.
func TestBadInput(t *testing.T) {
	F, Free := argtest.Fixed, argtest.Free
	var e Ed25519
	calls := argtest.Signature("Ed25519", e)
	calls = append(calls,
		argtest.Call{Name: "Ed25519.CreateKeyPair",
			Args: []argtest.Arg{F("public", 32).AsOut(), F("expanded", 64).AsOut(), F("seed", 32)},
			Fn:   func(a [][]byte) error { return e.CreateKeyPair(a[0], a[1], a[2]) }},
		argtest.Call{Name: "Ed25519.ExpandPrivate",
			Args: []argtest.Arg{F("expanded", 64).AsOut(), F("private", 64)},
			Fn:   func(a [][]byte) error { return e.ExpandPrivate(a[0], a[1]) }},
		argtest.Call{Name: "Ed25519.SignExpanded",
			Args: []argtest.Arg{F("sig", 64).AsOut(), Free("msg", 5), F("public", 32), F("expanded", 64)},
			Fn:   func(a [][]byte) error { return e.SignExpanded(a[0], a[1], a[2], a[3]) }},
		argtest.Call{Name: "Ed25519.KeyExchange",
			Args: []argtest.Arg{F("shared", 32).AsOut(), F("peerPublic", 32), F("private", 64)},
			Fn:   func(a [][]byte) error { return e.KeyExchange(a[0], a[1], a[2]) }},
		argtest.Call{Name: "Ed25519.AddScalar",
			Args: []argtest.Arg{F("public", 32).AsOut(), F("expanded", 64).AsOut(), F("scalar", 32)},
			Fn:   func(a [][]byte) error { return e.AddScalar(a[0], a[1], a[2]) }},
		argtest.Call{Name: "Ed25519.AddScalarPublic",
			Args: []argtest.Arg{F("public", 32).AsOut(), F("scalar", 32)},
			Fn:   func(a [][]byte) error { return e.AddScalarPublic(a[0], a[1]) }},
	)
	argtest.Run(t, "orlp", calls...)
}
