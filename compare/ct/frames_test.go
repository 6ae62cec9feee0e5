package ct

import (
	"context"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/record/ctrecord"
)

// TestResolveFrames checks that a frame of code without symbols becomes
// an offset in its library file, from the harness's map lines, and that
// frames outside every mapping, or with source lines, stay as they are; a
// library's exported function keeps its name with its offset. The
// library is at a path that does not exist, so that no archive names it
// (names_test.go checks the naming).
func TestResolveFrames(t *testing.T) {
	const stderr = "naclcmp-ct: map 4921000 4ba0000 c5000 /nonexistent/lib/libcrypto.so.3\n" +
		"naclcmp-ct: map 10b000 110000 3000 /tmp/ct-openssl\n"
	out := `==5== Conditional jump or move depends on uninitialised value(s)
==5==    at 0x4B78DD7: ??? (in /nonexistent/lib/libcrypto.so.3)
==5==    by 0x7000000: ??? (in /nonexistent/lib/libcrypto.so.3)
==5==    by 0x4A12345: EVP_DecryptFinal_ex (in /nonexistent/lib/libcrypto.so.3)
==5==    by 0x7000000: EVP_DecryptFinal_ex (in /nonexistent/lib/libcrypto.so.3)
==5==    by 0x10ED5A: naclcmp_ossl_x25519 (naclcmp_openssl.c:352)
`
	got := parseMaps(stderr).resolve(ParseMemcheck(out))
	want := []string{
		"??? (libcrypto.so.3+0x31cdd7)",
		"??? (in /nonexistent/lib/libcrypto.so.3) 0x7000000",
		// An exported function keeps its name and gains its place.
		"EVP_DecryptFinal_ex (libcrypto.so.3+0x1b6345)",
		"EVP_DecryptFinal_ex (in /nonexistent/lib/libcrypto.so.3)",
		"naclcmp_ossl_x25519 (naclcmp_openssl.c:352)",
	}
	if len(got) != 1 || strings.Join(got[0].Stack, "|") != strings.Join(want, "|") {
		t.Errorf("resolved %+v, want stack %q", got, want)
	}
	const botanFinish = "Botan::GCM_Decryption::finish(std::vector<unsigned char, Botan::secure_allocator<unsigned char> >&, unsigned long)"
	for fr, id := range map[string]string{
		want[0]: "libcrypto.so.3+0x31cdd7",
		want[2]: "EVP_DecryptFinal_ex",
		want[4]: "naclcmp_ossl_x25519",
		"crypto_secretbox_open_detached (in /usr/lib/x86_64-linux-gnu/libsodium.so.23.3.0)": "crypto_secretbox_open_detached",
		botanFinish + " (in /usr/lib/x86_64-linux-gnu/libbotan-2.so.19.19.3)":               "Botan::GCM_Decryption::finish",
		botanFinish + " (libbotan-2.so.19.19.3+0x5a0b1)":                                    "Botan::GCM_Decryption::finish",
	} {
		if got := frameID(fr); got != id {
			t.Errorf("frameID(%q) = %q, want %q", fr, got, id)
		}
	}
}

// TestInHarness checks that the harness's temporary path leaves its frames.
func TestInHarness(t *testing.T) {
	in := "==1==    at 0x1: naclcmp_libnacl_x (in /tmp/naclcmp-ct-1/ct-nacl)\n"
	if got, want := inHarness(in, "/tmp/naclcmp-ct-1/ct-nacl"), "==1==    at 0x1: naclcmp_libnacl_x (in ct-nacl)\n"; got != want {
		t.Errorf("inHarness = %q, want %q", got, want)
	}
}

// TestValgrindRepeatedReports checks why the harness runs calls again:
// memcheck reports a context once, so in one process the second of two
// calls through the same stack would look clean. The harness is given the
// leaky control twice; each of its final runs must carry the report.
func TestValgrindRepeatedReports(t *testing.T) {
	needValgrind(t)
	exe, err := Build(Controls, "", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	const key = "control/leaky:Equal"
	args := append(append([]string{}, ValgrindFlags...), exe, key, key)
	out, _ := exec.Command("valgrind", args...).CombinedOutput()
	segments := regexp.MustCompile(`(?m)^naclcmp-ct: begin `+regexp.QuoteMeta(key)+`$`).Split(string(out), -1)[1:]
	// One first pass over both calls, then a fresh run of each.
	if len(segments) != 4 {
		t.Fatalf("%d runs of the control, want 4 (two in the first pass, two again):\n%s", len(segments), out)
	}
	for i, seg := range segments[2:] {
		seg, _, _ = strings.Cut(seg, "naclcmp-ct: ok ")
		if len(ParseMemcheck(seg)) == 0 {
			t.Errorf("run %d of the leaky control has no report:\n%s", i+1, seg)
		}
	}
}

// TestValgrindOpen runs the Open and Seal calls of every library that has
// secretbox or AEAD under valgrind, asserting only that each got a verdict
// (no error: the call succeeded and its output carried the secret), and
// that a verdict's declassified reports come with their reason.
func TestValgrindOpen(t *testing.T) {
	needValgrind(t)
	root := fetchedRoot(t)
	rep, err := CheckValgrind(context.Background(), ValgrindOptions{Root: root,
		Impls: []string{"libsodium", "tweetnacl", "nacl", "openssl"}, Ops: []string{"secretbox", "aead"}, Parallel: 2})
	if err != nil {
		t.Fatal(err)
	}
	opens := 0
	for _, v := range rep.Results {
		if v.Verdict != ctrecord.VerdictConstantTime && v.Verdict != ctrecord.VerdictLeak {
			t.Errorf("%s %s %s: verdict %q (%s), want a verdict", v.Impl, v.Op, v.Call, v.Verdict, v.Err)
		}
		if v.Call == "Open" {
			opens++
		}
		for _, d := range v.Declassified {
			if d.Reason == "" || len(d.Stack) == 0 {
				t.Errorf("%s %s %s: declassified report without reason or stack: %+v", v.Impl, v.Op, v.Call, d)
			}
		}
	}
	// libsodium (secretbox, two AEADs), TweetNaCl, NaCl, OpenSSL (AEAD).
	if opens < 6 {
		t.Errorf("%d Open calls checked, want at least 6: %+v", opens, rep.Results)
	}
}
