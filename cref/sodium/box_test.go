package sodium_test

import (
	"bytes"
	"crypto/sha512"
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/sodium"
)

// TestBoxSeedKeyPair checks libsodium's documented construction of
// crypto_box_seed_keypair: the private key is the first 32 bytes of
// SHA-512(seed) and the public key is its X25519 base-point multiple.
func TestBoxSeedKeyPair(t *testing.T) {
	var b sodium.Box
	for _, seed := range [][]byte{make([]byte, 32), ctest.Seq(32, 1), bytes.Repeat([]byte{0xff}, 32)} {
		pub, priv := make([]byte, 32), make([]byte, 32)
		if err := b.SeedKeyPair(pub, priv, seed); err != nil {
			t.Fatal(err)
		}
		h := sha512.Sum512(seed)
		if !bytes.Equal(priv, h[:32]) {
			t.Errorf("seed %x: private %x, want SHA-512(seed)[:32] = %x", seed, priv, h[:32])
		}
		want := make([]byte, 32)
		if err := (sodium.X25519{}).ScalarBaseMult(want, priv); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(pub, want) {
			t.Errorf("seed %x: public %x, want X25519(private, 9) = %x", seed, pub, want)
		}
	}
}

// boxPair derives two box key pairs from fixed seeds.
func boxPair(t *testing.T) (pubA, privA, pubB, privB []byte) {
	t.Helper()
	var b sodium.Box
	pubA, privA, pubB, privB = make([]byte, 32), make([]byte, 32), make([]byte, 32), make([]byte, 32)
	if err := b.SeedKeyPair(pubA, privA, ctest.Seq(32, 1)); err != nil {
		t.Fatal(err)
	}
	if err := b.SeedKeyPair(pubB, privB, ctest.Seq(32, 50)); err != nil {
		t.Fatal(err)
	}
	return
}

// TestBoxPrecompute checks that both directions of a box pair derive the
// same shared key, that the afternm functions produce the same boxes as the
// one-shot ones, and that a forged box is refused with a zeroed output.
func TestBoxPrecompute(t *testing.T) {
	var b sodium.Box
	pubA, privA, pubB, privB := boxPair(t)
	nonce, msg := ctest.Seq(24, 200), ctest.Seq(77, 5)

	sharedAB, sharedBA := make([]byte, 32), make([]byte, 32)
	if err := b.Precompute(sharedAB, pubB, privA); err != nil {
		t.Fatal(err)
	}
	if err := b.Precompute(sharedBA, pubA, privB); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(sharedAB, sharedBA) {
		t.Fatal("Precompute differs between the two sides")
	}

	box := make([]byte, len(msg)+16)
	if err := b.Seal(box, msg, nonce, pubB, privA); err != nil {
		t.Fatal(err)
	}
	after := make([]byte, len(box))
	if err := b.SealAfter(after, msg, nonce, sharedAB); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(box, after) {
		t.Fatal("SealAfter differs from Seal")
	}

	got := make([]byte, len(msg))
	if ok, err := b.Open(got, box, nonce, pubA, privB); !ok || err != nil || !bytes.Equal(got, msg) {
		t.Fatalf("Open = %v, %v, %x", ok, err, got)
	}
	got = make([]byte, len(msg))
	if ok, err := b.OpenAfter(got, box, nonce, sharedBA); !ok || err != nil || !bytes.Equal(got, msg) {
		t.Fatalf("OpenAfter = %v, %v, %x", ok, err, got)
	}

	box[20] ^= 4
	for name, open := range map[string]func(out []byte) (bool, error){
		"Open":      func(out []byte) (bool, error) { return b.Open(out, box, nonce, pubA, privB) },
		"OpenAfter": func(out []byte) (bool, error) { return b.OpenAfter(out, box, nonce, sharedBA) },
	} {
		out := bytes.Repeat([]byte{0xee}, len(msg))
		if ok, err := open(out); ok || err != nil || !ctest.AllZero(out) {
			t.Errorf("%s(forged) = %v, %v, msg %x; want false, nil, zeros", name, ok, err, out)
		}
	}
}

// TestBoxLowOrder checks that an all-zero peer public key, a low-order
// point, is refused with an error rather than producing a box under a
// predictable key, and that nothing is written.
func TestBoxLowOrder(t *testing.T) {
	var b sodium.Box
	_, privA, _, _ := boxPair(t)
	zeroPub := make([]byte, 32)
	box := bytes.Repeat([]byte{0xee}, 16+3)
	if err := b.Seal(box, []byte("abc"), ctest.Seq(24, 0), zeroPub, privA); err == nil {
		t.Fatal("Seal to a low-order public key succeeded")
	}
	if !bytes.Equal(box, bytes.Repeat([]byte{0xee}, len(box))) {
		t.Fatal("refused Seal wrote to box")
	}
	shared := bytes.Repeat([]byte{0xee}, 32)
	if err := b.Precompute(shared, zeroPub, privA); err == nil {
		t.Fatal("Precompute with a low-order public key succeeded")
	}
	out := bytes.Repeat([]byte{0xee}, 32)
	if err := (sodium.X25519{}).ScalarMult(out, privA, zeroPub); err == nil {
		t.Fatal("ScalarMult with a low-order point succeeded")
	}
	if !bytes.Equal(out, bytes.Repeat([]byte{0xee}, 32)) {
		t.Fatal("refused ScalarMult wrote to out")
	}
}
