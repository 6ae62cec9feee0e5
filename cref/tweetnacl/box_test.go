package tweetnacl

import (
	"bytes"
	"crypto/ecdh"
	"fmt"
	"testing"

	"golang.org/x/crypto/nacl/box"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
)

func TestBoxMatchesXCrypto(t *testing.T) {
	r := ctest.Rand(11)
	for _, n := range ctest.MessageSizes {
		alicePriv, bobPriv := ctest.Bytes(r, 32), ctest.Bytes(r, 32)
		alicePub, bobPub := make([]byte, 32), make([]byte, 32)
		if err := (X25519{}).ScalarBaseMult(alicePub, alicePriv); err != nil {
			t.Fatal(err)
		}
		if err := (X25519{}).ScalarBaseMult(bobPub, bobPriv); err != nil {
			t.Fatal(err)
		}
		nonce, msg := ctest.Bytes(r, 24), ctest.Bytes(r, n)
		want := box.Seal(nil, msg, (*[24]byte)(nonce), (*[32]byte)(bobPub), (*[32]byte)(alicePriv))

		sealed := make([]byte, n+16)
		if err := (Box{}).Seal(sealed, msg, nonce, bobPub, alicePriv); err != nil {
			t.Fatal(err)
		}
		ctest.EqualHex(t, fmt.Sprintf("box of %d bytes", n), sealed, want)

		got := make([]byte, n)
		if ok, err := (Box{}).Open(got, sealed, nonce, alicePub, bobPriv); err != nil || !ok || !bytes.Equal(got, msg) {
			t.Errorf("len %d: Open = %v, %v", n, ok, err)
		}

		// Precomputation gives the same key as x/crypto and the same boxes.
		var wantShared [32]byte
		box.Precompute(&wantShared, (*[32]byte)(bobPub), (*[32]byte)(alicePriv))
		shared := make([]byte, 32)
		if err := (Box{}).Precompute(shared, bobPub, alicePriv); err != nil {
			t.Fatal(err)
		}
		ctest.EqualHex(t, "beforenm key", shared, wantShared[:])
		after := make([]byte, n+16)
		if err := (Box{}).SealAfter(after, msg, nonce, shared); err != nil {
			t.Fatal(err)
		}
		ctest.EqualHex(t, "afternm box", after, want)
		got2 := make([]byte, n)
		if ok, err := (Box{}).OpenAfter(got2, after, nonce, shared); err != nil || !ok || !bytes.Equal(got2, msg) {
			t.Errorf("len %d: OpenAfter = %v, %v", n, ok, err)
		}

		// A wrong key or a flipped bit fails and zeroes the output.
		bad := bytes.Clone(sealed)
		bad[len(bad)-1] ^= 1
		out := bytes.Repeat([]byte{0xAA}, n)
		if ok, err := (Box{}).Open(out, bad, nonce, alicePub, bobPriv); err != nil || ok {
			t.Errorf("len %d: Open(tampered) = %v, %v", n, ok, err)
		}
		ctest.EqualHex(t, "output of failed Open", out, make([]byte, n))
		out = bytes.Repeat([]byte{0xAA}, n)
		if ok, err := (Box{}).OpenAfter(out, sealed, nonce, make([]byte, 32)); err != nil || ok {
			t.Errorf("len %d: OpenAfter(wrong key) = %v, %v", n, ok, err)
		}
		ctest.EqualHex(t, "output of failed OpenAfter", out, make([]byte, n))
	}
}

func TestBoxKeyPair(t *testing.T) {
	pub1, priv1 := make([]byte, 32), make([]byte, 32)
	pub2, priv2 := make([]byte, 32), make([]byte, 32)
	if err := (Box{}).KeyPair(pub1, priv1); err != nil {
		t.Fatal(err)
	}
	if err := (Box{}).KeyPair(pub2, priv2); err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(priv1, priv2) {
		t.Error("two random key pairs share their private key")
	}
	// Each public key is its private key times the base point.
	for _, kp := range [][2][]byte{{pub1, priv1}, {pub2, priv2}} {
		k, err := ecdh.X25519().NewPrivateKey(kp[1])
		if err != nil {
			t.Fatal(err)
		}
		ctest.EqualHex(t, "crypto_box_keypair public key", kp[0], k.PublicKey().Bytes())
	}
}
