package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/record"
)

// TestLoadSaidFirst: how busy the machine was is among the first lines of
// report.md (and so report.html, rendered from it) and of the terminal
// tables; a busy run says so as a warning, a quiet one as a plain line.
func TestLoadSaidFirst(t *testing.T) {
	for _, busy := range []bool{true, false} {
		r := synthRun("amd64", "EPYC", false, tscCounter, 1)
		r.Run.Load = &record.Load{Measured: true, Busy: busy, Summary: "other processes used 31.0% of 2 CPUs on average"}
		var md, text bytes.Buffer
		(view{r}).writeMarkdown(&md, nil)
		(view{r}).writeTables(&text, false)
		head := strings.Join(strings.SplitN(md.String(), "\n", 6)[:5], "\n")
		want := map[bool]string{true: "> **Busy machine**: other processes used 31.0%", false: "Machine load: quiet: other processes used 31.0%"}[busy]
		if !strings.Contains(head, want) {
			t.Errorf("busy=%v: report.md does not begin by saying %q:\n%s", busy, want, head)
		}
		first := strings.SplitN(text.String(), "\n", 2)[0]
		want = map[bool]string{true: "BUSY MACHINE: other processes used 31.0%", false: "Machine load: quiet:"}[busy]
		if !strings.HasPrefix(first, want) {
			t.Errorf("busy=%v: the terminal tables begin %q, want %q", busy, first, want)
		}
	}
}
