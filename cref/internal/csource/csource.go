// Package csource describes the C files that a binding compiled from
// fetched sources, as its generated zz_source.go lists them.
package csource

// File is one compiled C file: its path in the source it was taken from and
// its SHA-256 (hex).
type File struct {
	Name   string
	SHA256 string
}

// InDir returns a copy of files with each name prefixed by dir, the folder
// of the files in their source ("src/tweetnacl.c"); an empty dir leaves the
// names as they are.
func InDir(dir string, files []File) []File {
	out := make([]File, len(files))
	for i, f := range files {
		if dir != "" {
			f.Name = dir + "/" + f.Name
		}
		out[i] = f
	}
	return out
}
