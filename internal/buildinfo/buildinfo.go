// Package buildinfo says which naclcmp a binary is: the module version the
// go command stamped and the commit it was built from, so that
// `naclcmp version` and every results.json name them.
package buildinfo

import "runtime/debug"

// Info is what the go command recorded about the build.
type Info struct {
	// Version is the main module's version: "(devel)" for a binary built
	// from a checkout, a tag or pseudo-version for `go install …@v`.
	Version string
	// Commit is the VCS revision, with "+dirty" when the tree had
	// uncommitted changes; empty when the build recorded none (-buildvcs=false,
	// a build outside a checkout, test binaries).
	Commit string
}

// Read returns the running binary's Info.
func Read() Info {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return Info{Version: "(devel)"}
	}
	return From(bi.Main.Version, bi.Settings)
}

// From makes an Info from a module version and the build settings.
func From(version string, settings []debug.BuildSetting) Info {
	in := Info{Version: version}
	if in.Version == "" {
		in.Version = "(devel)"
	}
	modified := false
	for _, s := range settings {
		switch s.Key {
		case "vcs.revision":
			in.Commit = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if in.Commit != "" && modified {
		in.Commit += "+dirty"
	}
	return in
}
