'use strict';
// @noble/ed25519 3.x: Ed25519 in plain JavaScript with BigInt arithmetic.
// Its synchronous API needs a SHA-512 hook; we give it node:crypto's
// SHA-512 (OpenSSL), as node users do, rather than a second JavaScript
// package. The package is an ES module, so it is loaded with import().
const { createHash } = require('node:crypto');
const { packageVersion } = require('./version.js');

let ed;

const sha512 = (m) => new Uint8Array(createHash('sha512').update(m).digest());

const ops = {
  'sign/ed25519': {
    keypair: (seed) => {
      const pub = ed.getPublicKey(seed);
      const priv = new Uint8Array(64);
      priv.set(seed);
      priv.set(pub, 32);
      return [pub, priv];
    },
    // noble signs with the 32-byte seed and derives the public half itself.
    sign: (msg, priv) => [ed.sign(msg, priv.subarray(0, 32))],
    // noble's default verify follows ZIP 215; it throws on some encodings
    // it cannot decode, which is a rejection.
    verify: (sig, msg, pub) => {
      try {
        return ed.verify(sig, msg, pub);
      } catch (e) {
        return false;
      }
    },
  },
};

module.exports = {
  pkg: '@noble/ed25519',
  version: () => packageVersion('@noble/ed25519'),
  ready: async () => {
    ed = await import('@noble/ed25519');
    ed.hashes.sha512 = sha512;
  },
  ops,
};
