package js

// nobleEntries are the noble trio (@noble/curves, @noble/ciphers,
// @noble/hashes), the first of the packages JavaScript users install most
// for these primitives (npm's monthly downloads).
var nobleEntries = []Entry{
	{
		// @noble/curves 1.9: pinned below 2.x, which is ES modules only
		// and wants node 20.19, so that Debian bookworm's node 18 runs it.
		Name: "js:noble-curves", Adapter: "noble-curves", Package: "@noble/curves",
		Library:         "@noble/curves (Ed25519 and X25519 in JavaScript BigInt arithmetic, SHA-512 from @noble/hashes)",
		RefusesLowOrder: true,
		Ops:             []string{"keyconv/ed25519-x25519", "scalarmult/x25519", "sign/ed25519"},
		Notes: map[string]string{
			"keyconv/ed25519-x25519": "ed25519.utils.toMontgomery(public), which decodes the point " +
				"(throwing on an encoding that is not one) and computes (1+y)/(1-y) with no check of its " +
				"order; toMontgomerySecret(seed), the clamped first half of SHA-512(seed)",
			"scalarmult/x25519": "x25519.scalarMult and scalarMultBase; refuses low-order points: the " +
				"package throws on an all-zero product, which the adapter passes on as an error and " +
				"naclcmp reports as a refused point",
			"sign/ed25519": "ed25519 of @noble/curves/ed25519 (CommonJS, loaded with require); " +
				"signs with the seed and derives the public half itself, hashing with @noble/hashes' " +
				"JavaScript SHA-512; verify applies the package's default, zip215: true (non-canonical " +
				"encodings of A and R decode, small-order A and R accepted, cofactored equation, S must be " +
				"below L), but hashes the re-encodings of A and R rather than the bytes sent, as ZIP 215 " +
				"and @noble/ed25519 do: it accepts edge paper case 8 and rejects case 9, the reverse of " +
				"ed25519consensus; an input the package cannot decode is a rejection",
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
			"mac/poly1305": "poly1305 of @noble/ciphers/_poly1305 (the module the package " +
				"documents for its MACs); verify compares with the package's equalBytes",
			"stream/xsalsa20":      "salsa.xsalsa20 (HSalsa20, then Salsa20 with the last 8 nonce bytes)",
			"stream/salsa20":       "salsa.salsa20 (8-byte nonce, 64-bit counter words)",
			"stream/chacha20":      "chacha.chacha20orig, DJB's ChaCha20 (8-byte nonce, 64-bit counter words); chacha.chacha20 is the IETF variant",
			"stream/chacha20-ietf": "chacha.chacha20 (RFC 8439: 12-byte nonce, 32-bit counter)",
			"stream/xchacha20":     "chacha.xchacha20 (HChaCha20, then ChaCha20 with the last 8 nonce bytes and 64-bit counter words)",
			"stream/aes128ctr": "aes.ctr, which increments the whole 16-byte counter block (SP " +
				"800-38A); AES with T-tables, whose access timings the package documents as leaking",
			"stream/aes256ctr": "aes.ctr, which increments the whole 16-byte counter block (SP " +
				"800-38A); AES with T-tables, whose access timings the package documents as leaking",
			"core/hsalsa20": "salsa.hsalsa, exported by the package's salsa module: 32-bit " +
				"words in and out, viewed on the bytes (little-endian) by the adapter",
			"core/hchacha20": "chacha.hchacha, exported by the package's chacha module: " +
				"32-bit words in and out, viewed on the bytes (little-endian) by the adapter",
			"secretbox/xsalsa20poly1305":  "salsa.secretbox seal/open (tag ‖ ciphertext); the package's 'invalid tag' error is a rejection",
			"aead/chacha20poly1305-ietf":  "chacha.chacha20poly1305(key, nonce, ad) encrypt/decrypt; the package's 'invalid tag' error is a rejection",
			"aead/xchacha20poly1305-ietf": "chacha.xchacha20poly1305(key, nonce, ad) encrypt/decrypt; the package's 'invalid tag' error is a rejection",
			"aead/aes256gcm": "aes.gcm(key, nonce, ad) encrypt/decrypt, AES with T-tables " +
				"(whose access timings the package documents as leaking); the package's 'invalid ghash " +
				"tag' error is a rejection",
		},
	},
	{
		// Its Argon2 is not served: it reproduces RFC 9106's vectors, but
		// takes seconds at the benchmark's parameter sets, near or over a
		// peer's request timeout.
		Name: "js:noble-hashes", Adapter: "noble-hashes", Package: "@noble/hashes",
		Library: "@noble/hashes (SHA-2, BLAKE2, HMAC and HKDF in plain JavaScript)",
		Ops: []string{
			"hash/sha256", "hash/sha512", "hash/blake2b512", "hash/blake2b", "hash/blake2s", "mac/hmac-sha256",
			"mac/hmac-sha512", "mac/hmac-sha512256", "mac/blake2b", "mac/blake2s", "hkdf/sha256", "hkdf/sha512",
		},
		HKDF: HKDFLimits{API: "@noble/hashes' hkdf"},
		Notes: map[string]string{
			"hash/blake2b": "blake2b with dkLen, the length asked for",
			"mac/blake2b":  "blake2b with BLAKE2's own key and dkLen; verify recomputes the tag of the tag's length and compares with node:crypto's timingSafeEqual",

			"hash/blake2b512": "blake2b with its default 64-byte output",
			"mac/hmac-sha256": "hmac(sha256, key, msg); the package has no tag comparison, so verify compares with node:crypto's timingSafeEqual",
			"mac/hmac-sha512": "hmac(sha512, key, msg); the package has no tag comparison, so verify compares with node:crypto's timingSafeEqual",
			"mac/hmac-sha512256": "hmac(sha512, key, msg) truncated to 32 bytes by the adapter " +
				"(libsodium's crypto_auth; the package's sha512_256 is FIPS SHA-512/256, another " +
				"function); verify compares with node:crypto's timingSafeEqual",
			"mac/blake2s": "blake2s with BLAKE2's own key (1 to 32 bytes); verify compares with node:crypto's timingSafeEqual",
			"hkdf/sha256": nobleHKDF,
			"hkdf/sha512": nobleHKDF,
		},
	},
}

// nobleHKDF says how @noble/hashes' HKDF is reached.
const nobleHKDF = "hkdf, extract and expand of @noble/hashes/hkdf with the package's sha256 or sha512; the salt " +
	"is always passed, an empty one as an empty array, which as an HMAC key is the same key as RFC 5869's " +
	"default of HashLen zeros; expand does not check the PRK's length, so a PRK under HashLen is refused in Go"
