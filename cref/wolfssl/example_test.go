package wolfssl_test

import (
	"encoding/hex"
	"fmt"
	"io"
	"strings"

	"github.com/naclcmp/naclcmp/cref/wolfssl"
)

// Hash a stream incrementally with SHA-256.
func ExampleSHA256_NewHash() {
	h, err := wolfssl.SHA256{}.NewHash(32)
	if err != nil {
		fmt.Println(err)
		return
	}
	io.Copy(h, strings.NewReader("abc"))
	fmt.Println(hex.EncodeToString(h.Sum(nil)))
	// Output:
	// ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
}

// Encrypt with XChaCha20-Poly1305 and open the result.
func ExampleXChaCha20Poly1305() {
	key, nonce := make([]byte, 32), make([]byte, 24)
	msg := []byte("attack at dawn")
	ct := make([]byte, len(msg)+16)
	var aead wolfssl.XChaCha20Poly1305
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
