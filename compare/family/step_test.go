package family

import (
	"errors"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/matrix"
)

func TestStepLen(t *testing.T) {
	for i, want := range map[int]int{0: 0, 1: 1, 4: 8, 16: 80, 63: 1055} {
		if got := StepLen(i); got != want {
			t.Errorf("StepLen(%d) = %d, want %d", i, got, want)
		}
	}
}

func TestStepOutAndKey(t *testing.T) {
	fixed := matrix.Spec{Out: 32, Key: 32, KeyMin: 32, KeyMax: 32}
	ranged := matrix.Spec{OutMin: 16, OutMax: 64, KeyMin: 16, KeyMax: 64}
	hmac := matrix.Spec{Out: 32, KeyMax: -1}
	for i := range 200 {
		if got := StepOut(fixed, i); got != 32 {
			t.Fatalf("fixed output at step %d: %d", i, got)
		}
		if got := StepOut(ranged, i); got != 16+i%49 {
			t.Fatalf("ranged output at step %d: %d", i, got)
		}
		if got := StepKey(fixed, i); got != 32 {
			t.Fatalf("fixed key at step %d: %d", i, got)
		}
		if got := StepKey(ranged, i); got < 16 || got > 64 {
			t.Fatalf("ranged key at step %d: %d", i, got)
		}
		if got := StepKey(hmac, i); got != i*29%160 {
			t.Fatalf("HMAC key at step %d: %d", i, got)
		}
	}
}

// TestStepOpens: each way an authenticated cipher can break its promise
// fails the step, naming it, and a call's error is reported as such.
func TestStepOpens(t *testing.T) {
	msg := []byte("message")
	opens := func(ok bool, pt []byte) func([]byte) (bool, error) {
		return func(out []byte) (bool, error) { copy(out, pt); return ok, nil }
	}
	refuses := func([]byte) (bool, error) { return false, nil }
	fails := func([]byte) (bool, error) { return false, errors.New("refused") }
	for _, c := range []struct {
		name       string
		open, bad  func([]byte) (bool, error)
		wantErr    string
		wantOK, ok bool
	}{
		{"kept", opens(true, msg), refuses, "", true, true},
		{"own refused", opens(false, msg), refuses, "step 2: open: own box opened false", false, false},
		{"wrong plaintext", opens(true, []byte("massage")), refuses, "(to the message: false)", true, false},
		{"forgery accepted", opens(true, msg), opens(true, msg), "tampered opened true", true, false},
		{"open fails", fails, refuses, "step 2: open: refused", false, false},
		{"tampered open fails", opens(true, msg), fails, "step 2: open tampered: refused", false, false},
	} {
		ok, _, err := StepOpens(2, msg, "box", "tampered", "open", c.open, "open tampered", c.bad)
		if c.ok != (err == nil) || (err != nil && !strings.Contains(err.Error(), c.wantErr)) || ok != c.wantOK {
			t.Errorf("%s: ok %v err %v, want ok %v and an error containing %q", c.name, ok, err, c.wantOK, c.wantErr)
		}
	}
}

// TestStepLacks: the engine finds a lacking call through errors.As and
// errors.Is, with the wrapped error's text.
func TestStepLacks(t *testing.T) {
	var err error = StepLacks{Err: errors.Join(errors.New("key from seed"), errors.ErrUnsupported)}
	var lacks StepLacks
	if !errors.As(err, &lacks) || !errors.Is(err, errors.ErrUnsupported) || !strings.Contains(lacks.Error(), "key from seed") {
		t.Errorf("StepLacks lost its error: %v", err)
	}
}
