package report

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/naclcmp/naclcmp/internal/atomicfile"
	"github.com/naclcmp/naclcmp/record"
	"github.com/naclcmp/naclcmp/record/ctrecord"
)

// MergeConstantTime adds the verdicts of a constant-time run to the
// benchmark results in dir (its results.json) and writes dir's files
// again, so that report.md gains its constant-time section.
func MergeConstantTime(dir string, res *ctrecord.Results) error {
	run, err := readRun(dir)
	if err != nil {
		return err
	}
	run.ConstantTime = res
	return WriteDir(run, dir, "")
}

// CheckMergeTarget checks, before a constant-time run, that
// MergeConstantTime will be able to merge into dir: its results.json reads
// as a benchmark run and the folder can be written.
func CheckMergeTarget(dir string) error {
	if _, err := readRun(dir); err != nil {
		return err
	}
	return atomicfile.CheckDir(dir)
}

// readRun reads the benchmark run in dir/results.json.
func readRun(dir string) (*record.Results, error) {
	path := filepath.Join(dir, "results.json")
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	run, err := ReadJSON(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return run, nil
}
