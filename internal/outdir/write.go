package outdir

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// A Write is one run replacing the files of a folder: it knows what the
// earlier runs there owned, and so what it may remove afterwards.
type Write struct {
	layout Layout
	dir    string
	owned  map[string]bool
	names  []string
}

// Begin starts writing names (slash-separated, relative to dir) into dir,
// reading first what earlier naclcmp runs there owned. Call it before
// writing anything: its error (a manifest naclcmp did not write) stops
// the write.
func (l Layout) Begin(dir string, names []string) (*Write, error) {
	owned, err := l.Owned(dir)
	if err != nil {
		return nil, err
	}
	list := make([]string, 0, len(names))
	for _, n := range names {
		list = append(list, clean(n))
	}
	return &Write{layout: l, dir: dir, owned: owned, names: list}, nil
}

// Claim records, before the new files are renamed into place, every file
// the folder may hold once they are: what earlier runs owned and is still
// there, and each new name that does not exist yet. An interrupted write
// then leaves no file of naclcmp's unlisted (which would make the next
// run refuse the folder), and a file of someone else's at a new name is
// never claimed before it has been replaced.
func (w *Write) Claim() error {
	list := w.kept(nil)
	for _, n := range w.names {
		if ok, err := present(w.path(n)); err == nil && !ok {
			list = append(list, n)
		}
	}
	return Record(w.dir, list)
}

// Finish removes the charts that earlier runs wrote and this one did not
// draw, so that no chart lies beside a report that does not show it, and
// records the folder's files: this run's and what earlier runs owned that
// is still there. Nothing an earlier run did not list is removed.
func (w *Write) Finish() error {
	written := map[string]bool{}
	for _, n := range w.names {
		written[n] = true
	}
	var errs []error
	removed := map[string]bool{}
	for n := range w.owned {
		if written[n] || !w.layout.isChart(n) {
			continue
		}
		fi, err := os.Lstat(w.path(n))
		if errors.Is(err, fs.ErrNotExist) || err == nil && !fi.Mode().IsRegular() {
			continue
		}
		if err == nil {
			err = os.Remove(w.path(n))
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("removing an earlier run's chart: %w", err))
			continue
		}
		removed[n] = true
	}
	errs = append(errs, Record(w.dir, append(w.kept(removed), w.names...)))
	return errors.Join(errs...)
}

// kept lists what earlier runs owned that is still in the folder, less
// the names in removed.
func (w *Write) kept(removed map[string]bool) []string {
	var list []string
	for n := range w.owned {
		if ok, err := present(w.path(n)); err == nil && ok && !removed[n] {
			list = append(list, n)
		}
	}
	return list
}

// isChart reports whether name is a file directly in the charts folder
// with a chart's extension: the only kind of file whose set changes from
// one run to the next, and so the only kind that goes stale.
func (l Layout) isChart(name string) bool {
	dir, file := path.Split(name)
	return l.Charts != "" && dir == l.Charts+"/" && !strings.HasPrefix(file, ".") &&
		slices.Contains(l.ChartExts, path.Ext(file))
}

// path is the file name of n, a name relative to the folder.
func (w *Write) path(n string) string {
	return filepath.Join(w.dir, filepath.FromSlash(n))
}
