package tomcrypt_test

import (
	"bytes"
	"crypto/hkdf"
	"crypto/hmac"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"golang.org/x/crypto/blake2b"
	"golang.org/x/crypto/blake2s"
	"golang.org/x/crypto/chacha20poly1305"
	"golang.org/x/crypto/poly1305"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
)

const prefix = "naclcmp_tomcrypt_"

// TestArchiveSymbols checks that the private archive defines only
// prefixed globals, among them the names other libraries share.
func TestArchiveSymbols(t *testing.T) {
	ctest.PrivateArchive(t, filepath.Join("..", "..", ".cache", "tomcrypt", runtime.GOARCH, "libnaclcmp_tomcrypt.a"), prefix, 100,
		"blake2b_init", "blake2s_init", "sha3_256_init", "hmac_memory", "hkdf", "crypt_build_settings")
}

// TestLinkedSymbols builds testdata/symcheck, which links the package
// beside decoy C functions named as libtomcrypt's blake2b_init,
// sha256_init and others (see ctest.BuildLinked). Its digests, tags and
// HKDF key must be right, which only libtomcrypt's own functions
// compute: the decoys abort.
func TestLinkedSymbols(t *testing.T) {
	out := ctest.BuildLinked(t, "./testdata/symcheck", ctest.Linked{
		Lib: "libtomcrypt", Prefix: prefix,
		Defined: []string{"blake2b_init", "blake2bmac_memory", "hmac_memory", "sha256_init", "chacha_crypt", "crypt_build_settings", "hkdf"},
		Decoys:  []string{"blake2b_init", "blake2s_init", "sha256_init", "sha512_init", "poly1305_init", "chacha_crypt", "hkdf"},
	})
	got := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(out.Output), "\n") {
		name, value, _ := strings.Cut(line, " ")
		got[name] = value
	}
	msg, key := []byte("abc"), make([]byte, 32)
	b2b := blake2b.Sum512(msg)
	b2s := blake2s.Sum256(msg)
	mac, _ := blake2b.New(32, key)
	mac.Write(msg)
	h256 := hmac.New(sha256.New, key)
	h256.Write(msg)
	h512 := hmac.New(sha512.New, key)
	h512.Write(msg)
	var p [16]byte
	poly1305.Sum(&p, msg, (*[32]byte)(key))
	aead, _ := chacha20poly1305.New(key)
	okm, _ := hkdf.Key(sha256.New, key, msg, string(msg), 42)
	for name, want := range map[string][]byte{
		"blake2b": b2b[:], "blake2s": b2s[:], "blake2bmac": mac.Sum(nil),
		"hmac-sha256": h256.Sum(nil), "hmac-sha512": h512.Sum(nil), "poly1305": p[:],
		"chacha20poly1305": aead.Seal(nil, make([]byte, 12), msg, nil),
		"hkdf-sha256":      okm,
	} {
		if g, _ := hex.DecodeString(got[name]); !bytes.Equal(g, want) {
			t.Errorf("symcheck %s = %s, want %x", name, got[name], want)
		}
	}
}
