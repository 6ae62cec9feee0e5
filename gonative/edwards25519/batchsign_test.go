package edwards25519_test

import (
	"bytes"
	"crypto/ed25519"
	"crypto/sha512"
	"encoding/hex"
	"math/big"
	"slices"
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/gonative/edwards25519"
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/internal/checktest"
)

// groupOrder is l = 2^252 + 27742317777372353535851937790883648493, the
// order of the base point.
var groupOrder, _ = new(big.Int).SetString("7237005577332262213973186563042994240857116359379907606001950938285454250989", 10)

// fromLE reads a little-endian integer.
func fromLE(b []byte) *big.Int {
	be := slices.Clone(b)
	slices.Reverse(be)
	return new(big.Int).SetBytes(be)
}

// toLE32 writes x < 2^256 as 32 little-endian bytes.
func toLE32(x *big.Int) []byte {
	b := x.FillBytes(make([]byte, 32))
	slices.Reverse(b)
	return b
}

// batchKeys derives the key pair of seed and fails the test on an error.
func batchKeys(t *testing.T, seed []byte) (public, private []byte) {
	t.Helper()
	public, private = make([]byte, 32), make([]byte, 64)
	if err := (edwards25519.Edwards25519SHA512Batch{}).KeyFromSeed(public, private, seed); err != nil {
		t.Fatal(err)
	}
	return public, private
}

// batchSign signs msg and fails the test on an error.
func batchSign(t *testing.T, msg, private []byte) []byte {
	t.Helper()
	sig := make([]byte, 64)
	if err := (edwards25519.Edwards25519SHA512Batch{}).Sign(sig, msg, private); err != nil {
		t.Fatal(err)
	}
	return sig
}

// batchVerdict verifies and fails the test on an error.
func batchVerdict(t *testing.T, sig, msg, public []byte) bool {
	t.Helper()
	ok, err := (edwards25519.Edwards25519SHA512Batch{}).Verify(sig, msg, public)
	if err != nil {
		t.Fatalf("Verify: %v", err)
	}
	return ok
}

// TestBatchSignRoundTrip checks the scheme of NaCl 20110221's
// crypto_sign/edwards25519sha512batch/ref/sign.c against computations that
// do not use filippo.io/edwards25519's scalars: the points the scheme
// shares with Ed25519 come from crypto/ed25519 (the public key a·B and the
// nonce point R = r·B are Ed25519's for the same seed and message), and S =
// H(R ‖ m)·r + a mod l is recomputed with math/big. It then checks that the
// signature verifies, that one flipped bit anywhere in the signature, the
// message or the public key makes it fail, and that it is no Ed25519
// signature.
func TestBatchSignRoundTrip(t *testing.T) {
	b := edwards25519.Edwards25519SHA512Batch{}
	for i, n := range []int{0, 1, 3, 64, 127, 1000} {
		seed := make([]byte, 32)
		for j := range seed {
			seed[j] = byte(31*i + 7*j + 1)
		}
		msg := make([]byte, n)
		for j := range msg {
			msg[j] = byte(j*13 + i)
		}
		public, private := batchKeys(t, seed)
		edPriv := ed25519.NewKeyFromSeed(seed)
		if !bytes.Equal(private[:32], seed) || !bytes.Equal(private[32:], public) {
			t.Fatalf("seed %d: private key %x is not seed ‖ public", i, private)
		}
		if !bytes.Equal(public, edPriv[32:]) {
			t.Errorf("seed %d: public key %x, want clamp(SHA-512(seed)[:32])·B = %x", i, public, edPriv[32:])
		}

		sig := batchSign(t, msg, private)
		if edSig := ed25519.Sign(edPriv, msg); !bytes.Equal(sig[:32], edSig[:32]) {
			t.Errorf("msg len %d: R = %x, want r·B with r = SHA-512(SHA-512(seed)[32:] ‖ m) mod l = %x", n, sig[:32], edSig[:32])
		}
		sk := sha512.Sum512(seed)
		sk[0] &= 248
		sk[31] &= 127
		sk[31] |= 64
		a := new(big.Int).Mod(fromLE(sk[:32]), groupOrder)
		rh := sha512.Sum512(append(slices.Clone(sk[32:]), msg...))
		r := new(big.Int).Mod(fromLE(rh[:]), groupOrder)
		hh := sha512.Sum512(append(slices.Clone(sig[:32]), msg...))
		h := new(big.Int).Mod(fromLE(hh[:]), groupOrder)
		wantS := new(big.Int).Mul(h, r)
		wantS.Add(wantS, a).Mod(wantS, groupOrder)
		if got := sig[32:]; !bytes.Equal(got, toLE32(wantS)) {
			t.Errorf("msg len %d: S = %x, want H(R ‖ m)·r + a mod l = %x", n, got, toLE32(wantS))
		}

		if !batchVerdict(t, sig, msg, public) {
			t.Fatalf("msg len %d: own signature refused", n)
		}
		if ed25519.Verify(edPriv.Public().(ed25519.PublicKey), msg, sig) {
			t.Errorf("msg len %d: crypto/ed25519 accepts an edwards25519sha512batch signature", n)
		}
		for bit := range 8 * len(sig) {
			bad := slices.Clone(sig)
			bad[bit/8] ^= 1 << (bit % 8)
			if batchVerdict(t, bad, msg, public) {
				t.Errorf("msg len %d: signature with bit %d flipped accepted", n, bit)
			}
		}
		for bit := range 8 * len(public) {
			bad := slices.Clone(public)
			bad[bit/8] ^= 1 << (bit % 8)
			if batchVerdict(t, sig, msg, bad) {
				t.Errorf("msg len %d: public key with bit %d flipped accepted", n, bit)
			}
		}
		if n > 0 {
			bad := slices.Clone(msg)
			bad[n/2] ^= 0x10
			if batchVerdict(t, sig, bad, public) {
				t.Errorf("msg len %d: message with a bit flipped accepted", n)
			}
		}
		if batchVerdict(t, sig, append(slices.Clone(msg), 0), public) {
			t.Errorf("msg len %d: message with a byte appended accepted", n)
		}
		// The public half of the private key is not used, as NaCl's
		// signing does not use it.
		other := slices.Clone(private)
		other[40] ^= 1
		sig2 := make([]byte, 64)
		if err := b.Sign(sig2, msg, other); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(sig2, sig) {
			t.Errorf("msg len %d: the signature depends on the public half of the private key", n)
		}
	}
}

// TestBatchSignRecorded pins signatures that NaCl 20110221's
// crypto_sign_edwards25519sha512batch made through this project's cgo
// binding (cref/nacl), with the seed of RFC 8032's first Ed25519 test: no
// published known-answer vector exists for the scheme, so these record the
// agreement of the two implementations for a test without cgo. The public
// key and R are those of RFC 8032's test, as the scheme shares them with
// Ed25519.
func TestBatchSignRecorded(t *testing.T) {
	rfc := checktest.Vector(t, "rfc8032", "sign/ed25519", 1)
	seed, wantPublic := rfc.Seed, rfc.Public
	for _, c := range []struct {
		msg []byte
		sig string
	}{
		{nil, "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901557628dbf8852d1460fa1b941b9fc72326ed7dbb5ec883a29e983e549e33e57309"},
		{[]byte("abc"), "80d724b01e7ca260f4cc7f8de7c95f73cfac615bab1f762b6435b6ec26c8cf6dda8fab25513df95bdd8f5d692d333b88135301063677a077c8c4594fa0206d08"},
		{bytes.Repeat([]byte{0xa5}, 1000), "0f375c4a2fdf0f9b0ea1ca19c5439aef718be1467332178b9281ccb72e39e6a279304d0edb24154bd812b942079391ec55207fb388d2cc0bc1f2b40880a8be0d"},
	} {
		public, private := batchKeys(t, seed)
		if !bytes.Equal(public, wantPublic) {
			t.Fatalf("public key %x, want %x", public, wantPublic)
		}
		want, _ := hex.DecodeString(c.sig)
		if got := batchSign(t, c.msg, private); !bytes.Equal(got, want) {
			t.Errorf("msg len %d: signature\n%x, want\n%x", len(c.msg), got, want)
		}
		if !batchVerdict(t, want, c.msg, public) {
			t.Errorf("msg len %d: NaCl's signature refused", len(c.msg))
		}
	}
}

// TestBatchSignVerifyRules checks the verification rules of
// crypto_sign_open in NaCl 20110221's sign.c, which NaCl's binding was
// seen to follow on the same inputs: S is reduced mod l rather than
// refused when it is l or more; an R or a public key that encodes no point
// is a refusal, not an error; and, since neither A nor R is checked for
// small order, the identity as public key and R with S = 0 verifies any
// message.
func TestBatchSignVerifyRules(t *testing.T) {
	public, private := batchKeys(t, bytes.Repeat([]byte{0x42}, 32))
	msg := []byte("verification rules")
	sig := batchSign(t, msg, private)

	s := fromLE(sig[32:])
	for _, k := range []int64{1, 2, 9} {
		bigS := new(big.Int).Add(s, new(big.Int).Mul(big.NewInt(k), groupOrder))
		bad := slices.Clone(sig)
		copy(bad[32:], toLE32(bigS))
		if !batchVerdict(t, bad, msg, public) {
			t.Errorf("S + %d·l refused; NaCl reduces S mod l", k)
		}
	}

	// y = 2 is the y-coordinate of no point: (y²−1)/(d·y²+1) is not a
	// square mod p.
	noPoint := make([]byte, 32)
	noPoint[0] = 2
	bad := slices.Clone(sig)
	copy(bad, noPoint)
	if batchVerdict(t, bad, msg, public) {
		t.Error("an R that encodes no point accepted")
	}
	if batchVerdict(t, sig, msg, noPoint) {
		t.Error("a public key that encodes no point accepted")
	}

	identity := make([]byte, 32)
	identity[0] = 1
	forged := make([]byte, 64)
	copy(forged, identity)
	if !batchVerdict(t, forged, msg, identity) {
		t.Error("R = identity, S = 0 refused under the identity public key; NaCl accepts it")
	}
}

// TestBatchSignArguments runs the shared argument table.
func TestBatchSignArguments(t *testing.T) {
	argtest.Run(t, "edwards25519", families.Op("Edwards25519SHA512Batch", "sign/edwards25519sha512batch", edwards25519.Edwards25519SHA512Batch{})...)
}
