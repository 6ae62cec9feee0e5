package sodium_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/cref/sodium"
)

// arg describes one byte-slice parameter of a method: its valid length for
// the test call and the wrong lengths to try (-1 stands for nil).
type arg struct {
	name string
	n    int
	bad  []int
	// also is a second parameter the error may name instead, when a length
	// is checked against another (len(box) = len(msg) + 16).
	also string
}

// exact is a parameter of one fixed length: nil, empty, one short and one
// long are all wrong.
func exact(name string, n int) arg { return arg{name, n, []int{-1, 0, n - 1, n + 1}, ""} }

// tied is exact, for a length fixed by another parameter.
func tied(name string, n int, other string) arg {
	a := exact(name, n)
	a.also = other
	return a
}

// span is a parameter accepted from lo to hi bytes.
func span(name string, n, lo, hi int) arg { return arg{name, n, []int{-1, 0, lo - 1, hi + 1}, ""} }

// free is a parameter of any length (messages, associated data, HMAC keys).
func free(name string, n int) arg { return arg{name: name, n: n} }

// method is one method under test, called with its arguments in order.
type method struct {
	name string
	args []arg
	outs []int            // indexes of output parameters
	prep func(a [][]byte) // makes the valid arguments valid in content too
	call func(a [][]byte) (bool, error)
}

// errOnly adapts a method that returns only an error.
func errOnly(f func(a [][]byte) error) func(a [][]byte) (bool, error) {
	return func(a [][]byte) (bool, error) { err := f(a); return err == nil, err }
}

const msgLen = 10

// sentinel fills output buffers so the test can see whether a refused call
// wrote anything.
const sentinel = 0xa5

func methods() []method {
	hash := func(name string, h interface{ Hash(out, msg []byte) error }, out arg) method {
		return method{name: name + ".Hash", args: []arg{out, free("msg", msgLen)}, outs: []int{0},
			call: errOnly(func(a [][]byte) error { return h.Hash(a[0], a[1]) })}
	}
	type macer interface {
		MAC(tag, msg, key []byte) error
		Verify(tag, msg, key []byte) (bool, error)
	}
	mac := func(name string, m macer, tag, key arg) []method {
		args := []arg{tag, free("msg", msgLen), key}
		return []method{
			{name: name + ".MAC", args: args, outs: []int{0},
				call: errOnly(func(a [][]byte) error { return m.MAC(a[0], a[1], a[2]) })},
			{name: name + ".Verify", args: args,
				call: func(a [][]byte) (bool, error) { return m.Verify(a[0], a[1], a[2]) }},
		}
	}
	type streamer interface {
		KeyStream(out, nonce, key []byte) error
		XOR(out, in, nonce, key []byte) error
	}
	stream := func(name string, s streamer, nonce int) []method {
		return []method{
			{name: name + ".KeyStream", args: []arg{free("out", 100), exact("nonce", nonce), exact("key", 32)}, outs: []int{0},
				call: errOnly(func(a [][]byte) error { return s.KeyStream(a[0], a[1], a[2]) })},
			{name: name + ".XOR", args: []arg{exact("out", msgLen), free("in", msgLen), exact("nonce", nonce), exact("key", 32)}, outs: []int{0},
				call: errOnly(func(a [][]byte) error { return s.XOR(a[0], a[1], a[2], a[3]) })},
		}
	}
	core := func(name string, c interface {
		Core(out, in, key, constant []byte) error
	}, out int) method {
		return method{name: name + ".Core", args: []arg{exact("out", out), exact("in", 16), exact("key", 32), exact("constant", 16)}, outs: []int{0},
			call: errOnly(func(a [][]byte) error { return c.Core(a[0], a[1], a[2], a[3]) })}
	}
	type aeader interface {
		Seal(ct, msg, ad, nonce, key []byte) error
		Open(msg, ct, ad, nonce, key []byte) (bool, error)
	}
	aead := func(name string, x aeader, nonce int) []method {
		return []method{
			{name: name + ".Seal", args: []arg{tied("ct", msgLen+16, "msg"), free("msg", msgLen), free("ad", 5), exact("nonce", nonce), exact("key", 32)}, outs: []int{0},
				call: errOnly(func(a [][]byte) error { return x.Seal(a[0], a[1], a[2], a[3], a[4]) })},
			{name: name + ".Open", args: []arg{tied("msg", msgLen, "ct"), tied("ct", msgLen+16, "msg"), free("ad", 5), exact("nonce", nonce), exact("key", 32)}, outs: []int{0},
				call: func(a [][]byte) (bool, error) { return x.Open(a[0], a[1], a[2], a[3], a[4]) }},
		}
	}
	equal := func(name string, e interface {
		Equal(a, b []byte) (bool, error)
	}, n int) method {
		return method{name: name + ".Equal", args: []arg{exact("a", n), exact("b", n)},
			call: func(a [][]byte) (bool, error) { return e.Equal(a[0], a[1]) }}
	}

	var (
		sb   sodium.XSalsa20Poly1305
		box  sodium.Curve25519XSalsa20Poly1305
		x    sodium.X25519
		ed   sodium.Ed25519
		conv sodium.Ed25519X25519
	)
	ms := []method{
		hash("SHA256", sodium.SHA256{}, exact("out", 32)),
		hash("SHA512", sodium.SHA512{}, exact("out", 64)),
		hash("BLAKE2b", sodium.BLAKE2b{}, span("out", 32, 16, 64)),
		core("CoreSalsa20", sodium.CoreSalsa20{}, 64),
		core("CoreSalsa2012", sodium.CoreSalsa2012{}, 64),
		core("CoreSalsa208", sodium.CoreSalsa208{}, 64),
		core("HSalsa20", sodium.HSalsa20{}, 32),
		core("HChaCha20", sodium.HChaCha20{}, 32),
		equal("Verify16", sodium.Verify16{}, 16),
		equal("Verify32", sodium.Verify32{}, 32),
		equal("Verify64", sodium.Verify64{}, 64),

		{name: "XSalsa20Poly1305.Seal", args: []arg{tied("box", msgLen+16, "msg"), free("msg", msgLen), exact("nonce", 24), exact("key", 32)}, outs: []int{0},
			call: errOnly(func(a [][]byte) error { return sb.Seal(a[0], a[1], a[2], a[3]) })},
		{name: "XSalsa20Poly1305.Open", args: []arg{tied("msg", msgLen, "box"), tied("box", msgLen+16, "msg"), exact("nonce", 24), exact("key", 32)}, outs: []int{0},
			call: func(a [][]byte) (bool, error) { return sb.Open(a[0], a[1], a[2], a[3]) }},
		{name: "XSalsa20Poly1305.SealDetached", args: []arg{tied("ct", msgLen, "msg"), exact("tag", 16), free("msg", msgLen), exact("nonce", 24), exact("key", 32)}, outs: []int{0, 1},
			call: errOnly(func(a [][]byte) error { return sb.SealDetached(a[0], a[1], a[2], a[3], a[4]) })},
		{name: "XSalsa20Poly1305.OpenDetached", args: []arg{tied("msg", msgLen, "ct"), free("ct", msgLen), exact("tag", 16), exact("nonce", 24), exact("key", 32)}, outs: []int{0},
			call: func(a [][]byte) (bool, error) { return sb.OpenDetached(a[0], a[1], a[2], a[3], a[4]) }},

		{name: "Box.Seal", args: []arg{tied("box", msgLen+16, "msg"), free("msg", msgLen), exact("nonce", 24), exact("peerPublic", 32), exact("private", 32)}, outs: []int{0},
			call: errOnly(func(a [][]byte) error { return box.Seal(a[0], a[1], a[2], a[3], a[4]) })},
		{name: "Box.Open", args: []arg{tied("msg", msgLen, "box"), tied("box", msgLen+16, "msg"), exact("nonce", 24), exact("peerPublic", 32), exact("private", 32)}, outs: []int{0},
			call: func(a [][]byte) (bool, error) { return box.Open(a[0], a[1], a[2], a[3], a[4]) }},
		{name: "Box.Precompute", args: []arg{exact("shared", 32), exact("peerPublic", 32), exact("private", 32)}, outs: []int{0},
			call: errOnly(func(a [][]byte) error { return box.Precompute(a[0], a[1], a[2]) })},
		{name: "Box.SealAfter", args: []arg{tied("box", msgLen+16, "msg"), free("msg", msgLen), exact("nonce", 24), exact("shared", 32)}, outs: []int{0},
			call: errOnly(func(a [][]byte) error { return box.SealAfter(a[0], a[1], a[2], a[3]) })},
		{name: "Box.OpenAfter", args: []arg{tied("msg", msgLen, "box"), tied("box", msgLen+16, "msg"), exact("nonce", 24), exact("shared", 32)}, outs: []int{0},
			call: func(a [][]byte) (bool, error) { return box.OpenAfter(a[0], a[1], a[2], a[3]) }},
		{name: "Box.SeedKeyPair", args: []arg{exact("public", 32), exact("private", 32), exact("seed", 32)}, outs: []int{0, 1},
			call: errOnly(func(a [][]byte) error { return box.SeedKeyPair(a[0], a[1], a[2]) })},

		{name: "X25519.ScalarMult", args: []arg{exact("out", 32), exact("scalar", 32), exact("point", 32)}, outs: []int{0},
			call: errOnly(func(a [][]byte) error { return x.ScalarMult(a[0], a[1], a[2]) })},
		{name: "X25519.ScalarBaseMult", args: []arg{exact("out", 32), exact("scalar", 32)}, outs: []int{0},
			call: errOnly(func(a [][]byte) error { return x.ScalarBaseMult(a[0], a[1]) })},

		{name: "Ed25519.KeyFromSeed", args: []arg{exact("public", 32), exact("private", 64), exact("seed", 32)}, outs: []int{0, 1},
			call: errOnly(func(a [][]byte) error { return ed.KeyFromSeed(a[0], a[1], a[2]) })},
		{name: "Ed25519.Sign", args: []arg{exact("sig", 64), free("msg", msgLen), exact("private", 64)}, outs: []int{0},
			call: errOnly(func(a [][]byte) error { return ed.Sign(a[0], a[1], a[2]) })},
		{name: "Ed25519.Verify", args: []arg{exact("sig", 64), free("msg", msgLen), exact("public", 32)},
			call: func(a [][]byte) (bool, error) { return ed.Verify(a[0], a[1], a[2]) }},
		{name: "Ed25519.SignCombined", args: []arg{tied("signed", msgLen+64, "msg"), free("msg", msgLen), exact("private", 64)}, outs: []int{0},
			call: errOnly(func(a [][]byte) error { return ed.SignCombined(a[0], a[1], a[2]) })},
		{name: "Ed25519.OpenCombined", args: []arg{tied("msg", msgLen, "signed"), tied("signed", msgLen+64, "msg"), exact("public", 32)}, outs: []int{0},
			call: func(a [][]byte) (bool, error) { return ed.OpenCombined(a[0], a[1], a[2]) }},

		{name: "Ed25519X25519.PublicToX25519", args: []arg{exact("out", 32), exact("edPublic", 32)}, outs: []int{0},
			// A valid Ed25519 public key, so that the baseline call succeeds.
			prep: func(a [][]byte) {
				if len(a[1]) == 32 {
					_ = ed.KeyFromSeed(a[1], make([]byte, 64), seq(32, 0))
				}
			},
			call: errOnly(func(a [][]byte) error { return conv.PublicToX25519(a[0], a[1]) })},
		{name: "Ed25519X25519.PrivateToX25519", args: []arg{exact("out", 32), exact("edPrivate", 64)}, outs: []int{0},
			call: errOnly(func(a [][]byte) error { return conv.PrivateToX25519(a[0], a[1]) })},
	}
	ms = append(ms, mac("HMACSHA256", sodium.HMACSHA256{}, exact("tag", 32), free("key", 131))...)
	ms = append(ms, mac("HMACSHA512", sodium.HMACSHA512{}, exact("tag", 64), free("key", 0))...)
	ms = append(ms, mac("HMACSHA512256", sodium.HMACSHA512256{}, exact("tag", 32), exact("key", 32))...)
	ms = append(ms, mac("Poly1305", sodium.Poly1305{}, exact("tag", 16), exact("key", 32))...)
	ms = append(ms, mac("BLAKE2bMAC", sodium.BLAKE2bMAC{}, span("tag", 16, 16, 64), span("key", 32, 16, 64))...)
	ms = append(ms, stream("XSalsa20", sodium.XSalsa20{}, 24)...)
	ms = append(ms, stream("Salsa20", sodium.Salsa20{}, 8)...)
	ms = append(ms, stream("Salsa2012", sodium.Salsa2012{}, 8)...)
	ms = append(ms, stream("Salsa208", sodium.Salsa208{}, 8)...)
	ms = append(ms, stream("ChaCha20", sodium.ChaCha20{}, 8)...)
	ms = append(ms, stream("ChaCha20IETF", sodium.ChaCha20IETF{}, 12)...)
	ms = append(ms, stream("XChaCha20", sodium.XChaCha20{}, 24)...)
	ms = append(ms, aead("ChaCha20Poly1305IETF", sodium.ChaCha20Poly1305IETF{}, 12)...)
	ms = append(ms, aead("XChaCha20Poly1305IETF", sodium.XChaCha20Poly1305IETF{}, 24)...)
	return ms
}

// build makes fresh arguments for m, with parameter bad (if >= 0) given
// length badLen (-1: nil). Outputs hold the sentinel, inputs distinct bytes.
func build(m method, bad, badLen int) [][]byte {
	a := make([][]byte, len(m.args))
	for i, p := range m.args {
		n := p.n
		if i == bad {
			if badLen < 0 {
				continue
			}
			n = badLen
		}
		a[i] = seq(n, byte(16*i+1))
	}
	if m.prep != nil {
		m.prep(a)
	}
	for _, o := range m.outs {
		for j := range a[o] {
			a[o][j] = sentinel
		}
	}
	return a
}

// call runs m and turns a panic into a test failure with context.
func call(t *testing.T, m method, a [][]byte, what string) (ok bool, err error) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("%s: panic: %v", what, r)
		}
	}()
	return m.call(a)
}

// TestArgumentErrors calls every method with nil, empty, short and long
// arguments in turn and checks that each call returns an error naming the
// parameter, reports false, writes nothing and does not panic; the
// baseline call with valid lengths must succeed.
func TestArgumentErrors(t *testing.T) {
	for _, m := range methods() {
		t.Run(m.name, func(t *testing.T) {
			if _, err := call(t, m, build(m, -1, 0), "valid arguments"); err != nil {
				t.Fatalf("valid arguments: %v", err)
			}
			tried := 0
			for i, p := range m.args {
				for _, n := range p.bad {
					what := fmt.Sprintf("%s of %d bytes", p.name, n)
					if n < 0 {
						what = p.name + " nil"
					}
					a := build(m, i, n)
					ok, err := call(t, m, a, what)
					tried++
					if err == nil {
						t.Errorf("%s: no error", what)
						continue
					}
					if ok {
						t.Errorf("%s: reported true alongside error %v", what, err)
					}
					msg := err.Error()
					if !strings.Contains(msg, "sodium: "+p.name+":") && (p.also == "" || !strings.Contains(msg, "sodium: "+p.also+":")) {
						t.Errorf("%s: error %q does not name the parameter", what, msg)
					}
					for _, o := range m.outs {
						if bytes.Count(a[o], []byte{sentinel}) != len(a[o]) {
							t.Errorf("%s: refused call wrote to %s", what, m.args[o].name)
						}
					}
				}
			}
			if tried == 0 && !strings.HasPrefix(m.name, "HMACSHA256") && !strings.HasPrefix(m.name, "HMACSHA512.") {
				t.Error("no wrong length tried")
			}
		})
	}
}
