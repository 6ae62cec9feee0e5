package hkdftest

import (
	"crypto/hkdf"
	"crypto/sha256"
	"crypto/sha512"
	"errors"
	"fmt"
	"hash"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/matrix"
)

// goHKDF is crypto/hkdf behind matrix.HKDF, with switches that break it
// the ways the contract must catch.
type goHKDF struct {
	h                                   func() hash.Hash
	n                                   int
	ignoreInfo, noLimit, weakPRK, noExt bool
}

func (g goHKDF) Key(out, secret, salt, info []byte) error {
	if g.ignoreInfo {
		info = nil
	}
	if !g.noLimit && len(out) > 255*g.n {
		return fmt.Errorf("out: too long")
	}
	if len(out) > 255*g.n { // write what a careless binding writes, then fail
		out[0] = 0
		return fmt.Errorf("out: too long")
	}
	k, err := hkdf.Key(g.h, secret, salt, string(info), len(out))
	copy(out, k)
	return err
}

func (g goHKDF) Extract(prk, secret, salt []byte) error {
	if g.noExt {
		return fmt.Errorf("hkdf: no extract: %w", errors.ErrUnsupported)
	}
	if len(prk) != g.n {
		return fmt.Errorf("prk: want %d bytes", g.n)
	}
	k, err := hkdf.Extract(g.h, secret, salt)
	copy(prk, k)
	return err
}

func (g goHKDF) Expand(out, prk, info []byte) error {
	if g.noExt {
		return fmt.Errorf("hkdf: no expand: %w", errors.ErrUnsupported)
	}
	if len(prk) < g.n && !g.weakPRK {
		return fmt.Errorf("prk: want at least %d bytes", g.n)
	}
	if len(out) > 255*g.n {
		return fmt.Errorf("out: too long")
	}
	k, err := hkdf.Expand(g.h, prk, string(info), len(out))
	copy(out, k)
	return err
}

func specs(t *testing.T) (matrix.Spec, matrix.Spec) {
	a, err := matrix.Lookup("hkdf/sha256")
	if err != nil {
		t.Fatal(err)
	}
	b, err := matrix.Lookup("hkdf/sha512")
	if err != nil {
		t.Fatal(err)
	}
	return a, b
}

func TestGoPasses(t *testing.T) {
	s256, _ := specs(t)
	Test(t, goHKDF{h: sha256.New, n: 32}, "hkdf/sha256")
	Test(t, goHKDF{h: sha512.New, n: 64}, "hkdf/sha512")
	_, lacks, _ := Check(goHKDF{h: sha256.New, n: 32, noExt: true}, s256)
	if len(lacks) != 2 {
		t.Errorf("an HKDF without Extract and Expand: lacks %q, want both", lacks)
	}
}

// TestCatchesBroken: each broken HKDF fails with a message naming what.
func TestCatchesBroken(t *testing.T) {
	s256, s512 := specs(t)
	for _, c := range []struct {
		name string
		op   goHKDF
		s    matrix.Spec
		want string
	}{
		{"ignores info", goHKDF{h: sha256.New, n: 32, ignoreInfo: true}, s256, "rfc5869 vector 1"},
		{"writes before refusing", goHKDF{h: sha512.New, n: 64, noLimit: true}, s512, "wrote to a 16321-byte output"},
		{"takes a short PRK", goHKDF{h: sha256.New, n: 32, weakPRK: true}, s256, "accepted a 31-byte PRK"},
		{"wrong hash", goHKDF{h: sha512.New, n: 32}, s256, "Key, 1-byte output"},
	} {
		fails, _, err := Check(c.op, c.s)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(strings.Join(fails, "\n"), c.want) {
			t.Errorf("%s: failures %q, want one naming %q", c.name, fails, c.want)
		}
	}
	if _, _, err := Check(goHKDF{}, matrix.Spec{Family: matrix.FamilyMAC, Primitive: "hmac-sha256"}); err == nil {
		t.Error("Check took a MAC operation")
	}
}
