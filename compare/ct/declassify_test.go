package ct

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/record/ctrecord"
)

// opensslClassified are OpenSSL's by-design branches: the call, the
// function the branch is in (named from libcrypto.a) and what the reason
// must say it branches on.
var opensslClassified = []struct{ op, call, fn, on string }{
	{"scalarmult/x25519", "ScalarMult", "ecx_derive", "public all-zero check of the X25519 result"},
	{"aead/chacha20poly1305-ietf", "Open", "chacha20_poly1305_aead_cipher", "public tag verdict"},
	{"aead/aes256gcm", "Open", "gcm_cipher_internal", "public tag verdict"},
}

// TestDeclassifySodiumPull pins libsodium's secretstream Pull: of its two
// branches, the first, on the tag verdict, is declassified, and the
// second, on the decrypted tag's REKEY bit, stands with the operation's
// by-design note; AES-256-GCM's Open is declassified on its tag verdict.
func TestDeclassifySodiumPull(t *testing.T) {
	const jump = "Conditional jump or move depends on uninitialised value(s)"
	pull := func(off string) ctrecord.Finding {
		return ctrecord.Finding{Kind: jump, Stack: []string{"crypto_secretstream_xchacha20poly1305_pull (libsodium.so.23.3.0+" + off + ")"}}
	}
	stand, set := declassify("libsodium", "Pull", []ctrecord.Finding{pull("0x23b3d"), pull("0x23b8c")})
	if len(set) != 1 || !strings.Contains(set[0].Reason, "public tag verdict") || !strings.Contains(set[0].Stack[0], "0x23b3d") {
		t.Errorf("declassified %v, want the tag verdict's branch with its reason", set)
	}
	if len(stand) != 1 || !strings.Contains(stand[0].Stack[0], "0x23b8c") {
		t.Errorf("standing %v, want the REKEY bit's branch", stand)
	}
	if note := ctrecord.ByDesign["secretstream/xchacha20poly1305"]; !strings.Contains(note, "REKEY") || !strings.Contains(note, "the finding stands") {
		t.Errorf("secretstream's by-design note %q does not explain the REKEY branch", note)
	}
	gcm := ctrecord.Finding{Kind: jump, Stack: []string{"crypto_aead_aes256gcm_decrypt_detached_afternm (libsodium.so.23.3.0+0x3439e)"}}
	if _, set := declassify("libsodium", "Open", []ctrecord.Finding{gcm}); len(set) != 1 || !strings.Contains(set[0].Reason, "public tag verdict") {
		t.Errorf("AES-256-GCM Open: declassified %v, want the tag verdict", set)
	}
}

// TestDeclassifyOpenSSL pins the classification of OpenSSL's branches: a
// report in the named function is set aside with its reason, for its call
// only; the same report as a bare offset, a memory index there, and a
// second branch at another place of the same function stand.
func TestDeclassifyOpenSSL(t *testing.T) {
	const jump = "Conditional jump or move depends on uninitialised value(s)"
	for _, c := range opensslClassified {
		at := func(off string) ctrecord.Finding {
			return ctrecord.Finding{Kind: jump, Stack: []string{c.fn + " (libcrypto.so.3+" + off + ", x.o of libcrypto.a)", "naclcmp_ossl_x (naclcmp_openssl.c:1)"}}
		}
		stand, set := declassify("openssl", c.call, []ctrecord.Finding{at("0x1000"), at("0x1000")})
		if len(stand) != 0 || len(set) != 2 {
			t.Fatalf("%s in %s: %d stand, %d declassified; want the branch, reported twice, declassified", c.call, c.fn, len(stand), len(set))
		}
		if !strings.Contains(set[0].Reason, c.on) {
			t.Errorf("%s in %s: reason %q does not say it branches on the %s", c.call, c.fn, set[0].Reason, c.on)
		}
		stand, _ = declassify("openssl", c.call, []ctrecord.Finding{at("0x1000"), at("0x1040")})
		if len(stand) != 1 || !strings.Contains(stand[0].Stack[0], "0x1040") {
			t.Errorf("%s in %s: a second place in the function was declassified too: %v", c.call, c.fn, stand)
		}
		unnamed := ctrecord.Finding{Kind: jump, Stack: []string{"??? (libcrypto.so.3+0x1000)"}}
		index := ctrecord.Finding{Kind: "Use of uninitialised value of size 8", Stack: at("0x1000").Stack}
		if stand, _ := declassify("openssl", c.call, []ctrecord.Finding{unnamed, index}); len(stand) != 2 {
			t.Errorf("%s in %s: an unnamed frame or a memory index was declassified", c.call, c.fn)
		}
		other := "Seal"
		if c.call == "Seal" {
			other = "Open"
		}
		if stand, _ := declassify("openssl", other, []ctrecord.Finding{at("0x1000")}); len(stand) != 1 {
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
		var v *ctrecord.ValgrindResult
		for i := range rep.Results {
			if r := &rep.Results[i]; r.Op == c.op && r.Call == c.call {
				v = r
			}
		}
		if v == nil {
			t.Errorf("%s %s: no result", c.op, c.call)
			continue
		}
		if v.Verdict != ctrecord.VerdictConstantTime || len(v.Declassified) != 1 {
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

// TestValgrindSodiumClassified runs libsodium's AES-256-GCM Open and
// secretstream Pull under valgrind: Open is constant time with its tag
// verdict declassified; Pull keeps one finding, the REKEY bit's branch,
// at another place of the function than its declassified tag verdict.
func TestValgrindSodiumClassified(t *testing.T) {
	needValgrind(t)
	root, err := FindRoot()
	if err != nil {
		t.Fatal(err)
	}
	rep, err := CheckValgrind(context.Background(), ValgrindOptions{Root: root, Impls: []string{"libsodium"},
		Ops: []string{"aead/aes256gcm", "secretstream/xchacha20poly1305"}, Parallel: 1})
	if err != nil {
		t.Fatal(err)
	}
	pulled := false
	for _, v := range rep.Results {
		switch v.Op + " " + v.Call {
		case "aead/aes256gcm Open": // absent on a CPU without AES-NI
			if v.Verdict != ctrecord.VerdictConstantTime || len(v.Declassified) != 1 ||
				frameID(v.Declassified[0].Stack[0]) != "crypto_aead_aes256gcm_decrypt_detached_afternm" {
				t.Errorf("%s %s: %s, findings %v, declassified %v; want constant time, the tag verdict declassified", v.Op, v.Call, v.Verdict, v.Findings, v.Declassified)
			}
		case "secretstream/xchacha20poly1305 Pull":
			pulled = true
			const fn = "crypto_secretstream_xchacha20poly1305_pull"
			if v.Verdict != ctrecord.VerdictLeak || len(v.Findings) != 1 || len(v.Declassified) != 1 ||
				frameID(v.Findings[0].Stack[0]) != fn || frameID(v.Declassified[0].Stack[0]) != fn ||
				v.Findings[0].Stack[0] == v.Declassified[0].Stack[0] {
				t.Errorf("%s %s: %s, findings %v, declassified %v; want the REKEY branch standing beside the declassified tag verdict",
					v.Op, v.Call, v.Verdict, v.Findings, v.Declassified)
			}
		}
	}
	if !pulled {
		t.Errorf("secretstream Pull not checked: %+v", rep.Results)
	}
}

// TestDeclassifyPlaces pins how many places an entry explains: Nettle's
// ecc_curve25519_modq has two assertions, both read, so two places are
// declassified (each as often as reported) and a third place in the same
// function stands.
func TestDeclassifyPlaces(t *testing.T) {
	const jump = "Conditional jump or move depends on uninitialised value(s)"
	at := func(off string) ctrecord.Finding {
		return ctrecord.Finding{Kind: jump, Stack: []string{"ecc_curve25519_modq (libhogweed.so.6.6+" + off + ", ecc-curve25519.o of libhogweed.a)"}}
	}
	stand, set := declassify("nettle", "Sign", []ctrecord.Finding{at("0x14383"), at("0x143d0"), at("0x14383"), at("0x14400")})
	if len(set) != 3 || !strings.Contains(set[0].Reason, "assert (cy < 2)") {
		t.Errorf("declassified %v, want the two assertions' places (one of them twice) with their reason", set)
	}
	if len(stand) != 1 || !strings.Contains(stand[0].Stack[0], "0x14400") {
		t.Errorf("standing %v, want the third place", stand)
	}
}
