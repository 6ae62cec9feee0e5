package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// CheckDir reports whether dir can receive result files, before a command
// spends minutes (a benchmark) or an hour (bench --full) measuring what it
// would then fail to save. dir must be a directory, or not exist yet below
// a directory in which this process can create one. CheckDir leaves
// nothing behind: its probe of an existing folder is a temporary entry,
// removed at once. Errors name dir as the user gave it.
func CheckDir(dir string) error {
	if dir == "" {
		return errors.New("empty directory name")
	}
	fi, err := os.Stat(dir)
	switch {
	case err == nil && !fi.IsDir():
		return fmt.Errorf("%s: not a directory", dir)
	case err == nil:
		return probe(dir, dir, false)
	case !errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("%s: %w", dir, cause(err))
	}
	parent, err := existingAncestor(dir)
	if err != nil {
		return err
	}
	// MkdirAll would create dir below parent: try one folder there.
	return probe(dir, parent, true)
}

// CheckFile reports whether a file can be written at path: path is not a
// directory, and its folder exists or can be created. Like CheckDir it
// leaves nothing behind.
func CheckFile(path string) error {
	if path == "" {
		return errors.New("empty file name")
	}
	fi, err := os.Stat(path)
	switch {
	case err == nil && fi.IsDir():
		return fmt.Errorf("%s: is a directory", path)
	case err == nil, errors.Is(err, fs.ErrNotExist):
	default:
		return fmt.Errorf("%s: %w", path, cause(err))
	}
	dir := filepath.Dir(path)
	if fi, err := os.Stat(dir); err == nil && !fi.IsDir() {
		return fmt.Errorf("%s: %s is not a directory", path, dir)
	} else if err == nil {
		return probe(path, dir, false)
	}
	parent, err := existingAncestor(path)
	if err != nil {
		return err
	}
	return probe(path, parent, true)
}

// existingAncestor returns the nearest folder above path that exists, or
// an error naming path when that is a file (nothing can be created below
// it).
func existingAncestor(path string) (string, error) {
	p := filepath.Clean(path)
	for {
		parent := filepath.Dir(p)
		fi, err := os.Stat(parent)
		switch {
		case err == nil && fi.IsDir():
			return parent, nil
		case err == nil:
			return "", fmt.Errorf("%s: %s is not a directory", path, parent)
		case !errors.Is(err, fs.ErrNotExist):
			return "", fmt.Errorf("%s: %w", path, cause(err))
		case parent == p:
			return "", fmt.Errorf("%s: no existing folder above it", path)
		}
		p = parent
	}
}

// probe creates and removes a temporary file (or, when asDir, folder) in
// dir, the test that the write will later succeed; errors name what, the
// user's path.
func probe(what, dir string, asDir bool) error {
	var (
		name string
		err  error
	)
	if asDir {
		name, err = os.MkdirTemp(dir, ".naclcmp-probe-*")
	} else {
		var f *os.File
		if f, err = os.CreateTemp(dir, ".naclcmp-probe-*"); err == nil {
			name = f.Name()
			f.Close()
		}
	}
	if err != nil {
		if what == dir {
			return fmt.Errorf("%s: cannot create files there: %w", what, cause(err))
		}
		return fmt.Errorf("%s: cannot create it in %s: %w", what, dir, cause(err))
	}
	return os.Remove(name)
}

// cause strips the file name from a path error, whose name may be a
// temporary one the user never gave: the caller names the user's path.
func cause(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
