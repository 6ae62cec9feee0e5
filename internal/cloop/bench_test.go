package cloop

import (
	"fmt"
	"testing"

	"github.com/naclcmp/naclcmp/cref/sodium"
)

// bindingCalls makes, for each loop, one call of the same libsodium
// function through the Go binding, on the same buffers the loop uses.
var bindingCalls = map[string]func(p *Prepared, msg, key, nonce []byte) (func() error, error){
	"crypto_hash_sha512": func(p *Prepared, msg, _, _ []byte) (func() error, error) {
		return func() error { return sodium.SHA512{}.Hash(p.Out, msg) }, nil
	},
	"crypto_onetimeauth_poly1305": func(p *Prepared, msg, key, _ []byte) (func() error, error) {
		return func() error { return sodium.Poly1305{}.MAC(p.Out, msg, key) }, nil
	},
	"crypto_stream_xsalsa20_xor": func(p *Prepared, msg, key, nonce []byte) (func() error, error) {
		return func() error { return sodium.XSalsa20{}.XOR(p.Out, msg, nonce, key) }, nil
	},
	"crypto_secretbox_easy": func(p *Prepared, msg, key, nonce []byte) (func() error, error) {
		return func() error { return sodium.SecretBox{}.Seal(p.Out, msg, nonce, key) }, nil
	},
	"crypto_sign_detached": func(p *Prepared, msg, seed, _ []byte) (func() error, error) {
		pub, priv := make([]byte, 32), make([]byte, 64)
		if err := (sodium.Ed25519{}).KeyFromSeed(pub, priv, seed); err != nil {
			return nil, err
		}
		return func() error { return sodium.Ed25519{}.Sign(p.Out, msg, priv) }, nil
	},
}

// BenchmarkEfficiency times each loop's function three ways on the same
// buffers: n calls inside one C call (path=cloop), one C call per call
// through the loop with n = 1 (path=cgo: the bare crossing plus the loop's
// own checks), and the Go binding (path=binding). binding − cgo is what the
// binding adds beyond the crossing; cgo − cloop is the crossing. The three
// run one after the other, so on a busy machine compare them with
// benchstat over several -count runs; naclcmp bench times binding and loop
// by turns instead.
func BenchmarkEfficiency(b *testing.B) {
	if !Available() {
		b.Skip("built without cgo")
	}
	key, nonce := pattern(KeySize, 3), pattern(NonceSize, 5)
	for _, l := range Loops() {
		for _, n := range []int{64, 1024, 4096} {
			msg := pattern(n, 11)
			p, err := l.New(msg, key, nonce)
			if err != nil {
				b.Fatal(err)
			}
			call, err := bindingCalls[l.Function](p, msg, key, nonce)
			if err != nil {
				b.Fatal(err)
			}
			name := fmt.Sprintf("fn=%s/bytes=%d", l.Function, n)
			b.Run(name+"/path=cloop", func(b *testing.B) {
				b.SetBytes(int64(n))
				if err := p.Run(b.N); err != nil {
					b.Fatal(err)
				}
			})
			b.Run(name+"/path=cgo", func(b *testing.B) {
				b.SetBytes(int64(n))
				for range b.N {
					if err := p.Run(1); err != nil {
						b.Fatal(err)
					}
				}
			})
			b.Run(name+"/path=binding", func(b *testing.B) {
				b.SetBytes(int64(n))
				b.ReportAllocs()
				for range b.N {
					if err := call(); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkEmpty times the empty C call through cgo.
func BenchmarkEmpty(b *testing.B) {
	if !Available() {
		b.Skip("built without cgo")
	}
	for range b.N {
		Empty()
	}
}
