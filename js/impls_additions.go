package js

import "github.com/naclcmp/naclcmp/matrix"

// additionEntries are the packages that each add what the others lack:
// libsodium's sealed box on tweetnacl-js, and node's most used Argon2.
var additionEntries = []Entry{
	{
		// libsodium's sealed box on tweetnacl-js: the package adds the
		// construction (ephemeral key pair, BLAKE2b nonce) around the
		// nacl.box of tweetnacl's main file.
		Name: "js:tweetnacl-sealedbox", Adapter: "tweetnacl-sealedbox", Package: "tweetnacl-sealedbox-js",
		Library: "tweetnacl-sealedbox-js (libsodium's sealed box on tweetnacl-js nacl-fast.js and blakejs)",
		Ops:     []string{"sealedbox/curve25519xsalsa20poly1305"},
		Notes: map[string]string{
			"sealedbox/curve25519xsalsa20poly1305": "seal/open of the package's bundle; ephemeral key from " +
				"nacl.box.keyPair (node's crypto.randomBytes), nonce from blakejs's BLAKE2b-192, box from " +
				"tweetnacl-js nacl-fast.js; low-order recipient keys not refused",
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
}

// argon2Note says how js:argon2 reaches the reference code.
const argon2Note = "argon2.hash with raw: true (the tag alone), secret and associatedData; the addon " +
	"(compiled by node-gyp at install, or the package's prebuilt binary where it loads) runs the reference " +
	"C code on libuv's thread pool, one thread per lane; each call copies its inputs and answers a " +
	"promise; salts under 8 bytes (the reference code's minimum) refused as unsupported"
