package matrix

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// testRegistry holds two implementations: "a" with two hashes and
// Ed25519, "b" with one of the hashes. The operations are never called,
// so any value stands for them.
func testRegistry() *Registry {
	return &Registry{Impls: []*Impl{
		{Name: "a", Ops: map[string]any{"hash/sha256": 1, "hash/sha512": 2, "sign/ed25519": 3}},
		{Name: "b", Ops: map[string]any{"hash/sha512": 4}},
	}}
}

func TestSplitList(t *testing.T) {
	for in, want := range map[string][]string{
		"":                      nil,
		" , ,":                  nil,
		"sign":                  {"sign"},
		"sign, hash/sha256,":    {"sign", "hash/sha256"},
		"\thash ,mac":           {"hash", "mac"},
		"libsodium,,go-stdlib ": {"libsodium", "go-stdlib"},
	} {
		if got := SplitList(in); !slices.Equal(got, want) {
			t.Errorf("SplitList(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSelectionSpecs(t *testing.T) {
	for _, tc := range []struct {
		impls, ops string
		want       string // IDs of the selected operations, or the error's start
	}{
		{"", "", "hash/sha256 hash/sha512 sign/ed25519"},
		{"", "hash", "hash/sha256 hash/sha512"},
		{"", "sign,hash/sha512", "sign/ed25519 hash/sha512"},
		{"", "hash/sha512, hash", "hash/sha512 hash/sha256"},
		{"", " sign , ", "sign/ed25519"},
		{"b", "", "hash/sha512"},
		{"b", "hash", "hash/sha512"},
		{"b,a", "hash/sha256", "hash/sha256"},
		{"", "hash/md5", `error: unknown operation "hash/md5"`},
		{"", "signature", `error: unknown operation "signature"`},
		{"", "box", `error: no selected implementation provides "box" (selected: a, b)`},
		{"b", "sign/ed25519", `error: no selected implementation provides "sign/ed25519" (selected: b)`},
		{"c", "", `error: unknown implementation "c" (did you mean a or b?)`},
		{"a,b,a", "hash,hash/sha256,hash", "hash/sha256 hash/sha512"},
	} {
		_, specs, err := ParseSelection(tc.impls, tc.ops).Resolve(testRegistry())
		got := ""
		if err != nil {
			got = "error: " + err.Error()
		} else {
			var ids []string
			for _, s := range specs {
				ids = append(ids, s.ID())
			}
			got = strings.Join(ids, " ")
		}
		// An error is matched by its start, a selection exactly.
		if !strings.HasPrefix(got, tc.want) || err == nil && got != tc.want {
			t.Errorf("--impl %q --op %q: %s, want %s", tc.impls, tc.ops, got, tc.want)
		}
	}
}

func TestSelectionMatch(t *testing.T) {
	sel := ParseSelection("", "sign,hash/sha256")
	for _, s := range Specs {
		want := s.Family == FamilySignature || s.ID() == "hash/sha256"
		if sel.Match(s) != want {
			t.Errorf("Match(%s) = %v, want %v", s, !want, want)
		}
	}
	if all := ParseSelection("", ""); !slices.ContainsFunc(Specs, all.Match) || slices.ContainsFunc(Specs, func(s Spec) bool { return !all.Match(s) }) {
		t.Error("an empty selection does not match every operation")
	}
}

func TestRegistryOnly(t *testing.T) {
	r := testRegistry()
	s, _ := Lookup("hash/sha512")
	only := r.Only([]Spec{s})
	if len(only.Impls) != 2 || only.Impls[0].Has("hash/sha256") || !only.Impls[0].Has("hash/sha512") || !only.Impls[1].Has("hash/sha512") {
		t.Errorf("Only(hash/sha512) kept %v and %v", only.Impls[0].IDs(), only.Impls[1].IDs())
	}
	if !r.Impls[0].Has("hash/sha256") {
		t.Error("Only changed the registry it copied")
	}
}

// TestSelectionRepeatsCountOnce: a name given twice selects once, so that
// `--impl libsodium,libsodium,go-stdlib` runs two implementations, not
// libsodium twice, and a name repeated thousands of times is one.
func TestSelectionRepeatsCountOnce(t *testing.T) {
	for _, tc := range []struct {
		impls, ops         string
		wantImpls, wantOps []string
	}{
		{"a,a,b", "", []string{"a", "b"}, nil},
		{"b, a ,b,a", "sign,sign , hash/sha512,sign", []string{"b", "a"}, []string{"sign", "hash/sha512"}},
		{strings.Repeat("a,", 5000), strings.Repeat("hash,", 5000), []string{"a"}, []string{"hash"}},
	} {
		sel := ParseSelection(tc.impls, tc.ops)
		if !slices.Equal(sel.Impls, tc.wantImpls) || !slices.Equal(sel.Ops, tc.wantOps) {
			t.Errorf("ParseSelection(%.20q…, %.20q…) = %q, %q; want %q, %q", tc.impls, tc.ops, sel.Impls, sel.Ops, tc.wantImpls, tc.wantOps)
		}
		r, err := sel.Registry(testRegistry())
		if err != nil {
			t.Fatal(err)
		}
		if got := r.Names(); !slices.Equal(got, tc.wantImpls) {
			t.Errorf("--impl %.20q…: registry %q, want %q", tc.impls, got, tc.wantImpls)
		}
	}
	// A Selection built without ParseSelection is narrowed the same way.
	r, err := testRegistry().Filter([]string{"b", "a", "b", "b"})
	if err != nil || !slices.Equal(r.Names(), []string{"b", "a"}) {
		t.Errorf("Filter(b, a, b, b) = %v, %v; want [b a]", r, err)
	}
}

// implNames are the implementation names of a full build, the names a
// typo of --impl is measured against.
var implNames = strings.Fields(`libsodium libsodium-jamesruan tweetnacl orlp-ed25519 openssl nacl
	libb2 nettle botan libgcrypt wolfssl libtomcrypt libargon2 go-stdlib x-crypto go-edwards25519
	go-aesctr go-siphash go-zitistream go-tweetnacl js:tweetnacl js:tweetnacl-port js:noble-ed25519
	js:ed25519-addon js:supercop.wasm js:ed25519_dalek js:node-crypto chromium:webcrypto
	firefox:webcrypto chromium:tweetnacl chromium:noble-ed25519 chromium:supercop.wasm
	chromium:ed25519_dalek firefox:tweetnacl firefox:noble-ed25519 firefox:supercop.wasm
	firefox:ed25519_dalek js:tweetnacl-sealedbox js:argon2 js:noble-curves js:noble-ciphers
	js:noble-hashes js:libsodium-wrappers js:libsodium-wrappers-sumo js:sodium-native js:elliptic
	js:stablelib-ed25519 js:blakejs js:hash-wasm`)

// fullRegistry holds an implementation of every name of implNames.
func fullRegistry() *Registry {
	r := &Registry{}
	for _, n := range implNames {
		r.Impls = append(r.Impls, &Impl{Name: n})
	}
	return r
}

// TestUnknownNameSuggests: an unknown name is one line offering the
// closest valid names, or none when nothing is close.
func TestUnknownNameSuggests(t *testing.T) {
	for _, tc := range []struct {
		impls, ops string
		want       string // the whole error
	}{
		{"go-stdlb", "", `unknown implementation "go-stdlb" (did you mean go-stdlib?)`},
		{"LibSodium", "", `unknown implementation "LibSodium" (did you mean libsodium?)`},
		{"libsodum", "", `unknown implementation "libsodum" (did you mean libsodium?)`},
		// Two or three suggestions fit when they are short; else the
		// first does, and "…" says there are more.
		{"", "mac/blake2", `unknown operation "mac/blake2" (did you mean mac/blake2b or mac/blake2s?)`},
		{"js:ed25519", "", `unknown implementation "js:ed25519" (did you mean js:ed25519-addon, …?)`},
		{"webcrypto", "", `unknown implementation "webcrypto" (did you mean chromium:webcrypto, …?)`},
		{"chromium", "", `unknown implementation "chromium" (did you mean chromium:webcrypto, …?)`},
		{"go-stdlib,nope", "", `unknown implementation "nope"`},
		{"qqqqqqqq", "", `unknown implementation "qqqqqqqq"`},
		{"", "sgin", `unknown operation "sgin" (did you mean sign?)`},
		{"", "hash/sha265", `unknown operation "hash/sha265" (did you mean hash/sha256?)`},
		{"", "hsah/sha256", `unknown operation "hsah/sha256" (did you mean hash/sha256 or hkdf/sha256?)`},
		{"", "sha256", `unknown operation "sha256" (did you mean hash/sha256 or hkdf/sha256?)`},
		{"", "hash/sha", `unknown operation "hash/sha" (did you mean hash/sha256 or hash/sha512?)`},
		{"", "ed25519", `unknown operation "ed25519" (did you mean sign/ed25519?)`},
		{"", "secretbx,sign", `unknown operation "secretbx" (did you mean secretbox?)`},
		{"", "zzzz", `unknown operation "zzzz"`},
	} {
		_, _, err := ParseSelection(tc.impls, tc.ops).Resolve(fullRegistry())
		if err == nil || err.Error() != tc.want {
			t.Errorf("--impl %q --op %q: %v\nwant %s", tc.impls, tc.ops, err, tc.want)
		}
	}
}

// TestUnknownNameWidth: however long the name typed and the names
// offered, the error is one line of at most UnknownNameWidth columns, the
// room a command's name leaves of a 100-column terminal line, and says
// what it could of the suggestions rather than nothing.
func TestUnknownNameWidth(t *testing.T) {
	long := strings.Repeat("x", 300)
	for _, tc := range []struct {
		impls, ops string
		wantPart   string
	}{
		{long, "", `unknown implementation "` + long[:23] + `…"`},
		{"", long, `unknown operation "` + long[:23] + `…"`},
		{"", strings.Repeat("é\n", 100), `unknown operation`},
		{"sodium", "", `(did you mean libsodium`},
		{"js:libsodium-wrappers-sum", "", `"js:libs…" (did you mean js:libsodium-wrappers-sumo?)`},
		{"noble-ed25519", "", `(did you mean js:noble-ed25519`},
		{strings.Repeat(",go-stdlib", 5000) + ",go-stdlb", "", `(did you mean go-stdlib?)`},
	} {
		_, _, err := ParseSelection(tc.impls, tc.ops).Resolve(fullRegistry())
		if err == nil {
			t.Fatalf("--impl %.20q --op %.20q: no error", tc.impls, tc.ops)
		}
		msg := err.Error()
		if n := utf8.RuneCountInString(msg); n > UnknownNameWidth || strings.Contains(msg, "\n") {
			t.Errorf("--impl %.20q --op %.20q: %d columns, want one line of at most %d: %q", tc.impls, tc.ops, n, UnknownNameWidth, msg)
		}
		if !strings.Contains(msg, tc.wantPart) {
			t.Errorf("--impl %.20q --op %.20q: %q does not say %q", tc.impls, tc.ops, msg, tc.wantPart)
		}
	}
}

func TestEditDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"", "abc", 3}, {"abc", "", 3}, {"sign", "sign", 0},
		{"sgin", "sign", 1}, {"go-stdlb", "go-stdlib", 1}, {"kitten", "sitting", 3},
		{"hash/sha265", "hash/sha256", 1}, {"ca", "abc", 3}, {"é", "e", 1},
	} {
		if got := editDistance(tc.a, tc.b); got != tc.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}
