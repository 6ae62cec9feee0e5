'use strict';
// blakejs 1.2.1: BLAKE2b and BLAKE2s in plain JavaScript (32-bit words,
// BLAKE2b's 64-bit words as pairs of them), loaded with require()
// (CommonJS). blake2b(input, key, outlen) and blake2s(input, key, outlen)
// answer the digest as a Uint8Array; without a key they are the plain
// hashes. The package has no MAC verification, so verify computes the tag
// and compares it with node:crypto's timingSafeEqual.
const { packageVersion } = require('./version.js');

let blake;

const { tagEqual: equal } = require('./tagequal.js');

const ops = {
  'hash/blake2s': { hash: (msg) => [blake.blake2s(msg, null, 32)] },
  // blake2b with no key and the 64-byte output: the fixed-length
  // operation.
  'hash/blake2b512': { hash: (msg) => [blake.blake2b(msg, null, 64)] },
  // The variable-length operation: the zero bytes after the message give
  // the length asked for.
  'hash/blake2b': { hash: (msg, out) => [blake.blake2b(msg, null, out.length)] },
  'mac/blake2b': {
    // blakejs takes keys of up to 64 bytes; the operation's are 16 to 64.
    mac: (msg, key, out) => [blake.blake2b(msg, key, out.length)],
    verify: (tag, msg, key) => equal(tag, blake.blake2b(msg, key, tag.length)),
  },
  'mac/blake2s': {
    // blakejs takes keys of 1 to 32 bytes, as the operation does.
    mac: (msg, key) => [blake.blake2s(msg, key, 32)],
    verify: (tag, msg, key) => equal(tag, blake.blake2s(msg, key, 32)),
  },
};

module.exports = {
  pkg: 'blakejs',
  version: () => packageVersion('blakejs'),
  ready: async () => {
    blake = require('blakejs');
  },
  ops,
};
