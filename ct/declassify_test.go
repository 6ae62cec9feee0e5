package ct

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// opensslClassified are OpenSSL's by-design branches: the call, the
// function the branch is in (named from libcrypto.a) and what the reason
// must say it branches on.
var opensslClassified = []struct{ op, call, fn, on string }{
	{"scalarmult/x25519", "ScalarMult", "ecx_derive", "public all-zero check of the X25519 result"},
	{"aead/chacha20poly1305-ietf", "Open", "chacha20_poly1305_aead_cipher", "public tag verdict"},
	{"aead/aes256gcm", "Open", "gcm_cipher_internal", "public tag verdict"},
}

// TestDeclassifyOpenSSL pins the classification of OpenSSL's branches: a
// report in the named function is set aside with its reason, for its call
// only; the same report as a bare offset, a memory index there, and a
// second branch at another place of the same function stand.
func TestDeclassifyOpenSSL(t *testing.T) {
	const jump = "Conditional jump or move depends on uninitialised value(s)"
	for _, c := range opensslClassified {
		at := func(off string) Finding {
			return Finding{Kind: jump, Stack: []string{c.fn + " (libcrypto.so.3+" + off + ", x.o of libcrypto.a)", "naclcmp_ossl_x (naclcmp_openssl.c:1)"}}
		}
		stand, set := declassify("openssl", c.call, []Finding{at("0x1000"), at("0x1000")})
		if len(stand) != 0 || len(set) != 2 {
			t.Fatalf("%s in %s: %d stand, %d declassified; want the branch, reported twice, declassified", c.call, c.fn, len(stand), len(set))
		}
		if !strings.Contains(set[0].Reason, c.on) {
			t.Errorf("%s in %s: reason %q does not say it branches on the %s", c.call, c.fn, set[0].Reason, c.on)
		}
		if stand, _ := declassify("openssl", c.call, []Finding{at("0x1000"), at("0x1040")}); len(stand) != 1 || !strings.Contains(stand[0].Stack[0], "0x1040") {
			t.Errorf("%s in %s: a second place in the function was declassified too: %v", c.call, c.fn, stand)
		}
		unnamed := Finding{Kind: jump, Stack: []string{"??? (libcrypto.so.3+0x1000)"}}
		index := Finding{Kind: "Use of uninitialised value of size 8", Stack: at("0x1000").Stack}
		if stand, _ := declassify("openssl", c.call, []Finding{unnamed, index}); len(stand) != 2 {
			t.Errorf("%s in %s: an unnamed frame or a memory index was declassified", c.call, c.fn)
		}
		other := "Seal"
		if c.call == "Seal" {
			other = "Open"
		}
		if stand, _ := declassify("openssl", other, []Finding{at("0x1000")}); len(stand) != 1 {
			t.Errorf("%s's declassification in %s applied to %s", c.call, c.fn, other)
		}
	}
}

// TestValgrindOpenSSLClassified runs OpenSSL's calls with a by-design
// branch under valgrind and checks that each frame in libcrypto is named
// from libcrypto.a and the branch is classified: constant time, with the
// one declassified report in the expected function and its reason. A
// regression of the naming (a "???" frame) or of the classification (a
// finding, another function, another reason) fails.
func TestValgrindOpenSSLClassified(t *testing.T) {
	needValgrind(t)
	libdir, err := exec.Command("pkg-config", "--variable=libdir", "libcrypto").Output()
	if err != nil {
		t.Skipf("no libcrypto development files (libssl-dev): %v", err)
	}
	if _, err := os.Stat(filepath.Join(strings.TrimSpace(string(libdir)), "libcrypto.a")); err != nil {
		t.Skipf("no libcrypto.a beside libcrypto.so (Debian's libssl-dev ships it): %v", err)
	}
	root, err := FindRoot()
	if err != nil {
		t.Fatal(err)
	}
	rep, err := CheckValgrind(context.Background(), ValgrindOptions{Root: root, Impls: []string{"openssl"},
		Ops: []string{"scalarmult/x25519", "aead/chacha20poly1305-ietf", "aead/aes256gcm"}, Parallel: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range opensslClassified {
		var v *ValgrindResult
		for i := range rep.Results {
			if r := &rep.Results[i]; r.Op == c.op && r.Call == c.call {
				v = r
			}
		}
		if v == nil {
			t.Errorf("%s %s: no result", c.op, c.call)
			continue
		}
		if v.Verdict != VerdictConstantTime || len(v.Declassified) != 1 {
			t.Errorf("%s %s: %s with %d declassified, want constant time with one declassified: findings %v, declassified %v",
				c.op, c.call, v.Verdict, len(v.Declassified), v.Findings, v.Declassified)
			continue
		}
		d := v.Declassified[0]
		if got := frameID(d.Stack[0]); got != c.fn || !strings.Contains(d.Stack[0], "of libcrypto.a)") {
			t.Errorf("%s %s: declassified at %q, want in %s named from libcrypto.a", c.op, c.call, d.Stack[0], c.fn)
		}
		if !strings.Contains(d.Reason, c.on) {
			t.Errorf("%s %s: reason %q does not say it branches on the %s", c.op, c.call, d.Reason, c.on)
		}
	}
	for _, v := range rep.Results {
		var frames []string
		for _, f := range v.Findings {
			frames = append(append(frames, f.Stack...), f.Origin...)
		}
		for _, d := range v.Declassified {
			frames = append(append(frames, d.Stack...), d.Origin...)
		}
		for _, fr := range frames {
			if strings.HasPrefix(fr, "???") {
				t.Errorf("%s %s: frame %q not named", v.Op, v.Call, fr)
			}
		}
	}
}
