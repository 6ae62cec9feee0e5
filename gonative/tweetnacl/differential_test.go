package tweetnacl_test

import (
	"bytes"
	"crypto/ed25519"
	"crypto/sha512"
	"encoding/binary"
	"fmt"
	"testing"

	"golang.org/x/crypto/curve25519"
	"golang.org/x/crypto/nacl/box"
	"golang.org/x/crypto/nacl/secretbox"
	"golang.org/x/crypto/poly1305"
	"golang.org/x/crypto/salsa20"
	"golang.org/x/crypto/salsa20/salsa"

	"github.com/naclcmp/naclcmp/gonative/tweetnacl"
	"github.com/naclcmp/naclcmp/matrix"
)

// The tests in this file compare the port with Go's own implementations on
// random inputs of every length in messageSizes: crypto/sha512,
// crypto/ed25519 and golang.org/x/crypto's salsa20, poly1305, curve25519,
// nacl/secretbox and nacl/box.

func TestSHA512MatchesStdlib(t *testing.T) {
	r := newRand(1)
	for _, n := range messageSizes {
		msg := randBytes(r, n)
		out := make([]byte, 64)
		if err := (tweetnacl.SHA512{}).Hash(out, msg); err != nil {
			t.Fatal(err)
		}
		want := sha512.Sum512(msg)
		equalHex(t, fmt.Sprintf("SHA-512 of %d bytes", n), out, want[:])

		// In place: crypto_hash writes out after reading msg.
		if n >= 64 {
			buf := bytes.Clone(msg)
			if err := (tweetnacl.SHA512{}).Hash(buf[:64], buf); err != nil {
				t.Fatal(err)
			}
			equalHex(t, fmt.Sprintf("in-place SHA-512 of %d bytes", n), buf[:64], want[:])
		}
	}
}

// TestHashBlocks builds SHA-512 from crypto_hashblocks alone: the FIPS
// 180-4 initial value, the message's whole blocks, then the padding; the
// final state must be crypto/sha512's digest.
func TestHashBlocks(t *testing.T) {
	iv := [8]uint64{
		0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
		0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179,
	}
	r := newRand(2)
	for _, n := range messageSizes {
		msg := randBytes(r, n)
		state := make([]byte, 64)
		for i, w := range iv {
			binary.BigEndian.PutUint64(state[8*i:], w)
		}
		whole := n / 128 * 128
		if err := (tweetnacl.SHA512{}).HashBlocks(state, msg[:whole]); err != nil {
			t.Fatal(err)
		}
		tail := append(bytes.Clone(msg[whole:]), 0x80)
		for len(tail)%128 != 112 {
			tail = append(tail, 0)
		}
		tail = append(tail, make([]byte, 8)...)
		tail = binary.BigEndian.AppendUint64(tail, uint64(n)*8)
		if err := (tweetnacl.SHA512{}).HashBlocks(state, tail); err != nil {
			t.Fatal(err)
		}
		want := sha512.Sum512(msg)
		equalHex(t, fmt.Sprintf("hashblocks SHA-512 of %d bytes", n), state, want[:])
	}
}

// TestStreamMatchesXCrypto compares XSalsa20 and Salsa20 with x/crypto's
// salsa20, which picks the cipher by the nonce size: XOR, keystream and
// exact in-place XOR.
func TestStreamMatchesXCrypto(t *testing.T) {
	r := newRand(3)
	for _, tc := range []struct {
		name  string
		s     matrix.Stream
		nonce int
	}{{"xsalsa20", tweetnacl.XSalsa20{}, 24}, {"salsa20", tweetnacl.Salsa20{}, 8}} {
		for _, n := range messageSizes {
			key, nonce, msg := randBytes(r, 32), randBytes(r, tc.nonce), randBytes(r, n)
			want := make([]byte, n)
			salsa20.XORKeyStream(want, msg, nonce, (*[32]byte)(key))
			got := make([]byte, n)
			if err := tc.s.XOR(got, msg, nonce, key); err != nil {
				t.Fatal(err)
			}
			equalHex(t, fmt.Sprintf("%s XOR of %d bytes", tc.name, n), got, want)

			wantKS := make([]byte, n)
			salsa20.XORKeyStream(wantKS, make([]byte, n), nonce, (*[32]byte)(key))
			ks := make([]byte, n)
			if err := tc.s.KeyStream(ks, nonce, key); err != nil {
				t.Fatal(err)
			}
			equalHex(t, fmt.Sprintf("%s keystream of %d bytes", tc.name, n), ks, wantKS)

			inPlace := bytes.Clone(msg)
			if err := tc.s.XOR(inPlace, inPlace, nonce, key); err != nil {
				t.Fatal(err)
			}
			equalHex(t, fmt.Sprintf("%s in-place XOR of %d bytes", tc.name, n), inPlace, want)
		}
	}
}

// TestSalsa20CoreIsKeystreamBlock checks crypto_core_salsa20 against
// x/crypto's Salsa20 keystream: block c of nonce n is the core of n ‖ c
// (little-endian) under the key and "expand 32-byte k", including the
// blocks where the original's counter carries into its upper bytes.
func TestSalsa20CoreIsKeystreamBlock(t *testing.T) {
	r := newRand(4)
	for _, block := range []uint64{0, 1, 255, 256, 1 << 32, 1<<64 - 1} {
		nonce, key := randBytes(r, 8), randBytes(r, 32)
		var counter [16]byte
		copy(counter[:], nonce)
		binary.LittleEndian.PutUint64(counter[8:], block)
		want := make([]byte, 64)
		salsa.XORKeyStream(want, make([]byte, 64), &counter, (*[32]byte)(key))
		got := make([]byte, 64)
		if err := (tweetnacl.Salsa20Core{}).Core(got, counter[:], key, []byte(matrix.Sigma)); err != nil {
			t.Fatal(err)
		}
		equalHex(t, fmt.Sprintf("Salsa20 core, block %d", block), got, want)
	}
}

func TestHSalsa20MatchesXCrypto(t *testing.T) {
	r := newRand(5)
	for i := range 16 {
		in, key, constant := randBytes(r, 16), randBytes(r, 32), []byte(matrix.Sigma)
		if i%2 == 1 {
			constant = randBytes(r, 16) // the constant is an input like any other
		}
		var want [32]byte
		salsa.HSalsa20(&want, (*[16]byte)(in), (*[32]byte)(key), (*[16]byte)(constant))
		got := make([]byte, 32)
		if err := (tweetnacl.HSalsa20{}).Core(got, in, key, constant); err != nil {
			t.Fatal(err)
		}
		equalHex(t, "HSalsa20", got, want[:])
	}
}

// TestPoly1305MatchesXCrypto compares the original's 17-limb Poly1305 with
// x/crypto's on random keys, and on keys and messages that drive the
// accumulator to its limits: all-ones blocks under the largest clamped r,
// and s = 2^128 - 1, whose addition wraps.
func TestPoly1305MatchesXCrypto(t *testing.T) {
	r := newRand(6)
	maxKey := bytes.Repeat([]byte{0xff}, 32)
	for _, n := range messageSizes {
		for _, tc := range []struct {
			name     string
			msg, key []byte
		}{
			{"random", randBytes(r, n), randBytes(r, 32)},
			{"all ones", bytes.Repeat([]byte{0xff}, n), maxKey},
		} {
			var want [16]byte
			poly1305.Sum(&want, tc.msg, (*[32]byte)(tc.key))
			tag := make([]byte, 16)
			if err := (tweetnacl.Poly1305{}).MAC(tag, tc.msg, tc.key); err != nil {
				t.Fatal(err)
			}
			equalHex(t, fmt.Sprintf("Poly1305 of %d bytes, %s", n, tc.name), tag, want[:])
			if ok, err := (tweetnacl.Poly1305{}).Verify(want[:], tc.msg, tc.key); !ok || err != nil {
				t.Errorf("%d bytes, %s: Verify(x/crypto's tag) = %v, %v", n, tc.name, ok, err)
			}
		}
	}
}

func TestSecretBoxMatchesXCrypto(t *testing.T) {
	r := newRand(7)
	for _, n := range messageSizes {
		key, nonce, msg := randBytes(r, 32), randBytes(r, 24), randBytes(r, n)
		want := secretbox.Seal(nil, msg, (*[24]byte)(nonce), (*[32]byte)(key))
		sealed := make([]byte, n+16)
		if err := (tweetnacl.SecretBox{}).Seal(sealed, msg, nonce, key); err != nil {
			t.Fatal(err)
		}
		equalHex(t, fmt.Sprintf("secretbox of %d bytes", n), sealed, want)

		got := make([]byte, n)
		if ok, err := (tweetnacl.SecretBox{}).Open(got, want, nonce, key); !ok || err != nil {
			t.Fatalf("len %d: Open(x/crypto's box) = %v, %v", n, ok, err)
		}
		equalHex(t, fmt.Sprintf("opened secretbox of %d bytes", n), got, msg)

		// Any flipped bit fails and zeroes the output, as x/crypto refuses.
		for _, i := range []int{0, 15, 16, n + 15} {
			if i >= len(want) {
				continue
			}
			bad := bytes.Clone(want)
			bad[i] ^= 0x20
			out := bytes.Repeat([]byte{0xAA}, n)
			if ok, err := (tweetnacl.SecretBox{}).Open(out, bad, nonce, key); ok || err != nil {
				t.Errorf("len %d: Open(byte %d flipped) = %v, %v; want false, nil", n, i, ok, err)
			}
			equalHex(t, "output of a failed Open", out, make([]byte, n))
			if _, ok := secretbox.Open(nil, bad, (*[24]byte)(nonce), (*[32]byte)(key)); ok {
				t.Errorf("len %d: x/crypto opened a box with byte %d flipped", n, i)
			}
		}
	}
}

// TestSecretBoxInPlace seals and opens within one buffer: the scratch copy
// makes overlapping arguments safe.
func TestSecretBoxInPlace(t *testing.T) {
	r := newRand(8)
	key, nonce, msg := randBytes(r, 32), randBytes(r, 24), randBytes(r, 100)
	want := secretbox.Seal(nil, msg, (*[24]byte)(nonce), (*[32]byte)(key))
	buf := make([]byte, len(msg)+16)
	copy(buf, msg)
	if err := (tweetnacl.SecretBox{}).Seal(buf, buf[:len(msg)], nonce, key); err != nil {
		t.Fatal(err)
	}
	equalHex(t, "in-place secretbox", buf, want)
	if ok, err := (tweetnacl.SecretBox{}).Open(buf[16:], buf, nonce, key); !ok || err != nil {
		t.Fatalf("in-place Open = %v, %v", ok, err)
	}
	equalHex(t, "in-place opened message", buf[16:], msg)
}

func TestBoxMatchesXCrypto(t *testing.T) {
	r := newRand(9)
	b := tweetnacl.Box{}
	for _, n := range messageSizes {
		alicePriv, bobPriv := randBytes(r, 32), randBytes(r, 32)
		alicePub, bobPub := make([]byte, 32), make([]byte, 32)
		curve25519.ScalarBaseMult((*[32]byte)(alicePub), (*[32]byte)(alicePriv))
		curve25519.ScalarBaseMult((*[32]byte)(bobPub), (*[32]byte)(bobPriv))
		nonce, msg := randBytes(r, 24), randBytes(r, n)
		want := box.Seal(nil, msg, (*[24]byte)(nonce), (*[32]byte)(bobPub), (*[32]byte)(alicePriv))

		sealed := make([]byte, n+16)
		if err := b.Seal(sealed, msg, nonce, bobPub, alicePriv); err != nil {
			t.Fatal(err)
		}
		equalHex(t, fmt.Sprintf("box of %d bytes", n), sealed, want)
		got := make([]byte, n)
		if ok, err := b.Open(got, want, nonce, alicePub, bobPriv); !ok || err != nil || !bytes.Equal(got, msg) {
			t.Errorf("len %d: Open(x/crypto's box) = %v, %v", n, ok, err)
		}

		var wantShared [32]byte
		box.Precompute(&wantShared, (*[32]byte)(bobPub), (*[32]byte)(alicePriv))
		shared := make([]byte, 32)
		if err := b.Precompute(shared, bobPub, alicePriv); err != nil {
			t.Fatal(err)
		}
		equalHex(t, "crypto_box_beforenm key", shared, wantShared[:])
		after := make([]byte, n+16)
		if err := b.SealAfter(after, msg, nonce, shared); err != nil {
			t.Fatal(err)
		}
		equalHex(t, "crypto_box_afternm box", after, want)
		got = make([]byte, n)
		if ok, err := b.OpenAfter(got, want, nonce, shared); !ok || err != nil || !bytes.Equal(got, msg) {
			t.Errorf("len %d: OpenAfter(x/crypto's box) = %v, %v", n, ok, err)
		}

		bad := bytes.Clone(want)
		bad[len(bad)-1] ^= 1
		out := bytes.Repeat([]byte{0xAA}, n)
		if ok, err := b.Open(out, bad, nonce, alicePub, bobPriv); ok || err != nil {
			t.Errorf("len %d: Open(tampered) = %v, %v", n, ok, err)
		}
		equalHex(t, "output of a failed Open", out, make([]byte, n))
		out = bytes.Repeat([]byte{0xAA}, n)
		if ok, err := b.OpenAfter(out, want, nonce, make([]byte, 32)); ok || err != nil {
			t.Errorf("len %d: OpenAfter(wrong key) = %v, %v", n, ok, err)
		}
		equalHex(t, "output of a failed OpenAfter", out, make([]byte, n))
	}
}

// TestX25519MatchesXCrypto compares with x/crypto's curve25519.X25519 on
// random scalars and random points, the top bit of u set or not, u ≥ p
// included (both reduce it).
func TestX25519MatchesXCrypto(t *testing.T) {
	r := newRand(10)
	x := tweetnacl.X25519{}
	for i := range 64 {
		scalar, point := randBytes(r, 32), randBytes(r, 32)
		if i == 0 {
			// u = p + 9 (2^255 - 10), which reduces to the base point.
			point = bytes.Repeat([]byte{0xff}, 32)
			point[0], point[31] = 0xf6, 0x7f
		}
		want, err := curve25519.X25519(scalar, point)
		if err != nil {
			t.Fatalf("x/crypto refused random point %x: %v", point, err)
		}
		got := make([]byte, 32)
		if err := x.ScalarMult(got, scalar, point); err != nil {
			t.Fatal(err)
		}
		equalHex(t, fmt.Sprintf("X25519 of point %x", point), got, want)

		wantPub, err := curve25519.X25519(scalar, curve25519.Basepoint)
		if err != nil {
			t.Fatal(err)
		}
		if err := x.ScalarBaseMult(got, scalar); err != nil {
			t.Fatal(err)
		}
		equalHex(t, "X25519 base multiplication", got, wantPub)
	}
}

// TestEd25519MatchesCryptoEd25519 compares key derivation, signatures and
// verdicts with crypto/ed25519: keys from random seeds, signatures of
// messages of every length, and Verify of the valid signature and of
// signatures, messages and keys with one bit changed.
func TestEd25519MatchesCryptoEd25519(t *testing.T) {
	r := newRand(11)
	s := tweetnacl.Ed25519{}
	for _, n := range messageSizes {
		seed, msg := randBytes(r, 32), randBytes(r, n)
		want := ed25519.NewKeyFromSeed(seed)
		public, private := make([]byte, 32), make([]byte, 64)
		if err := s.KeyFromSeed(public, private, seed); err != nil {
			t.Fatal(err)
		}
		equalHex(t, "private key", private, want)
		equalHex(t, "public key", public, want[32:])

		sig := make([]byte, 64)
		if err := s.Sign(sig, msg, private); err != nil {
			t.Fatal(err)
		}
		equalHex(t, fmt.Sprintf("signature of %d bytes", n), sig, ed25519.Sign(want, msg))
		if ok, err := s.Verify(sig, msg, public); !ok || err != nil {
			t.Errorf("len %d: Verify(valid) = %v, %v", n, ok, err)
		}

		type tampered struct {
			what             string
			sig, msg, public []byte
		}
		var cases []tampered
		for _, i := range []int{0, 31, 32, 62, 63} {
			bad := bytes.Clone(sig)
			bad[i] ^= 0x04
			cases = append(cases, tampered{fmt.Sprintf("signature byte %d", i), bad, msg, public})
		}
		if n > 0 {
			bad := bytes.Clone(msg)
			bad[n-1] ^= 1
			cases = append(cases, tampered{"last message byte", sig, bad, public})
		}
		badKey := bytes.Clone(public)
		badKey[5] ^= 0x10
		cases = append(cases, tampered{"public key byte 5", sig, msg, badKey})
		for _, c := range cases {
			ok, err := s.Verify(c.sig, c.msg, c.public)
			if err != nil {
				t.Fatal(err)
			}
			if std := ed25519.Verify(c.public, c.msg, c.sig); ok != std {
				t.Errorf("len %d, %s changed: Verify = %v, crypto/ed25519 says %v", n, c.what, ok, std)
			}
		}
	}
}

// TestSignInPlace signs a message into a signature that overlaps it: the
// scratch copy makes that safe.
func TestSignInPlace(t *testing.T) {
	priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{3}, 32))
	buf := bytes.Repeat([]byte("in place "), 20)
	want := ed25519.Sign(priv, buf)
	if err := (tweetnacl.Ed25519{}).Sign(buf[:64], buf, priv); err != nil {
		t.Fatal(err)
	}
	equalHex(t, "signature over its own message", buf[:64], want)
}
