'use strict';
// elliptic 6.6.1: elliptic-curve arithmetic in plain JavaScript over bn.js
// big numbers, with hash.js's SHA-512, loaded with require() (CommonJS).
// Ed25519 is its EdDSA class, new EdDSA('ed25519'): keyFromSecret takes
// the 32-byte seed, keyFromPublic the 32-byte encoded point, and sign and
// verify work on them. Its calls take plain arrays of bytes (a Uint8Array
// fails its checks), so keys and signatures are copied into arrays; the
// messages go to hash.js as they are, which copies them itself.
//
// The key objects of the last keys used are kept (lastKey): elliptic
// caches on them the seed's SHA-512, the secret scalar and the public
// point, so that signing or verifying repeatedly with one key times the
// signature, not the key's expansion or decompression, which keypair
// times. What elliptic accepts and refuses is its own: the adapter turns
// a throw (a point it cannot decode) into a rejection and adds no check.
const { packageVersion } = require('./version.js');
const { lastKey } = require('./lastkey.js');

let ed;
let signer;
let verifier;

const ops = {
  'sign/ed25519': {
    keypair: (seed) => {
      const pub = Uint8Array.from(ed.keyFromSecret(Array.from(seed)).getPublic());
      const priv = new Uint8Array(64);
      priv.set(seed);
      priv.set(pub, 32);
      return [pub, priv];
    },
    // elliptic signs with the seed and derives the public half itself.
    sign: (msg, priv) => [Uint8Array.from(ed.sign(msg, signer(priv.subarray(0, 32))).toBytes())],
    // elliptic throws on a point it cannot decode (R or the public key):
    // a rejection.
    verify: (sig, msg, pub) => {
      try {
        return ed.verify(msg, Array.from(sig), verifier(pub)) === true;
      } catch (e) {
        return false;
      }
    },
  },
};

module.exports = {
  pkg: 'elliptic',
  version: () => packageVersion('elliptic'),
  ready: async () => {
    const { eddsa: EdDSA } = require('elliptic');
    ed = new EdDSA('ed25519');
    signer = lastKey((seed) => ed.keyFromSecret(Array.from(seed)));
    // The point is decoded when first used, inside verify's try.
    verifier = lastKey((pub) => ed.keyFromPublic(Array.from(pub)));
  },
  ops,
};
