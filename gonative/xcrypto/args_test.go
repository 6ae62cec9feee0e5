package xcrypto_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/gonative/internal/argtest"
	"github.com/naclcmp/naclcmp/gonative/xcrypto"
)

const sigma = "expand 32-byte k"

// basepoint is u = 9, a valid X25519 point (a random point could be of low
// order, which is refused for another reason).
var basepoint = append([]byte{9}, make([]byte, 31)...)

type (
	hasher interface{ Hash(out, msg []byte) error }
	mac    interface {
		MAC(tag, msg, key []byte) error
		Verify(tag, msg, key []byte) (bool, error)
	}
	stream interface {
		KeyStream(out, nonce, key []byte) error
		XOR(out, in, nonce, key []byte) error
	}
	core interface {
		Core(out, in, key, constant []byte) error
	}
	aead interface {
		Seal(ct, msg, ad, nonce, key []byte) error
		Open(msg, ct, ad, nonce, key []byte) (bool, error)
	}
)

func TestArguments(t *testing.T) {
	F, R, Min, Free := argtest.Fixed, argtest.Range, argtest.Min, argtest.Free
	var calls []argtest.Call

	for _, h := range []struct {
		name string
		op   hasher
		out  argtest.Arg
	}{
		{"BLAKE2b", xcrypto.BLAKE2b{}, R("out", 16, 64, 64)},
		{"BLAKE2b/out=16", xcrypto.BLAKE2b{}, R("out", 16, 64, 16)},
		{"BLAKE2b/out=33", xcrypto.BLAKE2b{}, R("out", 16, 64, 33)},
		{"BLAKE2s", xcrypto.BLAKE2s{}, F("out", 32)},
	} {
		calls = append(calls, argtest.Call{
			Name: h.name + ".Hash",
			Args: []argtest.Arg{h.out.AsOut(), Free("msg", 100)},
			Fn:   func(a [][]byte) error { return h.op.Hash(a[0], a[1]) },
		})
	}

	for _, m := range []struct {
		name     string
		op       mac
		tag, key argtest.Arg
	}{
		{"HMACSHA512256", xcrypto.HMACSHA512256{}, F("tag", 32), F("key", 32)},
		{"Poly1305", xcrypto.Poly1305{}, F("tag", 16), F("key", 32)},
		{"KeyedBLAKE2b", xcrypto.KeyedBLAKE2b{}, R("tag", 16, 64, 64), R("key", 1, 64, 32)},
		{"KeyedBLAKE2b/tag=16", xcrypto.KeyedBLAKE2b{}, R("tag", 16, 64, 16), R("key", 1, 64, 1)},
		{"KeyedBLAKE2s", xcrypto.KeyedBLAKE2s{}, F("tag", 32), R("key", 1, 32, 32)},
	} {
		calls = append(calls,
			argtest.Call{
				Name: m.name + ".MAC",
				Args: []argtest.Arg{m.tag.AsOut(), Free("msg", 100), m.key},
				Fn:   func(a [][]byte) error { return m.op.MAC(a[0], a[1], a[2]) },
			},
			argtest.Call{
				Name: m.name + ".Verify",
				Args: []argtest.Arg{m.tag, Free("msg", 100), m.key},
				Fn:   func(a [][]byte) error { _, err := m.op.Verify(a[0], a[1], a[2]); return err },
			})
	}

	for _, s := range []struct {
		name  string
		op    stream
		nonce int
	}{
		{"XSalsa20", xcrypto.XSalsa20{}, 24},
		{"Salsa20", xcrypto.Salsa20{}, 8},
		{"ChaCha20IETF", xcrypto.ChaCha20IETF{}, 12},
		{"XChaCha20", xcrypto.XChaCha20{}, 24},
	} {
		calls = append(calls,
			argtest.Call{
				Name: s.name + ".KeyStream",
				Args: []argtest.Arg{Free("out", 100).AsOut(), F("nonce", s.nonce), F("key", 32)},
				Fn:   func(a [][]byte) error { return s.op.KeyStream(a[0], a[1], a[2]) },
			},
			argtest.Call{
				Name: s.name + ".XOR",
				Args: []argtest.Arg{F("out", 100).AsOut(), Free("in", 100), F("nonce", s.nonce), F("key", 32)},
				Fn:   func(a [][]byte) error { return s.op.XOR(a[0], a[1], a[2], a[3]) },
			})
	}

	for _, c := range []struct {
		name string
		op   core
		out  int
	}{
		{"HSalsa20", xcrypto.HSalsa20{}, 32},
		{"Salsa208Core", xcrypto.Salsa208Core{}, 64},
		{"HChaCha20", xcrypto.HChaCha20{}, 32},
	} {
		calls = append(calls, argtest.Call{
			Name: c.name + ".Core",
			Args: []argtest.Arg{F("out", c.out).AsOut(), F("in", 16), F("key", 32), F("constant", 16).With([]byte(sigma))},
			Fn:   func(a [][]byte) error { return c.op.Core(a[0], a[1], a[2], a[3]) },
		})
	}

	sb := xcrypto.SecretBox{}
	calls = append(calls,
		argtest.Call{
			Name: "SecretBox.Seal",
			Args: []argtest.Arg{F("box", 66).AsOut(), Free("msg", 50), F("nonce", 24), F("key", 32)},
			Fn:   func(a [][]byte) error { return sb.Seal(a[0], a[1], a[2], a[3]) },
		},
		argtest.Call{
			Name: "SecretBox.Open",
			Args: []argtest.Arg{F("msg", 50).AsOut(), Min("box", 16, 66), F("nonce", 24), F("key", 32)},
			Fn:   func(a [][]byte) error { _, err := sb.Open(a[0], a[1], a[2], a[3]); return err },
		})

	b := xcrypto.Box{}
	calls = append(calls,
		argtest.Call{
			Name: "Box.Seal",
			Args: []argtest.Arg{F("box", 66).AsOut(), Free("msg", 50), F("nonce", 24), F("peerPublic", 32), F("private", 32)},
			Fn:   func(a [][]byte) error { return b.Seal(a[0], a[1], a[2], a[3], a[4]) },
		},
		argtest.Call{
			Name: "Box.Open",
			Args: []argtest.Arg{F("msg", 50).AsOut(), Min("box", 16, 66), F("nonce", 24), F("peerPublic", 32), F("private", 32)},
			Fn:   func(a [][]byte) error { _, err := b.Open(a[0], a[1], a[2], a[3], a[4]); return err },
		},
		argtest.Call{
			Name: "Box.Precompute",
			Args: []argtest.Arg{F("shared", 32).AsOut(), F("peerPublic", 32), F("private", 32)},
			Fn:   func(a [][]byte) error { return b.Precompute(a[0], a[1], a[2]) },
		},
		argtest.Call{
			Name: "Box.SealAfter",
			Args: []argtest.Arg{F("box", 66).AsOut(), Free("msg", 50), F("nonce", 24), F("shared", 32)},
			Fn:   func(a [][]byte) error { return b.SealAfter(a[0], a[1], a[2], a[3]) },
		},
		argtest.Call{
			Name: "Box.OpenAfter",
			Args: []argtest.Arg{F("msg", 50).AsOut(), Min("box", 16, 66), F("nonce", 24), F("shared", 32)},
			Fn:   func(a [][]byte) error { _, err := b.OpenAfter(a[0], a[1], a[2], a[3]); return err },
		})

	x := xcrypto.X25519{}
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

	s := xcrypto.Ed25519{}
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

	for _, c := range []struct {
		name  string
		op    aead
		nonce int
	}{
		{"ChaCha20Poly1305", xcrypto.ChaCha20Poly1305{}, 12},
		{"XChaCha20Poly1305", xcrypto.XChaCha20Poly1305{}, 24},
	} {
		calls = append(calls,
			argtest.Call{
				Name: c.name + ".Seal",
				Args: []argtest.Arg{F("ct", 66).AsOut(), Free("msg", 50), Free("ad", 20), F("nonce", c.nonce), F("key", 32)},
				Fn:   func(a [][]byte) error { return c.op.Seal(a[0], a[1], a[2], a[3], a[4]) },
			},
			argtest.Call{
				Name: c.name + ".Open",
				Args: []argtest.Arg{F("msg", 50).AsOut(), Min("ct", 16, 66), Free("ad", 20), F("nonce", c.nonce), F("key", 32)},
				Fn:   func(a [][]byte) error { _, err := c.op.Open(a[0], a[1], a[2], a[3], a[4]); return err },
			})
	}

	argtest.Run(t, calls...)
}
