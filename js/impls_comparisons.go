package js

import "github.com/naclcmp/naclcmp/matrix"

// comparisonEntries are the packages of the public Ed25519 comparisons
// (ed25519-playground and the ed25519-dalek-wasm benchmark), first in
// report order (Implementations).
var comparisonEntries = []Entry{
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
			"sign/ed25519": "nacl.sign.detached; accepts non-canonical S, as TweetNaCl " +
				"does; nacl-fast.js's unrolled field multiplication and its SHA-512",
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
			"sign/ed25519": "synchronous API with node:crypto's SHA-512 as its hash hook; signs with the " +
				"seed and derives the public half itself; verify follows ZIP 215 (the default)",
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
