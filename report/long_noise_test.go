package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/record"
)

// TestNegativeLongIsNoise: on a loaded machine 4096 bytes can measure
// cheaper than 1024, and (cost(4096) − cost(1024))/3072 comes out negative.
// That is noise, not a cost: the table marks it "—" with a footnote and
// prints no negative figure.
func TestNegativeLongIsNoise(t *testing.T) {
	r := synthRun("amd64", "EPYC", false, tscCounter, 1)
	for i, c := range r.Cells {
		if c.Impl == "go-lib" && c.Bytes == record.LongTo { // 8192 → 1000 cycles, below 2048 at 1024 bytes
			r.Cells[i].Ticks, r.Cells[i].Ns = exact(1000), exact(500)
		}
	}
	var out bytes.Buffer
	(view{r}).writeTables(&out)
	text := out.String()
	var row string
	for _, line := range strings.Split(text, "\n") {
		if strings.Contains(line, "go-lib") && strings.Contains(line, "—") {
			row = line
		}
	}
	if row == "" || strings.Contains(row, "-0.") || strings.Contains(row, " -") {
		t.Errorf("go-lib's negative long figure is not marked —:\n%s", text)
	}
	if !strings.Contains(text, "noise: negative") {
		t.Errorf("no footnote explains the —:\n%s", text)
	}
}
