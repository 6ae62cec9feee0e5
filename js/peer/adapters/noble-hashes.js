'use strict';
// @noble/hashes 1.x: SHA-2, BLAKE2, HMAC, HKDF and Argon2 in plain JavaScript
// (no WebAssembly, no node:crypto), by the author of the @noble curve
// packages; @noble/curves' Ed25519 hashes with it. The 1.x line ships
// CommonJS beside its ES modules, so the adapter loads the package's
// modules with require(), which node 18 can do.
//
// The package has no comparison of its own for MAC tags: HMAC's verify
// compares with node:crypto's timingSafeEqual, as the node-crypto adapter
// does. HMAC-SHA-512-256 (libsodium's crypto_auth) is the package's
// HMAC-SHA-512 cut to 32 bytes here; the package's sha512_256 is FIPS
// SHA-512/256, another function. The package's Argon2 is not served: it
// reproduces RFC 9106's vectors, but in plain JavaScript it takes seconds
// at the benchmark's parameter sets (64 MiB, 2 passes: over 2 s), too
// near or over a peer's request timeout.
const { packageVersion } = require('./version.js');

let sha2;
let blake2;
let hmac;
let hkdf;

const { tagEqual: equal } = require('./tagequal.js');

const hmacOf = (hash, size) => {
  const mac = (msg, key) => {
    const t = hmac(hash(), key, msg);
    return size === undefined ? t : t.subarray(0, size);
  };
  return {
    mac: (msg, key) => [mac(msg, key)],
    verify: (tag, msg, key) => equal(tag, mac(msg, key)),
  };
};

// hkdfOf is the package's HKDF (RFC 5869) over hash: hkdf for the whole
// derivation, extract and expand for its two steps. The salt is always
// an array, empty or not: the package takes undefined as HashLen zero
// bytes, and an empty salt gives the same key, since HMAC pads its key
// with zeros. The output's length is that of the zero bytes sent last
// (out). The package's expand does not check that the PRK has HashLen
// bytes; naclcmp refuses a shorter one before it is sent.
const hkdfOf = (hash) => ({
  key: (secret, salt, info, out) => [hkdf.hkdf(hash(), secret, salt, info, out.length)],
  extract: (secret, salt) => [hkdf.extract(hash(), secret, salt)],
  expand: (prk, info, out) => [hkdf.expand(hash(), prk, info, out.length)],
});

const ops = {
  'hash/sha256': { hash: (msg) => [sha2.sha256(msg)] },
  'hash/sha512': { hash: (msg) => [sha2.sha512(msg)] },
  'hash/blake2b512': { hash: (msg) => [blake2.blake2b(msg)] },
  // BLAKE2b of the length asked for: the zero bytes after the message
  // give it (dkLen).
  'hash/blake2b': { hash: (msg, out) => [blake2.blake2b(msg, { dkLen: out.length })] },
  'hash/blake2s': { hash: (msg) => [blake2.blake2s(msg)] },
  'mac/hmac-sha256': hmacOf(() => sha2.sha256),
  'mac/hmac-sha512': hmacOf(() => sha2.sha512),
  'mac/hmac-sha512256': hmacOf(() => sha2.sha512, 32),
  'mac/blake2b': {
    // BLAKE2b's own key (16 to 64 bytes here), the tag of the length
    // asked for; verify takes it from the tag.
    mac: (msg, key, out) => [blake2.blake2b(msg, { key, dkLen: out.length })],
    verify: (tag, msg, key) => equal(tag, blake2.blake2b(msg, { key, dkLen: tag.length })),
  },
  'mac/blake2s': {
    // BLAKE2s' own key (1 to 32 bytes), 32-byte output.
    mac: (msg, key) => [blake2.blake2s(msg, { key })],
    verify: (tag, msg, key) => equal(tag, blake2.blake2s(msg, { key })),
  },
  'hkdf/sha256': hkdfOf(() => sha2.sha256),
  'hkdf/sha512': hkdfOf(() => sha2.sha512),
};

module.exports = {
  pkg: '@noble/hashes',
  version: () => packageVersion('@noble/hashes'),
  ready: async () => {
    sha2 = require('@noble/hashes/sha2');
    blake2 = require('@noble/hashes/blake2');
    ({ hmac } = require('@noble/hashes/hmac'));
    hkdf = require('@noble/hashes/hkdf');
  },
  ops,
};
