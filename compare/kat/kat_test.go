package kat

import (
	"bytes"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/expect"
	"github.com/naclcmp/naclcmp/gonative/stdlib"
	"github.com/naclcmp/naclcmp/gonative/xcrypto"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/impls/implstest"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// katName is the subtest name of a result within its implementation's
// subtest: file/op/id, with the op's slash turned into a dot so that each
// part stays one level.
func katName(r VectorResult) string {
	return fmt.Sprintf("%s/%s/%d", r.File, strings.ReplaceAll(r.Op, "/", "."), r.ID)
}

// TestVectors runs every vector against every implementation, one subtest
// per implementation, so that -run 'TestVectors/^libsodium$' runs one
// alone (a mutant's Killed-by line does).
func TestVectors(t *testing.T) {
	files, err := vectors.All()
	if err != nil {
		t.Fatal(err)
	}
	reg, err := impls.Default()
	if err != nil {
		t.Fatal(err)
	}
	outcomes := checktest.MustPinned(t).Outcomes
	for _, im := range reg.Impls {
		t.Run(im.Name, func(t *testing.T) {
			one := &matrix.Registry{Impls: []*matrix.Impl{im}}
			for _, r := range RunVectors(one, files) {
				t.Run(katName(r), func(t *testing.T) {
					if r.Skipped {
						t.Skip(r.Detail)
					}
					// A failure must be pinned for this implementation and
					// architecture, in its edge class (expect/outcomes.json):
					// shown, not failed; anything else fails.
					if err := checkVectorOutcome(outcomes, r, runtime.GOARCH); err != nil {
						t.Error(err)
					} else if !r.Pass {
						t.Logf("%s: %s [edge class: %s] (pinned)", r.Comment, r.Detail, r.EdgeClass)
					}
				})
			}
		})
	}

	// No vector may go unused without a word.
	errs, logs := katUnused(reg, files, checktest.MustPinned(t).Providers)
	for _, e := range errs {
		t.Error(e)
	}
	for _, l := range logs {
		t.Log(l)
	}
}

// katUnused lists the vector groups that no implementation in reg runs:
// as errors when the operation is unknown or an implementation that
// expect/providers.json says provides it is registered, as notes when none
// of those is registered.
func katUnused(reg *matrix.Registry, files []vectors.File, providers *expect.Providers) (errs, notes []string) {
	for _, f := range files {
		for _, g := range f.Groups {
			if _, err := matrix.Lookup(g.Op); err != nil {
				errs = append(errs, fmt.Sprintf("%s: %v", f.Name, err))
				continue
			}
			if len(matrix.Providers[any](reg, g.Op)) > 0 {
				continue
			}
			var missing []string
			for _, im := range providers.Impls {
				if slices.Contains(im.Ops, g.Op) && reg.Impl(im.Impl) != nil {
					missing = append(missing, im.Impl)
				}
			}
			if len(missing) > 0 {
				errs = append(errs, fmt.Sprintf("%s: %s vectors are unused: %v registered but no implementation provides %s", f.Name, g.Op, missing, g.Op))
			} else {
				notes = append(notes, fmt.Sprintf("%s: %s vectors are unused: no implementation of it is registered yet", f.Name, g.Op))
			}
		}
	}
	return errs, notes
}

func TestUnusedVectorsAreReported(t *testing.T) {
	files := []vectors.File{katFile(t, "fips180-4")} // hash/sha256 and hash/sha512
	sha256Only := &matrix.Impl{Name: "go-stdlib", Ops: map[string]any{"hash/sha256": stdlib.SHA256{}}}

	// go-stdlib is expected to provide SHA-512: registered without it, the
	// SHA-512 vectors would go unused, which is an error.
	errs, notes := katUnused(checktest.NewRegistry(t, sha256Only), files, checktest.MustPinned(t).Providers)
	if len(errs) != 1 || !strings.Contains(errs[0], "hash/sha512") || len(notes) != 0 {
		t.Errorf("errors %q, notes %q; want one error for hash/sha512", errs, notes)
	}

	// Under a name nobody expects anything from, it is only a note.
	other := &matrix.Impl{Name: "someone-else", Ops: sha256Only.Ops}
	errs, notes = katUnused(checktest.NewRegistry(t, other), files, checktest.MustPinned(t).Providers)
	if len(errs) != 0 || len(notes) != 1 || !strings.Contains(notes[0], "hash/sha512") {
		t.Errorf("errors %q, notes %q; want one note for hash/sha512", errs, notes)
	}

	// An operation the catalogue does not know is always an error.
	bogus := katFile(t, "fips180-4")
	bogus.Groups[0].Op = "hash/sha3"
	if errs, _ := katUnused(checktest.NewRegistry(t, other), []vectors.File{bogus}, checktest.MustPinned(t).Providers); len(errs) == 0 {
		t.Error("unknown operation hash/sha3 not reported")
	}
}

// The runner's own tests use the Go wrappers of fakes_test.go, independent
// of the registry, and never registered in Default.

// katPanicky is deliberately broken: it panics, as a faulty binding might.
type katPanicky struct{}

func (katPanicky) Hash(out, msg []byte) error { panic("broken binding") }

func katGoImpl() *matrix.Impl {
	return &matrix.Impl{Name: "kat-go", Language: matrix.LangGo, Ops: map[string]any{
		"hash/sha256":          stdlib.SHA256{},
		"mac/hmac-sha256":      stdlib.HMACSHA256{},
		"stream/chacha20-ietf": xcrypto.ChaCha20IETF{},
		"sign/ed25519":         stdlib.Ed25519{},
		"scalarmult/x25519":    stdlib.X25519{},
	}}
}

// katFile returns a deep copy of the embedded file name, to corrupt.
func katFile(t *testing.T, name string) vectors.File {
	t.Helper()
	files, err := vectors.All()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if f.Name == name {
			c := f
			c.Groups = nil
			for _, g := range f.Groups {
				g.Vectors = append([]vectors.Vector(nil), g.Vectors...)
				for i := range g.Vectors {
					v := &g.Vectors[i]
					v.Out, v.Tag, v.Sig = bytes.Clone(v.Out), bytes.Clone(v.Tag), bytes.Clone(v.Sig)
				}
				c.Groups = append(c.Groups, g)
			}
			return c
		}
	}
	t.Fatalf("no vector file %s", name)
	return vectors.File{}
}

// katVector returns the vector with the given id in f.
func katVector(t *testing.T, f vectors.File, id int) *vectors.Vector {
	t.Helper()
	for _, g := range f.Groups {
		for i := range g.Vectors {
			if g.Vectors[i].ID == id {
				return &g.Vectors[i]
			}
		}
	}
	t.Fatalf("%s: no vector %d", f.Name, id)
	return nil
}

// katOne returns the single result for vector id, failing unless there is
// exactly one.
func katOne(t *testing.T, results []VectorResult, id int) VectorResult {
	t.Helper()
	var found []VectorResult
	for _, r := range results {
		if r.ID == id {
			found = append(found, r)
		}
	}
	if len(found) != 1 {
		t.Fatalf("vector %d: %d results, want 1", id, len(found))
	}
	return found[0]
}

// TestRunVectorsWithGo runs the real vector files through the runner with
// Go implementations: every vector of their operations passes, counters and
// iterations included, and operations they lack give no result.
func TestRunVectorsWithGo(t *testing.T) {
	files, err := vectors.All()
	if err != nil {
		t.Fatal(err)
	}
	reg := checktest.NewRegistry(t, katGoImpl())
	count := map[string]int{}
	for _, r := range RunVectors(reg, files) {
		count[r.Op]++
		if !r.Pass || r.Skipped {
			t.Errorf("%s: pass=%v skipped=%v: %s", katName(r), r.Pass, r.Skipped, r.Detail)
		}
		if r.Impl != "kat-go" || r.Source == "" || r.Comment == "" {
			t.Errorf("%s: incomplete result %+v", katName(r), r)
		}
	}
	for op := range katGoImpl().Ops {
		if count[op] == 0 {
			t.Errorf("%s: no vector ran", op)
		}
	}
	if len(count) != len(katGoImpl().Ops) {
		t.Errorf("results for %d operations, want only the %d the implementation has: %v", len(count), len(katGoImpl().Ops), count)
	}
}

// TestRunVectorsCatchesCorruption corrupts published vectors and checks
// that the runner fails them, with a detail saying what differed.
func TestRunVectorsCatchesCorruption(t *testing.T) {
	reg := checktest.NewRegistry(t, katGoImpl())
	tests := []struct {
		file    string
		id      int
		corrupt func(v *vectors.Vector)
		detail  string
	}{
		{"fips180-4", 1, func(v *vectors.Vector) { v.Out[0] ^= 1 }, "digest differs at byte 0"},
		{"rfc4231", 2, func(v *vectors.Vector) { v.Tag[31] ^= 0x80 }, "tag differs at byte 31"},
		{"rfc8439", 10, func(v *vectors.Vector) { v.Out[len(v.Out)-1] ^= 1 }, "ciphertext differs at byte 126"},
		{"rfc8439", 10, func(v *vectors.Vector) { v.Counter = 41 }, "ciphertext differs at byte 0"},
		{"rfc8032", 4, func(v *vectors.Vector) { v.Sig[40] ^= 4 }, "signature differs at byte 40"},
		{"rfc8032", 1, func(v *vectors.Vector) { v.Result = vectors.Invalid }, "accepted an invalid vector"},
		{"rfc7748", 4, func(v *vectors.Vector) { v.Iterations = 999 }, "result differs"},
		{"rfc7748", 5, func(v *vectors.Vector) { v.Out[5] ^= 1 }, "result differs at byte 5"},
		{"fips180-4", 2, func(v *vectors.Vector) { v.Out = nil }, "no out field"},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s/%d", tt.file, tt.id), func(t *testing.T) {
			f := katFile(t, tt.file)
			tt.corrupt(katVector(t, f, tt.id))
			r := katOne(t, RunVectors(reg, []vectors.File{f}), tt.id)
			if r.Pass || r.Skipped {
				t.Fatalf("corrupted vector: pass=%v skipped=%v, want a failure", r.Pass, r.Skipped)
			}
			if !strings.Contains(r.Detail, tt.detail) {
				t.Errorf("detail %q does not say %q", r.Detail, tt.detail)
			}
		})
	}

	// A signature with one bit flipped, marked invalid, must be rejected:
	// that is a pass.
	f := katFile(t, "rfc8032")
	v := katVector(t, f, 2)
	v.Sig[0] ^= 1
	v.Result = vectors.Invalid
	if r := katOne(t, RunVectors(reg, []vectors.File{f}), 2); !r.Pass {
		t.Errorf("invalid signature vector: %s", r.Detail)
	}
}

func TestRunVectorsSkipsAndContains(t *testing.T) {
	// A counter beyond the runner's limit is skipped, not passed.
	f := katFile(t, "rfc8439")
	katVector(t, f, 2).Counter = family.KATMaxCounter + 1
	r := katOne(t, RunVectors(checktest.NewRegistry(t, katGoImpl()), []vectors.File{f}), 2)
	if !r.Skipped || r.Pass || !strings.Contains(r.Detail, "counter") {
		t.Errorf("over-limit counter: %+v, want skipped", r)
	}

	// A panicking implementation fails its vectors; the run goes on.
	reg := checktest.NewRegistry(t, &matrix.Impl{Name: "panicky", Ops: map[string]any{"hash/sha256": katPanicky{}}})
	results := RunVectors(reg, []vectors.File{katFile(t, "fips180-4")})
	if len(results) != 2 {
		t.Fatalf("%d results, want one per SHA-256 vector (2)", len(results))
	}
	for _, r := range results {
		if r.Pass || !strings.Contains(r.Detail, "panic") {
			t.Errorf("%s: %+v, want a failure naming the panic", katName(r), r)
		}
	}

	// An empty registry gives no results at all.
	if n := len(RunVectors(&matrix.Registry{}, []vectors.File{katFile(t, "rfc8032")})); n != 0 {
		t.Errorf("%d results from an empty registry", n)
	}
}

// TestRunVectorsWithoutKeyFromSeed runs RFC 8032 on a signer without key
// derivation from a seed: each vector passes on its signature and
// verification, with a Detail saying that the key derivation was not
// checked, and a wrong signature from it still fails.
func TestRunVectorsWithoutKeyFromSeed(t *testing.T) {
	f := katFile(t, "rfc8032")
	reg := checktest.NewRegistry(t, checktest.SignImpl("seedless", implstest.Ed25519NoSeed{}), checktest.SignImpl("go", stdlib.Ed25519{}),
		checktest.SignImpl("seedless-wrong", implstest.Ed25519NoSeed{FlipSig: true}))
	results := RunVectors(reg, []vectors.File{f})
	if len(results) == 0 {
		t.Fatal("no results")
	}
	for _, r := range results {
		switch r.Impl {
		case "seedless":
			if !r.Pass || r.Skipped || !strings.Contains(r.Detail, "KeyFromSeed unsupported") {
				t.Errorf("%s: %+v, want a pass noting the unchecked key derivation", katName(r), r)
			}
		case "go":
			if !r.Pass || r.Detail != "" {
				t.Errorf("%s: %+v, want a plain pass", katName(r), r)
			}
		case "seedless-wrong":
			if r.Pass || r.Skipped || !strings.Contains(r.Detail, "signature differs at byte 9") {
				t.Errorf("%s: %+v, want a failure on the signature", katName(r), r)
			}
		}
	}

	// A corrupted published signature fails the seedless signer too.
	v := katVector(t, f, 4)
	v.Sig[40] ^= 4
	r := katOne(t, RunVectors(checktest.NewRegistry(t, checktest.SignImpl("seedless", implstest.Ed25519NoSeed{})), []vectors.File{f}), 4)
	if r.Pass || !strings.Contains(r.Detail, "signature differs at byte 40") {
		t.Errorf("corrupted vector: %+v, want a failure", r)
	}
}

// TestExtSignWithoutKeyFromSeed checks an external suite's valid case with
// a seed (Wycheproof's format) on a signer without key derivation from a
// seed: it is accepted with a note on the unchecked key derivation, and a
// wrong signature is a failure. The case is RFC 8032's test 1.
func TestExtSignWithoutKeyFromSeed(t *testing.T) {
	s, err := matrix.Lookup("sign/ed25519")
	if err != nil {
		t.Fatal(err)
	}
	f := katFile(t, "rfc8032")
	v := katVector(t, f, 1)
	c := ExtCase{ID: "tcId 1", Expect: ExpectValid, Seed: v.Seed, Public: v.Public, Msg: family.KATOr(v.Msg), Sig: v.Sig}
	o := checkExtSign(s, implstest.Ed25519NoSeed{}, c)
	if !o.accepted || o.wrong != "" || !strings.Contains(o.note, "KeyFromSeed unsupported") {
		t.Errorf("seedless: %+v, want accepted with a note", o)
	}
	if o := checkExtSign(s, stdlib.Ed25519{}, c); !o.accepted || o.wrong != "" || o.note != "" {
		t.Errorf("with KeyFromSeed: %+v, want accepted without a note", o)
	}
	if o := checkExtSign(s, implstest.Ed25519NoSeed{FlipSig: true}, c); o.wrong == "" || !strings.Contains(o.wrong, "Sign gives") {
		t.Errorf("wrong signer: %+v, want a wrong signature", o)
	}
	if o := checkExtSign(s, implstest.FailingKeys{}, c); !strings.Contains(o.wrong, "KeyFromSeed: seed: refused") {
		t.Errorf("failing KeyFromSeed: %+v, want a failure", o)
	}
}
