package js

import (
	"maps"
	"math/bits"
	"slices"
	"strings"

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

// Implementations lists the JavaScript implementations in report order:
// the packages of the public Ed25519 comparisons, then node's crypto, then
// packages that add one operation to them (tweetnacl-sealedbox-js), then
// the Argon2 package (argon2), then the packages JavaScript users install
// most for these primitives (npm's monthly downloads): the noble trio,
// libsodium's two packages (in WebAssembly, libsodium-wrappers; as an
// addon, sodium-native), and the rest. The browsers' entries, WebCrypto's
// and the packages run in their pages (inBrowsers), follow node's crypto.
var Implementations = inBrowsers([]Entry{
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
		Host:   "node addon (NAN)",
		Ops:    []string{"sign/ed25519"},
		Notes: map[string]string{
			"sign/ed25519": "C compiled by node-gyp at install time, called through N-API/NAN; Buffers copied from Uint8Arrays per call",
		},
	},
	{
		Name: "js:supercop.wasm", Adapter: "supercop.wasm", Library: "supercop.wasm (orlp/ed25519 in WebAssembly)", Package: "supercop.wasm",
		Host: matrix.HostWasm,
		Ops:  []string{"sign/ed25519"},
		Notes: map[string]string{
			"sign/ed25519": "orlp's expanded secret key made by supercop's createKeyPair; the last key's kept for repeated signing",
		},
	},
	{
		Name: "js:ed25519_dalek", Adapter: "ed25519_dalek", Library: "ed25519_dalek (ed25519-dalek in WebAssembly)", Package: "ed25519_dalek",
		Host: matrix.HostWasm,
		Ops:  []string{"sign/ed25519"}, NoKeyFromSeed: true,
		Notes: map[string]string{
			"sign/ed25519": "Keypair.from_bytes(seed ‖ public) signs; the last key's Keypair and PublicKey objects kept, signatures deserialized per call",
		},
	},
	{
		Name: "js:node-crypto", Adapter: "node-crypto", Library: "node:crypto (OpenSSL)",
		RefusesLowOrder: true,
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
		// The browsers' WebCrypto, each in a headless browser's page
		// (browser.js): what a web page calls, the browser's C++ over its
		// own crypto library. Both refuse a low-order X25519 point: the
		// specification has deriveBits fail on an all-zero secret.
		Name: "chromium:webcrypto", Adapter: "webcrypto", Browser: BrowserChromium,
		Library:         "Chromium's WebCrypto (crypto.subtle; BoringSSL inside)",
		RefusesLowOrder: true,
		Ops:             webcryptoOps,
		Notes:           withNotes(webcryptoNotes, map[string]string{"scalarmult/x25519": webcryptoX25519 + "; BoringSSL refuses low-order points (OperationError)"}),
	},
	{
		Name: "firefox:webcrypto", Adapter: "webcrypto", Browser: BrowserFirefox,
		Library: "Firefox's WebCrypto (crypto.subtle; NSS inside)",
		// Debian bookworm's firefox-esr without its security updates,
		// 140.12.0esr, answers Ed25519 and X25519 with errors; 153.8.0esr,
		// from bookworm-security, has both.
		MinBrowser:      153,
		OlderLacks:      "Ed25519 and X25519 in WebCrypto (Debian bookworm's 140.12.0esr lacks them; install firefox-esr from bookworm-security, 153 or later)",
		RefusesLowOrder: true,
		Ops:             webcryptoOps,
		Notes:           withNotes(webcryptoNotes, map[string]string{"scalarmult/x25519": webcryptoX25519 + "; NSS refuses low-order points (DataError)"}),
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
		Host:    matrix.HostNAPI,
		Ops:     []string{"pwhash/argon2id", "pwhash/argon2i"},
		Argon2:  Argon2Limits{MinSalt: 8},
		Notes: map[string]string{
			"pwhash/argon2id": argon2Note,
			"pwhash/argon2i":  argon2Note,
		},
	},
	{
		// @noble/curves 1.9: pinned below 2.x, which is ES modules only
		// and wants node 20.19, so that Debian bookworm's node 18 runs it.
		Name: "js:noble-curves", Adapter: "noble-curves", Package: "@noble/curves",
		Library:         "@noble/curves (Ed25519 and X25519 in JavaScript BigInt arithmetic, SHA-512 from @noble/hashes)",
		RefusesLowOrder: true,
		Ops:             []string{"keyconv/ed25519-x25519", "scalarmult/x25519", "sign/ed25519"},
		Notes: map[string]string{
			"keyconv/ed25519-x25519": "ed25519.utils.toMontgomery(public), which decodes the point (throwing on an encoding that is not one) and computes (1+y)/(1-y) with no check of its order; toMontgomerySecret(seed), the clamped first half of SHA-512(seed)",
			"scalarmult/x25519":      "x25519.scalarMult and scalarMultBase; refuses low-order points: the package throws on an all-zero product, which the adapter passes on as an error and naclcmp reports as a refused point",
			"sign/ed25519":           "ed25519 of @noble/curves/ed25519 (CommonJS, loaded with require); signs with the seed and derives the public half itself, hashing with @noble/hashes' JavaScript SHA-512; verify applies the package's default, zip215: true (non-canonical encodings of A and R decode, small-order A and R accepted, cofactored equation, S must be below L), but hashes the re-encodings of A and R rather than the bytes sent, as ZIP 215 and @noble/ed25519 do: it accepts edge paper case 8 and rejects case 9, the reverse of ed25519consensus; an input the package cannot decode is a rejection",
		},
	},
	{
		Name: "js:noble-ciphers", Adapter: "noble-ciphers", Package: "@noble/ciphers",
		Library: "@noble/ciphers (Salsa20, ChaCha, AES and Poly1305 in plain JavaScript)",
		Ops: []string{
			"mac/poly1305", "stream/xsalsa20", "stream/salsa20", "stream/chacha20", "stream/chacha20-ietf",
			"stream/xchacha20", "stream/aes128ctr", "stream/aes256ctr", "core/hsalsa20", "core/hchacha20",
			"secretbox/xsalsa20poly1305", "aead/chacha20poly1305-ietf", "aead/xchacha20poly1305-ietf", "aead/aes256gcm",
		},
		// Every Salsa20 and ChaCha cipher of the package stops at block
		// 2^32 − 1 (256 GiB), whatever its counter's width: far beyond what
		// one request carries (MaxMessage).
		Notes: map[string]string{
			"mac/poly1305":                "poly1305 of @noble/ciphers/_poly1305 (the module the package documents for its MACs); verify compares with the package's equalBytes",
			"stream/xsalsa20":             "salsa.xsalsa20 (HSalsa20, then Salsa20 with the last 8 nonce bytes)",
			"stream/salsa20":              "salsa.salsa20 (8-byte nonce, 64-bit counter words)",
			"stream/chacha20":             "chacha.chacha20orig, DJB's ChaCha20 (8-byte nonce, 64-bit counter words); chacha.chacha20 is the IETF variant",
			"stream/chacha20-ietf":        "chacha.chacha20 (RFC 8439: 12-byte nonce, 32-bit counter)",
			"stream/xchacha20":            "chacha.xchacha20 (HChaCha20, then ChaCha20 with the last 8 nonce bytes and 64-bit counter words)",
			"stream/aes128ctr":            "aes.ctr, which increments the whole 16-byte counter block (SP 800-38A); AES with T-tables, whose access timings the package documents as leaking",
			"stream/aes256ctr":            "aes.ctr, which increments the whole 16-byte counter block (SP 800-38A); AES with T-tables, whose access timings the package documents as leaking",
			"core/hsalsa20":               "salsa.hsalsa, exported by the package's salsa module: 32-bit words in and out, viewed on the bytes (little-endian) by the adapter",
			"core/hchacha20":              "chacha.hchacha, exported by the package's chacha module: 32-bit words in and out, viewed on the bytes (little-endian) by the adapter",
			"secretbox/xsalsa20poly1305":  "salsa.secretbox seal/open (tag ‖ ciphertext); the package's 'invalid tag' error is a rejection",
			"aead/chacha20poly1305-ietf":  "chacha.chacha20poly1305(key, nonce, ad) encrypt/decrypt; the package's 'invalid tag' error is a rejection",
			"aead/xchacha20poly1305-ietf": "chacha.xchacha20poly1305(key, nonce, ad) encrypt/decrypt; the package's 'invalid tag' error is a rejection",
			"aead/aes256gcm":              "aes.gcm(key, nonce, ad) encrypt/decrypt, AES with T-tables (whose access timings the package documents as leaking); the package's 'invalid ghash tag' error is a rejection",
		},
	},
	{
		// Its Argon2 is not served: it reproduces RFC 9106's vectors, but
		// takes seconds at the benchmark's parameter sets, near or over a
		// peer's request timeout.
		Name: "js:noble-hashes", Adapter: "noble-hashes", Package: "@noble/hashes",
		Library: "@noble/hashes (SHA-2, BLAKE2 and HMAC in plain JavaScript)",
		Ops: []string{
			"hash/sha256", "hash/sha512", "hash/blake2b512", "hash/blake2b", "hash/blake2s", "mac/hmac-sha256",
			"mac/hmac-sha512", "mac/hmac-sha512256", "mac/blake2b", "mac/blake2s",
		},
		Notes: map[string]string{
			"hash/blake2b": "blake2b with dkLen, the length asked for",
			"mac/blake2b":  "blake2b with BLAKE2's own key and dkLen; verify recomputes the tag of the tag's length and compares with node:crypto's timingSafeEqual",

			"hash/blake2b512":    "blake2b with its default 64-byte output",
			"mac/hmac-sha256":    "hmac(sha256, key, msg); the package has no tag comparison, so verify compares with node:crypto's timingSafeEqual",
			"mac/hmac-sha512":    "hmac(sha512, key, msg); the package has no tag comparison, so verify compares with node:crypto's timingSafeEqual",
			"mac/hmac-sha512256": "hmac(sha512, key, msg) truncated to 32 bytes by the adapter (libsodium's crypto_auth; the package's sha512_256 is FIPS SHA-512/256, another function); verify compares with node:crypto's timingSafeEqual",
			"mac/blake2s":        "blake2s with BLAKE2's own key (1 to 32 bytes); verify compares with node:crypto's timingSafeEqual",
		},
	},
	{
		// libsodium compiled to WebAssembly, its standard build: what the
		// wrappers list, which leaves out SHA-256, HMAC-SHA-256/512,
		// Poly1305, the streams, the cores, crypto_verify_* and
		// crypto_pwhash (libsodium-wrappers-sumo has them). The adapter
		// refuses a libsodium other than the one Library names, and the
		// wasm2js fallback the wrappers take where WebAssembly fails.
		Name: "js:libsodium-wrappers", Adapter: "libsodium-wrappers", Package: "libsodium-wrappers",
		Roles: []matrix.Role{matrix.RunsLibsodium}, Host: matrix.HostWasm, RefusesLowOrder: true,
		Empty:   wrappersEmpty,
		Library: "libsodium-wrappers (libsodium 1.0.22 compiled to WebAssembly by emscripten, standard build)",
		Ops:     wrappersOps,
		Notes:   wrappersNotes,
	},
	{
		// The same libsodium and wrappers, the sumo build: what the
		// standard build leaves out but crypto_verify_* and the Salsa20
		// streams (not wrapped there either). One adapter serves both
		// packages.
		Name: "js:libsodium-wrappers-sumo", Adapter: "libsodium-wrappers-sumo", Package: "libsodium-wrappers-sumo",
		Roles: []matrix.Role{matrix.RunsLibsodium}, Host: matrix.HostWasm, RefusesLowOrder: true,
		Empty:   wrappersEmpty,
		Library: "libsodium-wrappers-sumo (libsodium 1.0.22 compiled to WebAssembly by emscripten, sumo build)",
		Ops: append(slices.Clone(wrappersOps),
			"hash/sha256", "mac/hmac-sha256", "mac/hmac-sha512", "mac/poly1305", "stream/chacha20", "stream/chacha20-ietf",
			"stream/xchacha20", "core/hsalsa20", "core/hchacha20", "pwhash/argon2id", "pwhash/argon2i"),
		// crypto_pwhash's limits, as for js:sodium-native; its memory cap
		// is libsodium's for a 32-bit size_t, WebAssembly's: 2 GiB.
		Argon2: Argon2Limits{
			MinOut: 16, SaltLen: 16, NoSecret: true, NoAD: true, OneLane: true,
			MinPassesArgon2i: 3, MaxMemoryKiB: 2 << 20,
		},
		Notes: withNotes(wrappersNotes, map[string]string{
			"hash/sha256":          "crypto_hash_sha256" + wrappersVia,
			"mac/hmac-sha256":      "crypto_auth_hmacsha256_init/update/final, which take a key of any length (crypto_auth_hmacsha256 takes 32 bytes); Verify recomputes and compares with the wrappers' memcmp" + wrappersVia,
			"mac/hmac-sha512":      "crypto_auth_hmacsha512_init/update/final, which take a key of any length; Verify recomputes and compares with the wrappers' memcmp" + wrappersVia,
			"mac/poly1305":         "crypto_onetimeauth, crypto_onetimeauth_verify" + wrappersVia,
			"stream/chacha20":      "crypto_stream_chacha20_xor; the keystream is the XOR of zero bytes" + wrappersVia,
			"stream/chacha20-ietf": "crypto_stream_chacha20_ietf_xor; the keystream is the XOR of zero bytes; 32-bit block counter: at most 256 GiB per nonce" + wrappersVia,
			"stream/xchacha20":     "crypto_stream_xchacha20_xor; the keystream is the XOR of zero bytes" + wrappersVia,
			"core/hsalsa20":        "crypto_core_hsalsa20" + wrappersVia,
			"core/hchacha20":       "crypto_core_hchacha20" + wrappersVia,
			"pwhash/argon2id":      "crypto_pwhash(keyLength, password, salt, opslimit = t, memlimit = m·1024 bytes, crypto_pwhash_ALG_ARGON2ID13) in the WebAssembly module, one lane in node's thread; as libsodium's own binding: tags under 16 bytes, salts other than 16 bytes, a secret key, associated data and more than one lane refused as unsupported, and memory over 2 GiB (crypto_pwhash_MEMLIMIT_MAX for WebAssembly's 32-bit size_t)" + wrappersVia,
			"pwhash/argon2i":       "crypto_pwhash(keyLength, password, salt, opslimit = t, memlimit = m·1024 bytes, crypto_pwhash_ALG_ARGON2I13) in the WebAssembly module; as for Argon2id, and Argon2i below 3 passes refused as unsupported" + wrappersVia,
		}),
	},
	{
		// libsodium's C as a node addon whose binaries ship inside the
		// package (prebuilds/, loaded by require-addon): nothing compiles
		// at install, but a platform without a prebuilt binary cannot load
		// it, so it is an optional dependency, like the other addons.
		Name: "js:sodium-native", Adapter: "sodium-native", Package: "sodium-native", Addon: true,
		Roles: []matrix.Role{matrix.RunsLibsodium}, Host: matrix.HostNAPI, RefusesLowOrder: true,
		Empty:   "sodium_memzero of a 0-byte Uint8Array allocated once: one N-API call that reads its argument, zeroes nothing and returns nothing",
		Library: "sodium-native (node addon over libsodium 1.0.20-stable, prebuilt)",
		Ops: []string{
			"hash/sha256", "hash/sha512", "hash/blake2b", "mac/blake2b", "mac/hmac-sha512256", "mac/poly1305",
			"mac/siphash24", "stream/xsalsa20", "stream/salsa20", "stream/chacha20", "stream/chacha20-ietf",
			"stream/xchacha20", "secretbox/xsalsa20poly1305", "box/curve25519xsalsa20poly1305",
			"sealedbox/curve25519xsalsa20poly1305", "scalarmult/x25519", "sign/ed25519", "keyconv/ed25519-x25519",
			"aead/chacha20poly1305-ietf", "aead/xchacha20poly1305-ietf", "secretstream/xchacha20poly1305",
			"pwhash/argon2id", "pwhash/argon2i",
		},
		// crypto_pwhash's own limits, refused as libsodium's cgo binding
		// (cref/sodium) refuses them: the addon would throw on a short
		// tag, another salt length or too few Argon2i passes, and has no
		// argument for a secret, associated data or lanes.
		Argon2: Argon2Limits{
			MinOut: 16, SaltLen: 16, NoSecret: true, NoAD: true, OneLane: true,
			MinPassesArgon2i: 3, MaxMemoryKiB: sodiumMaxMemoryKiB,
		},
		Notes: map[string]string{
			"hash/blake2b":                   "crypto_generichash" + nativeVia,
			"keyconv/ed25519-x25519":         "crypto_sign_ed25519_pk_to_curve25519, _sk_to_curve25519; refuses public keys that are not points of the prime-order subgroup" + nativeVia,
			"secretstream/xchacha20poly1305": "crypto_secretstream_xchacha20poly1305_init_push/init_pull/push/pull/rekey; libsodium's 52-byte state travels with every call and the peer keeps none; a pull state starts in its first pull, which carries the header and key" + nativeVia,
			"mac/blake2b":                    "crypto_generichash with a key; Verify recomputes and compares with sodium_memcmp" + nativeVia,

			"hash/sha256":                          "crypto_hash_sha256" + nativeVia,
			"hash/sha512":                          "crypto_hash_sha512" + nativeVia,
			"mac/hmac-sha512256":                   "crypto_auth, crypto_auth_verify" + nativeVia,
			"mac/poly1305":                         "crypto_onetimeauth, crypto_onetimeauth_verify" + nativeVia,
			"mac/siphash24":                        "crypto_shorthash; Verify recomputes and compares with sodium_memcmp" + nativeVia,
			"stream/xsalsa20":                      "crypto_stream, crypto_stream_xor" + nativeVia,
			"stream/salsa20":                       "crypto_stream_salsa20(_xor)" + nativeVia,
			"stream/chacha20":                      "crypto_stream_chacha20(_xor)" + nativeVia,
			"stream/chacha20-ietf":                 "crypto_stream_chacha20_ietf(_xor); 32-bit block counter: at most 256 GiB per nonce" + nativeVia,
			"stream/xchacha20":                     "crypto_stream_xchacha20(_xor)" + nativeVia,
			"secretbox/xsalsa20poly1305":           "crypto_secretbox_easy/open_easy" + nativeVia,
			"box/curve25519xsalsa20poly1305":       "crypto_box_easy/open_easy; the addon has no crypto_box_beforenm or _afternm: Precompute is crypto_scalarmult then crypto_stream_salsa20's first block under the shared secret with a zero nonce, less its input words (HSalsa20 from a Salsa20 block, the one step in JavaScript), and SealAfter/OpenAfter are crypto_secretbox_easy/open_easy, which libsodium's _afternm functions are; refuses low-order peer keys on Seal and Precompute; Open reports false" + nativeVia,
			"sealedbox/curve25519xsalsa20poly1305": "crypto_box_seal/_open; ephemeral key from randombytes; refuses low-order recipient keys on Seal" + nativeVia,
			"scalarmult/x25519":                    "crypto_scalarmult(_base); refuses low-order points" + nativeVia,
			"sign/ed25519":                         "crypto_sign_seed_keypair, crypto_sign_detached, crypto_sign_verify_detached; rejects non-canonical S and small-order public keys and R" + nativeVia,
			"aead/chacha20poly1305-ietf":           "crypto_aead_chacha20poly1305_ietf_encrypt/decrypt" + nativeVia,
			"aead/xchacha20poly1305-ietf":          "crypto_aead_xchacha20poly1305_ietf_encrypt/decrypt" + nativeVia,

			"pwhash/argon2id": "crypto_pwhash(out, passwd, salt, opslimit = t, memlimit = m·1024 bytes, crypto_pwhash_ALG_ARGON2ID13)" + sodiumNativePwhash,
			"pwhash/argon2i":  "crypto_pwhash(out, passwd, salt, opslimit = t, memlimit = m·1024 bytes, crypto_pwhash_ALG_ARGON2I13); Argon2i below 3 passes refused as unsupported" + sodiumNativePwhash,
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
		Ops:     []string{"keyconv/ed25519-x25519", "sign/ed25519"},
		Notes: map[string]string{
			"keyconv/ed25519-x25519": "convertPublicKeyToX25519, which decodes the point as TweetNaCl's unpackneg does (throwing on an encoding that is not one) and computes (1+y)/(1-y) with no check of its order; convertSecretKeyToX25519(seed ‖ public), the clamped first half of SHA-512(seed)",
			"sign/ed25519":           "ES module loaded with import(); generateKeyPairFromSeed, sign(seed ‖ public, msg) and verify(public, msg, sig); verify refuses S at or above the group order and public keys whose y is not below p, no check of small-order points",
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
			"hash/blake2b":    "createBLAKE2b(bits) once per output length (a promise, on the first call of that length), then synchronous init().update(msg).digest('binary')",
			"mac/blake2b":     "createBLAKE2b(bits, key) made per key and tag length (a promise, awaited) and kept for the last pair, so repeated calls with one key and length are synchronous init().update(msg).digest('binary'); verify recomputes the tag of the tag's length and compares it with node:crypto's timingSafeEqual",

			"hash/sha256":     "createSHA256() " + hashWasmHashNote,
			"hash/sha512":     "createSHA512() " + hashWasmHashNote,
			"hash/blake2s":    "createBLAKE2s(256) " + hashWasmHashNote,
			"hash/blake2b512": "createBLAKE2b(512) " + hashWasmHashNote,
			"mac/hmac-sha256": "createHMAC(SHA-256 hasher, key); " + hashWasmKeyedNote,
			"mac/hmac-sha512": "createHMAC(SHA-512 hasher, key); " + hashWasmKeyedNote,
			"mac/blake2s":     "createBLAKE2s(256, key); " + hashWasmKeyedNote,
		},
	},
})

// hashWasmHashNote says how js:hash-wasm reaches its unkeyed hashes.
const hashWasmHashNote = "once when the peer starts (the package's create functions answer promises), then that hasher's init().update(msg).digest('binary') per call, synchronous"

// hashWasmMaxMemoryKiB is the most memory js:hash-wasm's Argon2 takes in
// node 18, found by bisection: its WebAssembly memory holds the blocks in
// one typed array, and one KiB more fails at once ("Invalid typed array
// length"), before any hashing.
const hashWasmMaxMemoryKiB = 2097023

// hashWasmArgon2Note says how js:hash-wasm computes Argon2.
const hashWasmArgon2Note = "argon2id / argon2i({password, salt, secret, iterations, memorySize, parallelism, hashLength, outputType: 'binary'}): the reference C code compiled to WebAssembly, one lane after another in node's one thread; each call instantiates the module and answers a promise, awaited; takes a secret key but no associated data; refuses an empty password and salts under 8 bytes, and holds at most 2,097,023 KiB (2 GiB less 129 KiB) in its WebAssembly memory in node 18, each refused here as unsupported"

// hashWasmKeyedNote says how js:hash-wasm reaches its MACs.
const hashWasmKeyedNote = "a hasher made per key (a promise, awaited) and kept for the last key, so repeated calls with one key are synchronous init().update(msg).digest('binary'); verify recomputes the tag and compares it with node:crypto's timingSafeEqual (the package has no verification)"

// sodiumNativePwhash says how js:sodium-native reaches crypto_pwhash.
const sodiumNativePwhash = "; the addon's synchronous crypto_pwhash (not crypto_pwhash_async, which hops to libuv's thread pool), one N-API call that blocks node's thread for the hash, as the peer serves one request at a time; as libsodium's own binding: tags under 16 bytes, salts other than 16 bytes, a secret key, associated data and more than one lane refused as unsupported"

// sodiumMaxMemoryKiB is libsodium's crypto_pwhash_MEMLIMIT_MAX in KiB for
// the word size of the platform, which node shares with naclcmp: 4 TiB
// less 1 KiB, RFC 9106's own maximum, where size_t has 64 bits, so that
// nothing RFC 9106 allows is refused there; 2 GiB where it has 32 (of
// sodium-native's prebuilt binaries, only Android's arm and ia32). The
// addon compares memlimit, in bytes, with the C constant: the one it
// exports to JavaScript is truncated to 32 bits.
const sodiumMaxMemoryKiB = 2<<20 + (bits.UintSize/64)*(matrix.Argon2MaxMemory-2<<20)

// wrappersOps are the operations of libsodium-wrappers' standard build,
// in the order its adapter lists them; the sumo build has them too.
var wrappersOps = []string{
	"hash/sha512", "hash/blake2b", "mac/blake2b", "mac/hmac-sha512256", "mac/siphash24",
	"secretbox/xsalsa20poly1305", "box/curve25519xsalsa20poly1305", "sealedbox/curve25519xsalsa20poly1305",
	"scalarmult/x25519", "sign/ed25519", "keyconv/ed25519-x25519", "aead/chacha20poly1305-ietf",
	"aead/xchacha20poly1305-ietf",
}

// wrappersNotes say how libsodium-wrappers computes each of wrappersOps.
var wrappersNotes = map[string]string{
	"hash/blake2b":           "crypto_generichash" + wrappersVia,
	"keyconv/ed25519-x25519": "crypto_sign_ed25519_pk_to_curve25519, _sk_to_curve25519; refuses public keys that are not points of the prime-order subgroup" + wrappersVia,
	"mac/blake2b":            "crypto_generichash with a key; Verify recomputes and compares with the wrappers' memcmp, a constant-time JavaScript loop" + wrappersVia,

	"hash/sha512":                          "crypto_hash" + wrappersVia,
	"mac/hmac-sha512256":                   "crypto_auth, crypto_auth_verify" + wrappersVia,
	"mac/siphash24":                        "crypto_shorthash; Verify recomputes and compares with the wrappers' memcmp, a constant-time JavaScript loop" + wrappersVia,
	"secretbox/xsalsa20poly1305":           "crypto_secretbox_easy/open_easy" + wrappersVia,
	"box/curve25519xsalsa20poly1305":       "crypto_box_easy/open_easy, beforenm, easy_afternm/open_easy_afternm; refuses low-order peer keys on Seal and Precompute; Open reports false" + wrappersVia,
	"sealedbox/curve25519xsalsa20poly1305": "crypto_box_seal/_open; ephemeral key from libsodium's randombytes, which the module feeds from node's crypto.randomBytes; refuses low-order recipient keys on Seal" + wrappersVia,
	"scalarmult/x25519":                    "crypto_scalarmult(_base); refuses low-order points (\"weak public key\")" + wrappersVia,
	"sign/ed25519":                         "crypto_sign_seed_keypair, crypto_sign_detached, crypto_sign_verify_detached; rejects non-canonical S and small-order public keys and R" + wrappersVia,
	"aead/chacha20poly1305-ietf":           "crypto_aead_chacha20poly1305_ietf_encrypt/decrypt" + wrappersVia,
	"aead/xchacha20poly1305-ietf":          "crypto_aead_xchacha20poly1305_ietf_encrypt/decrypt" + wrappersVia,
}

// wrappersEmpty is the empty call of both libsodium-wrappers builds.
const wrappersEmpty = "the raw module's _sodium_library_version_major(), a WebAssembly export that takes nothing and returns a constant, called directly, not through the wrappers' conversion layer"

// wrappersVia says how js:libsodium-wrappers reaches libsodium.
const wrappersVia = "; the wrappers copy each input into the WebAssembly heap and each output out into a new Uint8Array, per call"

// nativeVia says how js:sodium-native reaches libsodium.
const nativeVia = "; one N-API call, inputs read in place, outputs into Uint8Arrays allocated per call"

// argon2Note says how js:argon2 reaches the reference code.
const argon2Note = "argon2.hash with raw: true (the tag alone), secret and associatedData; the addon (compiled by node-gyp at install, or the package's prebuilt binary where it loads) runs the reference C code on libuv's thread pool, one thread per lane; each call copies its inputs and answers a promise; salts under 8 bytes (the reference code's minimum) refused as unsupported"

// browserLibraries are the npm packages that also run in each browser's
// page, as the public comparisons ran them (ed25519-playground and the
// ed25519-dalek-wasm benchmark): the Ed25519 packages of those tables,
// each with every operation it has. Each names its node entry, whose
// adapter browser.js loads in the page, and the notes that differ there.
var browserLibraries = []struct {
	node  string
	notes map[string]string
}{
	{node: "js:tweetnacl"},
	{node: "js:noble-ed25519", notes: map[string]string{
		"sign/ed25519": "asynchronous API (getPublicKeyAsync, signAsync, verifyAsync), the package's default in a browser, whose SHA-512 is the browser's crypto.subtle.digest, a promise per hash, awaited; signs with the seed and derives the public half itself; verify follows ZIP 215 (the default)",
	}},
	{node: "js:supercop.wasm"},
	{node: "js:ed25519_dalek"},
}

// engines name each browser's JavaScript engine, for Library.
var engines = map[string]string{BrowserChromium: "Chromium (V8)", BrowserFirefox: "Firefox (SpiderMonkey)"}

// browserVia says, in every note of a package run in a page, how it is
// driven and timed there.
const browserVia = "; in a headless browser's page, which crosses node's pipe and the page's WebSocket once per request, outside the timed loop; timed with performance.now() under cross-origin isolation"

// inBrowsers returns entries with, after its last browser entry (the
// browsers' WebCrypto), an entry for each of browserLibraries in each
// browser: "chromium:tweetnacl" is js:tweetnacl's adapter and package in
// Chromium's page.
func inBrowsers(entries []Entry) []Entry {
	at := 0
	for i, e := range entries {
		if e.Browser != "" {
			at = i + 1
		}
	}
	var add []Entry
	for _, browser := range []string{BrowserChromium, BrowserFirefox} {
		for _, lib := range browserLibraries {
			i := slices.IndexFunc(entries, func(e Entry) bool { return e.Name == lib.node })
			if i < 0 {
				panic("js: browserLibraries names no entry " + lib.node)
			}
			e := entries[i]
			e.Name = browser + ":" + strings.TrimPrefix(e.Name, "js:")
			e.Browser = browser
			e.Library += " in " + engines[browser]
			notes := withNotes(e.Notes, lib.notes)
			for id, n := range notes {
				notes[id] = n + browserVia
			}
			e.Notes = notes
			add = append(add, e)
		}
	}
	return slices.Insert(entries, at, add...)
}

// webcryptoOps are the operations of WebCrypto that the suite has
// families for, in the order the adapter lists them: no ChaCha20, no
// Poly1305, no BLAKE2 in the specification.
var webcryptoOps = []string{
	"hash/sha256", "hash/sha512", "mac/hmac-sha256", "mac/hmac-sha512", "stream/aes128ctr", "stream/aes256ctr",
	"scalarmult/x25519", "sign/ed25519", "aead/aes256gcm",
}

// webcryptoVia says how every call of a browser's WebCrypto is made.
const webcryptoVia = "; every call answers a promise, awaited in the page (in timings too), and crosses node's pipe and the page's WebSocket only once per request, outside the timed loop; timed with performance.now() under cross-origin isolation"

// webcryptoX25519 says how the browsers' X25519 is reached.
const webcryptoX25519 = "importKey of the scalar (PKCS #8) and of the point (raw), kept for the last of each, then deriveBits(256)" + webcryptoVia + "; base imports the scalar per call as extractable and exports the public key the browser derived (JWK x)"

// webcryptoNotes say how the adapter reaches each operation of a
// browser's WebCrypto.
var webcryptoNotes = map[string]string{
	"hash/sha256":      "subtle.digest('SHA-256')" + webcryptoVia,
	"hash/sha512":      "subtle.digest('SHA-512')" + webcryptoVia,
	"mac/hmac-sha256":  "subtle.sign/verify('HMAC') with SHA-256, the last key's CryptoKey kept; WebCrypto refuses an empty key, which is imported as one zero byte, the same key under RFC 2104's zero padding" + webcryptoVia,
	"mac/hmac-sha512":  "subtle.sign/verify('HMAC') with SHA-512, the last key's CryptoKey kept; WebCrypto refuses an empty key, which is imported as one zero byte, the same key under RFC 2104's zero padding" + webcryptoVia,
	"stream/aes128ctr": "subtle.encrypt('AES-CTR') with the nonce as the counter block, all 128 bits counting; keystream encrypts zeros; the last key's CryptoKey kept" + webcryptoVia,
	"stream/aes256ctr": "subtle.encrypt('AES-CTR') with the nonce as the counter block, all 128 bits counting; keystream encrypts zeros; the last key's CryptoKey kept" + webcryptoVia,
	"sign/ed25519":     "subtle.sign/verify('Ed25519') with the seed imported as PKCS #8 and the public key as raw, the last of each kept; keypair imports per call and exports the derived public key (JWK x); a public key the browser cannot import is a rejection" + webcryptoVia,
	"aead/aes256gcm":   "subtle.encrypt/decrypt('AES-GCM', 96-bit iv, 128-bit tag), the last key's CryptoKey kept; an OperationError from decrypt is a rejection" + webcryptoVia,
}

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
