package botan_test

import (
	"encoding/hex"
	"fmt"
	"io"
	"strings"

	"github.com/naclcmp/naclcmp/cref/botan"
)

// Hash a stream incrementally with a 32-byte BLAKE2b.
func ExampleBLAKE2b_NewHash() {
	h, err := botan.BLAKE2b{}.NewHash(32)
	if err != nil {
		fmt.Println(err)
		return
	}
	io.Copy(h, strings.NewReader("abc"))
	fmt.Println(hex.EncodeToString(h.Sum(nil)))
	// Output:
	// bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319
}

// Encrypt with XChaCha20-Poly1305 and open the result.
func ExampleXChaCha20Poly1305() {
	key, nonce := make([]byte, 32), make([]byte, 24)
	msg := []byte("attack at dawn")
	ct := make([]byte, len(msg)+16)
	var aead botan.XChaCha20Poly1305
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

// Derive a key with HKDF-SHA-256 in its two steps: RFC 5869's test case 1.
func ExampleHKDFSHA256_Expand() {
	secret := make([]byte, 22)
	for i := range secret {
		secret[i] = 0x0b
	}
	salt, _ := hex.DecodeString("000102030405060708090a0b0c")
	info, _ := hex.DecodeString("f0f1f2f3f4f5f6f7f8f9")
	var h botan.HKDFSHA256
	prk, out := make([]byte, 32), make([]byte, 42)
	if err := h.Extract(prk, secret, salt); err != nil {
		fmt.Println(err)
		return
	}
	err := h.Expand(out, prk, info)
	fmt.Println(hex.EncodeToString(prk))
	fmt.Println(hex.EncodeToString(out), err)
	// Output:
	// 077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5
	// 3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865 <nil>
}
