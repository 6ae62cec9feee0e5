package js

import "slices"

// Implementations lists the JavaScript implementations in report order:
// the packages of the public Ed25519 comparisons, then node's crypto, then
// packages that add one operation to them (tweetnacl-sealedbox-js), then
// the Argon2 package (argon2), then the packages JavaScript users install
// most for these primitives (npm's monthly downloads): the noble trio,
// libsodium's two packages (in WebAssembly, libsodium-wrappers; as an
// addon, sodium-native), and the rest. The browsers' entries, WebCrypto's
// and the packages run in their pages (inBrowsers), follow node's crypto.
//
// Each group of entries is in a file of its own (impls_*.go); the order of
// the groups here, and of the entries within each, is the report order.
var Implementations = inBrowsers(slices.Concat(
	comparisonEntries,
	builtinEntries,
	additionEntries,
	nobleEntries,
	libsodiumEntries,
	otherEntries,
))
