package sodium_test

import (
	"encoding/hex"
	"fmt"

	"github.com/naclcmp/naclcmp/cref/sodium"
)

// Sign and verify with the key of RFC 8032 section 7.1, TEST 1.
func ExampleEd25519() {
	seed, _ := hex.DecodeString("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")

	var ed sodium.Ed25519
	public, private := make([]byte, 32), make([]byte, 64)
	if err := ed.KeyFromSeed(public, private, seed); err != nil {
		fmt.Println(err)
		return
	}
	sig := make([]byte, 64)
	if err := ed.Sign(sig, nil, private); err != nil {
		fmt.Println(err)
		return
	}
	ok, err := ed.Verify(sig, nil, public)
	fmt.Println(hex.EncodeToString(sig[:16]), ok, err)

	ok, err = ed.Verify(sig, []byte("tampered"), public)
	fmt.Println(ok, err)
	// Output:
	// e5564300c360ac729086e2cc806e828a true <nil>
	// false <nil>
}
