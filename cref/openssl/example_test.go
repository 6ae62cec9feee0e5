package openssl_test

import (
	"encoding/hex"
	"fmt"
	"io"
	"strings"

	"github.com/naclcmp/naclcmp/cref/openssl"
)

// Hash a stream incrementally, as `openssl dgst -blake2b512` does.
func ExampleBLAKE2b512_NewHash() {
	h, err := openssl.BLAKE2b512{}.NewHash(64)
	if err != nil {
		fmt.Println(err)
		return
	}
	io.Copy(h, strings.NewReader("abc"))
	fmt.Println(hex.EncodeToString(h.Sum(nil))[:32])
	// Output:
	// ba80a53f981c4d0d6a2797b69f12f6e9
}

// Encrypt with ChaCha20-Poly1305 and open the result.
func ExampleChaCha20Poly1305() {
	key, nonce := make([]byte, 32), make([]byte, 12)
	msg := []byte("attack at dawn")
	ct := make([]byte, len(msg)+16)
	var aead openssl.ChaCha20Poly1305
	if err := aead.Seal(ct, msg, nil, nonce, key); err != nil {
		fmt.Println(err)
		return
	}
	out := make([]byte, len(msg))
	ok, err := aead.Open(out, ct, nil, nonce, key)
	fmt.Println(string(out), ok, err)
	// Output:
	// attack at dawn true <nil>
}
