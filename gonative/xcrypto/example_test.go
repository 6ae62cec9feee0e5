package xcrypto_test

import (
	"fmt"

	"github.com/naclcmp/naclcmp/gonative/xcrypto"
)

func Example() {
	sb := xcrypto.SecretBox{}
	key := make([]byte, 32)   // a secret key; random in real use
	nonce := make([]byte, 24) // unique for every message under key
	msg := []byte("hello")

	box := make([]byte, len(msg)+16) // tag‖ciphertext
	if err := sb.Seal(box, msg, nonce, key); err != nil {
		fmt.Println(err)
		return
	}
	opened := make([]byte, len(box)-16)
	ok, err := sb.Open(opened, box, nonce, key)
	fmt.Println(ok, err, string(opened))

	box[0] ^= 1 // a forgery is false, not an error, and leaves no plaintext
	ok, err = sb.Open(opened, box, nonce, key)
	fmt.Println(ok, err, opened)

	// A short nonce is refused before x/crypto, which would panic, sees it.
	fmt.Println(sb.Seal(box, msg, nonce[:23], key))
	// Output:
	// true <nil> hello
	// false <nil> [0 0 0 0 0]
	// xcrypto: nonce: want 24 bytes, got 23
}
