package jamesruan_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/cref/sodium/jamesruan"
)

// param is one byte-slice parameter: its valid length and the wrong
// lengths to try (-1 stands for nil); names lists the parameters an error
// for a wrong length may name (several when lengths are tied together).
type param struct {
	n     int
	bad   []int
	names []string
}

func fixed(n int, names ...string) param { return param{n, []int{-1, 0, n - 1, n + 1}, names} }
func ranged(n, lo, hi int, name string) param {
	return param{n, []int{-1, 0, lo - 1, hi + 1}, []string{name}}
}
func anyLen(n int) param { return param{n: n} }

// TestArgumentErrors calls every method with nil, empty, short and long
// arguments and checks for an error naming the parameter where the binding
// itself would panic.
func TestArgumentErrors(t *testing.T) {
	var (
		ed   jamesruan.Ed25519
		sb   jamesruan.XSalsa20Poly1305
		bx   jamesruan.Curve25519XSalsa20Poly1305
		cp   jamesruan.ChaCha20Poly1305IETF
		xcp  jamesruan.XChaCha20Poly1305IETF
		x    jamesruan.X25519
		conv jamesruan.Ed25519X25519
		bm   jamesruan.BLAKE2bMAC
		hm   jamesruan.HMACSHA512256
	)
	errOnly := func(err error) (bool, error) { return err == nil, err }
	const m = 10
	for _, tc := range []struct {
		name   string
		params []param
		call   func(a [][]byte) (bool, error)
	}{
		{"BLAKE2b.Hash", []param{ranged(32, 16, 64, "out"), anyLen(m)},
			func(a [][]byte) (bool, error) { return errOnly(jamesruan.BLAKE2b{}.Hash(a[0], a[1])) }},
		{"BLAKE2bMAC.MAC", []param{ranged(32, 16, 64, "tag"), anyLen(m), ranged(32, 16, 64, "key")},
			func(a [][]byte) (bool, error) { return errOnly(bm.MAC(a[0], a[1], a[2])) }},
		{"BLAKE2bMAC.Verify", []param{ranged(32, 16, 64, "tag"), anyLen(m), ranged(32, 16, 64, "key")},
			func(a [][]byte) (bool, error) { return bm.Verify(a[0], a[1], a[2]) }},
		{"HMACSHA512256.MAC", []param{fixed(32, "tag"), anyLen(m), fixed(32, "key")},
			func(a [][]byte) (bool, error) { return errOnly(hm.MAC(a[0], a[1], a[2])) }},
		{"HMACSHA512256.Verify", []param{fixed(32, "tag"), anyLen(m), fixed(32, "key")},
			func(a [][]byte) (bool, error) { return hm.Verify(a[0], a[1], a[2]) }},
		{"XSalsa20Poly1305.Seal", []param{fixed(m+16, "box", "msg"), anyLen(m), fixed(24, "nonce"), fixed(32, "key")},
			func(a [][]byte) (bool, error) { return errOnly(sb.Seal(a[0], a[1], a[2], a[3])) }},
		{"XSalsa20Poly1305.Open", []param{fixed(m, "msg", "box"), fixed(m+16, "box", "msg"), fixed(24, "nonce"), fixed(32, "key")},
			func(a [][]byte) (bool, error) { return sb.Open(a[0], a[1], a[2], a[3]) }},
		{"Box.Seal", []param{fixed(m+16, "box", "msg"), anyLen(m), fixed(24, "nonce"), fixed(32, "peerPublic"), fixed(32, "private")},
			func(a [][]byte) (bool, error) { return errOnly(bx.Seal(a[0], a[1], a[2], a[3], a[4])) }},
		{"Box.Open", []param{fixed(m, "msg", "box"), fixed(m+16, "box", "msg"), fixed(24, "nonce"), fixed(32, "peerPublic"), fixed(32, "private")},
			func(a [][]byte) (bool, error) { return bx.Open(a[0], a[1], a[2], a[3], a[4]) }},
		{"ChaCha20Poly1305IETF.Seal", []param{fixed(m+16, "ct", "msg"), anyLen(m), anyLen(3), fixed(12, "nonce"), fixed(32, "key")},
			func(a [][]byte) (bool, error) { return errOnly(cp.Seal(a[0], a[1], a[2], a[3], a[4])) }},
		{"ChaCha20Poly1305IETF.Open", []param{fixed(m, "msg", "ct"), fixed(m+16, "ct", "msg"), anyLen(3), fixed(12, "nonce"), fixed(32, "key")},
			func(a [][]byte) (bool, error) { return cp.Open(a[0], a[1], a[2], a[3], a[4]) }},
		{"XChaCha20Poly1305IETF.Seal", []param{fixed(m+16, "ct", "msg"), anyLen(m), anyLen(3), fixed(24, "nonce"), fixed(32, "key")},
			func(a [][]byte) (bool, error) { return errOnly(xcp.Seal(a[0], a[1], a[2], a[3], a[4])) }},
		{"XChaCha20Poly1305IETF.Open", []param{fixed(m, "msg", "ct"), fixed(m+16, "ct", "msg"), anyLen(3), fixed(24, "nonce"), fixed(32, "key")},
			func(a [][]byte) (bool, error) { return xcp.Open(a[0], a[1], a[2], a[3], a[4]) }},
		{"X25519.ScalarMult", []param{fixed(32, "out"), fixed(32, "scalar"), fixed(32, "point")},
			func(a [][]byte) (bool, error) { return errOnly(x.ScalarMult(a[0], a[1], a[2])) }},
		{"X25519.ScalarBaseMult", []param{fixed(32, "out"), fixed(32, "scalar")},
			func(a [][]byte) (bool, error) { return errOnly(x.ScalarBaseMult(a[0], a[1])) }},
		{"Ed25519.KeyFromSeed", []param{fixed(32, "public"), fixed(64, "private"), fixed(32, "seed")},
			func(a [][]byte) (bool, error) { return errOnly(ed.KeyFromSeed(a[0], a[1], a[2])) }},
		{"Ed25519.Sign", []param{fixed(64, "sig"), anyLen(m), fixed(64, "private")},
			func(a [][]byte) (bool, error) { return errOnly(ed.Sign(a[0], a[1], a[2])) }},
		{"Ed25519.Verify", []param{fixed(64, "sig"), anyLen(m), fixed(32, "public")},
			func(a [][]byte) (bool, error) { return ed.Verify(a[0], a[1], a[2]) }},
		{"Ed25519X25519.PublicToX25519", []param{fixed(32, "out"), fixed(32, "edPublic")},
			func(a [][]byte) (bool, error) {
				// Give the valid-length key a valid point, so that only the
				// lengths decide the outcome.
				if len(a[1]) == 32 {
					_ = ed.KeyFromSeed(a[1], make([]byte, 64), seq(32, 0))
				}
				return errOnly(conv.PublicToX25519(a[0], a[1]))
			}},
		{"Ed25519X25519.PrivateToX25519", []param{fixed(32, "out"), fixed(64, "edPrivate")},
			func(a [][]byte) (bool, error) { return errOnly(conv.PrivateToX25519(a[0], a[1])) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := func(bad, n int) [][]byte {
				a := make([][]byte, len(tc.params))
				for i, p := range tc.params {
					switch {
					case i != bad:
						a[i] = seq(p.n, byte(16*i+1))
					case n >= 0:
						a[i] = seq(n, byte(16*i+1))
					}
				}
				return a
			}
			run := func(a [][]byte, what string) (ok bool, err error) {
				defer func() {
					if r := recover(); r != nil {
						t.Fatalf("%s: panic: %v", what, r)
					}
				}()
				return tc.call(a)
			}
			if _, err := run(args(-1, 0), "valid arguments"); err != nil {
				t.Fatalf("valid arguments: %v", err)
			}
			for i, p := range tc.params {
				for _, n := range p.bad {
					what := fmt.Sprintf("parameter %d of %d bytes", i, n)
					ok, err := run(args(i, n), what)
					if err == nil || ok {
						t.Errorf("%s: got %v, %v; want false and an error", what, ok, err)
						continue
					}
					named := false
					for _, name := range p.names {
						named = named || strings.Contains(err.Error(), "jamesruan: "+name+":")
					}
					if !named {
						t.Errorf("%s: error %q names none of %v", what, err, p.names)
					}
				}
			}
		})
	}
}
