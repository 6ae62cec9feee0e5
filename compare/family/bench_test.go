package family

import (
	"errors"
	"fmt"
	"testing"
)

// TestBenchRepeatStopsAtFirstError checks that a timed batch does not
// swallow a failure partway through.
func TestBenchRepeatStopsAtFirstError(t *testing.T) {
	calls := 0
	run := BenchRepeat(func() error {
		calls++
		if calls == 3 {
			return errors.New("third call fails")
		}
		return nil
	})
	if err := run(10); err == nil || calls != 3 {
		t.Fatalf("run(10) = %v after %d calls, want the third call's error", err, calls)
	}
}

// TestBenchRepeatAcceptRefusesFalse checks that an Open or Verify which
// rejects its valid input fails the batch instead of being timed on the
// wrong path.
func TestBenchRepeatAcceptRefusesFalse(t *testing.T) {
	calls := 0
	run := BenchRepeatAccept(func() (bool, error) { calls++; return calls < 2, nil })
	if err := run(5); !errors.Is(err, BenchErrRejected) || calls != 2 {
		t.Fatalf("run(5) = %v after %d calls, want BenchErrRejected at the second", err, calls)
	}
}

// TestBenchUnsupported checks the reason a "—" cell shows: the
// implementation's words without the generic suffix.
func TestBenchUnsupported(t *testing.T) {
	err := fmt.Errorf("passes: needs 3: %w", errors.ErrUnsupported)
	if got := BenchUnsupported(err); got != "passes: needs 3" {
		t.Errorf("BenchUnsupported = %q", got)
	}
}

// TestBenchRandIsSeeded checks that the inputs depend on the seed and the
// label, and that Bytes and Fill draw the same stream.
func TestBenchRandIsSeeded(t *testing.T) {
	a, b := BenchRandFor(1, "x").Bytes(16), make([]byte, 16)
	BenchRandFor(1, "x").Fill(b)
	if string(a) != string(b) {
		t.Error("Bytes and Fill drew different bytes from the same seed and label")
	}
	if string(a) == string(BenchRandFor(2, "x").Bytes(16)) || string(a) == string(BenchRandFor(1, "y").Bytes(16)) {
		t.Error("another seed or label gave the same bytes")
	}
	if BenchRandFor(1, "x").Bytes(0) == nil {
		t.Error("Bytes(0) is nil")
	}
}
