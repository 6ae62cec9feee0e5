package report

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/naclcmp/naclcmp/ct"
)

// MergeConstantTime adds the verdicts of a constant-time run to the
// benchmark results in dir (its results.json) and writes dir's files
// again, so that report.md gains its constant-time section.
func MergeConstantTime(dir string, res *ct.Results) error {
	path := filepath.Join(dir, "results.json")
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	run, err := ReadJSON(f)
	f.Close()
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	run.ConstantTime = res
	return WriteDir(run, dir, "")
}
