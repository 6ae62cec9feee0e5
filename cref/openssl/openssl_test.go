package openssl_test

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/cref/openssl"
)

func TestVersion(t *testing.T) {
	if err := openssl.Init(); err != nil {
		t.Fatal(err)
	}
	if v := openssl.Version(); !strings.HasPrefix(v, "OpenSSL 3.") {
		t.Errorf("Version() = %q, want OpenSSL 3.x", v)
	}
}

// TestDigests checks each digest on "abc": FIPS 180-2 appendix B.1 and
// C.1 for SHA-256 and SHA-512, RFC 7693 appendices A and B for BLAKE2b-512
// and BLAKE2s-256.
func TestDigests(t *testing.T) {
	for _, tc := range []struct {
		name string
		h    interface{ Hash(out, msg []byte) error }
		want string
	}{
		{"SHA-256", openssl.SHA256{}, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"},
		{"SHA-512", openssl.SHA512{}, "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"},
		{"BLAKE2b-512", openssl.BLAKE2b512{}, "ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923"},
		{"BLAKE2s-256", openssl.BLAKE2s256{}, "508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982"},
	} {
		want := ctest.Hex(t, tc.want)
		out := make([]byte, len(want))
		if err := tc.h.Hash(out, []byte("abc")); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !bytes.Equal(out, want) {
			t.Errorf("%s(abc) = %x, want %x", tc.name, out, want)
		}
	}
}

// TestIncremental checks that the hash.Hash of every digest agrees with
// the one-shot call whatever the chunking, that Sum leaves the state
// usable, and that Reset starts over.
func TestIncremental(t *testing.T) {
	msg := ctest.Seq(1000, 9)
	for _, tc := range []struct {
		name string
		h    interface{ Hash(out, msg []byte) error }
		new  func(int) (hashLike, error)
		size int
	}{
		{"SHA-256", openssl.SHA256{}, wrap(openssl.SHA256{}.NewHash), 32},
		{"SHA-512", openssl.SHA512{}, wrap(openssl.SHA512{}.NewHash), 64},
		{"BLAKE2b-512", openssl.BLAKE2b512{}, wrap(openssl.BLAKE2b512{}.NewHash), 64},
		{"BLAKE2s-256", openssl.BLAKE2s256{}, wrap(openssl.BLAKE2s256{}.NewHash), 32},
	} {
		want := make([]byte, tc.size)
		if err := tc.h.Hash(want, msg); err != nil {
			t.Fatal(err)
		}
		if _, err := tc.new(tc.size - 1); err == nil || !strings.Contains(err.Error(), "outLen") {
			t.Errorf("%s: NewHash(%d) = %v, want an error naming outLen", tc.name, tc.size-1, err)
		}
		h, err := tc.new(tc.size)
		if err != nil {
			t.Fatal(err)
		}
		for _, chunk := range []int{1, 7, 64, 129, 1000} {
			h.Reset()
			for i := 0; i < len(msg); i += chunk {
				h.Write(msg[i:min(i+chunk, len(msg))])
			}
			if got := h.Sum(nil); !bytes.Equal(got, want) {
				t.Errorf("%s in chunks of %d = %x, want %x", tc.name, chunk, got, want)
			}
		}
		// Sum does not finalise the state: more input may follow.
		h.Reset()
		h.Write(msg[:500])
		h.Sum(nil)
		h.Write(msg[500:])
		if got := h.Sum([]byte("prefix")); !bytes.Equal(got, append([]byte("prefix"), want...)) {
			t.Errorf("%s: Sum in the middle changed the state, or Sum does not append", tc.name)
		}
	}
}

// hashLike is the part of hash.Hash the test uses.
type hashLike interface {
	Write([]byte) (int, error)
	Sum([]byte) []byte
	Reset()
}

func wrap[H hashLike](f func(int) (H, error)) func(int) (hashLike, error) {
	return func(n int) (hashLike, error) { return f(n) }
}

// TestHMAC checks RFC 4231 test cases 1 (20-byte key) and 6 (a 131-byte
// key, hashed first), and that an empty key after a non-empty one is
// really empty: OpenSSL reinitialises an HMAC context with its previous key
// when given none, which a binding reusing contexts could get wrong.
func TestHMAC(t *testing.T) {
	for _, tc := range []struct {
		name     string
		key, msg []byte
		want256  string
		want512  string
	}{
		{"RFC 4231 case 1", bytes.Repeat([]byte{0x0b}, 20), []byte("Hi There"),
			"b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7",
			"87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854"},
		{"RFC 4231 case 6", bytes.Repeat([]byte{0xaa}, 131), []byte("Test Using Larger Than Block-Size Key - Hash Key First"),
			"60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54",
			"80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598"},
	} {
		tag := make([]byte, 32)
		if err := (openssl.HMACSHA256{}).MAC(tag, tc.msg, tc.key); err != nil || !bytes.Equal(tag, ctest.Hex(t, tc.want256)) {
			t.Errorf("%s: HMAC-SHA-256 = %x, %v; want %s", tc.name, tag, err, tc.want256)
		}
		tag = make([]byte, 64)
		if err := (openssl.HMACSHA512{}).MAC(tag, tc.msg, tc.key); err != nil || !bytes.Equal(tag, ctest.Hex(t, tc.want512)) {
			t.Errorf("%s: HMAC-SHA-512 = %x, %v; want %s", tc.name, tag, err, tc.want512)
		}
	}
	msg := []byte("message")
	want := hmac.New(sha256.New, nil)
	want.Write(msg)
	tag := make([]byte, 32)
	for _, key := range [][]byte{ctest.Seq(32, 1), nil, ctest.Seq(3, 5), {}} {
		if err := (openssl.HMACSHA256{}).MAC(tag, msg, key); err != nil {
			t.Fatal(err)
		}
		if len(key) == 0 && !bytes.Equal(tag, want.Sum(nil)) {
			t.Errorf("HMAC-SHA-256 with key %#v = %x, crypto/hmac with an empty key gives %x", key, tag, want.Sum(nil))
		}
	}
}

// TestPoly1305 checks RFC 8439 section 2.5.2.
func TestPoly1305(t *testing.T) {
	key := ctest.Hex(t, "85d6be7857556d337f4452fe42d506a80103808afb0db2fd4abff6af4149f51b")
	msg := []byte("Cryptographic Forum Research Group")
	want := ctest.Hex(t, "a8061dc1305136c6c22b8baf0c0127a9")
	tag := make([]byte, 16)
	if err := (openssl.Poly1305{}).MAC(tag, msg, key); err != nil || !bytes.Equal(tag, want) {
		t.Fatalf("Poly1305 = %x, %v; RFC 8439 says %x", tag, err, want)
	}
	want[0] ^= 1
	if ok, err := (openssl.Poly1305{}).Verify(want, msg, key); ok || err != nil {
		t.Errorf("Verify(flipped tag) = %v, %v; want false, nil", ok, err)
	}
}

// TestBLAKE2MAC checks that keyed BLAKE2 honours the tag length (a short
// tag is not a prefix of a long one), Verify, and the Size field.
func TestBLAKE2MAC(t *testing.T) {
	msg, key := ctest.Seq(100, 1), ctest.Seq(32, 7)
	long, short := make([]byte, 64), make([]byte, 32)
	if err := (openssl.BLAKE2bMAC{}).MAC(long, msg, key); err != nil {
		t.Fatal(err)
	}
	if err := (openssl.BLAKE2bMAC{}).MAC(short, msg, key); err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(long[:32], short) {
		t.Error("keyed BLAKE2b-256 is a prefix of keyed BLAKE2b-512: the tag length did not reach OpenSSL")
	}
	if ok, err := (openssl.BLAKE2bMAC{}).Verify(short, msg, key); !ok || err != nil {
		t.Errorf("Verify(own tag) = %v, %v", ok, err)
	}
	if err := (openssl.BLAKE2sMAC{Size: 32}).MAC(make([]byte, 31), msg, key); err == nil || !strings.Contains(err.Error(), "tag") {
		t.Errorf("BLAKE2sMAC{Size: 32} with a 31-byte tag: %v, want an error naming tag", err)
	}
	// A Size beyond the algorithm's range cannot widen what C writes.
	if err := (openssl.BLAKE2sMAC{Size: 100}).MAC(make([]byte, 100), msg, key); err == nil {
		t.Error("BLAKE2sMAC{Size: 100} accepted a 100-byte tag")
	}
}

// TestStreams checks ChaCha20 against RFC 8439 appendix A.1 test vector 1
// (zero key and nonce, counter 0) and AES-CTR against NIST SP 800-38A
// F.5.1 and F.5.5 (two blocks each), and that XOR in place equals
// KeyStream XOR the input.
func TestStreams(t *testing.T) {
	ctrNonce := ctest.Hex(t, "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff")
	pt := ctest.Hex(t, "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51")
	for _, tc := range []struct {
		name string
		s    interface {
			XOR(out, in, nonce, key []byte) error
		}
		key, nonce []byte
		in, want   []byte
	}{
		{"ChaCha20", openssl.ChaCha20IETF{}, make([]byte, 32), make([]byte, 12), make([]byte, 64),
			ctest.Hex(t, "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586")},
		{"AES-128-CTR", openssl.AES128CTR{}, ctest.Hex(t, "2b7e151628aed2a6abf7158809cf4f3c"), ctrNonce, pt,
			ctest.Hex(t, "874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff")},
		{"AES-256-CTR", openssl.AES256CTR{}, ctest.Hex(t, "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4"), ctrNonce, pt,
			ctest.Hex(t, "601ec313775789a5b7a7f504bbf3d228f443e3ca4d62b59aca84e990cacaf5c5")},
	} {
		buf := bytes.Clone(tc.in)
		if err := tc.s.XOR(buf, buf, tc.nonce, tc.key); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !bytes.Equal(buf, tc.want) {
			t.Errorf("%s = %x, want %x", tc.name, buf, tc.want)
		}
		ks := make([]byte, len(tc.in))
		if err := tc.s.(interface {
			KeyStream(out, nonce, key []byte) error
		}).KeyStream(ks, tc.nonce, tc.key); err != nil {
			t.Fatal(err)
		}
		for i := range ks {
			ks[i] ^= tc.in[i]
		}
		if !bytes.Equal(ks, tc.want) {
			t.Errorf("%s: KeyStream XOR input differs from XOR", tc.name)
		}
	}
}

// TestAEADOpenFailure checks that a forged ciphertext is reported as false
// with the plaintext buffer zeroed, and that the genuine one opens.
func TestAEADOpenFailure(t *testing.T) {
	var a openssl.ChaCha20Poly1305
	key, nonce, msg, ad := ctest.Seq(32, 1), ctest.Seq(12, 2), ctest.Seq(100, 3), ctest.Seq(7, 4)
	ct := make([]byte, len(msg)+16)
	if err := a.Seal(ct, msg, ad, nonce, key); err != nil {
		t.Fatal(err)
	}
	out := make([]byte, len(msg))
	if ok, err := a.Open(out, ct, ad, nonce, key); !ok || err != nil || !bytes.Equal(out, msg) {
		t.Fatalf("Open(genuine) = %v, %v", ok, err)
	}
	ct[3] ^= 1
	if ok, err := a.Open(out, ct, ad, nonce, key); ok || err != nil {
		t.Fatalf("Open(forged) = %v, %v; want false, nil", ok, err)
	}
	if !bytes.Equal(out, make([]byte, len(out))) {
		t.Error("a failed Open left plaintext in msg")
	}
}

// TestX25519 checks RFC 7748 section 6.1 and the refusal of a low-order
// point (u = 0), which must leave out unchanged.
func TestX25519(t *testing.T) {
	var x openssl.X25519
	alicePriv := ctest.Hex(t, "77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a")
	alicePub := ctest.Hex(t, "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a")
	bobPub := ctest.Hex(t, "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f")
	shared := ctest.Hex(t, "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742")
	out := make([]byte, 32)
	if err := x.ScalarBaseMult(out, alicePriv); err != nil || !bytes.Equal(out, alicePub) {
		t.Fatalf("ScalarBaseMult = %x, %v; RFC 7748 says %x", out, err, alicePub)
	}
	if err := x.ScalarMult(out, alicePriv, bobPub); err != nil || !bytes.Equal(out, shared) {
		t.Fatalf("ScalarMult = %x, %v; RFC 7748 says %x", out, err, shared)
	}
	if err := x.ScalarMult(out, alicePriv, make([]byte, 32)); err == nil || !strings.Contains(err.Error(), "point") {
		t.Errorf("ScalarMult(low-order point) = %v, want an error naming point", err)
	}
	if !bytes.Equal(out, shared) {
		t.Error("a refused ScalarMult wrote to out")
	}
}

// TestEd25519 checks RFC 8032 section 7.1 TEST 2 (one-byte message), and
// that a signature made with a mismatched public half does not verify: Sign
// really uses the public key it is given.
func TestEd25519(t *testing.T) {
	var ed openssl.Ed25519
	seed := ctest.Hex(t, "4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb")
	wantPub := ctest.Hex(t, "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c")
	wantSig := ctest.Hex(t, "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00")
	msg := []byte{0x72}
	pub, priv, sig := make([]byte, 32), make([]byte, 64), make([]byte, 64)
	if err := ed.KeyFromSeed(pub, priv, seed); err != nil || !bytes.Equal(pub, wantPub) {
		t.Fatalf("KeyFromSeed = %x, %v; RFC 8032 says %x", pub, err, wantPub)
	}
	if !bytes.Equal(priv, append(bytes.Clone(seed), wantPub...)) {
		t.Fatalf("private = %x, want seed ‖ public", priv)
	}
	if err := ed.Sign(sig, msg, priv); err != nil || !bytes.Equal(sig, wantSig) {
		t.Fatalf("Sign = %x, %v; RFC 8032 says %x", sig, err, wantSig)
	}
	if ok, err := ed.Verify(sig, msg, pub); !ok || err != nil {
		t.Fatalf("Verify(RFC signature) = %v, %v", ok, err)
	}
	if ok, err := ed.Verify(sig, []byte{0x73}, pub); ok || err != nil {
		t.Errorf("Verify(other message) = %v, %v; want false, nil", ok, err)
	}
	priv[40] ^= 1 // the public half
	if err := ed.Sign(sig, msg, priv); err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(sig, wantSig) {
		t.Error("Sign ignored the public half of the private key (derived it again from the seed)")
	}
}
