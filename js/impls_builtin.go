package js

// builtinEntries are the crypto the runtimes carry themselves, with no npm
// package: node's crypto module, then each browser's WebCrypto. The
// browsers' entries end here, so inBrowsers puts the packages run in the
// browsers' pages right after them.
var builtinEntries = []Entry{
	{
		Name: "js:node-crypto", Adapter: "node-crypto", Library: "node:crypto (OpenSSL)",
		RefusesLowOrder: true,
		Ops: []string{
			"hash/sha256", "hash/sha512", "hash/blake2s", "hash/blake2b512", "mac/hmac-sha256", "mac/hmac-sha512",
			"stream/chacha20-ietf", "stream/aes128ctr", "stream/aes256ctr", "scalarmult/x25519", "sign/ed25519",
			"aead/chacha20poly1305-ietf", "aead/aes256gcm", "hkdf/sha256", "hkdf/sha512",
		},
		// hkdfSync(digest, ikm, salt, info, keylen) is the one HKDF call
		// of node's crypto: the whole derivation, no Extract or Expand.
		HKDF: HKDFLimits{API: "node:crypto's hkdfSync", WholeOnly: true, MaxInfo: 1024},
		Notes: map[string]string{
			"scalarmult/x25519": "KeyObjects from raw keys through DER; scalarmult keeps the last scalar's " +
				"and point's KeyObjects, as sign/ed25519 does, so it times the Diffie-Hellman, not the " +
				"parsing; base parses the scalar per call (OpenSSL derives the public key as it imports " +
				"the private one, as in keypair), so it times mostly OpenSSL 3's key parsing; OpenSSL " +
				"refuses low-order points",
			"sign/ed25519": "crypto.sign/verify with KeyObjects from raw keys (DER prefixes); the last key's KeyObjects kept, keypair parses per call",
			"hkdf/sha256":  nodeHKDF,
			"hkdf/sha512":  nodeHKDF,
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
		HKDF:            webcryptoHKDF,
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
		HKDF:            webcryptoHKDF,
		Notes:           withNotes(webcryptoNotes, map[string]string{"scalarmult/x25519": webcryptoX25519 + "; NSS refuses low-order points (DataError)"}),
	},
}

// webcryptoOps are the operations of WebCrypto that the suite has
// families for, in the order the adapter lists them: no ChaCha20, no
// Poly1305, no BLAKE2 in the specification.
var webcryptoOps = []string{
	"hash/sha256", "hash/sha512", "mac/hmac-sha256", "mac/hmac-sha512", "stream/aes128ctr", "stream/aes256ctr",
	"scalarmult/x25519", "sign/ed25519", "aead/aes256gcm", "hkdf/sha256", "hkdf/sha512",
}

// nodeHKDF says how node:crypto's HKDF is reached, and what it lacks.
const nodeHKDF = "crypto.hkdfSync(digest, ikm, salt, info, keylen), OpenSSL's HKDF, the whole derivation only: " +
	"Extract and Expand unsupported; info over 1024 bytes unsupported (node throws ERR_OUT_OF_RANGE)"

// webcryptoHKDF is what WebCrypto's HKDF cannot do: deriveBits derives the
// whole key from a CryptoKey of the input keying material and never shows
// or takes the pseudorandom key.
var webcryptoHKDF = HKDFLimits{API: "WebCrypto's deriveBits('HKDF')", WholeOnly: true}

// webcryptoHKDFNote says how a browser's HKDF is reached.
const webcryptoHKDFNote = "subtle.importKey('raw', ikm, 'HKDF'), the last secret's CryptoKey kept, then " +
	"deriveBits({name: 'HKDF', hash, salt, info}, key, 8·len(out)), the whole derivation only: Extract and " +
	"Expand unsupported" + webcryptoVia

// webcryptoVia says how every call of a browser's WebCrypto is made.
const webcryptoVia = "; every call answers a promise, awaited in the page (in timings too), and crosses " +
	"node's pipe and the page's WebSocket only once per request, outside the timed loop; timed with " +
	"performance.now() under cross-origin isolation"

// webcryptoX25519 says how the browsers' X25519 is reached.
const webcryptoX25519 = "importKey of the scalar (PKCS #8) and of the point (raw), kept for the last of each, " +
	"then deriveBits(256)" + webcryptoVia + "; base imports the scalar per call as extractable and " +
	"exports the public key the browser derived (JWK x)"

// webcryptoNotes say how the adapter reaches each operation of a
// browser's WebCrypto.
var webcryptoNotes = map[string]string{
	"hash/sha256": "subtle.digest('SHA-256')" + webcryptoVia,
	"hash/sha512": "subtle.digest('SHA-512')" + webcryptoVia,
	"mac/hmac-sha256": "subtle.sign/verify('HMAC') with SHA-256, the last key's CryptoKey kept; WebCrypto " +
		"refuses an empty key, which is imported as one zero byte, the same key under RFC 2104's zero " +
		"padding" + webcryptoVia,
	"mac/hmac-sha512": "subtle.sign/verify('HMAC') with SHA-512, the last key's CryptoKey kept; WebCrypto " +
		"refuses an empty key, which is imported as one zero byte, the same key under RFC 2104's zero " +
		"padding" + webcryptoVia,
	"stream/aes128ctr": "subtle.encrypt('AES-CTR') with the nonce as the counter block, all 128 bits " +
		"counting; keystream encrypts zeros; the last key's CryptoKey kept" + webcryptoVia,
	"stream/aes256ctr": "subtle.encrypt('AES-CTR') with the nonce as the counter block, all 128 bits " +
		"counting; keystream encrypts zeros; the last key's CryptoKey kept" + webcryptoVia,
	"sign/ed25519": "subtle.sign/verify('Ed25519') with the seed imported as PKCS #8 and the public " +
		"key as raw, the last of each kept; keypair imports per call and exports the derived public key " +
		"(JWK x); a public key the browser cannot import is a rejection" + webcryptoVia,
	"aead/aes256gcm": "subtle.encrypt/decrypt('AES-GCM', 96-bit iv, 128-bit tag), the last key's " +
		"CryptoKey kept; an OperationError from decrypt is a rejection" + webcryptoVia,
	"hkdf/sha256": webcryptoHKDFNote,
	"hkdf/sha512": webcryptoHKDFNote,
}
