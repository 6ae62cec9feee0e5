'use strict';
// @stablelib/ed25519 2.1.0: Ed25519 in plain JavaScript from StableLib,
// derived from TweetNaCl's code (16-limb field arithmetic in Float64Arrays)
// with @stablelib/sha512, and checks of its own in verify: S must be below
// the group order and the public key's y below p. Version 2 is an ES
// module only, so it is loaded with import(), which node 18 and 20 both
// have. Its private key is seed ‖ public, the matrix's format, and sign
// reads the public half from it, as TweetNaCl does.
const { packageVersion } = require('./version.js');

let ed;

const ops = {
  // convertPublicKeyToX25519 throws on an encoding that is not a point;
  // convertSecretKeyToX25519 reads the seed half of the secret key.
  'keyconv/ed25519-x25519': {
    pk: (edPub) => [ed.convertPublicKeyToX25519(edPub)],
    sk: (edPriv) => [ed.convertSecretKeyToX25519(edPriv)],
  },
  'sign/ed25519': {
    keypair: (seed) => {
      const kp = ed.generateKeyPairFromSeed(seed);
      return [kp.publicKey, kp.secretKey];
    },
    sign: (msg, priv) => [ed.sign(priv, msg)],
    // verify throws only on wrong lengths, which the Go side refuses
    // first; a throw would be a rejection.
    verify: (sig, msg, pub) => {
      try {
        return ed.verify(pub, msg, sig) === true;
      } catch (e) {
        return false;
      }
    },
  },
};

module.exports = {
  pkg: '@stablelib/ed25519',
  version: () => packageVersion('@stablelib/ed25519'),
  ready: async () => {
    ed = await import('@stablelib/ed25519');
  },
  ops,
};
