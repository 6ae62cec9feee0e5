package ct

import (
	"context"
	"testing"
	"time"

	"github.com/naclcmp/naclcmp/compare/ct/control"
	"github.com/naclcmp/naclcmp/internal/require"
	"github.com/naclcmp/naclcmp/record/ctrecord"
)

// needValgrind skips when valgrind is missing, or fails when
// NACLCMP_REQUIRE names valgrind (make ct sets it, so that CI never passes
// the control checks by skipping them).
func needValgrind(t *testing.T) {
	t.Helper()
	if _, err := ValgrindVersion(); err != nil {
		require.Skip(t, require.Valgrind, err.Error())
	}
}

// TestValgrindControls checks the valgrind method against the controls:
// the early-exit comparison is flagged with a branch inside it, the
// OR-accumulating one is found constant time.
func TestValgrindControls(t *testing.T) {
	needValgrind(t)
	exe, err := Build(Controls, "", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	ops, err := ListOps(exe)
	if err != nil {
		t.Fatal(err)
	}
	results := RunValgrind(context.Background(), "control", exe, ops)
	if len(results) != 2 || results[0].Op != "control/leaky" || results[1].Op != "control/constant" {
		t.Fatalf("results %+v, want the leaky then the constant control", results)
	}
	leaky, constant := results[0], results[1]
	if leaky.Verdict != ctrecord.VerdictLeak || len(leaky.Findings) == 0 {
		t.Fatalf("leaky control: verdict %q, findings %v, error %q; want %q", leaky.Verdict, leaky.Findings, leaky.Err, ctrecord.VerdictLeak)
	}
	f := leaky.Findings[0]
	if f.Kind != "Conditional jump or move depends on uninitialised value(s)" {
		t.Errorf("leaky control: finding kind %q, want a secret-dependent branch", f.Kind)
	}
	if len(f.Stack) == 0 || !hasPrefix(f.Stack[0], "naclcmp_ct_leaky_equal ") {
		t.Errorf("leaky control: first frame %v, want naclcmp_ct_leaky_equal", f.Stack)
	}
	if len(f.Origin) == 0 {
		t.Errorf("leaky control: no origin for the secret value")
	}
	if constant.Verdict != ctrecord.VerdictConstantTime || len(constant.Findings) != 0 {
		t.Errorf("constant control: verdict %q, findings %v, error %q; want %q", constant.Verdict, constant.Findings, constant.Err, ctrecord.VerdictConstantTime)
	}
}

func hasPrefix(s, p string) bool { return len(s) >= len(p) && s[:len(p)] == p }

// TestTimingLeakyControl checks the timing method against the leaky
// control: an early exit over 4096 bytes separates the classes by
// thousands of cycles, far beyond noise, so |t| exceeds the threshold.
// The constant-time control is run too, but its verdict is not asserted:
// on a busy machine noise alone can push |t| over 4.5.
func TestTimingLeakyControl(t *testing.T) {
	cfg := TimingConfig{Duration: time.Second}
	if testing.Short() {
		cfg.Duration = 300 * time.Millisecond
	}
	targets := ControlTargets(control.Leaky{}, control.Constant{})
	leaky := RunTiming(targets[0], cfg)
	if leaky.Op != "control/leaky" || leaky.Err != "" {
		t.Fatalf("leaky control: %+v", leaky)
	}
	if !leaky.Leak || leaky.MaxT <= Threshold {
		t.Errorf("leaky control not flagged: max |t| = %.1f (%s) over %d measurements", leaky.MaxT, leaky.Test, leaky.Measurements)
	}
	if leaky.Measurements == 0 || leaky.Seconds <= 0 {
		t.Errorf("leaky control: measurements %d, seconds %v; want both reported", leaky.Measurements, leaky.Seconds)
	}
	constant := RunTiming(targets[1], cfg)
	if constant.Err != "" || constant.Measurements == 0 {
		t.Errorf("constant control did not run: %+v", constant)
	}
	t.Logf("leaky: |t| = %.1f; constant: |t| = %.1f (not asserted)", leaky.MaxT, constant.MaxT)
}
