'use strict';
// ed25519 0.0.5: a native node addon (SUPERCOP ref10 in C, built by
// node-gyp at install time). Its private keys are seed ‖ public, the
// matrix's format. Loading fails when the addon did not build.
const { packageVersion } = require('./version.js');

let addon;

const ops = {
  'sign/ed25519': {
    keypair: (seed) => {
      const kp = addon.MakeKeypair(Buffer.from(seed));
      return [kp.publicKey, kp.privateKey];
    },
    sign: (msg, priv) => [addon.Sign(Buffer.from(msg), Buffer.from(priv))],
    verify: (sig, msg, pub) => addon.Verify(Buffer.from(msg), Buffer.from(sig), Buffer.from(pub)),
  },
};

module.exports = {
  pkg: 'ed25519',
  version: () => packageVersion('ed25519'),
  ready: async () => {
    addon = require('ed25519');
  },
  ops,
};
