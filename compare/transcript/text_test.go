package transcript

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// textTranscript is a transcript of two implementations of one hash
// that agree, on a made-up platform.
func textTranscript(platform string) *Transcript {
	d := strings.Repeat("ab", 32)
	return &Transcript{Version: TranscriptVersion, Seed: 1, Platform: platform, Digest: strings.Repeat("cd", 32), Cells: []TranscriptCell{
		{Op: "hash/sha256", Impl: "a", Steps: 64, Digest: d},
		{Op: "hash/sha256", Impl: "b", Steps: 64, Digest: d},
	}}
}

func TestWriteText(t *testing.T) {
	var b strings.Builder
	WriteText(&b, textTranscript("linux/amd64"), 2)
	out := b.String()
	for _, want := range []string{
		fmt.Sprintf("Transcript v%d: seed 1, linux/amd64, 2 implementations.", TranscriptVersion),
		"hash/sha256  b               64     " + strings.Repeat("ab", 32) + "\n",
		"\ntranscript digest: " + strings.Repeat("cd", 32) + "\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// TestComparison compares a transcript with one where b differs and c
// exists only there: b fails the comparison, c is listed.
func TestComparison(t *testing.T) {
	here, there := textTranscript("linux/amd64"), textTranscript("linux/s390x")
	there.Cells[1].Digest = strings.Repeat("00", 32)
	there.Cells = append(there.Cells, TranscriptCell{Op: "hash/sha256", Impl: "c", Steps: 64, Digest: strings.Repeat("ab", 32)})
	c, err := Compare(here, there)
	if err != nil {
		t.Fatal(err)
	}
	if !c.Failed() || len(c.Differences) != 2 || c.Against != "linux/s390x" {
		t.Fatalf("comparison %+v", c)
	}
	if p := c.Problems(); len(p) != 1 || !strings.HasPrefix(p[0], "linux/s390x: hash/sha256: implementations disagree") {
		t.Errorf("problems %q", p)
	}
	var b strings.Builder
	WriteComparison(&b, c)
	for _, want := range []string{
		"transcript: linux/s390x differs from linux/amd64 in 1 of 2 cells:\n",
		"  hash/sha256  b               " + strings.Repeat("00", 8) + "…  " + strings.Repeat("ab", 8) + "…\n",
		"transcript: cells only linux/s390x computed, not compared: c (1)\n",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, b.String())
		}
	}
	same, err := Compare(here, textTranscript("linux/arm64"))
	if err != nil || same.Failed() {
		t.Fatalf("identical transcripts: %+v, %v", same, err)
	}
}

func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	ok, err := json.Marshal(textTranscript("linux/amd64"))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{"ok.json": string(ok), "empty.json": `{"version":0}`, "bad.json": `"x"`}
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if tr, err := ReadFile(filepath.Join(dir, "ok.json")); err != nil || len(tr.Cells) != 2 {
		t.Errorf("ReadFile: %+v, %v", tr, err)
	}
	for _, name := range []string{"empty.json", "bad.json", "missing.json"} {
		p := filepath.Join(dir, name)
		if _, err := ReadFile(p); err == nil || !strings.Contains(err.Error(), filepath.Base(p)) {
			t.Errorf("ReadFile(%s): %v, want an error naming it", p, err)
		}
	}
}
