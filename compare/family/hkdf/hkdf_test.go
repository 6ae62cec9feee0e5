package hkdf

import (
	"crypto/hkdf"
	"crypto/sha256"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// goHKDF is crypto/hkdf's HKDF-SHA-256, with switches that break it the
// ways the family's checks must catch or let pass.
type goHKDF struct {
	keyOnly    bool // Extract and Expand unsupported, as node's hkdfSync
	nothing    bool // Key unsupported too
	saltless   bool // Key ignores the salt
	badExpand  bool // Expand gets the last byte wrong
	noMaxCheck bool // derives more than 255·HashLen bytes
}

var errLacks = fmt.Errorf("test: only the whole derivation: %w", errors.ErrUnsupported)

func (g goHKDF) Key(out, secret, salt, info []byte) error {
	if g.nothing {
		return errLacks
	}
	if g.saltless {
		salt = nil
	}
	if len(out) > 255*32 {
		if g.noMaxCheck {
			return nil
		}
		return fmt.Errorf("test: out: too long")
	}
	k, err := hkdf.Key(sha256.New, secret, salt, string(info), len(out))
	copy(out, k)
	return err
}

func (g goHKDF) Extract(prk, secret, salt []byte) error {
	if g.keyOnly || g.nothing {
		return errLacks
	}
	k, err := hkdf.Extract(sha256.New, secret, salt)
	copy(prk, k)
	return err
}

func (g goHKDF) Expand(out, prk, info []byte) error {
	if g.keyOnly || g.nothing {
		return errLacks
	}
	k, err := hkdf.Expand(sha256.New, prk, string(info), len(out))
	copy(out, k)
	if g.badExpand {
		out[len(out)-1] ^= 1
	}
	return err
}

func spec(t *testing.T) matrix.Spec {
	s, err := matrix.Lookup("hkdf/sha256")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func provider(name string, op goHKDF) matrix.Provider[matrix.HKDF] {
	return matrix.Provider[matrix.HKDF]{Impl: &matrix.Impl{Name: name}, Op: op}
}

// TestCross: a pair of correct HKDFs agrees; one offering only Key agrees
// on Key and leaves Extract and Expand unchecked; a wrong Key or Expand
// fails, and so does a Key that claims to lack the common ground.
func TestCross(t *testing.T) {
	s := spec(t)
	good := provider("good", goHKDF{})
	in := family.InputsFor(1, s.ID())
	if err := Cross(s, good, provider("also-good", goHKDF{}), in); err != nil {
		t.Fatalf("two correct HKDFs: %v", err)
	}
	if u := in.Unchecked(); len(u) != 0 {
		t.Errorf("two complete HKDFs left %q unchecked", u)
	}
	in = family.InputsFor(1, s.ID())
	if err := Cross(s, good, provider("key-only", goHKDF{keyOnly: true}), in); err != nil {
		t.Fatalf("an HKDF with only Key: %v", err)
	}
	if u := strings.Join(in.Unchecked(), "\n"); !strings.Contains(u, "key-only: test: only the whole derivation") {
		t.Errorf("an HKDF with only Key: unchecked %q, want its reason", u)
	}
	for _, c := range []struct {
		name string
		op   goHKDF
		want string
	}{
		{"saltless", goHKDF{saltless: true}, "42-byte output"},
		{"bad-expand", goHKDF{badExpand: true}, "Expand, 32-byte PRK"},
		{"lacks-key", goHKDF{nothing: true}, "lacks-key"},
	} {
		err := Cross(s, good, provider(c.name, c.op), family.InputsFor(1, s.ID()))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Cross returned %v, want an error naming %q", c.name, err, c.want)
		}
	}
}

// TestKAT: RFC 5869's cases pass, partly for an HKDF with only Key; a
// wrong Expand fails; an HKDF deriving past 255·HashLen fails an invalid
// vector.
func TestKAT(t *testing.T) {
	s := spec(t)
	files, err := vectors.All()
	if err != nil {
		t.Fatal(err)
	}
	var rfc []vectors.Vector
	for _, f := range files {
		for _, g := range f.Groups {
			if f.Name == "rfc5869" && g.Op == s.ID() {
				rfc = g.Vectors
			}
		}
	}
	if len(rfc) != 3 {
		t.Fatalf("rfc5869: %d vectors, want 3", len(rfc))
	}
	for _, v := range rfc {
		if err := KAT(s, goHKDF{}, &v); err != nil {
			t.Errorf("vector %d: %v", v.ID, err)
		}
		var partial family.KATPartial
		if err := KAT(s, goHKDF{keyOnly: true}, &v); !errors.As(err, &partial) {
			t.Errorf("vector %d, Key only: %v, want a partial pass", v.ID, err)
		}
		if err := KAT(s, goHKDF{badExpand: true}, &v); err == nil || !strings.Contains(err.Error(), "expanded key differs") {
			t.Errorf("vector %d, bad Expand: %v", v.ID, err)
		}
	}
	tooLong := vectors.Vector{ID: 1, Comment: "SizeTooLarge", Secret: []byte{1}, Salt: []byte{}, Info: []byte{}, Size: 255*32 + 1, Result: vectors.Invalid}
	if err := KAT(s, goHKDF{}, &tooLong); err != nil {
		t.Errorf("a refused 8161-byte key: %v", err)
	}
	if err := KAT(s, goHKDF{noMaxCheck: true}, &tooLong); err == nil {
		t.Error("an HKDF deriving 8161 bytes passed an invalid vector")
	}
}

// TestSequence: Expand disagreeing with Key breaks the sequence, an HKDF
// with only Key runs it, and both correct kinds absorb the same keys.
func TestSequence(t *testing.T) {
	s := spec(t)
	run := func(op goHKDF) ([32]byte, error) {
		c := family.ChainStart(1, 1, s.ID())
		err := Sequence(s, op, c, Steps)
		return c.State(), err
	}
	full, err := run(goHKDF{})
	if err != nil {
		t.Fatal(err)
	}
	keyOnly, err := run(goHKDF{keyOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	if full != keyOnly {
		t.Error("an HKDF with only Key absorbs other bytes than a complete one")
	}
	if _, err := run(goHKDF{badExpand: true}); err == nil || !strings.Contains(err.Error(), "differs from Key") {
		t.Errorf("a wrong Expand: %v", err)
	}
}
