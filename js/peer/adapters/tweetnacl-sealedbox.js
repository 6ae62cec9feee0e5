'use strict';
// tweetnacl-sealedbox-js: libsodium's sealed box (crypto_box_seal) built on
// tweetnacl-js. Its seal draws an ephemeral key pair with nacl.box.keyPair
// (node's crypto.randomBytes underneath), derives the nonce with blakejs's
// BLAKE2b-192 of the two public keys and boxes with nacl.box; open reverses
// it. Its main file is a bundle that requires 'tweetnacl' (so tweetnacl's
// main, nacl-fast.js) and 'blakejs/blake2b' from node_modules.
const { packageVersion } = require('./version.js');

let sealedbox;

const ops = {
  'sealedbox/curve25519xsalsa20poly1305': {
    seal: (msg, pub) => [sealedbox.seal(msg, pub)],
    // open returns null when the box does not authenticate.
    open: (box, pub, priv) => {
      const m = sealedbox.open(box, pub, priv);
      return m === null ? false : [m];
    },
  },
};

module.exports = {
  pkg: 'tweetnacl-sealedbox-js',
  version: () => packageVersion('tweetnacl-sealedbox-js'),
  ready: async () => {
    sealedbox = require('tweetnacl-sealedbox-js');
  },
  ops,
};
