package js

import (
	"encoding/json"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestCoreKeepsTimingArguments runs core.js's timing of kept arguments on
// a counting adapter (testdata/corekeep.js): a timing that keeps its
// arguments makes one untimed call before its batches, one that reuses
// them none; a reuse for another call, or an unkept key, is refused with
// the error Timer answers by sending them again; a timing answers without
// the call's outputs; and a verdict that changes within a timing fails it.
func TestCoreKeepsTimingArguments(t *testing.T) {
	node := nodeOrSkip(t)
	out, err := exec.Command(node, filepath.Join("testdata", "corekeep.js")).CombinedOutput()
	if err != nil {
		t.Fatalf("corekeep.js: %v\n%s", err, out)
	}
	var got []struct {
		Calls  int            `json:"calls"`
		Answer map[string]any `json:"answer"`
	}
	if err := json.Unmarshal(out, &got); err != nil || len(got) != 7 {
		t.Fatalf("corekeep.js printed %s (%v), want 7 answers", out, err)
	}
	// 3 batches of 2 calls each, after one untimed call where it is made;
	// the call that keeps its arguments, then a timing that reuses them.
	// (-1: the verify refused mid-loop, counted below.)
	for i, want := range []int{7, 6, 0, 7, -1, 1, 6} {
		if want < 0 {
			continue
		}
		if got[i].Calls != want {
			t.Errorf("request %d made %d calls, want %d (answer %v)", i+1, got[i].Calls, want, got[i].Answer)
		}
	}
	if out, _ := got[5].Answer["out"].([]any); len(out) != 1 {
		t.Errorf("the call that keeps its arguments answered %v, want its output", got[5].Answer)
	}
	for _, i := range []int{0, 1, 3, 6} {
		if _, has := got[i].Answer["out"]; has || got[i].Answer["ok"] != true {
			t.Errorf("timing %d answered %v, want ok without the outputs", i+1, got[i].Answer)
		}
	}
	if e, _ := got[2].Answer["error"].(string); !strings.HasPrefix(e, errNotKept) {
		t.Errorf("a reuse for another call answered %v, want an error beginning %q", got[2].Answer, errNotKept)
	}
	if e, _ := got[4].Answer["error"].(string); !strings.Contains(e, "the first returned true") {
		t.Errorf("a verify whose verdict changed answered %v, want it refused", got[4].Answer)
	}
}

// TestTimerKeepsArguments checks Timer against node: the call it records
// asks node to keep its arguments, every timing after it names them and
// sends none, and a key node dropped (it keeps four) is sent again.
func TestTimerKeepsArguments(t *testing.T) {
	s, sig, msg, pub := timedSignature(t)
	verify := func() error { _, err := s.Verify(sig, msg, pub); return err }
	timed, err := s.Timer(verify)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := timed(3, 4); err != nil {
		t.Fatal(err)
	}
	// The arguments go with the first timing only; later ones name the
	// key node keeps them under, and a key node dropped (it keeps four)
	// is sent again.
	var sent []request
	record := func(on bool) {
		s.peer.mu.Lock()
		defer s.peer.mu.Unlock()
		s.peer.recording = nil
		if on {
			s.peer.recording = &sent
		}
	}
	record(true)
	if _, err := timed(3, 2); err != nil {
		t.Fatalf("timing again: %v", err)
	}
	record(false)
	for range 4 {
		other, err := s.Timer(verify)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := other(1, 1); err != nil {
			t.Fatal(err)
		}
	}
	record(true)
	if _, err := timed(3, 2); err != nil {
		t.Errorf("timing after node dropped the arguments: %v, want them sent again", err)
	}
	record(false)
	reuses := 0
	for _, r := range sent {
		if r.Time != nil && r.Time.Reuse {
			reuses++
			if r.Time.Args != nil {
				t.Errorf("a timing that reuses kept arguments sent %d of them", len(r.Time.Args))
			}
		}
	}
	if reuses != 2 {
		t.Errorf("%d timings reused kept arguments, want 2 (the second timing, and the one node refused)", reuses)
	}
	unknown := request{Time: &timing{N: 1, Op: "sign/ed25519", Call: "verify", Keep: "no such key", Reuse: true}}
	if _, err := s.peer.roundTrip(unknown); err == nil || !strings.Contains(err.Error(), errNotKept) {
		t.Errorf("a timing naming a key node does not hold: got %v, want %q", err, errNotKept)
	}
}
