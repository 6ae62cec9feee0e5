package impls

import (
	"fmt"
	"maps"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/expect"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/internal/require"
	"github.com/naclcmp/naclcmp/matrix"
)

// The tests in this file hold the suite to the expectations pinned in
// expect/*.json. A difference fails with a message saying what changed and
// which entry to edit to accept it on purpose.

// checkProviders compares the registry with the pinned providers on
// goarch, given the absences of the build, and returns one message per
// difference.
func checkProviders(p *expect.Providers, r *matrix.Registry, absent map[string]string, goarch string) []string {
	const file = "expect/providers.json"
	var errs []string
	for _, want := range p.Impls {
		im := r.Impl(want.Impl)
		if im == nil {
			why, ok := absent[want.Impl]
			switch {
			case !ok:
				errs = append(errs, fmt.Sprintf("%s is neither registered nor recorded absent (its registration was dropped?); %s lists it", want.Impl, file))
			case want.Needs != "" && require.Required(want.Needs):
				errs = append(errs, fmt.Sprintf("%s is absent (%s) but %s requires %s", want.Impl, why, require.Env, want.Needs))
			case want.Needs == "" && want.BuildTag == "":
				errs = append(errs, fmt.Sprintf("%s is absent (%s); %s says every build has it", want.Impl, why, file))
			case want.Needs == "" && !strings.Contains(why, want.BuildTag):
				errs = append(errs, fmt.Sprintf("%s is absent for another reason than its build tag %s: %s", want.Impl, want.BuildTag, why))
			}
			continue
		}
		wantOps := p.OpsOn(&want, goarch)
		gotOps := im.IDs()
		for _, op := range wantOps {
			if !im.Has(op) {
				errs = append(errs, fmt.Sprintf("%s no longer provides %s on %s; if that is intended, remove it from its entry in %s (or add a \"missing\" entry for %s)", want.Impl, op, goarch, file, goarch))
			}
		}
		for _, op := range gotOps {
			if !slices.Contains(wantOps, op) {
				errs = append(errs, fmt.Sprintf("%s now provides %s on %s, which %s does not list; add it there", want.Impl, op, goarch, file))
			}
		}
	}
	for _, im := range r.Impls {
		if p.Impl(im.Name) == nil {
			errs = append(errs, fmt.Sprintf("%s is registered but not pinned: add its entry, with the operations %v, to %s", im.Name, im.IDs(), file))
		}
	}
	return errs
}

// TestExpectedProviders pins which implementation provides which operation
// on this build: a registration dropped, an operation gained or lost, or
// an optional peer missing where NACLCMP_REQUIRE demands it fails here.
func TestExpectedProviders(t *testing.T) {
	d := checktest.MustPinned(t)
	for _, e := range checkProviders(d.Providers, checktest.Load(t, Default), AbsentReasons(), runtime.GOARCH) {
		t.Error(e)
	}
}

// TestExpectedProvidersCatch shows the check able to fail: a registry
// without x-crypto's XChaCha20, one with an operation too many, one
// without an implementation, and a required peer that is absent.
func TestExpectedProvidersCatch(t *testing.T) {
	d := checktest.MustPinned(t)
	full := checktest.Load(t, Default)
	clone := func(drop string, edit func(*matrix.Impl)) *matrix.Registry {
		r := &matrix.Registry{}
		for _, im := range full.Impls {
			if im.Name == drop {
				continue
			}
			c := *im
			c.Ops = map[string]any{}
			for k, v := range im.Ops {
				c.Ops[k] = v
			}
			if edit != nil {
				edit(&c)
			}
			r.Impls = append(r.Impls, &c)
		}
		return r
	}
	absent := AbsentReasons()
	if full.Impl("x-crypto") == nil || full.Impl("go-aesctr") == nil {
		t.Fatal("x-crypto or go-aesctr is not registered")
	}
	// with returns the build's absences plus one.
	with := func(name, why string) map[string]string {
		m := maps.Clone(absent)
		m[name] = why
		return m
	}
	cases := []struct {
		name   string
		r      *matrix.Registry
		absent map[string]string
		want   string
	}{
		{"dropped op", clone("", func(im *matrix.Impl) {
			if im.Name == "x-crypto" {
				delete(im.Ops, "stream/xchacha20")
			}
		}), absent, "x-crypto no longer provides stream/xchacha20"},
		{"extra op", clone("", func(im *matrix.Impl) {
			if im.Name == "x-crypto" {
				im.Ops["hash/sha256"] = nil
			}
		}), absent, "x-crypto now provides hash/sha256"},
		{"dropped impl", clone("go-aesctr", nil), absent, "go-aesctr is neither registered nor recorded absent"},
		{"absent without a tag", clone("go-aesctr", nil), with("go-aesctr", "gone"), "go-aesctr is absent (gone)"},
	}
	for _, c := range cases {
		errs := checkProviders(d.Providers, c.r, c.absent, runtime.GOARCH)
		if len(errs) != 1 || !strings.Contains(errs[0], c.want) {
			t.Errorf("%s: got %q, want one error containing %q", c.name, errs, c.want)
		}
	}
	// A JavaScript peer that did not install is fine, unless required.
	noJS := clone("js:noble-ed25519", nil)
	withAbsence := with("js:noble-ed25519", "not installed")
	t.Setenv(require.Env, "")
	for _, e := range checkProviders(d.Providers, noJS, withAbsence, runtime.GOARCH) {
		t.Errorf("an absent JavaScript peer, not required: %s", e)
	}
	t.Setenv(require.Env, require.Node)
	errs := checkProviders(d.Providers, noJS, withAbsence, runtime.GOARCH)
	if !slices.Contains(errs, "js:noble-ed25519 is absent (not installed) but "+require.Env+" requires node") {
		t.Errorf("an absent JavaScript peer under %s=node: %q", require.Env, errs)
	}
}
