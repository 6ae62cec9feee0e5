package edwards25519_test

import (
	"bytes"
	"crypto/ecdh"
	"crypto/ed25519"
	"fmt"

	"github.com/naclcmp/naclcmp/gonative/edwards25519"
)

func Example() {
	// An Ed25519 signing key pair, here from a fixed seed.
	priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{1}, 32))

	k := edwards25519.Ed25519X25519{}
	xPub, xPriv := make([]byte, 32), make([]byte, 32)
	if err := k.PublicToX25519(xPub, priv.Public().(ed25519.PublicKey)); err != nil {
		fmt.Println(err)
		return
	}
	if err := k.PrivateToX25519(xPriv, priv); err != nil {
		fmt.Println(err)
		return
	}

	// The converted keys form an X25519 key pair.
	p, err := ecdh.X25519().NewPrivateKey(xPriv)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(bytes.Equal(p.PublicKey().Bytes(), xPub))

	fmt.Println(k.PublicToX25519(xPub, priv[:31]))
	// Output:
	// true
	// edwards25519: edPublic: want 32 bytes, got 31
}
