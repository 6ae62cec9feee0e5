package report

import (
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/record"
)

func TestFmtNum(t *testing.T) {
	for v, want := range map[float64]string{
		0: "0", 1.234: "1.23", 12.34: "12.3", 123.4: "123", 112326: "112,326", 1234567.8: "1,234,568", -2500: "-2,500",
	} {
		if got := fmtNum(v); got != want {
			t.Errorf("fmtNum(%v) = %q, want %q", v, got, want)
		}
	}
}

// TestRatioText: a ratio that rounds to 1.00 is "as fast", not "1.00x
// slower".
func TestRatioText(t *testing.T) {
	cost := map[string]float64{"a": 100, "b": 100.4, "c": 101, "d": 250}
	for impl, want := range map[string]string{"a": "fastest", "b": "as fast", "c": "1.01x slower", "d": "2.50x slower"} {
		if got := ratioText(cost, "a", impl); got != want {
			t.Errorf("ratioText(%s) = %q, want %q", impl, got, want)
		}
	}
}

// TestCounterLine: a counter whose frequency has no stated source has no
// empty parentheses.
func TestCounterLine(t *testing.T) {
	r := synthRun("amd64", "EPYC", false, tscCounter, 1)
	r.Counter.HzSource = ""
	if got := (view{r}).counterLine(); strings.Contains(got, "()") {
		t.Errorf("counterLine = %q", got)
	}
	r.Counter.HzSource = "estimated"
	if got := (view{r}).counterLine(); !strings.HasSuffix(got, " MHz (estimated)") {
		t.Errorf("counterLine = %q", got)
	}
}

// TestAgreementOfOne: a run where two implementations share one length
// says "the one measurement", not "all 1 measurements".
func TestAgreementOfOne(t *testing.T) {
	r := synthRun("amd64", "EPYC", false, tscCounter, 1)
	r.Cells = slices.DeleteFunc(r.Cells, func(c record.Cell) bool { return c.Op == "hash/sha256" && c.Bytes != 64 })
	v := view{r}
	if got := v.agreement(v.groups()); !strings.Contains(got, "identical outputs in the one measurement made by two") {
		t.Errorf("agreement = %q", got)
	}
	r.Cells[0].Digest = "other"
	if got := v.agreement(v.groups()); !strings.Contains(got, "DISAGREED in the one measurement (") {
		t.Errorf("agreement = %q", got)
	}
}
