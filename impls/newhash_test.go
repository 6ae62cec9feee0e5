package impls

import (
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/internal/hashtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// TestHashStreamers holds every operation of every implementation in the
// default registry that has NewHash (C bindings, native Go and any
// JavaScript peer that offers one) to the HashStreamer contract: the
// shared check of internal/hashtest, at the output lengths the operation's
// catalogue entry accepts. It is the one place the registered bindings'
// incremental hashes are tested.
func TestHashStreamers(t *testing.T) {
	r := checktest.Load(t, Default)
	found := 0
	for _, im := range r.Impls {
		for _, id := range im.IDs() {
			hs, ok := im.Ops[id].(matrix.HashStreamer)
			if !ok {
				continue
			}
			found++
			s, err := matrix.Lookup(id)
			if err != nil {
				t.Errorf("%s: %v", im.Name, err)
				continue
			}
			op, err := hashtest.Assert(s, hs)
			if err != nil {
				t.Errorf("%s: %v", im.Name, err)
				continue
			}
			if symptoms, ok := streamerDepartures[im.Name+" "+id]; ok {
				t.Run(im.Name+"/"+s.Primitive, func(t *testing.T) { knownDeparture(t, s, op, symptoms) })
				continue
			}
			t.Run(im.Name+"/"+s.Primitive, func(t *testing.T) { hashtest.Test(t, s, op) })
		}
	}
	if found == 0 {
		t.Fatal("no implementation in the registry hashes incrementally")
	}
}

// streamerDepartures are the streamers, by "implementation operation",
// that break the HashStreamer contract in a way only their binding can
// mend, with the failures of hashtest.Check that show it.
//
// libsodium-jamesruan: github.com/jamesruan/sodium's GenericHash frees its
// state in Sum ("can't call Write() after Sum()", its documentation
// says), so a Write after Sum fails with "hash finalized" and the digest
// after a Sum in the middle misses the bytes refused. Reset mends the
// state, and everything else holds.
var streamerDepartures = map[string][]string{
	"libsodium-jamesruan hash/blake2b": {"hash finalized", "after a Sum in the middle"},
}

// knownDeparture checks a streamer of streamerDepartures: the shared check
// must still fail (when it passes, the binding was mended and the entry
// goes), and only with the listed symptoms.
func knownDeparture(t *testing.T, s matrix.Spec, op hashtest.Streamer, symptoms []string) {
	errs := hashtest.Check(s, op)
	if len(errs) == 0 {
		t.Fatalf("%s passes the HashStreamer check now: remove it from streamerDepartures", s.ID())
	}
	for _, err := range errs {
		if !slices.ContainsFunc(symptoms, func(sym string) bool { return strings.Contains(err.Error(), sym) }) {
			t.Error(err)
		}
	}
	t.Logf("%s: %d failures of the known departure (%s)", s.ID(), len(errs), strings.Join(symptoms, "; "))
}
