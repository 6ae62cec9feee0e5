package report

import (
	"testing"
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
