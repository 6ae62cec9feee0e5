package sealref

import (
	"bytes"
	"testing"

	"github.com/naclcmp/naclcmp/internal/checktest"
)

// TestPublishedVector opens PyNaCl's libsodium-made sealed box
// (vectors/pynacl-sealedbox.json): the reference reads libsodium's format.
func TestPublishedVector(t *testing.T) {
	v := checktest.Vector(t, "pynacl-sealedbox", "sealedbox/curve25519xsalsa20poly1305", 1)
	msg, ok := Open(v.Out, v.Public, v.Private, Nonce)
	if !ok || !bytes.Equal(msg, v.Msg) {
		t.Fatalf("Open(published box) = %x, %v; want %x, true", msg, ok, v.Msg)
	}
	bad := bytes.Clone(v.Out)
	bad[40] ^= 1
	if _, ok := Open(bad, v.Public, v.Private, Nonce); ok {
		t.Error("Open accepted the published box with a tag bit flipped")
	}
}

// TestSealDeterministic checks that a sealed box depends only on its
// inputs, opens, carries the ephemeral public key first, and does not open
// under another nonce derivation.
func TestSealDeterministic(t *testing.T) {
	v := checktest.Vector(t, "pynacl-sealedbox", "sealedbox/curve25519xsalsa20poly1305", 1)
	esk, msg := bytes.Repeat([]byte{7}, 32), []byte("a message")
	a, err := Seal(msg, v.Public, esk, Nonce)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Seal(msg, v.Public, esk, Nonce)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) || len(a) != len(msg)+Overhead {
		t.Fatalf("two seals with one ephemeral key: %x and %x (want equal, %d bytes)", a, b, len(msg)+Overhead)
	}
	if got, ok := Open(a, v.Public, v.Private, Nonce); !ok || !bytes.Equal(got, msg) {
		t.Errorf("Open(own box) = %q, %v", got, ok)
	}
	other := func(e, _ []byte) [24]byte { return Nonce(e, make([]byte, 32)) }
	if _, ok := Open(a, v.Public, v.Private, other); ok {
		t.Error("a box opened under a nonce without the recipient's key")
	}
	if _, err := Seal(msg, v.Public[:31], esk, Nonce); err == nil {
		t.Error("Seal accepted a 31-byte recipient key")
	}
}
