package gcrypt_test

import (
	"encoding/hex"
	"fmt"
	"io"
	"strings"

	"github.com/naclcmp/naclcmp/cref/gcrypt"
)

// Hash a stream incrementally with BLAKE2s-256.
func ExampleBLAKE2s_NewHash() {
	h, err := gcrypt.BLAKE2s{}.NewHash(32)
	if err != nil {
		fmt.Println(err)
		return
	}
	io.Copy(h, strings.NewReader("abc"))
	fmt.Println(hex.EncodeToString(h.Sum(nil)))
	// Output:
	// 508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982
}

// Sign a message with Ed25519 and verify the signature.
func ExampleEd25519() {
	var ed gcrypt.Ed25519
	seed := make([]byte, 32)
	public, private, sig := make([]byte, 32), make([]byte, 64), make([]byte, 64)
	if err := ed.KeyFromSeed(public, private, seed); err != nil {
		fmt.Println(err)
		return
	}
	msg := []byte("attack at dawn")
	if err := ed.Sign(sig, msg, private); err != nil {
		fmt.Println(err)
		return
	}
	ok, err := ed.Verify(sig, msg, public)
	fmt.Println(hex.EncodeToString(public)[:16], ok, err)
	// Output:
	// 3b6a27bcceb6a42d true <nil>
}
