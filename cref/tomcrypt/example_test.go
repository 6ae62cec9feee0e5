package tomcrypt_test

import (
	"encoding/hex"
	"fmt"
	"io"
	"strings"

	"github.com/naclcmp/naclcmp/cref/tomcrypt"
)

// Hash a stream incrementally with a 32-byte BLAKE2b digest, as
// `b2sum -l 256` does.
func ExampleBLAKE2b_NewHash() {
	h, err := tomcrypt.BLAKE2b{}.NewHash(32)
	if err != nil {
		fmt.Println(err)
		return
	}
	io.Copy(h, strings.NewReader("abc"))
	fmt.Println(hex.EncodeToString(h.Sum(nil)))
	// Output:
	// bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319
}

// Encrypt with ChaCha20-Poly1305 and open the result.
func ExampleChaCha20Poly1305() {
	key, nonce := make([]byte, 32), make([]byte, 12)
	msg := []byte("attack at dawn")
	ct := make([]byte, len(msg)+16)
	var aead tomcrypt.ChaCha20Poly1305
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
