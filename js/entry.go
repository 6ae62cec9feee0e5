package js

import (
	"maps"

	"github.com/naclcmp/naclcmp/matrix"
)

// Entry describes one JavaScript implementation the peer program offers:
// its npm package, the adapter of peer.js that drives it and the operations
// it serves. Package impls turns each one node can load into a matrix.Impl.
type Entry struct {
	Name    string // registry name, "js:tweetnacl"
	Adapter string // adapter name given to peer.js
	Library string // what is measured, for reports
	// Package is the npm package the adapter loads, under node_modules;
	// empty for node's built-in module.
	Package string
	// File is the file of Package the adapter loads, relative to the
	// package, where the package ships more than one build of its code
	// ("nacl.js" of tweetnacl); the peer's greeting names the file it
	// loaded, which must be this one. Empty where there is one.
	File string
	// Native is a file of Package that exists only when its native addon
	// compiled during `npm ci`.
	Native string
	// Addon marks a package with a native addon that is an optional
	// dependency but has no one file to show it built (Native): it ships
	// prebuilt binaries and compiles only where none of them loads, and
	// npm ci drops it when neither works, which is reported as "did not
	// build" rather than "not installed".
	Addon bool
	// Ops are the operation IDs the adapter serves.
	Ops []string
	// NoKeyFromSeed marks a library that derives no key pair from a seed.
	NoKeyFromSeed bool
	// RefusesLowOrder marks an X25519 that refuses low-order points (an
	// all-zero shared secret) with an error, as libsodium and OpenSSL do;
	// TestArguments holds the adapter to it.
	RefusesLowOrder bool
	// Argon2 is what the package's Argon2 cannot take of what RFC 9106
	// allows, refused as unsupported before node sees it.
	Argon2 Argon2Limits
	// HKDF is what the package's HKDF cannot do of what RFC 5869 allows,
	// refused as unsupported before node sees it.
	HKDF HKDFLimits
	// Notes say, per operation, how the adapter reaches the library.
	Notes map[string]string
	// Roles are the parts the implementation plays beyond its operations
	// (matrix.RunsLibsodium), as for the other implementations.
	Roles []matrix.Role
	// Host is the boundary the package's calls cross from JavaScript to
	// the code that does the work (matrix.HostNAPI, matrix.HostWasm);
	// empty for a package written in JavaScript.
	Host string
	// Empty says what the adapter's empty call across Host calls (its
	// export `empty`), the call that times what Host costs per call;
	// empty for an adapter without one. TestEmptyCalls holds the two
	// together.
	Empty string
	// Browser, when set, is the browser whose page runs the adapter
	// (BrowserChromium, BrowserFirefox), through browser.js instead of
	// peer.js; the adapter is one of browser.js's. Package is the npm
	// package the page loads, or empty where what runs is the browser's
	// own code (WebCrypto).
	Browser string
	// MinBrowser, for a browser's entry, is the oldest major version of
	// the browser measured to have every operation of Ops: an older one
	// is not used, its status saying why (OlderLacks), rather than
	// registered with operations its page cannot serve.
	MinBrowser int
	// OlderLacks says what a browser older than MinBrowser lacks.
	OlderLacks string
}

// limit returns op, a family type NewOp made for im, with what im says
// its package lacks: a key pair from a seed (NoKeyFromSeed), and what
// its Argon2 (Argon2) or HKDF (HKDF) cannot take.
func (im Entry) limit(op any) any {
	switch o := op.(type) {
	case Signature:
		o.keyFromSeed = o.keyFromSeed && !im.NoKeyFromSeed
		return o
	case PasswordHash:
		o.pkg, o.limits = im.Package, im.Argon2
		return o
	case HKDF:
		o.limits = im.HKDF
		return o
	}
	return op
}

// withNotes returns a new map of base's notes, replaced or added to by
// more's.
func withNotes(base, more map[string]string) map[string]string {
	out := make(map[string]string, len(base)+len(more))
	maps.Copy(out, base)
	maps.Copy(out, more)
	return out
}
