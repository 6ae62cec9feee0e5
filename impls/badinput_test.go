package impls

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
)

// TestBadInput feeds every class of malformed argument to every operation of
// every implementation: nil, empty, one byte short and one byte long keys,
// nonces, seeds, signatures, public keys and output buffers. Each call must
// return an error that names the parameter, leave the output buffer as it
// was, and never panic — a panic in a cgo binding would be a crash in C.

// param is one argument of an operation: its name in the interface, the
// words an error may use for it, and its valid lengths.
type param struct {
	name    string
	aliases []string
	lengths lengthRule
}

// lengthRule is the set of valid lengths of an argument.
type lengthRule struct{ min, max int } // max < 0: unbounded

func fixed(n int) lengthRule       { return lengthRule{n, n} }
func ranged(lo, hi int) lengthRule { return lengthRule{lo, hi} }

// invalid returns the lengths that must be refused: nil and empty when empty
// is invalid, one short of a fixed size, one past the maximum.
func (r lengthRule) invalid() []int {
	var out []int
	if r.min > 0 {
		out = append(out, -1, 0) // -1 stands for a nil slice
	}
	if r.min == r.max && r.min > 1 {
		out = append(out, r.min-1)
	}
	if r.max >= 0 {
		out = append(out, r.max+1)
	}
	return out
}

// call is one operation invocation over a list of argument buffers. outs
// are the indices of output arguments, which must stay untouched on error.
type call struct {
	method string
	params []param
	outs   []int
	fn     func(args [][]byte) error
}

// pMsg is a message of any length: no length of it is invalid.
var pMsg = param{"msg", nil, ranged(0, -1)}

func p(name string, r lengthRule, aliases ...string) param {
	return param{name, append(aliases, name), r}
}

// okErr adapts a (bool, error) method: malformed arguments must give an
// error, and never true.
func okErr(ok bool, err error) error {
	if ok && err == nil {
		return nil
	}
	if ok {
		return fmt.Errorf("returned true together with error %w", err)
	}
	if err == nil {
		return errFalseNoError
	}
	return err
}

var errFalseNoError = fmt.Errorf("returned false without an error")

func callsFor(s matrix.Spec, op any) []call {
	const msgLen = 100
	outR := fixed(s.Out)
	if s.VariableOut() {
		outR = ranged(s.OutMin, s.OutMax)
	}
	keyR := ranged(s.KeyMin, s.KeyMax)
	if s.KeyMin == 0 && s.KeyMax == 0 {
		keyR = fixed(s.Key)
	}
	switch o := op.(type) {
	case matrix.Hash:
		return []call{{"Hash", []param{p("out", outR, "digest"), pMsg}, []int{0},
			func(a [][]byte) error { return o.Hash(a[0], a[1]) }}}
	case matrix.MAC:
		return []call{
			{"MAC", []param{p("tag", outR, "out"), pMsg, p("key", keyR)}, []int{0},
				func(a [][]byte) error { return o.MAC(a[0], a[1], a[2]) }},
			{"Verify", []param{p("tag", outR), pMsg, p("key", keyR)}, nil,
				func(a [][]byte) error { return okErr(o.Verify(a[0], a[1], a[2])) }},
		}
	case matrix.Stream:
		return []call{
			{"KeyStream", []param{pMsg, p("nonce", fixed(s.Nonce)), p("key", fixed(s.Key))}, []int{0},
				func(a [][]byte) error { return o.KeyStream(a[0], a[1], a[2]) }},
			{"XOR", []param{p("out", fixed(msgLen), "dst", "in", "len"), p("in", fixed(msgLen), "src", "msg", "out", "len"), p("nonce", fixed(s.Nonce)), p("key", fixed(s.Key))}, []int{0},
				func(a [][]byte) error { return o.XOR(a[0], a[1], a[2], a[3]) }},
		}
	case matrix.Core:
		return []call{{"Core", []param{p("out", fixed(s.Out)), p("in", fixed(s.In), "input"), p("key", fixed(s.Key)), p("constant", fixed(s.Const), "const", "c")}, []int{0},
			func(a [][]byte) error { return o.Core(a[0], a[1], a[2], a[3]) }}}
	case matrix.SecretBox:
		return []call{
			{"Seal", []param{p("box", fixed(msgLen+s.Overhead), "out", "msg", "message"), p("msg", fixed(msgLen), "message", "box", "out"), p("nonce", fixed(s.Nonce)), p("key", fixed(s.Key))}, []int{0},
				func(a [][]byte) error { return o.Seal(a[0], a[1], a[2], a[3]) }},
			{"Open", []param{p("msg", fixed(msgLen), "out", "message", "box"), p("box", fixed(msgLen+s.Overhead), "msg", "message", "out"), p("nonce", fixed(s.Nonce)), p("key", fixed(s.Key))}, []int{0},
				func(a [][]byte) error { return okErr(o.Open(a[0], a[1], a[2], a[3])) }},
		}
	case matrix.Box:
		pub, priv := p("peerPublic", fixed(s.Public), "public"), p("private", fixed(s.Private))
		shared := p("shared", fixed(32), "key")
		return []call{
			{"Seal", []param{p("box", fixed(msgLen+s.Overhead), "out", "msg", "message"), p("msg", fixed(msgLen), "message", "box", "out"), p("nonce", fixed(s.Nonce)), pub, priv}, []int{0},
				func(a [][]byte) error { return o.Seal(a[0], a[1], a[2], a[3], a[4]) }},
			{"Open", []param{p("msg", fixed(msgLen), "out", "message", "box"), p("box", fixed(msgLen+s.Overhead), "msg", "message", "out"), p("nonce", fixed(s.Nonce)), pub, priv}, []int{0},
				func(a [][]byte) error { return okErr(o.Open(a[0], a[1], a[2], a[3], a[4])) }},
			{"Precompute", []param{shared, pub, priv}, []int{0},
				func(a [][]byte) error { return o.Precompute(a[0], a[1], a[2]) }},
			{"SealAfter", []param{p("box", fixed(msgLen+s.Overhead), "out", "msg", "message"), p("msg", fixed(msgLen), "message", "box", "out"), p("nonce", fixed(s.Nonce)), shared}, []int{0},
				func(a [][]byte) error { return o.SealAfter(a[0], a[1], a[2], a[3]) }},
			{"OpenAfter", []param{p("msg", fixed(msgLen), "out", "message", "box"), p("box", fixed(msgLen+s.Overhead), "msg", "message", "out"), p("nonce", fixed(s.Nonce)), shared}, []int{0},
				func(a [][]byte) error { return okErr(o.OpenAfter(a[0], a[1], a[2], a[3])) }},
		}
	case matrix.ScalarMult:
		return []call{
			{"ScalarMult", []param{p("out", fixed(s.Out)), p("scalar", fixed(s.Private), "private"), p("point", fixed(s.Public), "public")}, []int{0},
				func(a [][]byte) error { return o.ScalarMult(a[0], a[1], a[2]) }},
			{"ScalarBaseMult", []param{p("out", fixed(s.Out)), p("scalar", fixed(s.Private), "private")}, []int{0},
				func(a [][]byte) error { return o.ScalarBaseMult(a[0], a[1]) }},
		}
	case matrix.Signature:
		return []call{
			{"KeyFromSeed", []param{p("public", fixed(s.Public)), p("private", fixed(s.Private)), p("seed", fixed(s.Seed))}, []int{0, 1},
				func(a [][]byte) error { return o.KeyFromSeed(a[0], a[1], a[2]) }},
			{"Sign", []param{p("sig", fixed(s.Sig), "signature"), pMsg, p("private", fixed(s.Private))}, []int{0},
				func(a [][]byte) error { return o.Sign(a[0], a[1], a[2]) }},
			{"Verify", []param{p("sig", fixed(s.Sig), "signature"), pMsg, p("public", fixed(s.Public))}, nil,
				func(a [][]byte) error { return okErr(o.Verify(a[0], a[1], a[2])) }},
		}
	case matrix.AEAD:
		return []call{
			{"Seal", []param{p("ct", fixed(msgLen+s.Overhead), "out", "ciphertext", "msg", "message", "plaintext"), p("msg", fixed(msgLen), "message", "plaintext", "ct", "ciphertext", "out"), pMsg, p("nonce", fixed(s.Nonce)), p("key", fixed(s.Key))}, []int{0},
				func(a [][]byte) error { return o.Seal(a[0], a[1], a[2], a[3], a[4]) }},
			{"Open", []param{p("msg", fixed(msgLen), "out", "message", "plaintext", "ct", "ciphertext"), p("ct", fixed(msgLen+s.Overhead), "ciphertext", "msg", "message", "plaintext", "out"), pMsg, p("nonce", fixed(s.Nonce)), p("key", fixed(s.Key))}, []int{0},
				func(a [][]byte) error { return okErr(o.Open(a[0], a[1], a[2], a[3], a[4])) }},
		}
	case matrix.KeyConversion:
		return []call{
			{"PublicToX25519", []param{p("out", fixed(s.Out)), p("edPublic", fixed(s.Public), "public")}, []int{0},
				func(a [][]byte) error { return o.PublicToX25519(a[0], a[1]) }},
			{"PrivateToX25519", []param{p("out", fixed(s.Out)), p("edPrivate", fixed(s.Private), "private")}, []int{0},
				func(a [][]byte) error { return o.PrivateToX25519(a[0], a[1]) }},
		}
	case matrix.Equal:
		return []call{{"Equal", []param{p("a", fixed(s.In), "x"), p("b", fixed(s.In), "y")}, nil,
			func(a [][]byte) error { return okErr(o.Equal(a[0], a[1])) }}}
	}
	return nil
}

func TestBadInput(t *testing.T) {
	r := checktest.Load(t, Default)
	for _, im := range r.Impls {
		for _, id := range im.IDs() {
			s, err := matrix.Lookup(id)
			if err != nil {
				t.Fatal(err)
			}
			calls := callsFor(s, im.Ops[id])
			if len(calls) == 0 {
				t.Errorf("%s %s: no bad-input table for family %s", im.Name, id, s.Family)
			}
			for _, c := range calls {
				t.Run(im.Name+"/"+id+"/"+c.method, func(t *testing.T) { badInputCall(t, c) })
			}
		}
	}
}

// goodLen is a valid length for a rule: the fixed size, or a small length
// within a range.
func (r lengthRule) goodLen() int {
	if r.max < 0 || r.min == r.max {
		if r.min == 0 && r.max < 0 {
			return 100 // messages: the same length as the fixed-size ones
		}
		return r.min
	}
	return r.max
}

func badInputCall(t *testing.T, c call) {
	for i, prm := range c.params {
		for _, n := range prm.lengths.invalid() {
			args := make([][]byte, len(c.params))
			for j, q := range c.params {
				args[j] = bytes.Repeat([]byte{0x5A}, q.lengths.goodLen())
			}
			desc := fmt.Sprintf("%s with %s of %d bytes", c.method, prm.name, n)
			if n < 0 {
				args[i], desc = nil, fmt.Sprintf("%s with nil %s", c.method, prm.name)
			} else {
				args[i] = bytes.Repeat([]byte{0x5A}, n)
			}
			before := make([][]byte, len(args))
			for j := range args {
				before[j] = bytes.Clone(args[j])
			}
			err := func() (err error) {
				defer func() {
					if r := recover(); r != nil {
						t.Errorf("%s: panicked: %v", desc, r)
						err = fmt.Errorf("panic")
					}
				}()
				return c.fn(args)
			}()
			if err == nil || err == errFalseNoError {
				t.Errorf("%s: accepted (err = %v)", desc, err)
				continue
			}
			if !mentions(err.Error(), prm.aliases) {
				t.Errorf("%s: the error does not name the parameter (%v): %q", desc, prm.aliases, err)
			}
			for _, j := range c.outs {
				if j != i && !bytes.Equal(args[j], before[j]) {
					t.Errorf("%s: output %s was written despite the error", desc, c.params[j].name)
				}
			}
		}
	}
}

func mentions(msg string, words []string) bool {
	msg = strings.ToLower(msg)
	for _, w := range words {
		if strings.Contains(msg, strings.ToLower(w)) {
			return true
		}
	}
	return false
}
