package xcrypto_test

import (
	"bytes"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/xcrypto"
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// streams are the stream ciphers of the package, with their operation IDs
// for the sizes.
var streams = []struct {
	name, id string
	op       matrix.Stream
}{
	{"XSalsa20", "stream/xsalsa20", xcrypto.XSalsa20{}},
	{"Salsa20", "stream/salsa20", xcrypto.Salsa20{}},
	{"ChaCha20IETF", "stream/chacha20-ietf", xcrypto.ChaCha20IETF{}},
	{"XChaCha20", "stream/xchacha20", xcrypto.XChaCha20{}},
}

// XOR must be msg ⊕ KeyStream, in place as well as into another buffer,
// and the keystream must not depend on how much of it is asked for (the
// counter starts at zero).
func TestStream(t *testing.T) {
	for _, s := range streams {
		t.Run(s.name, func(t *testing.T) {
			spec := argtest.Spec(s.id)
			key, nonce, msg := seq(1, spec.Key), seq(100, spec.Nonce), seq(7, 300)

			ks := make([]byte, len(msg))
			if err := s.op.KeyStream(ks, nonce, key); err != nil {
				t.Fatal(err)
			}
			if bytes.Equal(ks, make([]byte, len(ks))) {
				t.Fatal("keystream is all zeros")
			}
			short := make([]byte, 70)
			if err := s.op.KeyStream(short, nonce, key); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(short, ks[:70]) {
				t.Fatal("KeyStream(70 bytes) is not a prefix of KeyStream(300 bytes)")
			}

			ct := make([]byte, len(msg))
			if err := s.op.XOR(ct, msg, nonce, key); err != nil {
				t.Fatal(err)
			}
			for i := range ct {
				if ct[i] != msg[i]^ks[i] {
					t.Fatalf("XOR byte %d = %#x, want msg⊕keystream = %#x", i, ct[i], msg[i]^ks[i])
				}
			}

			inPlace := bytes.Clone(msg)
			if err := s.op.XOR(inPlace, inPlace, nonce, key); err != nil {
				t.Fatalf("in place: %v", err)
			}
			if !bytes.Equal(inPlace, ct) {
				t.Fatal("XOR in place differs from XOR into another buffer")
			}

			other := bytes.Clone(nonce)
			other[len(other)-1] ^= 1
			if err := s.op.KeyStream(short, other, key); err != nil {
				t.Fatal(err)
			}
			if bytes.Equal(short, ks[:70]) {
				t.Fatal("keystream does not depend on the last nonce byte")
			}
		})
	}
}

// The extended-nonce ciphers are defined from their cores: XSalsa20 with
// (key, nonce) is Salsa20 with key HSalsa20(key, nonce[0:16]) and nonce
// nonce[16:24] (Bernstein, "Extending the Salsa20 nonce", 2008);
// XChaCha20 is ChaCha20-IETF with key HChaCha20(key, nonce[0:16]) and nonce
// 0⁴‖nonce[16:24] (draft-irtf-cfrg-xchacha, section 2.3). This checks the
// argument order of the core bindings against the stream bindings.
func TestExtendedNonce(t *testing.T) {
	key, nonce := seq(3, 32), seq(50, 24)
	for _, c := range []struct {
		name      string
		x, base   matrix.Stream
		core      matrix.Core
		baseNonce []byte
	}{
		{"XSalsa20", xcrypto.XSalsa20{}, xcrypto.Salsa20{}, xcrypto.HSalsa20{}, nonce[16:24]},
		{"XChaCha20", xcrypto.XChaCha20{}, xcrypto.ChaCha20IETF{}, xcrypto.HChaCha20{},
			append(make([]byte, 4), nonce[16:24]...)},
	} {
		want := make([]byte, 200)
		if err := c.x.KeyStream(want, nonce, key); err != nil {
			t.Fatal(err)
		}
		sub := make([]byte, 32)
		if err := c.core.Core(sub, nonce[:16], key, []byte(matrix.Sigma)); err != nil {
			t.Fatal(err)
		}
		got := make([]byte, 200)
		if err := c.base.KeyStream(got, c.baseNonce, sub); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s: keystream differs from the base cipher under the core's subkey", c.name)
		}
	}
}
