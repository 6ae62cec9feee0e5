package verifiers

import (
	"bytes"
	"encoding/hex"
	"strings"
	"testing"
)

// RFC 8032 §7.1, TEST 1: the empty message.
const (
	rfcSeed   = "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60"
	rfcPublic = "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
	rfcSig    = "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"
)

func unhex(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// signer is the method set shared by the adapters that can sign.
type signer interface {
	KeyFromSeed(public, private, seed []byte) error
	Sign(sig, msg, private []byte) error
	Verify(sig, msg, public []byte) (bool, error)
}

func signers() map[string]signer {
	m := map[string]signer{"circl": Circl{}}
	for _, mode := range VoiModes() {
		m["voi-"+string(mode)] = Voi{Mode: mode}
	}
	return m
}

func TestRFC8032Test1(t *testing.T) {
	seed, pub, want := unhex(t, rfcSeed), unhex(t, rfcPublic), unhex(t, rfcSig)
	for name, s := range signers() {
		public, private, sig := make([]byte, 32), make([]byte, 64), make([]byte, 64)
		if err := s.KeyFromSeed(public, private, seed); err != nil {
			t.Fatalf("%s: KeyFromSeed: %v", name, err)
		}
		if !bytes.Equal(public, pub) || !bytes.Equal(private[:32], seed) || !bytes.Equal(private[32:], pub) {
			t.Errorf("%s: keys %x / %x, want public %x", name, public, private, pub)
		}
		if err := s.Sign(sig, nil, private); err != nil {
			t.Fatalf("%s: Sign: %v", name, err)
		}
		if !bytes.Equal(sig, want) {
			t.Errorf("%s: signature %x, want %x", name, sig, want)
		}
	}
	for _, v := range All() {
		ok, err := v.Verify(want, nil, pub)
		if err != nil || !ok {
			t.Errorf("%s: Verify(RFC 8032 TEST 1) = %v, %v; want true", v.Name, ok, err)
		}
		for _, bit := range []int{0, 255, 256, 511} { // first and last bit of R and of S
			bad := bytes.Clone(want)
			bad[bit/8] ^= 1 << (bit % 8)
			if ok, err := v.Verify(bad, nil, pub); ok || err != nil {
				t.Errorf("%s: Verify with signature bit %d flipped = %v, %v; want false", v.Name, bit, ok, err)
			}
		}
		if ok, _ := v.Verify(want, []byte{0}, pub); ok {
			t.Errorf("%s: Verify accepts the signature for another message", v.Name)
		}
	}
}

func TestBadInput(t *testing.T) {
	seed, pub, sig := unhex(t, rfcSeed), unhex(t, rfcPublic), unhex(t, rfcSig)
	private := append(bytes.Clone(seed), pub...)
	for name, s := range signers() {
		cases := []struct {
			param string
			call  func(out []byte) error
		}{
			{"public", func(out []byte) error { return s.KeyFromSeed(out[:31], make([]byte, 64), seed) }},
			{"private", func(out []byte) error { return s.KeyFromSeed(make([]byte, 32), out[:63], seed) }},
			{"seed", func(out []byte) error { return s.KeyFromSeed(make([]byte, 32), out[:64], seed[:31]) }},
			{"sig", func(out []byte) error { return s.Sign(out[:63], nil, private) }},
			{"private", func(out []byte) error { return s.Sign(out[:64], nil, private[:32]) }},
			{"sig", func(out []byte) error { return s.Sign(out[:64], out[10:20], private) }}, // overlap
		}
		for i, c := range cases {
			out := bytes.Repeat([]byte{0xaa}, 80)
			err := c.call(out)
			if err == nil || !strings.Contains(err.Error(), c.param+":") {
				t.Errorf("%s: case %d: error %v, want one naming %q", name, i, err, c.param)
			}
			if !bytes.Equal(out, bytes.Repeat([]byte{0xaa}, 80)) {
				t.Errorf("%s: case %d: output written despite the error", name, i)
			}
		}
	}
	for _, v := range All() {
		for _, c := range []struct {
			param     string
			sig, pubk []byte
		}{
			{"sig", sig[:63], pub}, {"sig", nil, pub}, {"public", sig, pub[:31]}, {"public", sig, nil},
			{"sig", append(bytes.Clone(sig), 0), pub},
		} {
			ok, err := v.Verify(c.sig, nil, c.pubk)
			if ok || err == nil || !strings.Contains(err.Error(), c.param+":") {
				t.Errorf("%s: Verify(len(sig)=%d, len(public)=%d) = %v, %v; want an error naming %q",
					v.Name, len(c.sig), len(c.pubk), ok, err, c.param)
			}
		}
	}
	if _, err := (Voi{Mode: "lenient"}).Verify(sig, nil, pub); err == nil || !strings.Contains(err.Error(), "mode") {
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
