package js

import (
	"math/bits"
	"slices"

	"github.com/naclcmp/naclcmp/matrix"
)

// libsodiumEntries are libsodium's two packages, next of the packages
// JavaScript users install most after the noble trio: compiled to
// WebAssembly (libsodium-wrappers, in its standard and sumo builds) and
// as a node addon (sodium-native).
var libsodiumEntries = []Entry{
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
			"hash/sha256": "crypto_hash_sha256" + wrappersVia,
			"mac/hmac-sha256": "crypto_auth_hmacsha256_init/update/final, which take a key of any " +
				"length (crypto_auth_hmacsha256 takes 32 bytes); Verify recomputes and compares with the " +
				"wrappers' memcmp" + wrappersVia,
			"mac/hmac-sha512": "crypto_auth_hmacsha512_init/update/final, which take a key of any " +
				"length; Verify recomputes and compares with the wrappers' memcmp" + wrappersVia,
			"mac/poly1305":    "crypto_onetimeauth, crypto_onetimeauth_verify" + wrappersVia,
			"stream/chacha20": "crypto_stream_chacha20_xor; the keystream is the XOR of zero bytes" + wrappersVia,
			"stream/chacha20-ietf": "crypto_stream_chacha20_ietf_xor; the keystream is the XOR of zero " +
				"bytes; 32-bit block counter: at most 256 GiB per nonce" + wrappersVia,
			"stream/xchacha20": "crypto_stream_xchacha20_xor; the keystream is the XOR of zero bytes" + wrappersVia,
			"core/hsalsa20":    "crypto_core_hsalsa20" + wrappersVia,
			"core/hchacha20":   "crypto_core_hchacha20" + wrappersVia,
			"pwhash/argon2id": "crypto_pwhash(keyLength, password, salt, opslimit = t, memlimit = " +
				"m·1024 bytes, crypto_pwhash_ALG_ARGON2ID13) in the WebAssembly module, one lane in node's " +
				"thread; as libsodium's own binding: tags under 16 bytes, salts other than 16 bytes, a " +
				"secret key, associated data and more than one lane refused as unsupported, and memory " +
				"over 2 GiB (crypto_pwhash_MEMLIMIT_MAX for WebAssembly's 32-bit size_t)" + wrappersVia,
			"pwhash/argon2i": "crypto_pwhash(keyLength, password, salt, opslimit = t, memlimit = " +
				"m·1024 bytes, crypto_pwhash_ALG_ARGON2I13) in the WebAssembly module; as for Argon2id, " +
				"and Argon2i below 3 passes refused as unsupported" + wrappersVia,
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
			"hash/blake2b": "crypto_generichash" + nativeVia,
			"keyconv/ed25519-x25519": "crypto_sign_ed25519_pk_to_curve25519, _sk_to_curve25519; " +
				"refuses public keys that are not points of the prime-order subgroup" + nativeVia,
			"secretstream/xchacha20poly1305": "crypto_secretstream_xchacha20poly1305_init_push/init_pull/push/pull/rekey; " +
				"libsodium's 52-byte state travels with every call and the peer keeps none; a pull state " +
				"starts in its first pull, which carries the header and key" + nativeVia,
			"mac/blake2b": "crypto_generichash with a key; Verify recomputes and compares with sodium_memcmp" + nativeVia,

			"hash/sha256":                "crypto_hash_sha256" + nativeVia,
			"hash/sha512":                "crypto_hash_sha512" + nativeVia,
			"mac/hmac-sha512256":         "crypto_auth, crypto_auth_verify" + nativeVia,
			"mac/poly1305":               "crypto_onetimeauth, crypto_onetimeauth_verify" + nativeVia,
			"mac/siphash24":              "crypto_shorthash; Verify recomputes and compares with sodium_memcmp" + nativeVia,
			"stream/xsalsa20":            "crypto_stream, crypto_stream_xor" + nativeVia,
			"stream/salsa20":             "crypto_stream_salsa20(_xor)" + nativeVia,
			"stream/chacha20":            "crypto_stream_chacha20(_xor)" + nativeVia,
			"stream/chacha20-ietf":       "crypto_stream_chacha20_ietf(_xor); 32-bit block counter: at most 256 GiB per nonce" + nativeVia,
			"stream/xchacha20":           "crypto_stream_xchacha20(_xor)" + nativeVia,
			"secretbox/xsalsa20poly1305": "crypto_secretbox_easy/open_easy" + nativeVia,
			"box/curve25519xsalsa20poly1305": "crypto_box_easy/open_easy; the addon has no " +
				"crypto_box_beforenm or _afternm: Precompute is crypto_scalarmult then " +
				"crypto_stream_salsa20's first block under the shared secret with a zero nonce, less its " +
				"input words (HSalsa20 from a Salsa20 block, the one step in JavaScript), and " +
				"SealAfter/OpenAfter are crypto_secretbox_easy/open_easy, which libsodium's _afternm " +
				"functions are; refuses low-order peer keys on Seal and Precompute; Open reports false" + nativeVia,
			"sealedbox/curve25519xsalsa20poly1305": "crypto_box_seal/_open; ephemeral key from randombytes; refuses low-order recipient keys on Seal" + nativeVia,
			"scalarmult/x25519":                    "crypto_scalarmult(_base); refuses low-order points" + nativeVia,
			"sign/ed25519": "crypto_sign_seed_keypair, crypto_sign_detached, " +
				"crypto_sign_verify_detached; rejects non-canonical S and small-order public keys and R" + nativeVia,
			"aead/chacha20poly1305-ietf":  "crypto_aead_chacha20poly1305_ietf_encrypt/decrypt" + nativeVia,
			"aead/xchacha20poly1305-ietf": "crypto_aead_xchacha20poly1305_ietf_encrypt/decrypt" + nativeVia,

			"pwhash/argon2id": "crypto_pwhash(out, passwd, salt, opslimit = t, memlimit = m·1024 bytes, crypto_pwhash_ALG_ARGON2ID13)" + sodiumNativePwhash,
			"pwhash/argon2i": "crypto_pwhash(out, passwd, salt, opslimit = t, memlimit = m·1024 bytes, " +
				"crypto_pwhash_ALG_ARGON2I13); Argon2i below 3 passes refused as unsupported" + sodiumNativePwhash,
		},
	},
}

// sodiumNativePwhash says how js:sodium-native reaches crypto_pwhash.
const sodiumNativePwhash = "; the addon's synchronous crypto_pwhash (not crypto_pwhash_async, which hops " +
	"to libuv's thread pool), one N-API call that blocks node's thread for the hash, as the peer serves " +
	"one request at a time; as libsodium's own binding: tags under 16 bytes, salts other than 16 bytes, a " +
	"secret key, associated data and more than one lane refused as unsupported"

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
	"hash/blake2b": "crypto_generichash" + wrappersVia,
	"keyconv/ed25519-x25519": "crypto_sign_ed25519_pk_to_curve25519, _sk_to_curve25519; refuses public " +
		"keys that are not points of the prime-order subgroup" + wrappersVia,
	"mac/blake2b": "crypto_generichash with a key; Verify recomputes and compares with the " +
		"wrappers' memcmp, a constant-time JavaScript loop" + wrappersVia,

	"hash/sha512":        "crypto_hash" + wrappersVia,
	"mac/hmac-sha512256": "crypto_auth, crypto_auth_verify" + wrappersVia,
	"mac/siphash24": "crypto_shorthash; Verify recomputes and compares with the " +
		"wrappers' memcmp, a constant-time JavaScript loop" + wrappersVia,
	"secretbox/xsalsa20poly1305": "crypto_secretbox_easy/open_easy" + wrappersVia,
	"box/curve25519xsalsa20poly1305": "crypto_box_easy/open_easy, beforenm, " +
		"easy_afternm/open_easy_afternm; refuses low-order peer keys on Seal and Precompute; Open reports " +
		"false" + wrappersVia,
	"sealedbox/curve25519xsalsa20poly1305": "crypto_box_seal/_open; ephemeral key from libsodium's " +
		"randombytes, which the module feeds from node's crypto.randomBytes; refuses low-order recipient " +
		"keys on Seal" + wrappersVia,
	"scalarmult/x25519": "crypto_scalarmult(_base); refuses low-order points (\"weak public key\")" + wrappersVia,
	"sign/ed25519": "crypto_sign_seed_keypair, crypto_sign_detached, " +
		"crypto_sign_verify_detached; rejects non-canonical S and small-order public keys and R" + wrappersVia,
	"aead/chacha20poly1305-ietf":  "crypto_aead_chacha20poly1305_ietf_encrypt/decrypt" + wrappersVia,
	"aead/xchacha20poly1305-ietf": "crypto_aead_xchacha20poly1305_ietf_encrypt/decrypt" + wrappersVia,
}

// wrappersEmpty is the empty call of both libsodium-wrappers builds.
const wrappersEmpty = "the raw module's _sodium_library_version_major(), a WebAssembly export that takes " +
	"nothing and returns a constant, called directly, not through the wrappers' conversion layer"

// wrappersVia says how js:libsodium-wrappers reaches libsodium.
const wrappersVia = "; the wrappers copy each input into the WebAssembly heap and each output out into a new Uint8Array, per call"

// nativeVia says how js:sodium-native reaches libsodium.
const nativeVia = "; one N-API call, inputs read in place, outputs into Uint8Arrays allocated per call"
