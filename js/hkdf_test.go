package js

import (
	"bytes"
	"crypto/hkdf"
	"crypto/sha256"
	"crypto/sha512"
	"errors"
	"hash"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/internal/hkdftest"
	"github.com/naclcmp/naclcmp/internal/require"
	"github.com/naclcmp/naclcmp/matrix"
)

// hkdfOps are the HKDF operations, each with its hash for crypto/hkdf.
var hkdfOps = map[string]func() hash.Hash{"hkdf/sha256": sha256.New, "hkdf/sha512": sha512.New}

// hkdfLimits is what each JavaScript HKDF cannot do of what RFC 5869
// allows, as found by calling the package (TestHKDF shows each limit
// failing in node or the page); its entry must declare exactly this, API
// aside. Every entry serving an HKDF has a row.
var hkdfLimits = map[string]HKDFLimits{
	"js:noble-hashes": {},
	// hkdfSync is the whole derivation; node 18 and 20 throw
	// ERR_OUT_OF_RANGE on info over 1024 bytes.
	"js:node-crypto": {WholeOnly: true, MaxInfo: 1024},
	// deriveBits is the whole derivation.
	"chromium:webcrypto": {WholeOnly: true},
	"firefox:webcrypto":  {WholeOnly: true},
}

// TestHKDF runs the shared HKDF test (hkdftest) over every JavaScript
// HKDF, holds the methods it lacks to its entry's limits (WholeOnly), and
// checks each limit: refused as unsupported, naming the parameter, before
// node sees the call, and failing in the package once let through. Info
// and a secret far longer than the shared test's, where no limit is
// declared, must give crypto/hkdf's key. A browser's entry runs only
// where the browser is installed; its subtests are named after it, so
// that -run 'TestHKDF/js:' leaves the browsers unstarted.
func TestHKDF(t *testing.T) {
	for _, f := range found(t) {
		if !slices.ContainsFunc(f.Entry.Ops, func(id string) bool { return hkdfOps[id] != nil }) {
			continue
		}
		want, ok := hkdfLimits[f.Name]
		if !ok {
			t.Errorf("%s: no row in hkdfLimits: add the package's limits (HKDFLimits{} for none)", f.Name)
			continue
		}
		t.Run(f.Name, func(t *testing.T) {
			if f.Status != "" {
				if f.Browser != "" && !require.Required(require.Browsers) {
					t.Skipf("%s", f.Status)
				}
				t.Fatal(f.Status)
			}
			got := f.HKDF
			got.API = ""
			if got != want {
				t.Errorf("the entry declares HKDF limits %+v; the package has %+v", f.HKDF, want)
			}
			if want != (HKDFLimits{}) && f.HKDF.API == "" {
				t.Errorf("the entry declares limits but no API to name in their refusals")
			}
			for _, id := range slices.Sorted(maps.Keys(hkdfOps)) {
				h, ok := f.Ops[id].(HKDF)
				if !ok {
					t.Errorf("%s: not served (%T)", id, f.Ops[id])
					continue
				}
				t.Run(filepath.Base(id), func(t *testing.T) { hkdfCheck(t, h, want, hkdfOps[id]) })
			}
		})
	}
}

// hkdfCheck runs hkdftest over h, of hash hf, then checks its limits l
// and inputs longer than hkdftest's: 64 KiB of info where l sets no
// bound on it, and a 1 MiB secret.
func hkdfCheck(t *testing.T, h HKDF, l HKDFLimits, hf func() hash.Hash) {
	fails, lacks, err := hkdftest.Check(h, h.spec)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range fails {
		t.Error(f)
	}
	var wantLacks []string
	if l.WholeOnly {
		wantLacks = []string{"Extract unsupported", "Expand unsupported"}
	}
	if !slices.Equal(lacks, wantLacks) {
		t.Errorf("lacks %q, want %q", lacks, wantLacks)
	}
	bare := h
	bare.limits = HKDFLimits{}
	name := h.peer.name
	if l.WholeOnly {
		// What the entry refuses, the adapter has no call for.
		prk := make([]byte, h.spec.Key)
		for what, call := range map[string]func(HKDF) error{
			"Extract": func(o HKDF) error { return o.Extract(prk, []byte("secret"), nil) },
			"Expand":  func(o HKDF) error { return o.Expand(make([]byte, 16), prk, nil) },
		} {
			if err := call(h); !errors.Is(err, errors.ErrUnsupported) || !strings.HasPrefix(err.Error(), name+": prk: ") {
				t.Errorf("%s: %v, want unsupported, naming prk", what, err)
			}
			if err := call(bare); err == nil || !strings.Contains(err.Error(), "no call "+h.op+" ") {
				t.Errorf("%s, sent to the peer: %v, want the adapter to have no such call", what, err)
			}
		}
	}
	secret, salt := []byte("input keying material"), []byte("salt")
	key := func(o HKDF, info []byte) ([]byte, error) {
		out := make([]byte, h.spec.Key+1)
		return out, o.Key(out, secret, salt, info)
	}
	if l.MaxInfo != 0 {
		if _, err := key(h, make([]byte, l.MaxInfo)); err != nil {
			t.Errorf("Key with %d bytes of info, the most it takes: %v", l.MaxInfo, err)
		}
		long := make([]byte, l.MaxInfo+1)
		if _, err := key(h, long); !errors.Is(err, errors.ErrUnsupported) || !strings.HasPrefix(err.Error(), name+": info: ") {
			t.Errorf("Key with info over MaxInfo: %v, want unsupported, naming info", err)
		}
		if _, err := key(bare, long); err == nil || errors.Is(err, errors.ErrUnsupported) {
			t.Errorf("Key with info over MaxInfo, sent to the peer: %v, want the package to fail", err)
		} else {
			t.Logf("Key with info over MaxInfo, sent to the peer: %v", err)
		}
	} else {
		// No limit on info declared: 64 KiB of it must give RFC 5869's
		// key.
		info := bytes.Repeat([]byte("info"), 16<<10)
		got, err := key(h, info)
		want, _ := hkdf.Key(hf, secret, salt, string(info), h.spec.Key+1)
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("Key with %d bytes of info: %x, %v; want %x", len(info), got, err, want)
		}
	}
	// No package limits the secret: 1 MiB of it must give RFC 5869's key.
	secret = bytes.Repeat([]byte("secret"), 1<<20/6)
	got, err := key(h, nil)
	want, _ := hkdf.Key(hf, secret, salt, "", h.spec.Key+1)
	if err != nil || !bytes.Equal(got, want) {
		t.Errorf("Key with a %d-byte secret: %x, %v; want %x", len(secret), got, err, want)
	}
}

// TestHKDFRefusedInGo checks the refusals that need no peer: an input
// longer than a request carries is unsupported, naming the parameter, an
// output over 255·HashLen is malformed, and neither starts the peer,
// whose command does not exist.
func TestHKDFRefusedInGo(t *testing.T) {
	p := unstartable(t, "js:unstarted")
	op, err := NewOp(p, "hkdf/sha512")
	if err != nil {
		t.Fatal(err)
	}
	h := op.(HKDF)
	huge := make([]byte, MaxMessage+1)
	prk := make([]byte, 64)
	for _, c := range []struct {
		param string
		call  func() error
	}{
		{"secret", func() error { return h.Key(make([]byte, 32), huge, nil, nil) }},
		{"salt", func() error { return h.Key(make([]byte, 32), nil, huge, nil) }},
		{"info", func() error { return h.Key(make([]byte, 32), nil, nil, huge) }},
		{"salt", func() error { return h.Extract(prk, nil, huge) }},
		{"prk", func() error { return h.Expand(make([]byte, 32), huge, nil) }},
		{"info", func() error { return h.Expand(make([]byte, 32), prk, huge) }},
	} {
		if err := c.call(); !errors.Is(err, errors.ErrUnsupported) || !strings.HasPrefix(err.Error(), "js:unstarted: "+c.param+": ") {
			t.Errorf("%s over MaxMessage: %v, want unsupported, naming %s", c.param, err, c.param)
		}
	}
	tooLong := make([]byte, matrix.HKDFMaxBlocks*64+1)
	want := "js:unstarted: out: want 1 to 16320 bytes, got 16321"
	if err := h.Key(tooLong, nil, nil, nil); err == nil || err.Error() != want || errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("Key of 16321 bytes: %v, want %q", err, want)
	}
	if p.pid() != 0 || p.Err() != nil {
		t.Errorf("refused calls started the peer (pid %d, err %v)", p.pid(), p.Err())
	}
}
