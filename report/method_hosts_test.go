package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/record"
)

// TestMethodNamesHosts checks that the method section says which host
// processes ran the JavaScript implementations, their start-up and
// memory, and that a run without any says nothing of them.
func TestMethodNamesHosts(t *testing.T) {
	r := synthRun("amd64", "EPYC", false, tscCounter, 1)
	var b bytes.Buffer
	(view{r}).writeMarkdown(&b, nil)
	if strings.Contains(b.String(), "host process") {
		t.Errorf("a run without hosts names some:\n%s", section(t, b.String(), "Method"))
	}
	r.Run.Hosts = []record.HostRun{
		{Kind: "node", Implementations: 19, Processes: 1, StartUpNs: 412e6, PeakRSSBytes: 350 << 20},
		{Kind: "chromium", Implementations: 5, Processes: 2, StartUpNs: 2.1e9, PeakRSSBytes: 600 << 20},
	}
	b.Reset()
	(view{r}).writeMarkdown(&b, nil)
	want := "The JavaScript implementations ran in 3 host processes outside naclcmp, one per kind: node (19 implementations, " +
		"started in 0.4 s, at most 350 MiB resident) and chromium (5 implementations, started in 2.1 s, at most 600 MiB " +
		"resident; 2 processes, one started again after the first ended)."
	if md := section(t, b.String(), "Method"); !strings.Contains(md, want) {
		t.Errorf("method section:\n%s\nwant it to say:\n%s", md, want)
	}
}
