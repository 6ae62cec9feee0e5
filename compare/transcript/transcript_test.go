package transcript

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/compare/family/hash"
	"github.com/naclcmp/naclcmp/gonative/stdlib"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/impls/implstest"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
)

// TestTranscriptImplementationsAgree runs the transcript over every
// implementation in this binary: each implementation's digests must be the
// ones pinned in expect/transcript.json, with no call failing (a subtest
// per implementation under "each", so that one can be run alone:
// -run 'TestTranscriptImplementationsAgree/^each$/^go-stdlib$'); then, over
// those same runs, each operation's implementations must give one digest
// and every (operation, implementation) pair of the registry must have its
// cell ("agree"). Under `make test-cross` this runs on each target
// architecture.
func TestTranscriptImplementationsAgree(t *testing.T) {
	r, err := impls.Default()
	if err != nil {
		t.Fatal(err)
	}
	pins := checktest.MustPinned(t).Transcript
	var mu sync.Mutex
	var cells []TranscriptCell
	t.Run("each", func(t *testing.T) {
		for _, im := range r.Impls {
			t.Run(im.Name, func(t *testing.T) {
				// Two at a time (go test's -parallel): a peer computes in
				// its own process while the other runs.
				t.Parallel()
				own := runTranscriptImpl(r.Specs(), im, pins.Seed)
				for _, c := range own {
					if c.Error != "" {
						t.Errorf("%s: %s failed: %s", c.Op, c.Impl, c.Error)
					}
				}
				for _, e := range checkTranscriptPins(pins, mergeTranscript(r, pins.Seed, own)) {
					t.Error(e)
				}
				mu.Lock()
				cells = append(cells, own...)
				mu.Unlock()
			})
		}
	})
	t.Run("agree", func(t *testing.T) {
		tr := mergeTranscript(r, pins.Seed, cells)
		for _, p := range tr.Problems() {
			t.Error(p)
		}
		// Agreement alone would miss a change of the sequence itself (a
		// family that absorbs the plaintext instead of the ciphertext
		// changes every implementation alike): every digest must be the
		// pinned one, which "each" checked; and the pin check can fail:
		// one digest changed is reported.
		if len(tr.Cells) > 0 && tr.Cells[0].Digest != "" {
			bad := *tr
			bad.Cells = slices.Clone(tr.Cells)
			bad.Cells[0].Digest = strings.Repeat("0", 64)
			if errs := checkTranscriptPins(pins, &bad); len(errs) != 1 || !strings.Contains(errs[0], bad.Cells[0].Op) {
				t.Errorf("a changed digest of %s: %q", bad.Cells[0].Op, errs)
			}
		}
		want := 0
		for _, s := range r.Specs() {
			want += len(matrix.Providers[any](r, s.ID()))
		}
		if want == 0 {
			t.Fatal("the default registry has no operations")
		}
		if len(tr.Cells) != want {
			t.Errorf("transcript has %d cells, want one per operation and implementation: %d", len(tr.Cells), want)
		}
		if tr.Digest == "" && !t.Failed() {
			t.Error("no overall digest although every operation agrees")
		}
	})
}

func TestTranscriptCoversEveryFamily(t *testing.T) {
	for _, f := range matrix.Families {
		if seq, ok := families.Of(f); !ok || seq.Sequence == nil || seq.Steps <= 0 {
			t.Errorf("family %s has no transcript sequence or no steps", f)
		}
	}
}

// sha256Impl is SHA-256 from crypto/sha256 for the tests below: corrupt
// flips a bit of the digest of messages of length corruptLen, fail makes
// those calls return an error and panics makes them panic. seen records
// every message.
type sha256Impl struct {
	corruptLen, failLen, panicLen int
	seen                          *[][]byte
}

func (h sha256Impl) Hash(out, msg []byte) error {
	if len(out) != sha256.Size {
		return errors.New("out: want 32 bytes")
	}
	if h.seen != nil {
		*h.seen = append(*h.seen, slices.Clone(msg))
	}
	switch len(msg) {
	case h.failLen:
		return errors.New("refused")
	case h.panicLen:
		panic("boom")
	}
	sum := sha256.Sum256(msg)
	copy(out, sum[:])
	if len(msg) == h.corruptLen {
		out[0] ^= 1
	}
	return nil
}

func hashImpl(name string, h sha256Impl) *matrix.Impl {
	return &matrix.Impl{Name: name, Ops: map[string]any{"hash/sha256": h}}
}

// never is a length no transcript message has.
const never = -1

func cellOf(t *testing.T, tr *Transcript, op, impl string) TranscriptCell {
	t.Helper()
	for _, c := range tr.Cells {
		if c.Op == op && c.Impl == impl {
			return c
		}
	}
	t.Fatalf("no cell %s %s", op, impl)
	return TranscriptCell{}
}

// TestTranscriptNamesDisagreement checks that one wrong bit, at the first
// step or the last, changes the implementation's digest, and that the
// transcript names the operation and the implementation.
func TestTranscriptNamesDisagreement(t *testing.T) {
	last := family.StepLen(hash.Steps - 1)
	ok := sha256Impl{corruptLen: never, failLen: never, panicLen: never}
	early, late := ok, ok
	early.corruptLen, late.corruptLen = 0, last
	r := checktest.NewRegistry(t, hashImpl("good", ok), hashImpl("good-too", ok), hashImpl("early", early), hashImpl("late", late))
	tr := RunTranscript(r, 1)

	good := cellOf(t, tr, "hash/sha256", "good")
	if good.Digest == "" || cellOf(t, tr, "hash/sha256", "good-too").Digest != good.Digest {
		t.Fatalf("two identical implementations disagree: %+v", tr.Cells)
	}
	for _, bad := range []string{"early", "late"} {
		if c := cellOf(t, tr, "hash/sha256", bad); c.Digest == good.Digest || c.Error != "" {
			t.Errorf("%s: digest %q error %q, want a digest other than %s", bad, c.Digest, c.Error, good.Digest)
		}
	}
	if tr.Digest != "" {
		t.Errorf("overall digest %s despite a disagreement", tr.Digest)
	}
	problems := strings.Join(tr.Problems(), "\n")
	for _, want := range []string{"hash/sha256", "disagree", "early", "late", "good, good-too"} {
		if !strings.Contains(problems, want) {
			t.Errorf("problems %q do not mention %q", problems, want)
		}
	}
}

// TestTranscriptChainsOutputs checks that inputs grow in length and that
// each output feeds the next inputs: after one wrong output, the next
// message differs from the one a correct implementation receives.
func TestTranscriptChainsOutputs(t *testing.T) {
	var goodSeen, badSeen [][]byte
	good := sha256Impl{corruptLen: never, failLen: never, panicLen: never, seen: &goodSeen}
	bad := good
	bad.corruptLen, bad.seen = family.StepLen(3), &badSeen
	RunTranscript(checktest.NewRegistry(t, hashImpl("good", good)), 1)
	RunTranscript(checktest.NewRegistry(t, hashImpl("bad", bad)), 1)

	steps := hash.Steps
	if len(goodSeen) != steps || len(badSeen) != steps {
		t.Fatalf("saw %d and %d calls, want %d", len(goodSeen), len(badSeen), steps)
	}
	for i := 1; i < steps; i++ {
		if len(goodSeen[i]) < len(goodSeen[i-1]) {
			t.Errorf("message %d is shorter than message %d", i, i-1)
		}
	}
	if n := len(goodSeen[steps-1]); n < 1024 {
		t.Errorf("longest message is %d bytes, want at least 1 KiB", n)
	}
	for i := range steps {
		same := string(goodSeen[i]) == string(badSeen[i])
		if i <= 3 && !same {
			t.Errorf("message %d differs before the wrong output", i)
		}
		if i > 3 && same {
			t.Errorf("message %d is the same after the wrong output at step 3: outputs do not feed inputs", i)
		}
	}
}

func TestTranscriptSeed(t *testing.T) {
	r := checktest.NewRegistry(t, hashImpl("a", sha256Impl{corruptLen: never, failLen: never, panicLen: never}))
	one, again, two := RunTranscript(r, 1), RunTranscript(r, 1), RunTranscript(r, 2)
	if one.Digest == "" || one.Digest != again.Digest || one.Cells[0].Digest != again.Cells[0].Digest {
		t.Errorf("two runs with seed 1 differ: %+v, %+v", one, again)
	}
	if one.Cells[0].Digest == two.Cells[0].Digest || one.Digest == two.Digest {
		t.Errorf("seeds 1 and 2 give the same digest %s", one.Digest)
	}
}

// TestTranscriptFailures checks that an error or a panic in one
// implementation fails its cell, with the step, and nothing else.
func TestTranscriptFailures(t *testing.T) {
	ok := sha256Impl{corruptLen: never, failLen: never, panicLen: never}
	fails, panics := ok, ok
	fails.failLen, panics.panicLen = family.StepLen(5), family.StepLen(7)
	tr := RunTranscript(checktest.NewRegistry(t, hashImpl("ok", ok), hashImpl("fails", fails), hashImpl("panics", panics)), 1)

	if c := cellOf(t, tr, "hash/sha256", "ok"); c.Error != "" || c.Digest == "" {
		t.Errorf("ok: %+v", c)
	}
	if c := cellOf(t, tr, "hash/sha256", "fails"); c.Digest != "" || !strings.Contains(c.Error, "step 5") || !strings.Contains(c.Error, "refused") {
		t.Errorf("fails: %+v, want no digest and an error naming step 5", c)
	}
	if c := cellOf(t, tr, "hash/sha256", "panics"); c.Digest != "" || !strings.Contains(c.Error, "panic: boom") {
		t.Errorf("panics: %+v, want no digest and the panic", c)
	}
	if tr.Digest != "" {
		t.Errorf("overall digest %s despite failures", tr.Digest)
	}
	problems := strings.Join(tr.Problems(), "\n")
	if !strings.Contains(problems, "hash/sha256: fails failed") || !strings.Contains(problems, "hash/sha256: panics failed") {
		t.Errorf("problems %q do not name both failures", problems)
	}
}

// acceptAll is HMAC-SHA-256 whose Verify accepts every tag.
type acceptAll struct{}

func (acceptAll) MAC(tag, msg, key []byte) error {
	m := hmac.New(sha256.New, key)
	m.Write(msg)
	copy(tag, m.Sum(nil))
	return nil
}

func (acceptAll) Verify(tag, msg, key []byte) (bool, error) { return true, nil }

// TestTranscriptBrokenPromise checks that the transcript fails a MAC that
// accepts forged tags, which digests alone would miss if every
// implementation were wrong the same way.
func TestTranscriptBrokenPromise(t *testing.T) {
	tr := RunTranscript(checktest.NewRegistry(t, &matrix.Impl{Name: "lax", Ops: map[string]any{"mac/hmac-sha256": acceptAll{}}}), 1)
	c := cellOf(t, tr, "mac/hmac-sha256", "lax")
	if c.Digest != "" || !strings.Contains(c.Error, "flipped bit accepted true") {
		t.Errorf("got %+v, want an error about the accepted forgery", c)
	}
}

func TestCompareTranscripts(t *testing.T) {
	ok := sha256Impl{corruptLen: never, failLen: never, panicLen: never}
	bad := ok
	bad.corruptLen = family.StepLen(10)
	here := RunTranscript(checktest.NewRegistry(t, hashImpl("a", ok), hashImpl("b", ok)), 1)

	// A transcript survives its JSON form unchanged.
	b, err := json.Marshal(here)
	if err != nil {
		t.Fatal(err)
	}
	var back Transcript
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if diffs, err := CompareTranscripts(here, &back); err != nil || len(diffs) != 0 {
		t.Errorf("a transcript differs from its JSON round trip: %v %v", diffs, err)
	}

	// One implementation wrong "on another architecture", one absent.
	there := RunTranscript(checktest.NewRegistry(t, hashImpl("a", ok), hashImpl("b", bad)), 1)
	there.Platform = "linux/s390x"
	diffs, err := CompareTranscripts(here, there)
	if err != nil {
		t.Fatal(err)
	}
	if len(diffs) != 1 || diffs[0].Op != "hash/sha256" || diffs[0].Impl != "b" ||
		diffs[0].Want != cellOf(t, here, "hash/sha256", "b").Digest || diffs[0].Got != cellOf(t, there, "hash/sha256", "b").Digest {
		t.Errorf("got %+v, want one difference: hash/sha256 b", diffs)
	}
	there.Cells = there.Cells[:1]
	diffs, _ = CompareTranscripts(here, there)
	if len(diffs) != 1 || diffs[0].Impl != "b" || diffs[0].Got != "absent" || !diffs[0].Absent() {
		t.Errorf("got %+v, want b absent", diffs)
	}

	other := RunTranscript(checktest.NewRegistry(t, hashImpl("a", ok)), 2)
	if _, err := CompareTranscripts(here, other); err == nil || !strings.Contains(err.Error(), "seed") {
		t.Errorf("comparing seeds 1 and 2: err %v, want an error naming the seeds", err)
	}
}

func TestTranscriptPlatform(t *testing.T) {
	p := transcriptPlatform()
	if want := runtime.GOOS + "/" + runtime.GOARCH; p != want && !strings.HasPrefix(p, want+"/v") {
		t.Errorf("platform %q, want %q", p, want)
	}
}

// TestTranscriptWithoutKeyFromSeed checks that a signer without key
// derivation from a seed gets an unsupported cell, with neither digest nor
// error, that takes no part in the agreement, while an ordinary
// KeyFromSeed failure still fails its cell.
func TestTranscriptWithoutKeyFromSeed(t *testing.T) {
	const op = "sign/ed25519"
	tr := RunTranscript(checktest.NewRegistry(t, checktest.SignImpl("go", stdlib.Ed25519{}), checktest.SignImpl("seedless", implstest.Ed25519NoSeed{})), 1)
	c := cellOf(t, tr, op, "seedless")
	if c.Digest != "" || c.Error != "" || !strings.Contains(c.Unsupported, "key from seed") || !strings.Contains(c.Unsupported, "unsupported") {
		t.Errorf("seedless: %+v, want only Unsupported, naming the key derivation", c)
	}
	if c := cellOf(t, tr, op, "go"); c.Digest == "" || c.Unsupported != "" {
		t.Errorf("go: %+v, want a digest", c)
	}
	if p := tr.Problems(); len(p) != 0 {
		t.Errorf("problems %q from an unsupported cell", p)
	}
	alone := RunTranscript(checktest.NewRegistry(t, checktest.SignImpl("go", stdlib.Ed25519{})), 1)
	if tr.Digest == "" || tr.Digest != alone.Digest {
		t.Errorf("overall digest %q, want %q, the digest without the unsupported cell", tr.Digest, alone.Digest)
	}

	// Across platforms an unsupported cell matches an unsupported cell,
	// and differs from a digest.
	if diffs, err := CompareTranscripts(tr, RunTranscript(checktest.NewRegistry(t, checktest.SignImpl("go", stdlib.Ed25519{}), checktest.SignImpl("seedless", implstest.Ed25519NoSeed{})), 1)); err != nil || len(diffs) != 0 {
		t.Errorf("the same transcript differs: %+v %v", diffs, err)
	}
	there := RunTranscript(checktest.NewRegistry(t, checktest.SignImpl("go", stdlib.Ed25519{}), checktest.SignImpl("seedless", stdlib.Ed25519{})), 1)
	diffs, err := CompareTranscripts(tr, there)
	if err != nil || len(diffs) != 1 || diffs[0].Impl != "seedless" || !strings.HasPrefix(diffs[0].Want, "unsupported: ") || diffs[0].Got != cellOf(t, there, op, "seedless").Digest {
		t.Errorf("got %+v %v, want seedless unsupported here and a digest there", diffs, err)
	}

	failing := RunTranscript(checktest.NewRegistry(t, checktest.SignImpl("go", stdlib.Ed25519{}), checktest.SignImpl("failing", implstest.FailingKeys{})), 1)
	if c := cellOf(t, failing, op, "failing"); c.Unsupported != "" || !strings.Contains(c.Error, "step 0: key from seed") {
		t.Errorf("failing: %+v, want an error", c)
	}
	if failing.Digest != "" || !strings.Contains(strings.Join(failing.Problems(), "\n"), "failing failed") {
		t.Errorf("a failing KeyFromSeed is not a problem: %q", failing.Problems())
	}
}

// TestTranscriptOrder: implementations run side by side, yet the cells come
// in catalogue order, then registry order, however they were computed.
func TestTranscriptOrder(t *testing.T) {
	ok := sha256Impl{corruptLen: never, failLen: never, panicLen: never}
	signer := checktest.SignImpl("b-signs", stdlib.Ed25519{})
	signer.Ops["hash/sha256"] = ok
	r := checktest.NewRegistry(t, checktest.SignImpl("a-signs", stdlib.Ed25519{}), signer, hashImpl("c-hashes", ok))
	tr := RunTranscript(r, 1)
	var got []string
	for _, c := range tr.Cells {
		got = append(got, c.Op+" "+c.Impl)
	}
	want := []string{"hash/sha256 b-signs", "hash/sha256 c-hashes", "sign/ed25519 a-signs", "sign/ed25519 b-signs"}
	if !slices.Equal(got, want) {
		t.Errorf("cells %q, want %q", got, want)
	}
	reversed := slices.Clone(tr.Cells)
	slices.Reverse(reversed)
	if again := mergeTranscript(r, 1, reversed); !slices.Equal(again.Cells, tr.Cells) || again.Digest != tr.Digest || tr.Digest == "" {
		t.Errorf("merged from reversed cells: digest %q, want %q, cells %v", again.Digest, tr.Digest, again.Cells)
	}
}

// TestTranscriptWrongInterface: an operation filed under a family whose
// interface it does not implement fails its cell with an error naming the
// interface, through the adapter's one check, rather than a panic.
func TestTranscriptWrongInterface(t *testing.T) {
	s, err := matrix.Lookup("hash/sha256")
	if err != nil {
		t.Fatal(err)
	}
	c := runTranscriptCell(s, matrix.Provider[any]{Impl: &matrix.Impl{Name: "mac-as-hash"}, Op: acceptAll{}}, 1)
	if c.Digest != "" || !strings.Contains(c.Error, "does not implement matrix.Hash") || strings.Contains(c.Error, "panic") {
		t.Errorf("got %+v, want an error naming matrix.Hash", c)
	}
}
