package impls

import (
	"errors"
	"maps"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/stdlib"
	"github.com/naclcmp/naclcmp/js"
	"github.com/naclcmp/naclcmp/matrix"

	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/internal/require"
)

// TestJSNotEnabled checks that a machine without node or the installed
// peer program gets no JavaScript implementation and one absence saying
// how to enable them.
func TestJSNotEnabled(t *testing.T) {
	impls, missing := jsImplsFrom(js.Env{}, errors.New("node not found"))
	if len(impls) != 0 || len(missing) != 1 {
		t.Fatalf("got %d implementations and %d absences, want 0 and 1", len(impls), len(missing))
	}
	a := missing[0]
	if line := a.Name + ": " + a.Reason; line != js.NotEnabled {
		t.Errorf("absence reads %q, want %q", line, js.NotEnabled)
	}
}

// TestJSDiscovered checks, where node and the peer program are installed,
// that every JavaScript implementation is registered or reported absent,
// after the implementations compiled into the binary.
func TestJSDiscovered(t *testing.T) {
	env, err := js.Locate()
	if err != nil {
		require.Skip(t, require.Node, "JavaScript implementations not enabled: "+err.Error())
	}
	impls, missing := jsImplsFrom(env, nil)
	if len(impls)+len(missing) != len(js.Implementations) {
		t.Fatalf("%d registered + %d absent, want %d", len(impls), len(missing), len(js.Implementations))
	}
	for _, a := range missing {
		if !strings.HasPrefix(a.Reason, "did not build: ") && !strings.HasPrefix(a.Reason, "not installed: ") {
			t.Errorf("%s: absent without a reason: %q", a.Name, a.Reason)
		}
	}
	for _, im := range impls {
		f := jsFound(im.Name)
		if f.NoKeyFromSeed && !strings.HasPrefix(im.Notes["sign/ed25519"], jsNoKeyFromSeedNote) {
			t.Errorf("%s: note %q does not say that KeyFromSeed is not offered", im.Name, im.Notes["sign/ed25519"])
		}
	}
	// Registering checks every operation's family interface.
	if err := (&matrix.Registry{}).Add(impls...); err != nil {
		t.Fatal(err)
	}
	r, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	seenJS := false
	for _, im := range r.Impls {
		isJS := strings.HasPrefix(im.Name, "js:")
		if isJS != (im.Language == matrix.LangJS) {
			t.Errorf("%s: language %s", im.Name, im.Language)
		}
		if seenJS && !isJS {
			t.Errorf("%s registered after a JavaScript implementation", im.Name)
		}
		seenJS = seenJS || isJS
	}
	if len(impls) > 0 && !seenJS {
		t.Error("the default registry has no JavaScript implementation")
	}
}

// jsFound returns the implementation named name from js.Implementations.
func jsFound(name string) js.Entry {
	for _, im := range js.Implementations {
		if im.Name == name {
			return im
		}
	}
	return js.Entry{}
}

// TestJSNoKeyFromSeedNotes checks that the note is added to signature
// operations only, before any note they had, without changing the
// discovered notes.
func TestJSNoKeyFromSeedNotes(t *testing.T) {
	notes := map[string]string{"sign/ed25519": "adapter detail", "hash/sha256": "other"}
	ops := map[string]any{"sign/ed25519": checktest.Ed25519NoSeed{}, "hash/sha256": stdlib.SHA256{}, "sign/edwards25519sha512batch": checktest.Ed25519NoSeed{}}
	got := jsNoKeyFromSeedNotes(notes, ops)
	want := map[string]string{
		"sign/ed25519":                 jsNoKeyFromSeedNote + "; adapter detail",
		"hash/sha256":                  "other",
		"sign/edwards25519sha512batch": jsNoKeyFromSeedNote,
	}
	if !maps.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	if notes["sign/ed25519"] != "adapter detail" || len(notes) != 2 {
		t.Errorf("the discovered notes changed: %v", notes)
	}
	if got := jsNoKeyFromSeedNotes(nil, map[string]any{"sign/ed25519": checktest.Ed25519NoSeed{}}); got["sign/ed25519"] != jsNoKeyFromSeedNote {
		t.Errorf("without notes: %v", got)
	}
}
