package jamesruan_test

import (
	"crypto/ecdh"
	"testing"

	"github.com/naclcmp/naclcmp/cref/sodium/jamesruan"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// TestSealedBox checks the verdicts of the binding's sealed boxes with a
// key pair from crypto/ecdh; the published vector runs in compare/kat.
func TestSealedBox(t *testing.T) {
	k, err := ecdh.X25519().NewPrivateKey(make([]byte, 32))
	if err != nil {
		t.Fatal(err)
	}
	argtest.SealedBoxOpens(t, jamesruan.SealedBox{}, k.PublicKey().Bytes(), k.Bytes())
}
