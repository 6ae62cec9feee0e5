package interop

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/xcrypto"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
)

// pwhashLacking is x/crypto's Argon2id that says it cannot take more than
// one lane: what a library with fewer capabilities (libsodium) reports, or
// with everything, a binding that lacks all.
type pwhashLacking struct{ everything bool }

func (l pwhashLacking) PasswordHash(out, password, salt, secret, ad []byte, c matrix.Argon2Cost) error {
	if l.everything || c.Lanes > 1 {
		return fmt.Errorf("lacking: lanes: one lane only: %w", errors.ErrUnsupported)
	}
	return xcrypto.Argon2id{}.PasswordHash(out, password, salt, secret, ad, c)
}

// TestPasswordHashUnchecked checks how a pair treats a missing capability:
// the cases one side cannot take are left out of the pair and listed
// under it, the pair passing on the rest; a refusal of a case every
// Argon2 implementation takes fails the pair, so that a binding cannot
// pass by lacking everything.
func TestPasswordHashUnchecked(t *testing.T) {
	s, err := matrix.Lookup("pwhash/argon2id")
	if err != nil {
		t.Fatal(err)
	}
	good := &matrix.Impl{Name: "x-crypto", Ops: map[string]any{s.ID(): xcrypto.Argon2id{}}}
	lacking := &matrix.Impl{Name: "one-lane", Ops: map[string]any{s.ID(): pwhashLacking{}}}
	res := Interop(checktest.NewRegistry(t, good, lacking), checktest.FixedSeed, nil)
	for _, p := range res {
		mixed := p.From != p.To && (p.From == "one-lane" || p.To == "one-lane")
		switch {
		case !p.Pass:
			t.Errorf("%s → %s failed: %s", p.From, p.To, p.Failure)
		case mixed && !strings.Contains(p.Unchecked, "one-lane: lacking: lanes: one lane only"):
			t.Errorf("%s → %s: unchecked %q, want the one-lane implementation's lanes", p.From, p.To, p.Unchecked)
		case p.From == "x-crypto" && p.To == "x-crypto" && p.Unchecked != "x-crypto: xcrypto: secret: x/crypto/argon2 takes no secret key; x-crypto: xcrypto: ad: x/crypto/argon2 takes no associated data":
			t.Errorf("x-crypto alone: unchecked %q, want its secret and associated data", p.Unchecked)
		}
	}
	var b strings.Builder
	WriteText(&b, res)
	if out := b.String(); !strings.Contains(out, "Not compared where an implementation lacks it") || !strings.Contains(out, "pwhash/argon2id: one-lane: lacking: lanes") {
		t.Errorf("the unchecked cases are not listed:\n%s", out)
	}

	none := &matrix.Impl{Name: "lacks-all", Ops: map[string]any{s.ID(): pwhashLacking{everything: true}}}
	if err := checkPair(s, good, none, checktest.FixedSeed); err == nil || !strings.Contains(err.Error(), "lacks-all") {
		t.Errorf("an implementation refusing the common cases passed: %v", err)
	}
}
