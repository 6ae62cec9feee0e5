package interop

import (
	"fmt"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/compare/transcript"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
)

// The checks must be able to fail. Every family lists realistic bugs, its
// breakers (family.Breaker, in compare/family/<family>/broken.go), each a
// small wrapper around a real implementation that is wrong in one way;
// TestBrokenImplementationsCaught applies every breaker of a family to the
// first registry implementation of every operation of that family, and
// requires
//
//   - checkPair to fail, naming the broken implementation, with the broken
//     one consuming (good → broken) and producing (broken → good), and to
//     pass for good → good;
//   - the transcript of {good, broken} to report a problem of that
//     operation naming the broken implementation, with no overall digest,
//     and the transcript of {good} to report none.
//
// A check that by design does not look at the aspect a breaker breaks is
// declared blind to it, with the reason and what catches the bug instead;
// the test then requires that check to pass, so that a blind spot that is
// closed later shows up here and its declaration can go. A breaker blind to
// every check fails: each bug must be caught by at least one of them.
//
// The breakers are also the broken implementations of TestFuzzChecksCatch
// and TestSecretStreamParts (see wrapBroken).

// TestBrokenBreakersCoverEveryFamily: a new family cannot be added
// without a bug that its checks are shown to catch.
func TestBrokenBreakersCoverEveryFamily(t *testing.T) {
	for _, h := range families.List {
		if len(h.Breakers) == 0 {
			t.Errorf("family %s has no breaker: add its realistic bugs to its Def's Breakers (compare/family/%[1]s/broken.go)", h.Name)
		}
		seen := map[string]bool{}
		for _, b := range h.Breakers {
			if b.Name == "" || b.Wrap == nil || seen[b.Name] {
				t.Errorf("family %s: breaker %q has no name, no wrapper or a name used twice", h.Name, b.Name)
			}
			seen[b.Name] = true
		}
	}
}

// TestBrokenImplementationsCaught applies every breaker to every operation
// of its family in the default registry (see the top of this file).
func TestBrokenImplementationsCaught(t *testing.T) {
	r := checktest.Load(t, impls.Default)
	for _, h := range families.List {
		if len(h.Breakers) == 0 {
			t.Errorf("family %s has no breaker", h.Name)
		}
		ops := 0
		for _, s := range matrix.SpecsOf(h.Name) {
			ps := matrix.Providers[any](r, s.ID())
			if len(ps) == 0 {
				continue
			}
			ops++
			// The first implementation only: the checks are under test,
			// not the implementations (TestInterop covers those).
			good := &matrix.Impl{Name: ps[0].Name(), Ops: map[string]any{s.ID(): ps[0].Op}}
			t.Run(s.ID(), func(t *testing.T) {
				t.Parallel()
				if err := checkPair(s, good, good, checktest.FixedSeed); err != nil {
					t.Fatalf("checkPair(%[1]s → %[1]s) fails unbroken: %v", good.Name, err)
				}
				if p := transcript.RunTranscript(checktest.NewRegistry(t, good), checktest.FixedSeed).Problems(); len(p) != 0 {
					t.Fatalf("transcript of %s alone: %q", good.Name, p)
				}
				for _, b := range h.Breakers {
					t.Run(b.Name, func(t *testing.T) { checkBreaker(t, s, good, b) })
				}
			})
		}
		if ops == 0 {
			t.Logf("no operation of family %s in this build: its breakers ran nowhere", h.Name)
		}
	}
}

// checkBreaker applies b to good's implementation of s and requires every
// check not declared blind to catch it, naming the broken implementation.
func checkBreaker(t *testing.T, s matrix.Spec, good *matrix.Impl, b family.BreakerHook) {
	if b.Applies != nil && !b.Applies(s) {
		t.Skipf("the bug cannot exist in %s", s.ID())
	}
	op, err := b.Wrap(s, good.Ops[s.ID()])
	if err != nil {
		t.Fatalf("breaker %s: %v", b.Name, err)
	}
	bad := &matrix.Impl{Name: "broken-" + b.Name, Ops: map[string]any{s.ID(): op}}
	if b.ConsumerBlind != "" && b.ProducerBlind != "" && b.TranscriptBlind != "" {
		t.Errorf("neither checkPair nor the transcript catches %s: close the gap in one of them", bad.Name)
	}
	pairs := []struct {
		from, to *matrix.Impl
		blind    string
	}{{good, bad, b.ConsumerBlind}, {bad, good, b.ProducerBlind}}
	for _, p := range pairs {
		err := checkPair(s, p.from, p.to, checktest.FixedSeed)
		expectCaught(t, fmt.Sprintf("checkPair(%s → %s)", p.from.Name, p.to.Name), p.blind, bad.Name, err)
	}

	tr := transcript.RunTranscript(checktest.NewRegistry(t, good, bad), checktest.FixedSeed)
	var hits []string
	for _, p := range tr.Problems() {
		if strings.HasPrefix(p, s.ID()+": ") && strings.Contains(p, bad.Name) {
			hits = append(hits, p)
		}
	}
	err = nil
	if len(hits) > 0 {
		err = fmt.Errorf("%s", strings.Join(hits, "\n"))
		if tr.Digest != "" {
			t.Errorf("transcript: overall digest %s despite: %v", tr.Digest, err)
		}
	}
	expectCaught(t, "transcript", b.TranscriptBlind, bad.Name, err)
}

// expectCaught checks the verdict err of one check on a broken
// implementation: an error naming it, or, when the check is declared
// blind, none.
func expectCaught(t *testing.T, check, blind, name string, err error) {
	t.Helper()
	switch {
	case blind != "" && err == nil:
		t.Logf("%s: blind by design: %s", check, blind)
	case blind != "":
		t.Errorf("%s catches %s although declared blind (%s): remove the declaration\n%v", check, name, blind, err)
	case err == nil:
		t.Errorf("%s misses %s", check, name)
	case !strings.Contains(err.Error(), name):
		t.Errorf("%s fails without naming %s:\n%v", check, name, err)
	}
}

// wrapBroken returns op, an implementation of s, wrapped by the breaker
// called name of s's family, for the tests that show where a check fails
// rather than that it does. It fails t when the family has no such
// breaker or op is not of the family.
func wrapBroken(t *testing.T, s matrix.Spec, name string, op any) any {
	t.Helper()
	h, _ := families.Of(s.Family)
	for _, b := range h.Breakers {
		if b.Name != name {
			continue
		}
		w, err := b.Wrap(s, op)
		if err != nil {
			t.Fatalf("breaker %s: %v", name, err)
		}
		return w
	}
	t.Fatalf("family %s has no breaker %s", s.Family, name)
	return nil
}
