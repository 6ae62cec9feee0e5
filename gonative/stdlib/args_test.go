package stdlib_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/gonative/internal/argtest"
	"github.com/naclcmp/naclcmp/gonative/stdlib"
)

// basepoint is u = 9, a valid X25519 point (a random point could be of low
// order, which is refused for another reason).
var basepoint = append([]byte{9}, make([]byte, 31)...)

func TestArguments(t *testing.T) {
	F, Free := argtest.Fixed, argtest.Free
	var calls []argtest.Call

	for _, h := range []struct {
		name string
		op   interface{ Hash(out, msg []byte) error }
		size int
	}{{"SHA256", stdlib.SHA256{}, 32}, {"SHA512", stdlib.SHA512{}, 64}} {
		calls = append(calls, argtest.Call{
			Name: h.name + ".Hash",
			Args: []argtest.Arg{F("out", h.size).AsOut(), Free("msg", 100)},
			Fn:   func(a [][]byte) error { return h.op.Hash(a[0], a[1]) },
		})
	}

	for _, m := range []struct {
		name      string
		op        mac
		size, key int // key < 0: any length
	}{
		{"HMACSHA256", stdlib.HMACSHA256{}, 32, -1},
		{"HMACSHA512", stdlib.HMACSHA512{}, 64, -1},
		{"HMACSHA512256", stdlib.HMACSHA512256{}, 32, 32},
	} {
		key := Free("key", 20)
		if m.key >= 0 {
			key = F("key", m.key)
		}
		calls = append(calls,
			argtest.Call{
				Name: m.name + ".MAC",
				Args: []argtest.Arg{F("tag", m.size).AsOut(), Free("msg", 100), key},
				Fn:   func(a [][]byte) error { return m.op.MAC(a[0], a[1], a[2]) },
			},
			argtest.Call{
				Name: m.name + ".Verify",
				Args: []argtest.Arg{F("tag", m.size), Free("msg", 100), key},
				Fn:   func(a [][]byte) error { _, err := m.op.Verify(a[0], a[1], a[2]); return err },
			})
	}

	x := stdlib.X25519{}
	calls = append(calls,
		argtest.Call{
			Name: "X25519.ScalarMult",
			Args: []argtest.Arg{F("out", 32).AsOut(), F("scalar", 32), F("point", 32).With(basepoint)},
			Fn:   func(a [][]byte) error { return x.ScalarMult(a[0], a[1], a[2]) },
		},
		argtest.Call{
			Name: "X25519.ScalarBaseMult",
			Args: []argtest.Arg{F("out", 32).AsOut(), F("scalar", 32)},
			Fn:   func(a [][]byte) error { return x.ScalarBaseMult(a[0], a[1]) },
		})

	s := stdlib.Ed25519{}
	calls = append(calls,
		argtest.Call{
			Name: "Ed25519.KeyFromSeed",
			Args: []argtest.Arg{F("public", 32).AsOut(), F("private", 64).AsOut(), F("seed", 32)},
			Fn:   func(a [][]byte) error { return s.KeyFromSeed(a[0], a[1], a[2]) },
		},
		argtest.Call{
			Name: "Ed25519.Sign",
			Args: []argtest.Arg{F("sig", 64).AsOut(), Free("msg", 100), F("private", 64)},
			Fn:   func(a [][]byte) error { return s.Sign(a[0], a[1], a[2]) },
		},
		argtest.Call{
			Name: "Ed25519.Verify",
			Args: []argtest.Arg{F("sig", 64), Free("msg", 100), F("public", 32)},
			Fn:   func(a [][]byte) error { _, err := s.Verify(a[0], a[1], a[2]); return err },
		})

	for _, e := range []struct {
		name string
		op   interface {
			Equal(a, b []byte) (bool, error)
		}
		n int
	}{{"Verify16", stdlib.Verify16{}, 16}, {"Verify32", stdlib.Verify32{}, 32}, {"Verify64", stdlib.Verify64{}, 64}} {
		calls = append(calls, argtest.Call{
			Name: e.name + ".Equal",
			Args: []argtest.Arg{F("a", e.n), F("b", e.n)},
			Fn:   func(a [][]byte) error { _, err := e.op.Equal(a[0], a[1]); return err },
		})
	}

	argtest.Run(t, calls...)
}

type mac interface {
	MAC(tag, msg, key []byte) error
	Verify(tag, msg, key []byte) (bool, error)
}
