// Package outdir keeps naclcmp from replacing or deleting a file it did not
// write. A command that writes a folder of results (bench --out, report
// --merge --out, ct --merge) lists the files it wrote in a manifest beside
// them; a later run replaces or removes only files an earlier run listed,
// and refuses, before it measures anything, a folder in which a file it
// would write was not written by naclcmp.
//
// Files at names naclcmp never writes are neither a reason to refuse nor
// ever touched: the default results folder also receives make bench's
// bench.txt and make ct's verdicts, and a run must still be able to go
// there.
package outdir

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"sort"

	"github.com/naclcmp/naclcmp/internal/atomicfile"
)

// Manifest is the name of the file, in a results folder, that lists the
// files naclcmp wrote there: what a later run may replace or remove.
const Manifest = "naclcmp-files.json"

// ManifestSchema identifies the layout of the manifest, so that a file of
// the same name that naclcmp did not write is not mistaken for one.
const ManifestSchema = "naclcmp-files/v1"

// manifest is the manifest's JSON.
type manifest struct {
	Schema string `json:"schema"`
	// Files are slash-separated names relative to the folder, sorted.
	Files []string `json:"files"`
}

// Layout describes what one kind of writer puts into a results folder,
// which is what must not be someone else's file.
type Layout struct {
	// Names are the files at fixed names, slash-separated and relative
	// to the folder, in the order a refusal looks for them.
	Names []string
	// Charts is a subfolder whose file names depend on what the run
	// measures, unknown until it has: every file there ending in one of
	// ChartExts may be replaced, so each must be naclcmp's. Only those
	// files are ever removed, and only when an earlier run listed them.
	Charts    string
	ChartExts []string
	// Nested is a subfolder that may receive a run of its own (an
	// interrupted bench beside a complete one), checked as a folder of
	// its own.
	Nested string
	// Legacy returns the files of dir that a naclcmp from before the
	// manifest wrote, recognised by its results' schema; none when dir
	// holds no such run. Without it such a folder could never be written
	// again.
	Legacy func(dir string) []string
}

// ForeignError is a folder, or a file, that holds what naclcmp did not
// write at a name it would write: a usage error, since only the user can
// say whether the file may go.
type ForeignError struct {
	// Path is the folder, or the file, as the user gave it.
	Path string
	// File is the offending file in Path, slash-separated; empty when
	// Path is itself the file.
	File string
}

// Error names the folder and the file, or the file alone, in the words
// of a command's one-line refusal.
func (e *ForeignError) Error() string {
	if e.File == "" {
		return e.Path + " isn't naclcmp's"
	}
	return e.Path + ": " + e.File + " isn't naclcmp's"
}

// Check reports, before anything is measured, whether a run of this
// layout, writing also the files extra (bench's --excerpt), may write
// into dir: each file it could replace either does not exist or was
// written by an earlier naclcmp run. An absent or empty folder passes. A
// refusal is a *ForeignError naming dir as given and one such file.
// Whether dir can be written at all is atomicfile.CheckDir's question.
func (l Layout) Check(dir string, extra ...string) error {
	return l.check(dir, "", extra)
}

// check implements Check for the folder sub (slash-separated, "" for
// root itself) of root, the folder the user named.
func (l Layout) check(root, sub string, extra []string) error {
	dir := filepath.Join(root, filepath.FromSlash(sub))
	foreign := func(name string) error { return &ForeignError{Path: root, File: path.Join(sub, name)} }
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return nil // nothing there to lose; atomicfile.CheckDir reports the rest
	}
	owned, err := l.owned(dir)
	var fe *ForeignError
	if errors.As(err, &fe) {
		return foreign(fe.File)
	}
	if err != nil {
		return err
	}
	names := slices.Clone(l.Names)
	for _, x := range extra {
		names = append(names, clean(x))
	}
	for _, n := range names {
		exists, err := present(filepath.Join(dir, filepath.FromSlash(n)))
		if err != nil {
			return err
		}
		if exists && !owned[n] {
			return foreign(n)
		}
	}
	if l.Charts != "" {
		charts, err := l.charts(dir)
		if err != nil {
			return err
		}
		for _, n := range charts {
			if !owned[n] {
				return foreign(n)
			}
		}
	}
	if l.Nested == "" || sub != "" {
		return nil
	}
	switch fi, err := os.Lstat(filepath.Join(dir, l.Nested)); {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return err
	case !fi.IsDir():
		return foreign(l.Nested)
	}
	return l.check(root, l.Nested, extra)
}

// charts lists the files in dir's charts folder that a run could replace,
// slash-separated and relative to dir; a charts entry that is not a folder
// is listed itself, since no chart could then be written.
func (l Layout) charts(dir string) ([]string, error) {
	entries, err := os.ReadDir(filepath.Join(dir, l.Charts))
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, nil
	case err != nil:
		if fi, serr := os.Lstat(filepath.Join(dir, l.Charts)); serr == nil && !fi.IsDir() {
			return []string{l.Charts}, nil
		}
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if slices.Contains(l.ChartExts, path.Ext(e.Name())) {
			names = append(names, l.Charts+"/"+e.Name())
		}
	}
	return names, nil
}

// Owned returns the files of dir that an earlier naclcmp run recorded as
// its own: the manifest's list or, in a folder from before the manifest,
// what Legacy recognises. A file of the manifest's name that naclcmp did
// not write is a *ForeignError: it would be replaced.
func (l Layout) Owned(dir string) (map[string]bool, error) {
	owned, err := l.owned(dir)
	var fe *ForeignError
	if errors.As(err, &fe) {
		fe.Path = dir
	}
	return owned, err
}

// owned implements Owned; a *ForeignError it returns names only the file.
func (l Layout) owned(dir string) (map[string]bool, error) {
	owned := map[string]bool{}
	file := filepath.Join(dir, Manifest)
	fi, err := os.Lstat(file)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if l.Legacy != nil {
			for _, n := range l.Legacy(dir) {
				owned[clean(n)] = true
			}
		}
		return owned, nil
	case err != nil:
		return nil, err
	case !fi.Mode().IsRegular():
		return nil, &ForeignError{File: Manifest}
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var m manifest
	if json.Unmarshal(data, &m) != nil || m.Schema != ManifestSchema {
		return nil, &ForeignError{File: Manifest}
	}
	for _, n := range m.Files {
		// A name leading out of the folder is none of its files.
		if filepath.IsLocal(filepath.FromSlash(n)) {
			owned[clean(n)] = true
		}
	}
	return owned, nil
}

// Record writes dir's manifest, listing files, atomically.
func Record(dir string, files []string) error {
	list := make([]string, 0, len(files))
	for _, f := range files {
		list = append(list, clean(f))
	}
	sort.Strings(list)
	list = slices.Compact(list)
	data, err := json.MarshalIndent(manifest{Schema: ManifestSchema, Files: list}, "", "  ")
	if err != nil {
		return err
	}
	return atomicfile.WriteFile(filepath.Join(dir, Manifest), append(data, '\n'))
}

// CheckFile reports whether a single results file may be written at
// path: it does not exist, or it is JSON whose "schema" is schema (a
// file an earlier run of the same command wrote). Anything else is a
// *ForeignError, found before the run rather than overwritten after it.
func CheckFile(path, schema string) error {
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil || fi.IsDir():
		return nil // atomicfile.CheckFile names these
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	var head struct {
		Schema string `json:"schema"`
	}
	if json.Unmarshal(data, &head) != nil || head.Schema != schema {
		return &ForeignError{Path: path}
	}
	return nil
}

// present reports whether p exists, as a file or anything else.
func present(p string) (bool, error) {
	_, err := os.Lstat(p)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	return err == nil, err
}

// clean is the one spelling of a name relative to a folder: slashes,
// no "./".
func clean(name string) string {
	return path.Clean(filepath.ToSlash(name))
}
