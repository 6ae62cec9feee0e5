package nettle_test

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"io"
	"strings"

	"github.com/naclcmp/naclcmp/cref/nettle"
)

// Hash a stream incrementally, as `sha256sum` does.
func ExampleSHA256_NewHash() {
	h, err := nettle.SHA256{}.NewHash(32)
	if err != nil {
		fmt.Println(err)
		return
	}
	io.Copy(h, strings.NewReader("abc"))
	fmt.Println(hex.EncodeToString(h.Sum(nil)))
	// Output:
	// ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
}

// Encrypt with ChaCha20-Poly1305 and open the result.
func ExampleChaCha20Poly1305() {
	key, nonce := make([]byte, 32), make([]byte, 12)
	msg := []byte("attack at dawn")
	ct := make([]byte, len(msg)+16)
	var aead nettle.ChaCha20Poly1305
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

// A low-order point gives the all-zero shared secret without an error:
// Nettle leaves the check to the caller.
func ExampleX25519_ScalarMult() {
	scalar, point, out := make([]byte, 32), make([]byte, 32), make([]byte, 32)
	scalar[0] = 1
	err := nettle.X25519{}.ScalarMult(out, scalar, point)
	fmt.Println(hex.EncodeToString(out), err)
	// Output:
	// 0000000000000000000000000000000000000000000000000000000000000000 <nil>
}

// Derive a key with HKDF-SHA-256: RFC 5869's test case 1.
func ExampleHKDFSHA256() {
	secret := bytes.Repeat([]byte{0x0b}, 22)
	salt, _ := hex.DecodeString("000102030405060708090a0b0c")
	info, _ := hex.DecodeString("f0f1f2f3f4f5f6f7f8f9")
	out := make([]byte, 42)
	err := nettle.HKDFSHA256{}.Key(out, secret, salt, info)
	fmt.Println(hex.EncodeToString(out), err)
	// Output:
	// 3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865 <nil>
}
