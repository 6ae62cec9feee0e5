package wolfssl_test

import (
	"bytes"
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

// Derive a key in HKDF's two steps, Extract then Expand: RFC 5869's test
// case 1 (Appendix A.1), its pseudorandom key and then its output.
func ExampleHKDFSHA256_Expand() {
	var h wolfssl.HKDFSHA256
	secret := bytes.Repeat([]byte{0x0b}, 22)
	salt, _ := hex.DecodeString("000102030405060708090a0b0c")
	info, _ := hex.DecodeString("f0f1f2f3f4f5f6f7f8f9")
	prk, okm := make([]byte, 32), make([]byte, 42)
	if err := h.Extract(prk, secret, salt); err != nil {
		fmt.Println(err)
		return
	}
	if err := h.Expand(okm, prk, info); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(hex.EncodeToString(prk))
	fmt.Println(hex.EncodeToString(okm))
	// Output:
	// 077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5
	// 3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865
}
