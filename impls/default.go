package impls

import (
	"sync"

	"github.com/naclcmp/naclcmp/matrix"
)

// builders lists, in report order, a constructor for every implementation
// compiled into this binary: C libraries through cgo first, then native Go.
// Adding an implementation is one package plus one line here (for a system
// library a build may leave out, optional("<name>") and its row in
// optionalLibraries); it then joins every interop test, vector, benchmark
// and report.
var builders = []func() *matrix.Impl{
	sodiumImpl, jamesruanImpl,
	tweetnaclImpl, orlpImpl,
	optional("openssl"), optional("nacl"), optional("libb2"),
	optional("nettle"), optional("botan"), optional("libgcrypt"), optional("wolfssl"), optional("libtomcrypt"), optional("libargon2"),
	stdlibImpl, xcryptoImpl, edwardsImpl, goAESCTRImpl, goSipHashImpl, goZitiStreamImpl,
	goTweetnaclImpl,
}

var defaultRegistry = sync.OnceValues(func() (*matrix.Registry, error) {
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
