package hashtest_test

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"hash"
	"strings"
	"testing"

	"golang.org/x/crypto/blake2b"

	"github.com/naclcmp/naclcmp/internal/hashtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// flaw is one way a fake streamer breaks the contract.
type flaw int

const (
	sound           flaw = iota
	resetKeeps           // Reset forgets nothing
	sumOverwrites        // Sum writes the digest over its argument
	sumIgnoresArg        // Sum returns the digest alone
	sumFinalizes         // Write after Sum fails (jamesruan/sodium's GenericHash)
	sumMutates           // Sum feeds a byte into the state
	dropsBytes           // Write drops single-byte writes
	wrongSize            // Size is one more than the digest
	wrongAt20            // the digest is wrong at 20 bytes only
	writeShort           // Write reports one byte fewer than it took
	acceptsShort         // NewHash takes the length less one
	acceptsHalf          // NewHash takes half the length
	acceptsLong          // NewHash takes the longest length plus one
	acceptsZero          // NewHash takes 0
	unnamedRefusal       // NewHash refuses without naming outLen
	panicsNegative       // NewHash panics on a negative length
	extraWrongSize       // NewHash takes 15 for BLAKE2b, with Size 16
	emptyWriteFails      // Write refuses an empty slice
	freshSumZero         // a hash given nothing sums to zeros
)

// fake is SHA-256 (hash/sha256) or, variable, BLAKE2b from 1 to 64 bytes
// as x/crypto takes it (hash/blake2b), with one flaw.
type fake struct {
	variable bool
	flaw     flaw
}

func (f fake) Hash(out, msg []byte) error {
	if f.variable {
		h, err := blake2b.New(len(out), nil)
		if err != nil {
			return err
		}
		h.Write(msg)
		h.Sum(out[:0])
		return nil
	}
	if len(out) != sha256.Size {
		return errors.New("out: want 32 bytes")
	}
	sum := sha256.Sum256(msg)
	copy(out, sum[:])
	return nil
}

func (f fake) NewHash(outLen int) (hash.Hash, error) {
	lo, hi := 32, 32
	if f.variable {
		lo, hi = 1, 64
	}
	switch {
	case f.flaw == panicsNegative && outLen < 0:
		_ = make([]byte, outLen)
	case f.flaw == acceptsShort && outLen == lo-1, f.flaw == acceptsHalf && outLen == lo/2,
		f.flaw == acceptsLong && outLen == hi+1, f.flaw == acceptsZero && outLen == 0:
		return &fakeHash{Hash: sha256.New(), f: f, size: outLen}, nil
	case outLen < lo || outLen > hi:
		if f.flaw == unnamedRefusal {
			return nil, fmt.Errorf("fake: bad length %d", outLen)
		}
		return nil, fmt.Errorf("fake: outLen: want %d to %d, got %d", lo, hi, outLen)
	}
	if !f.variable {
		return &fakeHash{Hash: sha256.New(), f: f, size: outLen}, nil
	}
	h, err := blake2b.New(outLen, nil)
	return &fakeHash{Hash: h, f: f, size: outLen}, err
}

// fakeHash is the hash.Hash of a fake.
type fakeHash struct {
	hash.Hash
	f         fake
	size      int
	finalized bool
	written   int
}

func (h *fakeHash) Write(p []byte) (int, error) {
	h.written += len(p)
	switch {
	case h.f.flaw == emptyWriteFails && len(p) == 0:
		return 0, errors.New("empty input")
	case h.f.flaw == sumFinalizes && h.finalized:
		return 0, errors.New("hash finalized")
	case h.f.flaw == dropsBytes && len(p) == 1:
		return 1, nil
	case h.f.flaw == writeShort && len(p) > 0:
		h.Hash.Write(p)
		return len(p) - 1, nil
	}
	return h.Hash.Write(p)
}

func (h *fakeHash) Sum(b []byte) []byte {
	d := h.Hash.Sum(nil)
	if h.f.flaw == wrongAt20 && h.size == 20 {
		d[0] ^= 1
	}
	if h.f.flaw == freshSumZero && h.written == 0 {
		d = make([]byte, len(d))
	}
	switch h.f.flaw {
	case sumOverwrites:
		return append(b[:0], d...)
	case sumIgnoresArg:
		return d
	case sumFinalizes:
		h.finalized = true
	case sumMutates:
		h.Hash.Write([]byte{0})
	}
	return append(b, d...)
}

func (h *fakeHash) Reset() {
	if h.f.flaw != resetKeeps {
		h.Hash.Reset()
		h.finalized = false
	}
}

func (h *fakeHash) Size() int {
	if h.f.flaw == wrongSize || h.f.flaw == extraWrongSize && h.size == 15 {
		return h.size + 1
	}
	return h.size
}

func spec(t *testing.T, id string) matrix.Spec {
	t.Helper()
	s, err := matrix.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestCheckPassesSound shows no failure for sound streamers: SHA-256, and
// BLAKE2b taking lengths below the catalogue's 16 bytes as x/crypto does.
func TestCheckPassesSound(t *testing.T) {
	for _, c := range []struct {
		id string
		op hashtest.Streamer
	}{{"hash/sha256", fake{}}, {"hash/blake2b", fake{variable: true}}} {
		if errs := hashtest.Check(spec(t, c.id), c.op); len(errs) != 0 {
			t.Errorf("%s: %d failures of a sound streamer, first %v", c.id, len(errs), errs[0])
		}
	}
}

// TestCheckCatches shows the check reporting each flaw.
func TestCheckCatches(t *testing.T) {
	for _, c := range []struct {
		name     string
		variable bool
		flaw     flaw
		want     string
	}{
		{"Reset that does not reset", false, resetKeeps, "outLen 32: after Reset, 3000 bytes in chunks of 1:"},
		{"Sum over its argument", false, sumOverwrites, "Sum wrote over its argument"},
		{"Sum ignoring its argument", false, sumIgnoresArg, `Sum("prefix") after a Sum in the middle`},
		{"Write after Sum refused", false, sumFinalizes, "Write of 17 bytes = 0, hash finalized"},
		{"Sum changing the state", false, sumMutates, "Sum in the middle, twice"},
		{"Write dropping single bytes", false, dropsBytes, "in chunks of 1:"},
		{"Write returning less than it took", false, writeShort, "want 17, nil"},
		{"Size wrong", false, wrongSize, "outLen 32: Size() = 33"},
		{"wrong at one length inside the range", true, wrongAt20, "hash/blake2b outLen 20: fresh hash"},
		{"length less one accepted", false, acceptsShort, "outLen 31: NewHash accepted"},
		{"half the length accepted", false, acceptsHalf, "outLen 16: NewHash accepted"},
		{"longest plus one accepted", false, acceptsLong, "outLen 33: NewHash accepted"},
		{"BLAKE2b 65 accepted", true, acceptsLong, "hash/blake2b outLen 65: NewHash accepted"},
		{"zero accepted", true, acceptsZero, "hash/blake2b outLen 0: NewHash accepted"},
		{"refusal not naming outLen", false, unnamedRefusal, "does not name outLen"},
		{"panic on a negative length", false, panicsNegative, "outLen -1: panicked"},
		{"length below the range accepted with the wrong Size", true, extraWrongSize, "outLen 15: accepted below the range, Size() = 16"},
		{"empty write refused", false, emptyWriteFails, "Write of an empty slice = 0, empty input"},
		{"nothing written sums to zeros", true, freshSumZero, "hash/blake2b outLen 16: hash of the empty message"},
	} {
		id := "hash/sha256"
		if c.variable {
			id = "hash/blake2b"
		}
		errs := hashtest.Check(spec(t, id), fake{variable: c.variable, flaw: c.flaw})
		found := false
		for _, err := range errs {
			found = found || strings.Contains(err.Error(), c.want)
		}
		if !found {
			t.Errorf("%s: no failure %q among %d: %v", c.name, c.want, len(errs), errs)
		}
	}
}

// recorder is a testing.TB that records what it is told to report.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Helper()                   {}
func (r *recorder) Error(args ...any)         { r.errs = append(r.errs, fmt.Sprint(args...)) }
func (r *recorder) Errorf(f string, a ...any) { r.errs = append(r.errs, fmt.Sprintf(f, a...)) }

// TestTestReports shows Test reporting each failure of Check through its
// testing.TB, nothing for a sound streamer, and a count past maxReported.
func TestTestReports(t *testing.T) {
	var r recorder
	hashtest.Test(&r, spec(t, "hash/sha256"), fake{})
	if len(r.errs) != 0 {
		t.Errorf("a sound streamer reported: %q", r.errs)
	}
	r = recorder{}
	hashtest.Test(&r, spec(t, "hash/sha256"), fake{flaw: sumOverwrites})
	if len(r.errs) != 1 || !strings.Contains(r.errs[0], "Sum wrote over its argument") {
		t.Errorf("Sum over its argument reported as %q", r.errs)
	}
	r = recorder{}
	hashtest.Test(&r, spec(t, "hash/blake2b"), fake{variable: true, flaw: wrongSize})
	// Size is wrong at the 49 lengths of the range and at 15 below it.
	if n := len(r.errs); n != 21 || !strings.Contains(r.errs[n-1], "and 30 more failures") {
		t.Errorf("Size wrong at 50 lengths reported as %d failures, last %q", n, r.errs[n-1])
	}
}

// TestRefused pins the lengths refused: around a fixed length, and only
// outside a variable range.
func TestRefused(t *testing.T) {
	for id, want := range map[string]string{
		"hash/sha256": "[-1 0 16 31 33]", "hash/sha512": "[-1 0 32 63 65]",
		"hash/blake2b": "[-1 0 65]", "hash/blake2sp": "[-1 0 33]",
	} {
		if got := fmt.Sprint(hashtest.Refused(spec(t, id))); got != want {
			t.Errorf("Refused(%s) = %s, want %s", id, got, want)
		}
	}
}

// streamerOnly has NewHash but no one-shot Hash.
type streamerOnly struct{}

func (streamerOnly) NewHash(int) (hash.Hash, error) { return sha256.New(), nil }

// TestAssert shows Assert refusing a streamer outside the hash family and
// one without a one-shot Hash.
func TestAssert(t *testing.T) {
	if _, err := hashtest.Assert(spec(t, "mac/blake2b"), fake{variable: true}); err == nil {
		t.Error("a streamer of mac/blake2b asserted")
	}
	if _, err := hashtest.Assert(spec(t, "hash/sha256"), streamerOnly{}); err == nil {
		t.Error("a streamer without Hash asserted")
	}
	if _, err := hashtest.Assert(spec(t, "hash/sha256"), fake{}); err != nil {
		t.Error(err)
	}
}
