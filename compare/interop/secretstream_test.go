package interop

import (
	"testing"

	ss "github.com/naclcmp/naclcmp/compare/family/secretstream"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
)

// TestSecretStreamParts checks the secretstream check part by part: each
// refusal turns red on a reader that accepts what does not authenticate,
// the truncated stream on a reader that takes PUSH for FINAL, and a side
// that lacks associated data or a rekey gets "—" for those parts, never a
// pass. TestBrokenImplementationsCaught shows every breaker caught; this
// shows where.
func TestSecretStreamParts(t *testing.T) {
	r := checktest.Load(t, impls.Default)
	s, _ := matrix.Lookup("secretstream/xchacha20poly1305")
	ps := matrix.Providers[any](r, s.ID())
	if len(ps) == 0 {
		t.Skip("no secretstream implementation in this build")
	}
	good := ps[0].Impl
	breaker := func(name string) *matrix.Impl {
		return &matrix.Impl{Name: "broken-" + name, Ops: map[string]any{s.ID(): wrapBroken(t, s, name, ps[0].Op)}}
	}
	refusals := []string{
		ss.CrossPartTruncMessage, ss.CrossPartReordered, ss.CrossPartReplayed, ss.CrossPartFlipped, ss.CrossPartWrongHeader, ss.CrossPartWrongKey,
	}
	for _, c := range []struct {
		to         *matrix.Impl
		fail, pass []string
	}{
		{breaker("pull-skips-mac"), append(refusals, ss.CrossPartAD), []string{ss.CrossPartStream, ss.CrossPartTruncStream}},
		{breaker("pull-leaves-plaintext"), refusals, []string{ss.CrossPartStream, ss.CrossPartTruncStream}},
		// The refusals that pull message 3 (PUSH) before their change fail
		// too; the wrong header and key change message 0.
		{breaker("pull-push-as-final"), []string{ss.CrossPartStream, ss.CrossPartTruncStream}, []string{ss.CrossPartWrongHeader, ss.CrossPartWrongKey}},
	} {
		cases, _, err := NewChecker(checktest.FixedSeed).PairCases(s, good, c.to)
		if err == nil {
			t.Errorf("%s → %s: passed", good.Name, c.to.Name)
		}
		requireCases(t, good.Name+" → "+c.to.Name, cases, CaseFail, c.fail)
		requireCases(t, good.Name+" → "+c.to.Name, cases, CasePass, c.pass)
	}

	// A side lacking associated data and rekeys: those parts are "—".
	for _, p := range ps {
		if p.Name() != "go-zitistream" {
			continue
		}
		for _, pair := range [][2]*matrix.Impl{{good, p.Impl}, {p.Impl, good}} {
			cases, _, err := NewChecker(checktest.FixedSeed).PairCases(s, pair[0], pair[1])
			if err != nil {
				t.Errorf("%s → %s: %v", pair[0].Name, pair[1].Name, err)
			}
			what := pair[0].Name + " → " + pair[1].Name
			requireCases(t, what, cases, CaseLacking, []string{ss.CrossPartAD, ss.CrossPartRekey, ss.CrossPartRekeyTag})
			requireCases(t, what, cases, CasePass, append(refusals, ss.CrossPartStream, ss.CrossPartTruncStream))
		}
	}
}

// requireCases requires each named part to be in cases with result.
func requireCases(t *testing.T, what string, cases []Case, result string, names []string) {
	t.Helper()
	for _, n := range names {
		found := false
		for _, c := range cases {
			if c.Name == n {
				found = true
				if c.Result != result {
					t.Errorf("%s: part %q is %s, want %s (%s)", what, n, c.Result, result, c.Detail)
				}
			}
		}
		if !found {
			t.Errorf("%s: no part %q", what, n)
		}
	}
}
