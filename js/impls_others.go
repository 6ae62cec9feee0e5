package js

import "github.com/naclcmp/naclcmp/matrix"

// otherEntries are the rest of the packages JavaScript users install most
// for these primitives: elliptic, @stablelib/ed25519, blakejs, hash-wasm.
var otherEntries = []Entry{
	{
		Name: "js:elliptic", Adapter: "elliptic", Package: "elliptic",
		Library: "elliptic (EdDSA in plain JavaScript over bn.js and hash.js)",
		Ops:     []string{"sign/ed25519"},
		Notes: map[string]string{
			"sign/ed25519": "new EdDSA('ed25519'): keyFromSecret(seed), sign, verify, with keys and " +
				"signatures copied into plain arrays (its calls take no Uint8Array); the last key's " +
				"KeyPair kept for signing and verifying (elliptic caches the expanded seed and the decoded " +
				"point on it); verify's rules are elliptic's: S below the group order; R and the public " +
				"key decoded with y reduced mod p, no small-order check; R compared as a point, not as " +
				"bytes, so a non-canonical R is accepted; the hash taken over R as sent and the public key " +
				"re-encoded from its decoded point; a point it cannot decode (x = 0 with the sign bit set " +
				"among them) throws, a rejection",
		},
	},
	{
		Name: "js:stablelib-ed25519", Adapter: "stablelib-ed25519", Package: "@stablelib/ed25519",
		Library: "@stablelib/ed25519 (StableLib's Ed25519 in plain JavaScript, from TweetNaCl)",
		Ops:     []string{"keyconv/ed25519-x25519", "sign/ed25519"},
		Notes: map[string]string{
			"keyconv/ed25519-x25519": "convertPublicKeyToX25519, which decodes the point as TweetNaCl's " +
				"unpackneg does (throwing on an encoding that is not one) and computes (1+y)/(1-y) with no " +
				"check of its order; convertSecretKeyToX25519(seed ‖ public), the clamped first half of " +
				"SHA-512(seed)",
			"sign/ed25519": "ES module loaded with import(); generateKeyPairFromSeed, sign(seed " +
				"‖ public, msg) and verify(public, msg, sig); verify refuses S at or above the group order " +
				"and public keys whose y is not below p, no check of small-order points",
		},
	},
	{
		Name: "js:blakejs", Adapter: "blakejs", Package: "blakejs",
		Library: "blakejs (BLAKE2b and BLAKE2s in plain JavaScript)",
		Ops: []string{
			"hash/blake2s", "hash/blake2b512", "hash/blake2b", "mac/blake2b", "mac/blake2s",
		},
		Notes: map[string]string{
			"hash/blake2b": "blake2b(msg, null, outlen)",
			"mac/blake2b":  "blake2b(msg, key, outlen); verify recomputes the tag of the tag's length and compares with node:crypto's timingSafeEqual",

			"hash/blake2s":    "blake2s(msg, null, 32)",
			"hash/blake2b512": "blake2b(msg, null, 64)",
			"mac/blake2s":     "blake2s(msg, key, 32); verify recomputes the tag and compares it with node:crypto's timingSafeEqual (the package has no verification)",
		},
	},
	{
		// hash-wasm's functions answer promises, but the hasher objects
		// they make are synchronous: the adapter makes them once (unkeyed)
		// or per key (kept for the last key), so the timed calls await
		// nothing. Its Argon2 refuses the empty password, which RFC 9106
		// allows: the cross-checks compare the empty password only where
		// both implementations take it (compare/interop).
		Name: "js:hash-wasm", Adapter: "hash-wasm", Package: "hash-wasm", File: "dist/index.umd.js",
		Library: "hash-wasm (hash functions in C compiled to WebAssembly)",
		Host:    matrix.HostWasm,
		Ops: []string{
			"hash/sha256", "hash/sha512", "hash/blake2s", "hash/blake2b512", "hash/blake2b", "mac/hmac-sha256",
			"mac/hmac-sha512", "mac/blake2s", "mac/blake2b", "pwhash/argon2id", "pwhash/argon2i",
		},
		Argon2: Argon2Limits{MinPassword: 1, MinSalt: 8, NoAD: true, MaxMemoryKiB: hashWasmMaxMemoryKiB},
		Notes: map[string]string{
			"pwhash/argon2id": hashWasmArgon2Note,
			"pwhash/argon2i":  hashWasmArgon2Note,
			"hash/blake2b": "createBLAKE2b(bits) once per output length (a promise, on the first call " +
				"of that length), then synchronous init().update(msg).digest('binary')",
			"mac/blake2b": "createBLAKE2b(bits, key) made per key and tag length (a promise, awaited) " +
				"and kept for the last pair, so repeated calls with one key and length are synchronous " +
				"init().update(msg).digest('binary'); verify recomputes the tag of the tag's length and " +
				"compares it with node:crypto's timingSafeEqual",

			"hash/sha256":     "createSHA256() " + hashWasmHashNote,
			"hash/sha512":     "createSHA512() " + hashWasmHashNote,
			"hash/blake2s":    "createBLAKE2s(256) " + hashWasmHashNote,
			"hash/blake2b512": "createBLAKE2b(512) " + hashWasmHashNote,
			"mac/hmac-sha256": "createHMAC(SHA-256 hasher, key); " + hashWasmKeyedNote,
			"mac/hmac-sha512": "createHMAC(SHA-512 hasher, key); " + hashWasmKeyedNote,
			"mac/blake2s":     "createBLAKE2s(256, key); " + hashWasmKeyedNote,
		},
	},
}

// hashWasmHashNote says how js:hash-wasm reaches its unkeyed hashes.
const hashWasmHashNote = "once when the peer starts (the package's create functions answer promises), then " +
	"that hasher's init().update(msg).digest('binary') per call, synchronous"

// hashWasmMaxMemoryKiB is the most memory js:hash-wasm's Argon2 takes in
// node 18, found by bisection: its WebAssembly memory holds the blocks in
// one typed array, and one KiB more fails at once ("Invalid typed array
// length"), before any hashing.
const hashWasmMaxMemoryKiB = 2097023

// hashWasmArgon2Note says how js:hash-wasm computes Argon2.
const hashWasmArgon2Note = "argon2id / argon2i({password, salt, secret, iterations, memorySize, " +
	"parallelism, hashLength, outputType: 'binary'}): the reference C code compiled to WebAssembly, one " +
	"lane after another in node's one thread; each call instantiates the module and answers a promise, " +
	"awaited; takes a secret key but no associated data; refuses an empty password and salts under 8 " +
	"bytes, and holds at most 2,097,023 KiB (2 GiB less 129 KiB) in its WebAssembly memory in node 18, " +
	"each refused here as unsupported"

// hashWasmKeyedNote says how js:hash-wasm reaches its MACs.
const hashWasmKeyedNote = "a hasher made per key (a promise, awaited) and kept for the last key, so " +
	"repeated calls with one key are synchronous init().update(msg).digest('binary'); verify recomputes " +
	"the tag and compares it with node:crypto's timingSafeEqual (the package has no verification)"
