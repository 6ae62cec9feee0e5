// Package atomicfile writes result files so that no reader, and no
// interrupted run, ever sees one half-written: the data goes to a temporary
// file in the destination directory, is synced, and is renamed into place.
package atomicfile

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// WriteFile writes data to path atomically with mode 0644, creating the
// directory if needed. On error path is untouched and no temporary file is
// left behind.
func WriteFile(path string, data []byte) error {
	tmp, err := WriteTemp(path, data)
	if err != nil {
		return err
	}
	if err := Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

// Rename moves a temporary file written by WriteTemp to path; an error
// names path.
func Rename(tmp, path string) error {
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("writing %s: %w", path, cause(err))
	}
	return nil
}

// WriteTemp writes data to a synced temporary file beside path and returns
// its name, for callers that rename several files into place together.
// Errors name path, never the temporary name, which the user did not give.
func WriteTemp(path string, data []byte) (string, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return "", fmt.Errorf("writing %s: %w", path, err)
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return "", fmt.Errorf("writing %s: %w", path, cause(err))
	}
	_, werr := f.Write(data)
	serr := f.Sync()
	cerr := f.Close()
	err = errors.Join(werr, serr, cerr)
	if err == nil {
		err = os.Chmod(f.Name(), 0o644)
	}
	if err != nil {
		os.Remove(f.Name())
		return "", fmt.Errorf("writing %s: %w", path, cause(err))
	}
	return f.Name(), nil
}
