package verifiers

import (
	"bytes"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
)

// signers are the adapters that can sign, by name.
func signers() map[string]matrix.Signature {
	m := map[string]matrix.Signature{"circl": Circl{}}
	for _, mode := range VoiModes() {
		m["voi-"+string(mode)] = Voi{Mode: mode}
	}
	return m
}

// TestRFC8032Test1 checks RFC 8032, section 7.1, TEST 1 (the empty
// message) with every adapter: the keys and signature of the signers, and
// that every verifier accepts the signature and refuses it with the first
// or last bit of R or of S flipped, or for another message.
func TestRFC8032Test1(t *testing.T) {
	v := checktest.Vector(t, "rfc8032", "sign/ed25519", 1)
	seed, pub, want := v.Seed, v.Public, v.Sig
	for name, s := range signers() {
		public, private, sig := make([]byte, len(pub)), make([]byte, len(seed)+len(pub)), make([]byte, len(want))
		if err := s.KeyFromSeed(public, private, seed); err != nil {
			t.Fatalf("%s: KeyFromSeed: %v", name, err)
		}
		if !bytes.Equal(public, pub) || !bytes.Equal(private[:len(seed)], seed) || !bytes.Equal(private[len(seed):], pub) {
			t.Errorf("%s: keys %x / %x, want public %x", name, public, private, pub)
		}
		if err := s.Sign(sig, v.Msg, private); err != nil {
			t.Fatalf("%s: Sign: %v", name, err)
		}
		if !bytes.Equal(sig, want) {
			t.Errorf("%s: signature %x, want %x", name, sig, want)
		}
	}
	for _, vf := range All() {
		ok, err := vf.Verify(want, v.Msg, pub)
		if err != nil || !ok {
			t.Errorf("%s: Verify(RFC 8032 TEST 1) = %v, %v; want true", vf.Name, ok, err)
		}
		for _, bit := range []int{0, 255, 256, 511} { // first and last bit of R and of S
			bad := bytes.Clone(want)
			bad[bit/8] ^= 1 << (bit % 8)
			if ok, err := vf.Verify(bad, v.Msg, pub); ok || err != nil {
				t.Errorf("%s: Verify with signature bit %d flipped = %v, %v; want false", vf.Name, bit, ok, err)
			}
		}
		if ok, _ := vf.Verify(want, []byte{0}, pub); ok {
			t.Errorf("%s: Verify accepts the signature for another message", vf.Name)
		}
	}
}

// TestBadInput runs the shared argument tables over every signer and every
// verifier: wrong lengths and overlapping outputs are refused with an
// error naming the parameter, before the library, which would panic, sees
// them, and without writing anything.
func TestBadInput(t *testing.T) {
	s := argtest.Spec("sign/ed25519")
	var calls argtest.Calls
	for name, op := range signers() {
		// A seed is not a private key, though it is the first half of one.
		calls = append(calls, families.Op(name, s.ID(), op).RefusingLengths(name, "private", s.Seed)...)
	}
	for _, vf := range All() {
		calls = append(calls, argtest.Verify(vf.Name+"/verifier", s, vf.Verify)...)
	}
	argtest.Run(t, "verifiers", calls...)
	v := checktest.Vector(t, "rfc8032", "sign/ed25519", 1)
	if _, err := (Voi{Mode: "lenient"}).Verify(v.Sig, nil, v.Public); err == nil || !strings.Contains(err.Error(), "mode") {
		t.Errorf("unknown voi mode: error %v, want one naming the mode", err)
	}
}

func TestAll(t *testing.T) {
	seen := map[string]bool{}
	for _, v := range All() {
		if seen[v.Name] {
			t.Errorf("duplicate verifier name %q", v.Name)
		}
		seen[v.Name] = true
		if v.Module == "" || v.Rules == "" || v.Version == "" || v.Verify == nil {
			t.Errorf("%s: incomplete description %+v", v.Name, v)
		}
	}
	if len(seen) != 2+len(VoiModes()) {
		t.Errorf("got %d verifiers, want consensus, circl and %d voi modes", len(seen), len(VoiModes()))
	}
}
