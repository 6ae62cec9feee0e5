package report

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/naclcmp/naclcmp/record"
)

// addedText writes what a point adds, with the range of its passes where
// there were several, else ± its standard error; "—" for no point.
func addedText(p loopPoint) string {
	switch {
	case p.bytes < 0:
		return "—"
	case p.layouts > 1:
		return fmt.Sprintf("%s ± %s (%d of %d passes fast, in %d of %d code layouts; all %s to %s)",
			fmtNum(p.added), fmtNum(nanZero(p.se)), p.fast, p.passes, p.fastLayouts, p.layouts, fmtNum(p.lo), fmtNum(p.hi))
	case p.passes > 1:
		return fmt.Sprintf("%s ± %s (%d of %d passes fast; all %s to %s)", fmtNum(p.added), fmtNum(nanZero(p.se)), p.fast, p.passes, fmtNum(p.lo), fmtNum(p.hi))
	case math.IsNaN(p.se):
		return fmtNum(p.added)
	}
	return fmt.Sprintf("%s ± %s", fmtNum(p.added), fmtNum(p.se))
}

// overText names a row over the target with its figure, and why when its
// library's API forces the work (the loop's note). A call timed at one
// length beside the same call's per-byte row (a signature of 59 bytes)
// says its length, so that the two are told apart.
func overText(row loopRow, p loopPoint) string {
	why, at := "", ""
	if row.note != "" {
		why = ", forced by its library's API (its note above)"
	}
	if !row.perByte && p.bytes > 0 {
		at = fmt.Sprintf(" on %d bytes", p.bytes)
	}
	return fmt.Sprintf("%s %s%s (%s ns%s)", row.impl, row.function, at, fmtNum(p.added), why)
}

// overNote is the table's verdict: the bindings clearly over the target,
// by their Go side when a Go-side run decided.
func overNote(over []string, goSide bool) string {
	switch {
	case len(over) > 0 && goSide:
		return fmt.Sprintf("more than %s ns on the Go side, by two standard errors: %s", fmtNum(record.AddedTarget), strings.Join(over, ", "))
	case len(over) > 0:
		return fmt.Sprintf("more than %s ns added, by two standard errors: %s", fmtNum(record.AddedTarget), strings.Join(over, ", "))
	case goSide:
		return fmt.Sprintf("no binding adds clearly more than %s ns per call on the Go side", fmtNum(record.AddedTarget))
	}
	return fmt.Sprintf("no binding adds clearly more than %s ns per call", fmtNum(record.AddedTarget))
}

// fromText says from which measured length of at least TargetFrom bytes
// the efficiency reaches the target, naming longer lengths that fall below
// it again, or "never"; "" when no such length was measured.
func fromText(pts []loopPoint) string {
	var long []loopPoint
	for _, p := range pts {
		if p.bytes >= record.TargetFrom {
			long = append(long, p)
		}
	}
	if len(long) == 0 {
		return ""
	}
	from, below, ok := targetFrom(long)
	if !ok {
		return "never"
	}
	t := lengthLabel(from)
	for i, p := range below {
		if i == 0 {
			t += ", not "
		} else {
			t += ", "
		}
		t += lengthLabel(p.bytes)
	}
	return t
}

// efficiencyText shows an efficiency with three decimals, or four where
// three would round a value below the target up to it (0.9699, not 0.970).
func efficiencyText(e float64) string {
	t := fmt.Sprintf("%.3f", e)
	if e < record.EfficiencyTarget && t == fmt.Sprintf("%.3f", record.EfficiencyTarget) {
		t = fmt.Sprintf("%.4f", e)
	}
	return t
}

// bytesText names a message length with its unit: "1024 bytes", "1 MiB".
func bytesText(n int) string {
	if l := lengthLabel(n); l != strconv.Itoa(n) {
		return l
	}
	return fmt.Sprintf("%d bytes", n)
}

// percent writes a share as a percentage with two significant digits.
func percent(share float64) string { return fmtNum(share*100) + "%" }

// callTime writes a call's time in ns, or in µs from 1 µs.
func callTime(ns float64) string {
	if ns >= 1000 {
		return fmtNum(ns/1000) + " µs"
	}
	return fmtNum(ns) + " ns"
}

// callFor returns the shortest call, in ns, that a per-call overhead of c
// ns leaves at the target efficiency: t / (t + c) = target.
func callFor(c float64) float64 {
	return c * record.EfficiencyTarget / (1 - record.EfficiencyTarget)
}
