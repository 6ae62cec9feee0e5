package impls

import (
	"slices"
	"testing"

	"github.com/naclcmp/naclcmp/matrix"
)

// registries returns Default and Native.
func registries(t *testing.T) (all, native *matrix.Registry) {
	t.Helper()
	all, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	native, err = Native()
	if err != nil {
		t.Fatal(err)
	}
	return all, native
}

// streamersOutside returns, of the incremental hashes of all, those whose
// implementation native lacks, and how many incremental hashes all has.
func streamersOutside(all, native *matrix.Registry) (missing []string, streamers int) {
	for _, im := range all.Impls {
		for id, op := range im.Ops {
			if _, ok := op.(matrix.HashStreamer); ok {
				streamers++
				if native.Impl(im.Name) == nil {
					missing = append(missing, im.Name+" "+id)
				}
			}
		}
	}
	return missing, streamers
}

// TestNativeHoldsEveryStreamer holds what `naclcmp sum` assumes when it
// skips the search for the peers: every implementation that hashes
// incrementally runs in this process.
func TestNativeHoldsEveryStreamer(t *testing.T) {
	all, native := registries(t)
	missing, streamers := streamersOutside(all, native)
	if streamers == 0 {
		t.Fatal("no implementation hashes incrementally: the check ran on nothing")
	}
	for _, m := range missing {
		t.Errorf("%s hashes incrementally but is not in Native: naclcmp sum would miss it", m)
	}
}

// TestStreamersOutsideCatches shows the check able to fail: a peer with an
// incremental hash, outside the native registry, is named.
func TestStreamersOutsideCatches(t *testing.T) {
	native, err := Native()
	if err != nil {
		t.Fatal(err)
	}
	var streamer matrix.Hash
	for _, im := range native.Impls {
		if op, ok := im.Ops["hash/sha256"].(matrix.HashStreamer); ok {
			streamer = op.(matrix.Hash)
			break
		}
	}
	peer := &matrix.Impl{Name: "js:streaming", Ops: map[string]any{"hash/sha256": streamer}}
	all := &matrix.Registry{Impls: append(slices.Clone(native.Impls), peer)}
	if missing, _ := streamersOutside(all, native); !slices.Equal(missing, []string{"js:streaming hash/sha256"}) {
		t.Errorf("a peer's streamer outside Native: got %q", missing)
	}
}

// TestFor checks which registry a selection gets: Native for in-process
// names only, Default for none, a peer's name or a name nobody has.
func TestFor(t *testing.T) {
	all, native := registries(t)
	var peer string
	for _, im := range all.Impls {
		if native.Impl(im.Name) == nil {
			peer = im.Name
			break
		}
	}
	cases := []struct {
		names []string
		want  *matrix.Registry
	}{
		{nil, all},
		{[]string{"libsodium", "go-stdlib"}, native},
		{[]string{"libsodium", "no-such-impl"}, all},
	}
	if peer != "" {
		cases = append(cases, struct {
			names []string
			want  *matrix.Registry
		}{[]string{"go-stdlib", peer}, all})
	}
	for _, c := range cases {
		got, err := For(c.names)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("For(%q): got the registry of %d implementations, want the one of %d", c.names, len(got.Impls), len(c.want.Impls))
		}
	}
	if !slices.Equal(native.Names(), all.Names()[:len(native.Impls)]) {
		t.Errorf("Default does not start with Native's implementations in their order:\n%v\n%v", native.Names(), all.Names())
	}
}
