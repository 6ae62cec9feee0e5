package openssl

import (
	"bytes"
	"crypto/hkdf"
	"crypto/sha256"
	"crypto/sha512"
	"errors"
	"hash"
	"strings"
	"testing"
)

// TestHKDFInfoLimit checks the probe of OpenSSL's info limit and its
// use: the longest info found is taken, and gives RFC 5869's key
// (crypto/hkdf's); one byte more is refused before OpenSSL sees it, as
// unsupported, naming info, with nothing written; and the limit is one
// OpenSSL 3 has had, not below the 257 bytes hkdftest derives with.
func TestHKDFInfoLimit(t *testing.T) {
	if err := Init(); err != nil {
		t.Fatal(err)
	}
	switch hkdfInfoMax {
	case 32 * 1024, 2048, 1024:
	default:
		t.Fatalf("hkdfInfoMax = %d, not a limit of OpenSSL 3's HKDF", hkdfInfoMax)
	}
	secret, salt := []byte("input keying material"), []byte("salt")
	prk := make([]byte, 64)
	for _, h := range []struct {
		alg hkdfAlg
		op  interface {
			Key(out, secret, salt, info []byte) error
		}
		hash func() hash.Hash
	}{
		{hkdfSHA256, HKDFSHA256{}, sha256.New},
		{hkdfSHA512, HKDFSHA512{}, sha512.New},
	} {
		info := bytes.Repeat([]byte{0x5c}, hkdfInfoMax)
		got := make([]byte, 100)
		if err := h.op.Key(got, secret, salt, info); err != nil {
			t.Fatalf("%s with %d bytes of info: %v", h.alg.name, len(info), err)
		}
		want, err := hkdf.Key(h.hash, secret, salt, string(info), len(got))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s with %d bytes of info = %x, want %x", h.alg.name, len(info), got, want)
		}
		info = append(info, 0)
		out := bytes.Repeat([]byte{0xa5}, 100)
		for name, err := range map[string]error{
			"Key":    h.op.Key(out, secret, salt, info),
			"Expand": h.alg.expand(out, prk[:h.alg.n], info),
		} {
			if !errors.Is(err, errors.ErrUnsupported) || !strings.HasPrefix(err.Error(), "openssl: info: ") {
				t.Errorf("%s %s with %d bytes of info: %v, want an unsupported info", h.alg.name, name, len(info), err)
			}
		}
		if !bytes.Equal(out, bytes.Repeat([]byte{0xa5}, 100)) {
			t.Errorf("%s wrote to the output of a refused call", h.alg.name)
		}
	}
}
