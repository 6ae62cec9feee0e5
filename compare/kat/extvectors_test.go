package kat

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/edge"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/vectors/edge25519"
)

// RFC 8032 §7.1 TEST 1 (empty message).
const (
	rfc1Public = "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
	rfc1Sig    = "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"
)

func TestDetectExtFormat(t *testing.T) {
	for _, c := range []struct {
		in   string
		want ExtFormat
		err  string
	}{
		{`{"algorithm":"EDDSA","testGroups":[]}`, FormatWycheproof, ""},
		{`[{"A":"","R":"","S":"","M":"","Flags":null}]`, FormatEd25519Vectors, ""},
		{`[{"number":0,"key":"","sig":"","msg":"","flags":null}]`, FormatCCTV, ""},
		{`[{"message":"","pub_key":"","signature":""}]`, FormatSpeccheck, ""},
		{`{"tests":[]}`, "", "without testGroups"},
		{`[]`, "", "empty array"},
		{`[{"x":1}]`, "", "keys x"},
		{`nonsense`, "", "not a JSON"},
	} {
		got, err := DetectExtFormat([]byte(c.in))
		if got != c.want || (c.err == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), c.err)) {
			t.Errorf("DetectExtFormat(%s) = %q, %v; want %q, error containing %q", c.in, got, err, c.want, c.err)
		}
	}
}

func TestParseExtErrors(t *testing.T) {
	for _, c := range []struct {
		in     string
		format ExtFormat
		err    string
	}{
		{`{"algorithm":"RSA","testGroups":[{"tests":[]}]}`, "", `algorithm "RSA"`},
		{`{"algorithm":"HMACSHA256","testGroups":[{"type":"MacTest","keySize":0,"tagSize":256,"tests":[{"tcId":7,"key":"zz","msg":"","tag":"","result":"valid"}]}]}`, "", "tcId 7: key"},
		{`{"algorithm":"HMACSHA256","testGroups":[{"type":"MacTest","keySize":0,"tagSize":256,"tests":[{"tcId":8,"key":"","msg":"","tag":"","result":"maybe"}]}]}`, "", `unknown result "maybe"`},
		{`[{"message":"00","pub_key":"0g","signature":""}]`, "", "case 0: pub_key"},
		{`[{"message":"00","pub_key":"00","signature":""}]`, "pdf", `unknown format "pdf"`},
	} {
		_, err := ParseExtVectors([]byte(c.in), "test.json", c.format)
		if err == nil || !strings.Contains(err.Error(), c.err) || !strings.HasPrefix(err.Error(), "test.json: ") {
			t.Errorf("ParseExtVectors(%s): error %v, want one naming the file and containing %q", c.in, err, c.err)
		}
	}
}

// speccheckJSON writes cases in speccheck's format.
func speccheckJSON(t *testing.T, cs []edge25519.Case) []byte {
	t.Helper()
	var out []map[string]string
	for _, c := range cs {
		out = append(out, map[string]string{
			"message": hex.EncodeToString(c.Msg), "pub_key": hex.EncodeToString(c.Public), "signature": hex.EncodeToString(c.Sig),
		})
	}
	b, err := json.Marshal(out)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestRunExtSpeccheck feeds the paper cases, written in speccheck's
// format, through the runner: the verdicts of crypto/ed25519 must be the
// paper's Go row, and every case counts as acceptable.
func TestRunExtSpeccheck(t *testing.T) {
	cs, err := edge25519.PaperCases()
	if err != nil {
		t.Fatal(err)
	}
	suite, err := ParseExtVectors(speccheckJSON(t, cs), "cases.json", "")
	if err != nil {
		t.Fatal(err)
	}
	if suite.Format != FormatSpeccheck || suite.Op != "sign/ed25519" || len(suite.Cases) != 12 {
		t.Fatalf("suite %+v", suite)
	}
	res, err := RunExtVectors(localRegistry(false), suite, edge.Extra(impls.ExtraVerifiers()))
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != 1+len(edge.Extra(impls.ExtraVerifiers())) {
		t.Fatalf("%d results, want the local implementation and the extra verifiers", len(res))
	}
	got := res[0]
	want := edge25519.PaperRows["Go"]
	accepted := strings.Count(want, "V")
	if got.Verdicts != want || got.Accepted != accepted || got.AcceptableAccepted != accepted ||
		got.AcceptableRejected != 12-accepted || got.Passed != 0 || got.Failed != 0 {
		t.Errorf("local crypto/ed25519 on the paper cases: %+v, want verdicts %s", got, want)
	}
	if res[1].Registry || res[1].Impl != edge.Extra(impls.ExtraVerifiers())[0].Name {
		t.Errorf("second result %+v, want the first extra verifier", res[1])
	}
}

// TestRunExtCountsFailures checks that the runner catches a verifier that
// accepts anything, and a MAC whose Verify lies, on ed25519vectors, CCTV
// and Wycheproof-shaped input.
func TestRunExtCountsFailures(t *testing.T) {
	bad := rfc1Sig[:127] + "c" // last byte 0x0b → 0x0c: S changes, R does not
	ev := fmt.Sprintf(`[{"A":%q,"R":%q,"S":%q,"M":"","Flags":null},{"A":%q,"R":%q,"S":%q,"M":"","Flags":["NonCanonicalR"]}]`,
		rfc1Public, rfc1Sig[:64], rfc1Sig[64:], rfc1Public, rfc1Sig[:64], bad[64:])
	cctv := fmt.Sprintf(`[{"number":0,"key":%q,"sig":%q,"msg":"","flags":null},{"number":1,"key":%q,"sig":%q,"msg":"","flags":["low_order_R"]}]`,
		rfc1Public, rfc1Sig, rfc1Public, bad)
	for _, in := range []string{ev, cctv} {
		suite, err := ParseExtVectors([]byte(in), "ed.json", "")
		if err != nil {
			t.Fatal(err)
		}
		res, err := RunExtVectors(localRegistry(true), suite, nil)
		if err != nil {
			t.Fatal(err)
		}
		good, broken := res[0], res[1]
		if good.Passed != 1 || good.AcceptableRejected != 1 || good.Failed != 0 || good.Accepted != 1 {
			t.Errorf("%s: local: %+v", suite.Format, good)
		}
		if broken.Passed != 1 || broken.AcceptableAccepted != 1 || broken.Accepted != 2 {
			t.Errorf("%s: accept-all: %+v", suite.Format, broken)
		}
	}

	// Wycheproof-shaped: RFC 8032 TEST 1 valid; the same with S + L and
	// with S changed, both invalid. Accepting S + L is a failure in an edge
	// class; accepting the changed S is a plain failure.
	cs, _ := edge25519.PaperCases()
	sPlusL := hex.EncodeToString(cs[6].Sig)
	eddsa := fmt.Sprintf(`{"algorithm":"EDDSA","testGroups":[{"type":"EddsaVerify","key":{"curve":"edwards25519","pk":%q,"sk":""},"tests":[
		{"tcId":1,"msg":"","sig":%q,"result":"valid"},
		{"tcId":2,"msg":%q,"sig":%q,"result":"invalid"},
		{"tcId":3,"msg":"","sig":%q,"result":"invalid"}]}]}`,
		rfc1Public, rfc1Sig, hex.EncodeToString(cs[6].Msg), sPlusL, bad)
	suite, err := ParseExtVectors([]byte(eddsa), "eddsa.json", "")
	if err != nil {
		t.Fatal(err)
	}
	suite.Cases[1].Public = cs[6].Public // case 6 is under its own key
	res, err := RunExtVectors(localRegistry(true), suite, nil)
	if err != nil {
		t.Fatal(err)
	}
	if g := res[0]; g.Passed != 3 || g.Failed != 0 {
		t.Errorf("local on Wycheproof-shaped EdDSA: %+v", g)
	}
	if b := res[1]; b.Passed != 1 || b.Failed != 2 || b.EdgeFailed != 1 || !strings.Contains(b.Failures[0], "S ≥ L") {
		t.Errorf("accept-all on Wycheproof-shaped EdDSA: %+v", b)
	}
	// Cases without a comment or flags name neither: no "tcId 2 () []".
	for _, f := range res[1].Failures {
		if !strings.HasPrefix(f, "tcId ") || strings.Contains(f, "()") || strings.Contains(f, "[]") {
			t.Errorf("failure %q: an empty remark", f)
		}
	}

	// HMAC-SHA-256 of "what do ya want for nothing?" under "Jefe" (RFC
	// 4231 test case 2), as a full tag, a 128-bit truncated tag, and both
	// with the last byte changed.
	const tag = "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
	key, msg := hex.EncodeToString([]byte("Jefe")), hex.EncodeToString([]byte("what do ya want for nothing?"))
	flip := func(s string) string {
		b, _ := hex.DecodeString(s)
		b[len(b)-1] ^= 1
		return hex.EncodeToString(b)
	}
	group := func(bits int, t1, t2 string) string {
		return fmt.Sprintf(`{"type":"MacTest","keySize":32,"tagSize":%d,"tests":[
			{"tcId":%d,"comment":"","key":%q,"msg":%q,"tag":%q,"result":"valid","flags":[]},
			{"tcId":%d,"comment":"","key":%q,"msg":%q,"tag":%q,"result":"invalid","flags":[]}]}`,
			bits, bits, key, msg, t1, bits+1, key, msg, t2)
	}
	wp := fmt.Sprintf(`{"algorithm":"HMACSHA256","testGroups":[%s,%s]}`,
		group(256, tag, flip(tag)), group(128, tag[:32], flip(tag[:32])))
	suite, err = ParseExtVectors([]byte(wp), "hmac.json", "")
	if err != nil {
		t.Fatal(err)
	}
	if len(suite.Unsupported) != 0 || len(suite.Cases) != 4 {
		t.Fatalf("suite: %d cases, unsupported %v", len(suite.Cases), suite.Unsupported)
	}
	res, err = RunExtVectors(localRegistry(true), suite, edge.Extra(impls.ExtraVerifiers()))
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != 2 {
		t.Fatalf("%d results: extra verifiers must not run on a MAC suite", len(res))
	}
	if g := res[0]; g.Passed != 4 || g.Failed != 0 || g.Notes[truncatedNote] != 2 {
		t.Errorf("local HMAC: %+v", g)
	}
	// The lying Verify says yes to the changed full tag; the truncated
	// cases do not reach Verify.
	if b := res[1]; b.Failed != 1 || b.Passed != 3 || len(b.Failures) != 1 || !strings.Contains(b.Failures[0], "tcId 257") {
		t.Errorf("lying HMAC: %+v", b)
	}
}

func TestX25519NearP(t *testing.T) {
	near := func(low, top byte) []byte {
		u := bytes.Repeat([]byte{0xff}, 32)
		u[0], u[31] = low, top
		return u
	}
	nine := make([]byte, 32)
	nine[0] = 9
	nineTop := slices.Clone(nine)
	nineTop[31] = 0x80
	for _, c := range []struct {
		name string
		u    []byte
		want bool
	}{
		{"p − 33", near(0xcc, 0x7f), false},
		{"p − 32", near(0xcd, 0x7f), true},
		{"p − 25, found by FuzzX25519", near(0xd4, 0x7f), true},
		{"p + 1 (non-canonical)", near(0xee, 0x7f), true},
		{"p − 19 with the top bit set (≡ p)", near(0xda, 0xff), true},
		{"p − 52 with the top bit set (≡ p − 33)", near(0xb9, 0xff), false},
		{"p − 51 with the top bit set (≡ p − 32)", near(0xba, 0xff), true},
		{"9", nine, false},
		{"9 with the top bit set", nineTop, false},
		{"short", []byte{1}, false},
	} {
		if got := edge25519.X25519NearP(c.u); got != c.want {
			t.Errorf("%s: X25519NearP = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestWycheproofAESGCMGroups: of an AES-GCM file only the groups of
// aead/aes256gcm run (256-bit keys, 96-bit IVs); other key sizes and IVs
// of other lengths that GCM accepts are another operation and are left
// out by reason, while a group of another IV length whose cases are all
// invalid still runs: every implementation must refuse those nonces.
func TestWycheproofAESGCMGroups(t *testing.T) {
	group := func(keyBits, ivBits int, result string) string {
		key, iv := strings.Repeat("00", keyBits/8), strings.Repeat("00", ivBits/8)
		return fmt.Sprintf(`{"type":"AeadTest","keySize":%d,"ivSize":%d,"tagSize":128,"tests":[
			{"tcId":1,"comment":"","key":%q,"iv":%q,"aad":"","msg":"","ct":"","tag":"530f8afbc74536b9a963b4f1c4cb738b","result":%q,"flags":[]}]}`,
			keyBits, ivBits, key, iv, result)
	}
	wp := fmt.Sprintf(`{"algorithm":"AES-GCM","testGroups":[%s,%s,%s,%s]}`,
		group(256, 96, "valid"), group(128, 96, "valid"), group(256, 128, "valid"), group(256, 64, "invalid"))
	suite, err := ParseExtVectors([]byte(wp), "aes_gcm.json", "")
	if err != nil {
		t.Fatal(err)
	}
	if suite.Op != "aead/aes256gcm" || len(suite.Cases) != 2 || suite.Unsupported["128-bit keys: not in the catalogue (aead/aes256gcm: 256)"] != 1 || suite.Unsupported["128-bit IVs: not in the catalogue (aead/aes256gcm: 96)"] != 1 {
		t.Errorf("op %s, %d cases, left out %v; want aead/aes256gcm, 2 cases, one 128-bit key and one 128-bit IV left out", suite.Op, len(suite.Cases), suite.Unsupported)
	}
}
