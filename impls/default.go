package impls

import (
	"sync"

	"github.com/naclcmp/naclcmp/matrix"
)

// builders lists, in report order, a constructor for every implementation
// compiled into this binary: C libraries through cgo first, in the order
// of their records (cBuilders, optional.go), then native Go. Adding a Go
// implementation is one package plus one line here; a C library is one
// package, its record in internal/libraries and an init in its
// impl_<library>.go that registers its constructor in built (optional.go).
// It then joins every interop test, vector, benchmark and report.
var builders = append(cBuilders(),
	stdlibImpl, xcryptoImpl, edwardsImpl, goAESCTRImpl, goSipHashImpl, goZitiStreamImpl,
	goTweetnaclImpl,
)

// nativeRegistry holds what the builders make: every implementation that
// runs in this process, found without starting anything.
var nativeRegistry = sync.OnceValues(func() (*matrix.Registry, error) {
	r := &matrix.Registry{}
	for _, build := range builders {
		im := build()
		if im == nil {
			continue // left out of this build (see Absent)
		}
		if err := r.Add(im); err != nil {
			return nil, err
		}
	}
	return r, nil
})

var defaultRegistry = sync.OnceValues(func() (*matrix.Registry, error) {
	native, err := nativeRegistry()
	if err != nil {
		return nil, err
	}
	r := &matrix.Registry{}
	if err := r.Add(native.Impls...); err != nil {
		return nil, err
	}
	for _, discover := range discoverers {
		if err := r.Add(discover()...); err != nil {
			return nil, err
		}
	}
	return r, nil
})

// discoverers find, after the builders, implementations that only some
// machines can run: the JavaScript peers need node and the peer program's
// installed packages. Each returns what it found; what it could not find
// it records as absent (see Absent), so lists and reports say so.
var discoverers = []func() []*matrix.Impl{jsImpls}

// Default returns the registry of every implementation in this binary. It is
// built once; callers must not modify it (use Filter for a subset).
func Default() (*matrix.Registry, error) { return defaultRegistry() }

// Native returns the implementations that run in this process (C through
// cgo and Go), without looking for node or the browsers, which took about
// 0.3 s on a quiet 2-core machine and seconds on a busy one: the registry
// of a command that needs no peer.
func Native() (*matrix.Registry, error) { return nativeRegistry() }

// For returns the registry a selection of implementation names needs:
// Native when every name is one of its implementations, so that naming
// only in-process implementations never waits for the peers to be found,
// else Default (no name: every implementation; a peer's name; a name that
// is nobody's, which Default's names then correct).
func For(names []string) (*matrix.Registry, error) {
	native, err := Native()
	if err != nil || len(names) == 0 {
		return Default()
	}
	for _, n := range names {
		if native.Impl(n) == nil {
			return Default()
		}
	}
	return native, nil
}
