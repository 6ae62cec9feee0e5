package js

import "maps"

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
	// Argon2 is what the package's Argon2 cannot take of what RFC 9106
	// allows, refused as unsupported before node sees it.
	Argon2 Argon2Limits
	// Notes say, per operation, how the adapter reaches the library.
	Notes map[string]string
}

// Implementations lists the JavaScript implementations in report order:
// the packages of the public Ed25519 comparisons, then node's crypto, then
// packages that add one operation to them (tweetnacl-sealedbox-js), then
// the Argon2 package (argon2), then packages compared on fewer operations
// (elliptic, @stablelib/ed25519, blakejs, hash-wasm).
var Implementations = []Entry{
	{
		// tweetnacl's main, nacl-fast.js, is TweetNaCl with some of its
		// functions replaced by faster ones: not TweetNaCl's code, so no
		// Algorithm (js:tweetnacl-port is).
		Name: "js:tweetnacl", Adapter: "tweetnacl", Package: "tweetnacl", File: "nacl-fast.js",
		Library: "tweetnacl-js nacl-fast.js (TweetNaCl with faster functions swapped in)",
		Ops:     tweetnaclOps,
		Notes: withNotes(tweetnaclNotes, map[string]string{
			"hash/sha512":                    "nacl.hash; nacl-fast.js's SHA-512 blocks on 32-bit halves, not TweetNaCl's",
			"mac/poly1305":                   "nacl.lowlevel.crypto_onetimeauth; nacl-fast.js's Poly1305 is Poly1305-donna-16, not TweetNaCl's",
			"stream/xsalsa20":                "nacl.lowlevel.crypto_stream(_xor); nacl-fast.js's unrolled Salsa20 and HSalsa20 cores",
			"stream/salsa20":                 "nacl.lowlevel.crypto_stream_salsa20(_xor); nacl-fast.js's unrolled Salsa20 core",
			"core/hsalsa20":                  "nacl.lowlevel.crypto_core_hsalsa20; nacl-fast.js's unrolled HSalsa20 core",
			"secretbox/xsalsa20poly1305":     "nacl.secretbox; nacl-fast.js's unrolled Salsa20 and Poly1305-donna-16",
			"box/curve25519xsalsa20poly1305": "nacl.box; nacl-fast.js's unrolled field multiplication, Salsa20 and Poly1305-donna-16",
			"scalarmult/x25519":              "does not refuse low-order points (all-zero result, no error); nacl-fast.js's unrolled field multiplication",
			"sign/ed25519":                   "nacl.sign.detached; accepts non-canonical S, as TweetNaCl does; nacl-fast.js's unrolled field multiplication and its SHA-512",
		}),
	},
	{
		// nacl.js of the same package is the port of TweetNaCl 20140427
		// with minimum differences: the JavaScript of the algorithm that
		// tweetnacl (C) and go-tweetnacl (Go) run; package impls gives it
		// their Algorithm.
		Name: "js:tweetnacl-port", Adapter: "tweetnacl-port", Package: "tweetnacl", File: "nacl.js",
		Library: "tweetnacl-js nacl.js (the port of TweetNaCl 20140427 with minimum differences)",
		Ops:     tweetnaclOps,
		Notes: withNotes(tweetnaclNotes, map[string]string{
			"scalarmult/x25519": "does not refuse low-order points (all-zero result, no error), as TweetNaCl",
		}),
	},
	{
		Name: "js:noble-ed25519", Adapter: "noble-ed25519", Library: "@noble/ed25519", Package: "@noble/ed25519",
		Ops: []string{"sign/ed25519"},
		Notes: map[string]string{
			"sign/ed25519": "synchronous API with node:crypto's SHA-512 as its hash hook; signs with the seed and derives the public half itself; verify follows ZIP 215 (the default)",
		},
	},
	{
		Name: "js:ed25519-addon", Adapter: "ed25519-addon", Library: "ed25519 (native node addon, ref10)", Package: "ed25519",
		Native: "build/Release/ed25519.node",
		Ops:    []string{"sign/ed25519"},
		Notes: map[string]string{
			"sign/ed25519": "C compiled by node-gyp at install time, called through N-API/NAN; Buffers copied from Uint8Arrays per call",
		},
	},
	{
		Name: "js:supercop.wasm", Adapter: "supercop.wasm", Library: "supercop.wasm (orlp/ed25519 in WebAssembly)", Package: "supercop.wasm",
		Ops: []string{"sign/ed25519"},
		Notes: map[string]string{
			"sign/ed25519": "orlp's expanded secret key made by supercop's createKeyPair; the last key's kept for repeated signing",
		},
	},
	{
		Name: "js:ed25519_dalek", Adapter: "ed25519_dalek", Library: "ed25519_dalek (ed25519-dalek in WebAssembly)", Package: "ed25519_dalek",
		Ops: []string{"sign/ed25519"}, NoKeyFromSeed: true,
		Notes: map[string]string{
			"sign/ed25519": "Keypair.from_bytes(seed ‖ public) signs; the last key's Keypair and PublicKey objects kept, signatures deserialized per call",
		},
	},
	{
		Name: "js:node-crypto", Adapter: "node-crypto", Library: "node:crypto (OpenSSL)",
		Ops: []string{
			"hash/sha256", "hash/sha512", "hash/blake2s", "hash/blake2b512", "mac/hmac-sha256", "mac/hmac-sha512",
			"stream/chacha20-ietf", "stream/aes128ctr", "stream/aes256ctr", "scalarmult/x25519", "sign/ed25519",
			"aead/chacha20poly1305-ietf", "aead/aes256gcm",
		},
		Notes: map[string]string{
			"scalarmult/x25519": "KeyObjects from raw keys through DER; scalarmult keeps the last scalar's and point's KeyObjects, as sign/ed25519 does, so it times the Diffie-Hellman, not the parsing; base parses the scalar per call (OpenSSL derives the public key as it imports the private one, as in keypair), so it times mostly OpenSSL 3's key parsing; OpenSSL refuses low-order points",
			"sign/ed25519":      "crypto.sign/verify with KeyObjects from raw keys (DER prefixes); the last key's KeyObjects kept, keypair parses per call",
		},
	},
	{
		// libsodium's sealed box on tweetnacl-js: the package adds the
		// construction (ephemeral key pair, BLAKE2b nonce) around the
		// nacl.box of tweetnacl's main file.
		Name: "js:tweetnacl-sealedbox", Adapter: "tweetnacl-sealedbox", Package: "tweetnacl-sealedbox-js",
		Library: "tweetnacl-sealedbox-js (libsodium's sealed box on tweetnacl-js nacl-fast.js and blakejs)",
		Ops:     []string{"sealedbox/curve25519xsalsa20poly1305"},
		Notes: map[string]string{
			"sealedbox/curve25519xsalsa20poly1305": "seal/open of the package's bundle; ephemeral key from nacl.box.keyPair (node's crypto.randomBytes), nonce from blakejs's BLAKE2b-192, box from tweetnacl-js nacl-fast.js; low-order recipient keys not refused",
		},
	},
	{
		// The reference C code behind node's most used Argon2 package:
		// an addon, so it is an optional dependency, like ed25519's.
		Name: "js:argon2", Adapter: "argon2", Package: "argon2", Addon: true,
		Library: "argon2 (node addon over the Argon2 reference C implementation)",
		Ops:     []string{"pwhash/argon2id", "pwhash/argon2i"},
		Argon2:  Argon2Limits{MinSalt: 8},
		Notes: map[string]string{
			"pwhash/argon2id": argon2Note,
			"pwhash/argon2i":  argon2Note,
		},
	},
	{
		Name: "js:elliptic", Adapter: "elliptic", Package: "elliptic",
		Library: "elliptic (EdDSA in plain JavaScript over bn.js and hash.js)",
		Ops:     []string{"sign/ed25519"},
		Notes: map[string]string{
			"sign/ed25519": "new EdDSA('ed25519'): keyFromSecret(seed), sign, verify, with keys and signatures copied into plain arrays (its calls take no Uint8Array); the last key's KeyPair kept for signing and verifying (elliptic caches the expanded seed and the decoded point on it); verify's rules are elliptic's: S below the group order; R and the public key decoded with y reduced mod p, no small-order check; R compared as a point, not as bytes, so a non-canonical R is accepted; the hash taken over R as sent and the public key re-encoded from its decoded point; a point it cannot decode (x = 0 with the sign bit set among them) throws, a rejection",
		},
	},
	{
		Name: "js:stablelib-ed25519", Adapter: "stablelib-ed25519", Package: "@stablelib/ed25519",
		Library: "@stablelib/ed25519 (StableLib's Ed25519 in plain JavaScript, from TweetNaCl)",
		Ops:     []string{"sign/ed25519"},
		Notes: map[string]string{
			"sign/ed25519": "ES module loaded with import(); generateKeyPairFromSeed, sign(seed ‖ public, msg) and verify(public, msg, sig); verify refuses S at or above the group order and public keys whose y is not below p, no check of small-order points",
		},
	},
	{
		Name: "js:blakejs", Adapter: "blakejs", Package: "blakejs",
		Library: "blakejs (BLAKE2b and BLAKE2s in plain JavaScript)",
		Ops:     []string{"hash/blake2s", "hash/blake2b512", "mac/blake2s"},
		Notes: map[string]string{
			"hash/blake2s":    "blake2s(msg, null, 32)",
			"hash/blake2b512": "blake2b(msg, null, 64); not hash/blake2b, whose other lengths the peer protocol does not send to node",
			"mac/blake2s":     "blake2s(msg, key, 32); verify recomputes the tag and compares it with node:crypto's timingSafeEqual (the package has no verification)",
		},
	},
	{
		// hash-wasm's functions answer promises, but the hasher objects
		// they make are synchronous: the adapter makes them once (unkeyed)
		// or per key (kept for the last key), so the timed calls await
		// nothing.
		Name: "js:hash-wasm", Adapter: "hash-wasm", Package: "hash-wasm", File: "dist/index.umd.js",
		Library: "hash-wasm (hash functions in C compiled to WebAssembly)",
		Ops: []string{
			"hash/sha256", "hash/sha512", "hash/blake2s", "hash/blake2b512",
			"mac/hmac-sha256", "mac/hmac-sha512", "mac/blake2s",
		},
		Notes: map[string]string{
			"hash/sha256":     "createSHA256() " + hashWasmHashNote,
			"hash/sha512":     "createSHA512() " + hashWasmHashNote,
			"hash/blake2s":    "createBLAKE2s(256) " + hashWasmHashNote,
			"hash/blake2b512": "createBLAKE2b(512) " + hashWasmHashNote + "; not hash/blake2b, whose other lengths the peer protocol does not send to node",
			"mac/hmac-sha256": "createHMAC(SHA-256 hasher, key); " + hashWasmKeyedNote,
			"mac/hmac-sha512": "createHMAC(SHA-512 hasher, key); " + hashWasmKeyedNote,
			"mac/blake2s":     "createBLAKE2s(256, key); " + hashWasmKeyedNote,
		},
	},
}

// hashWasmHashNote says how js:hash-wasm reaches its unkeyed hashes.
const hashWasmHashNote = "once when the peer starts (the package's create functions answer promises), then that hasher's init().update(msg).digest('binary') per call, synchronous"

// hashWasmKeyedNote says how js:hash-wasm reaches its MACs.
const hashWasmKeyedNote = "a hasher made per key (a promise, awaited) and kept for the last key, so repeated calls with one key are synchronous init().update(msg).digest('binary'); verify recomputes the tag and compares it with node:crypto's timingSafeEqual (the package has no verification)"

// argon2Note says how js:argon2 reaches the reference code.
const argon2Note = "argon2.hash with raw: true (the tag alone), secret and associatedData; the addon (compiled by node-gyp at install, or the package's prebuilt binary where it loads) runs the reference C code on libuv's thread pool, one thread per lane; each call copies its inputs and answers a promise; salts under 8 bytes (the reference code's minimum) refused as unsupported"

// tweetnaclOps are the operations of both files of tweetnacl-js, which
// share one API and one adapter.
var tweetnaclOps = []string{
	"hash/sha512", "mac/poly1305", "stream/xsalsa20", "stream/salsa20", "core/hsalsa20",
	"secretbox/xsalsa20poly1305", "box/curve25519xsalsa20poly1305", "scalarmult/x25519",
	"sign/ed25519", "verify/verify16", "verify/verify32",
}

// tweetnaclNotes say how the adapter reaches either file of tweetnacl-js.
var tweetnaclNotes = map[string]string{
	"mac/poly1305":    "nacl.lowlevel.crypto_onetimeauth",
	"stream/xsalsa20": "nacl.lowlevel.crypto_stream(_xor)",
	"stream/salsa20":  "nacl.lowlevel.crypto_stream_salsa20(_xor)",
	"core/hsalsa20":   "nacl.lowlevel.crypto_core_hsalsa20",
	"sign/ed25519":    "nacl.sign.detached; accepts non-canonical S, as TweetNaCl does",
}

// withNotes returns a new map of base's notes, replaced or added to by
// more's.
func withNotes(base, more map[string]string) map[string]string {
	out := make(map[string]string, len(base)+len(more))
	maps.Copy(out, base)
	maps.Copy(out, more)
	return out
}
