package tomcrypt_test

import (
	"bytes"
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

// Derive keys with HKDF-SHA-512 from one secret: different info gives
// independent keys, and the same inputs the same key (crypto/hkdf's).
func ExampleHKDFSHA512() {
	secret, salt := []byte("a shared secret"), []byte("a random salt")
	enc, mac, again := make([]byte, 32), make([]byte, 32), make([]byte, 32)
	var h tomcrypt.HKDFSHA512
	for _, k := range []struct {
		out  []byte
		info string
	}{{enc, "encryption"}, {mac, "authentication"}, {again, "encryption"}} {
		if err := h.Key(k.out, secret, salt, []byte(k.info)); err != nil {
			fmt.Println(err)
			return
		}
	}
	fmt.Println(hex.EncodeToString(enc))
	fmt.Println(bytes.Equal(enc, mac), bytes.Equal(enc, again))
	// Output:
	// 0eba4f88d66583024c29b6ab227af9d65b2d3adef0b62e804374e5c793de1f8a
	// false true
}
