package cloop

import (
	"bytes"
	"crypto/ed25519"
	"crypto/sha512"
	"strings"
	"testing"

	"golang.org/x/crypto/nacl/secretbox"
	"golang.org/x/crypto/poly1305"
	"golang.org/x/crypto/salsa20"
)

// reference computes, with Go code, what each loop must write into Out, so
// that the loops are known to time the functions they are named after.
var reference = map[string]func(msg, key, nonce []byte) []byte{
	"crypto_hash_sha512": func(msg, _, _ []byte) []byte {
		d := sha512.Sum512(msg)
		return d[:]
	},
	"crypto_onetimeauth_poly1305": func(msg, key, _ []byte) []byte {
		var tag [16]byte
		poly1305.Sum(&tag, msg, (*[32]byte)(key))
		return tag[:]
	},
	"crypto_stream_xsalsa20_xor": func(msg, key, nonce []byte) []byte {
		out := make([]byte, len(msg))
		salsa20.XORKeyStream(out, msg, nonce, (*[32]byte)(key)) // a 24-byte nonce selects XSalsa20
		return out
	},
	"crypto_secretbox_easy": func(msg, key, nonce []byte) []byte {
		return secretbox.Seal(nil, msg, (*[24]byte)(nonce), (*[32]byte)(key))
	},
	"crypto_sign_detached": func(msg, seed, _ []byte) []byte {
		return ed25519.Sign(ed25519.NewKeyFromSeed(seed), msg)
	},
}

func pattern(n int, mul byte) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i)*mul + 7
	}
	return b
}

func TestLoopsComputeTheirFunction(t *testing.T) {
	if !Available() {
		t.Skip("built without cgo")
	}
	key, nonce := pattern(KeySize, 3), pattern(NonceSize, 5)
	for _, l := range Loops() {
		want, ok := reference[l.Function]
		if !ok {
			t.Errorf("%s: no reference in the test", l.Function)
			continue
		}
		for _, n := range []int{0, 1, 64, 1000, 4096} {
			msg := pattern(n, 11)
			p, err := l.New(msg, key, nonce)
			if err != nil {
				t.Fatalf("%s: New: %v", l.Function, err)
			}
			if err := p.Run(3); err != nil {
				t.Fatalf("%s(%d bytes): %v", l.Function, n, err)
			}
			if w := want(msg, key, nonce); !bytes.Equal(p.Out, w) {
				t.Errorf("%s(%d bytes) = %x…, want %x…", l.Function, n, head(p.Out), head(w))
			}
		}
	}
}

func head(b []byte) []byte { return b[:min(len(b), 16)] }

func TestNewRejectsBadSizes(t *testing.T) {
	for _, l := range Loops() {
		if _, err := l.New(nil, make([]byte, 31), make([]byte, NonceSize)); err == nil || !strings.Contains(err.Error(), "key: want 32 bytes, got 31") {
			t.Errorf("%s: short key: err = %v", l.Function, err)
		}
		if _, err := l.New(nil, make([]byte, KeySize), make([]byte, 25)); err == nil || !strings.Contains(err.Error(), "nonce: want 24 bytes, got 25") {
			t.Errorf("%s: long nonce: err = %v", l.Function, err)
		}
		p, err := l.New(nil, make([]byte, KeySize), make([]byte, NonceSize))
		if err != nil {
			t.Fatalf("%s: %v", l.Function, err)
		}
		if err := p.Run(-1); err == nil {
			t.Errorf("%s: Run(-1) succeeded", l.Function)
		}
	}
}

func TestLoopsNameCatalogueOperations(t *testing.T) {
	seen := map[string]bool{}
	for _, l := range Loops() {
		if !strings.HasPrefix(l.Function, "crypto_") || !strings.Contains(l.Op, "/") || l.Call == "" {
			t.Errorf("loop %+v is not named like a libsodium function and a catalogue operation", l)
		}
		if seen[l.Function] {
			t.Errorf("duplicate loop %s", l.Function)
		}
		seen[l.Function] = true
	}
}

func TestEmpty(t *testing.T) {
	if !Available() {
		if EmptyRunner(1) == nil {
			t.Fatal("EmptyRunner succeeded without cgo")
		}
		return
	}
	Empty()
	if err := EmptyRunner(100); err != nil {
		t.Fatal(err)
	}
	if v := SodiumVersion(); v == "" {
		t.Error("SodiumVersion is empty")
	}
}
