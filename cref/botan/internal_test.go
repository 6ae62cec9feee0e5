package botan

import (
	"strings"
	"testing"
)

// TestExceptionsBecomeCodes hands Botan, past the Go checks, arguments it
// refuses by throwing a C++ exception (Invalid_IV_Length,
// Invalid_Key_Length): the FFI must catch each and return a
// BOTAN_FFI_ERROR_* code, which the binding reports as an error naming the
// operation and Botan's description, instead of the exception unwinding
// through cgo (which would abort the process). A forged ciphertext, whose
// Invalid_Authentication_Tag the FFI turns into BOTAN_FFI_ERROR_BAD_MAC,
// is the same path, checked by TestAEADs.
func TestExceptionsBecomeCodes(t *testing.T) {
	key, nonce, buf := make([]byte, 32), make([]byte, 24), make([]byte, 64)

	chacha := streamChaCha20IETF
	chacha.sizes.Nonce = 7
	poly := macPoly1305
	poly.keyLen = 16
	gcm := aeadAES256GCM
	gcm.nonce = 0
	sealed := make([]byte, len(buf)+aeadTagBytes)
	for _, tc := range []struct {
		name string
		err  error
	}{
		{"ChaCha20 with a 7-byte nonce", chacha.keyStream(buf, nonce[:7], key)},
		{"Poly1305 with a 16-byte key", poly.mac(make([]byte, 16), buf, key[:16])},
		{"AES-256-GCM with an empty nonce", gcm.seal(sealed, buf, nil, nil, key)},
	} {
		if tc.err == nil || !strings.HasPrefix(tc.err.Error(), "botan: ") || !strings.Contains(tc.err.Error(), "failed: ") {
			t.Errorf("%s: %v, want a botan error with Botan's description of the code", tc.name, tc.err)
		}
		t.Logf("%s: %v", tc.name, tc.err)
	}
}
