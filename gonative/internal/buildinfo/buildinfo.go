// Package buildinfo reads the version of a module linked into the running
// binary, so that reports name the library version actually measured rather
// than the one a source file claims.
package buildinfo

import "runtime/debug"

// Unknown is returned when the binary carries no version for the module.
// Test binaries built by "go test" list no dependencies, so there the
// version is always Unknown.
const Unknown = "unknown"

// ModuleVersion returns the version of module path in the running binary,
// following a replace directive when there is one.
func ModuleVersion(path string) string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return Unknown
	}
	if bi.Main.Path == path {
		return version(&bi.Main)
	}
	for _, m := range bi.Deps {
		if m.Path == path {
			return version(m)
		}
	}
	return Unknown
}

func version(m *debug.Module) string {
	if m.Replace != nil {
		m = m.Replace
	}
	if m.Version == "" {
		return Unknown
	}
	return m.Version
}
