package report

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"

	"github.com/naclcmp/naclcmp/internal/atomicfile"
	"github.com/naclcmp/naclcmp/internal/outdir"
	"github.com/naclcmp/naclcmp/record"
)

// PartialDir is the folder inside a results directory where an interrupted
// run goes when the directory already holds a complete one.
const PartialDir = "partial"

// WriteRun writes a benchmark run's files to dir, like WriteDir, except
// that a partial (interrupted) run never replaces a complete one: when
// dir/results.json holds a complete run, the partial one is written to
// dir/partial instead. It returns the folder written. A folder CheckOut
// refuses is refused here too: a file that appeared during the run is
// still the user's.
func WriteRun(r *record.Results, dir, excerpt string) (string, error) {
	if err := CheckOut(dir, excerpt); err != nil {
		return "", err
	}
	if r.Partial {
		complete, err := holdsCompleteRun(dir)
		if err != nil {
			return "", err
		}
		if complete {
			dir = filepath.Join(dir, PartialDir)
		}
	}
	return dir, WriteDir(r, dir, excerpt)
}

// holdsCompleteRun reports whether dir/results.json is the record of a
// complete run. A missing file is no run; an unreadable one is an error,
// since overwriting it might lose results the user wants.
func holdsCompleteRun(dir string) (bool, error) {
	path := filepath.Join(dir, "results.json")
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	var head struct {
		Schema  string `json:"schema"`
		Partial bool   `json:"partial"`
	}
	if json.Unmarshal(data, &head) != nil || head.Schema != record.SchemaV1 {
		// Not our results: a complete run of something else is still
		// not to be overwritten by an interrupted one.
		return true, nil
	}
	return !head.Partial, nil
}

// writeFiles writes files (name relative to dir → contents) so that no
// file is ever seen half-written: every file is first written and synced
// under a temporary name in its final directory, and only when all have
// been written are they renamed into place, each rename atomic. On error
// the temporary files are removed and no result file is touched. The
// manifest (internal/outdir) then lists the folder's files, and charts an
// earlier run listed and this one did not draw are removed, so that the
// folder never shows a chart beside a report that does not contain it;
// no file an earlier run did not list is ever removed.
func writeFiles(dir string, files map[string][]byte) error {
	return writeLayoutFiles(folder, dir, files)
}

// writeLayoutFiles is writeFiles for the files of layout l (a run's and a
// merge's, or a diff's).
func writeLayoutFiles(l outdir.Layout, dir string, files map[string][]byte) (err error) {
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	w, err := l.Begin(dir, names)
	if err != nil {
		return err
	}
	temps := map[string]string{}
	defer func() {
		if err != nil {
			for _, t := range temps {
				os.Remove(t)
			}
		}
	}()
	for _, n := range names {
		tmp, err := atomicfile.WriteTemp(filepath.Join(dir, n), files[n])
		if err != nil {
			return err
		}
		temps[n] = tmp
	}
	if err := w.Claim(); err != nil {
		return err
	}
	for _, n := range names {
		if err := atomicfile.Rename(temps[n], filepath.Join(dir, n)); err != nil {
			return err
		}
		delete(temps, n)
	}
	return w.Finish()
}

// chartsDir is the folder of a report's charts, relative to its directory.
const chartsDir = "charts"
