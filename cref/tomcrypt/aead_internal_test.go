package tomcrypt

import (
	"bytes"
	"testing"

	"golang.org/x/crypto/chacha20poly1305"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
)

// TestChaCha20Poly1305EmptyMessage checks Seal and Open of an empty
// message under associated data of every length from 0 to 40 against
// golang.org/x/crypto, and pins the libtomcrypt 1.18.2 bug the glue works
// around: its own chacha20poly1305_memory leaves out the padding of
// associated data whose length is not a multiple of 16 when the message
// is empty (Wycheproof chacha20_poly1305_test.json tcId 3). If the pinned
// half fails, the linked libtomcrypt computes those tags right, and the
// workaround in naclcmp_tomcrypt.c can go.
func TestChaCha20Poly1305EmptyMessage(t *testing.T) {
	key, nonce := ctest.Seq(32, 1), ctest.Seq(12, 2)
	x, err := chacha20poly1305.New(key)
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; n <= 40; n++ {
		ad := ctest.Seq(n, 3)
		want := x.Seal(nil, nonce, nil, ad)
		ct := make([]byte, 16)
		if err := (ChaCha20Poly1305{}).Seal(ct, nil, ad, nonce, key); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(ct, want) {
			t.Errorf("Seal(empty message, %d bytes of ad) = %x, x/crypto gives %x", n, ct, want)
		}
		if ok, err := (ChaCha20Poly1305{}).Open(nil, want, ad, nonce, key); !ok || err != nil {
			t.Errorf("Open(x/crypto's empty message, %d bytes of ad) = %v, %v", n, ok, err)
		}
		lib := make([]byte, 16)
		if err := libraryChaCha20Poly1305Seal(lib, nil, ad, nonce, key); err != nil {
			t.Fatal(err)
		}
		if libWrong := !bytes.Equal(lib, want); libWrong != (n%16 != 0) {
			t.Errorf("libtomcrypt's chacha20poly1305_memory, empty message, %d bytes of ad: wrong tag %v, pinned %v", n, libWrong, n%16 != 0)
		}
	}
	// With a message, libtomcrypt pads the associated data itself.
	for _, n := range []int{1, 8, 17} {
		ad, msg := ctest.Seq(n, 3), ctest.Seq(5, 4)
		lib := make([]byte, len(msg)+16)
		if err := libraryChaCha20Poly1305Seal(lib, msg, ad, nonce, key); err != nil {
			t.Fatal(err)
		}
		ctest.EqualHex(t, "chacha20poly1305_memory with a message", lib, x.Seal(nil, nonce, msg, ad))
	}
}
