package compare

import "sync"

// builders lists, in report order, a constructor for every implementation
// compiled into this binary: C libraries through cgo first, then native Go.
// Adding an implementation is one package plus one line here; it then joins
// every interop test, vector, benchmark and report.
var builders = []func() *Impl{
	sodiumImpl, jamesruanImpl,
	tweetnaclImpl, orlpImpl,
	opensslImpl, naclImpl, libb2Impl,
	stdlibImpl, xcryptoImpl, edwardsImpl, goAESCTRImpl,
}

var defaultRegistry = sync.OnceValues(func() (*Registry, error) {
	r := &Registry{}
	for _, build := range builders {
		if err := r.Add(build()); err != nil {
			return nil, err
		}
	}
	return r, nil
})

// Default returns the registry of every implementation in this binary. It is
// built once; callers must not modify it (use Filter for a subset).
func Default() (*Registry, error) { return defaultRegistry() }
