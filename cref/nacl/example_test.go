package nacl_test

import (
	"fmt"

	"github.com/naclcmp/naclcmp/cref/nacl"
)

// Seal and open with crypto_secretbox in the combined format tag ‖
// ciphertext.
func ExampleSecretBox() {
	key, nonce := make([]byte, 32), make([]byte, 24)
	msg := []byte("NaCl 20110221")
	box := make([]byte, len(msg)+16)
	var sb nacl.SecretBox
	if err := sb.Seal(box, msg, nonce, key); err != nil {
		fmt.Println(err)
		return
	}
	out := make([]byte, len(msg))
	ok, err := sb.Open(out, box, nonce, key)
	fmt.Println(string(out), ok, err)
	// Output:
	// NaCl 20110221 true <nil>
}
