package openssl_test

import (
	"bytes"
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

// Derive a key with HKDF-SHA-256: RFC 5869's test case 1 (Appendix A.1).
func ExampleHKDFSHA256() {
	secret := bytes.Repeat([]byte{0x0b}, 22)
	salt, _ := hex.DecodeString("000102030405060708090a0b0c")
	info, _ := hex.DecodeString("f0f1f2f3f4f5f6f7f8f9")
	okm := make([]byte, 42)
	if err := (openssl.HKDFSHA256{}).Key(okm, secret, salt, info); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(hex.EncodeToString(okm))
	// Output:
	// 3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865
}
