package xcrypto_test

import (
	"bytes"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/xcrypto"
)

// opener abstracts the Open of SecretBox, Box (both ways) and the AEADs so
// that one test covers the round trip and the failure of each.
type opener struct {
	name  string
	seal  func(box, msg []byte) error
	open  func(msg, box []byte) (bool, error)
	extra []byte // associated data, tampered with too when present
}

func openers(t *testing.T) []opener {
	key, nonce24, nonce12 := seq(1, 32), seq(40, 24), seq(80, 12)
	ad := []byte("header")

	x := xcrypto.X25519{}
	alice, bob := seq(10, 32), seq(20, 32)
	alicePub, bobPub := make([]byte, 32), make([]byte, 32)
	if err := x.ScalarBaseMult(alicePub, alice); err != nil {
		t.Fatal(err)
	}
	if err := x.ScalarBaseMult(bobPub, bob); err != nil {
		t.Fatal(err)
	}
	b := xcrypto.Box{}
	shared := make([]byte, 32)
	if err := b.Precompute(shared, bobPub, alice); err != nil {
		t.Fatal(err)
	}

	sb := xcrypto.SecretBox{}
	cp, xcp := xcrypto.ChaCha20Poly1305{}, xcrypto.XChaCha20Poly1305{}
	return []opener{
		{name: "SecretBox",
			seal: func(box, msg []byte) error { return sb.Seal(box, msg, nonce24, key) },
			open: func(msg, box []byte) (bool, error) { return sb.Open(msg, box, nonce24, key) }},
		{name: "Box",
			seal: func(box, msg []byte) error { return b.Seal(box, msg, nonce24, bobPub, alice) },
			open: func(msg, box []byte) (bool, error) { return b.Open(msg, box, nonce24, alicePub, bob) }},
		{name: "Box/after",
			seal: func(box, msg []byte) error { return b.SealAfter(box, msg, nonce24, shared) },
			open: func(msg, box []byte) (bool, error) { return b.OpenAfter(msg, box, nonce24, shared) }},
		{name: "Box/seal-after-open-plain",
			seal: func(box, msg []byte) error { return b.SealAfter(box, msg, nonce24, shared) },
			open: func(msg, box []byte) (bool, error) { return b.Open(msg, box, nonce24, alicePub, bob) }},
		{name: "ChaCha20Poly1305", extra: ad,
			seal: func(ct, msg []byte) error { return cp.Seal(ct, msg, ad, nonce12, key) },
			open: func(msg, ct []byte) (bool, error) { return cp.Open(msg, ct, ad, nonce12, key) }},
		{name: "XChaCha20Poly1305", extra: ad,
			seal: func(ct, msg []byte) error { return xcp.Seal(ct, msg, ad, nonce24, key) },
			open: func(msg, ct []byte) (bool, error) { return xcp.Open(msg, ct, ad, nonce24, key) }},
	}
}

func TestSealOpen(t *testing.T) {
	for _, o := range openers(t) {
		t.Run(o.name, func(t *testing.T) {
			for _, n := range []int{0, 1, 100} {
				msg := seq(n, n)
				box := make([]byte, n+16)
				if err := o.seal(box, msg); err != nil {
					t.Fatal(err)
				}
				got := filled(0xee, n)
				if ok, err := o.open(got, box); !ok || err != nil {
					t.Fatalf("len %d: Open = %v, %v; want true, nil", n, ok, err)
				}
				if !bytes.Equal(got, msg) {
					t.Fatalf("len %d: opened %x, want %x", n, got, msg)
				}
			}
		})
	}
}

// A tampered box must open to false, with the output zeroed; flipping a
// bit of the tag, of the ciphertext and of the associated data each count.
func TestOpenFailureZeroesOutput(t *testing.T) {
	for _, o := range openers(t) {
		t.Run(o.name, func(t *testing.T) {
			msg := seq(1, 40)
			box := make([]byte, len(msg)+16)
			if err := o.seal(box, msg); err != nil {
				t.Fatal(err)
			}
			tamper := map[string]func() func(){
				"tag":        func() func() { box[0] ^= 1; return func() { box[0] ^= 1 } },
				"ciphertext": func() func() { box[30] ^= 0x80; return func() { box[30] ^= 0x80 } },
			}
			if o.extra != nil {
				tamper["ad"] = func() func() { o.extra[0] ^= 1; return func() { o.extra[0] ^= 1 } }
			}
			for what, f := range tamper {
				undo := f()
				got := filled(0xee, len(msg))
				ok, err := o.open(got, box)
				undo()
				if ok || err != nil {
					t.Errorf("%s tampered: Open = %v, %v; want false, nil", what, ok, err)
				}
				if !bytes.Equal(got, make([]byte, len(msg))) {
					t.Errorf("%s tampered: output not zeroed: %x", what, got)
				}
			}
		})
	}
}

// Box with a precomputed key is the same construction: SealAfter and Seal
// give the same bytes.
func TestBoxPrecomputeMatchesSeal(t *testing.T) {
	b := xcrypto.Box{}
	priv, peer := seq(5, 32), make([]byte, 32)
	if err := (xcrypto.X25519{}).ScalarBaseMult(peer, seq(9, 32)); err != nil {
		t.Fatal(err)
	}
	nonce, msg := seq(0, 24), []byte("same bytes")
	direct := make([]byte, len(msg)+16)
	if err := b.Seal(direct, msg, nonce, peer, priv); err != nil {
		t.Fatal(err)
	}
	shared := make([]byte, 32)
	if err := b.Precompute(shared, peer, priv); err != nil {
		t.Fatal(err)
	}
	after := make([]byte, len(msg)+16)
	if err := b.SealAfter(after, msg, nonce, shared); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(direct, after) {
		t.Fatalf("Seal %x, SealAfter %x", direct, after)
	}
}
