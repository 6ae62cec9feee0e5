package report

import (
	"os"
	"path/filepath"
	"sort"

	"github.com/naclcmp/naclcmp/internal/atomicfile"
)

// writeFiles writes files (name relative to dir → contents) so that no
// file is ever seen half-written: every file is first written and synced
// under a temporary name in its final directory, and only when all have
// been written are they renamed into place, each rename atomic. On error
// the temporary files are removed and no result file is touched.
func writeFiles(dir string, files map[string][]byte) (err error) {
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
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
	for _, n := range names {
		if err := os.Rename(temps[n], filepath.Join(dir, n)); err != nil {
			return err
		}
		delete(temps, n)
	}
	return nil
}
