'use strict';
// @noble/curves 1.9.x: elliptic curves in plain JavaScript with BigInt
// arithmetic, by the author of @noble/ed25519; its Ed25519 hashes with
// @noble/hashes' JavaScript SHA-512 (its own dependency), not node's. The
// 1.x line ships CommonJS beside its ES modules, so the adapter loads
// the package's ed25519 module with require(), which node 18 can do (2.x
// is ES modules only and wants node 20.19).
//
// Ed25519 verification is the package's default, zip215: true: public
// keys and R with a non-canonical y decode, small-order keys are accepted
// and the equation is the cofactored one; S must be below L. Unlike ZIP
// 215, the challenge hashes the re-encodings of A and R, not the bytes
// the caller sent, which the edge matrix shows. X25519 refuses a
// point whose product is zero (a low-order point) by throwing, which
// peer.js sends as an error and naclcmp reports as a refused point.
const { packageVersion } = require('./version.js');

let ed25519;
let x25519;

const ops = {
  'keyconv/ed25519-x25519': {
    // ed25519.utils.toMontgomery decodes the point (throwing on an
    // encoding that is not one) and returns (1+y)/(1-y); toMontgomerySecret
    // takes the 32-byte seed and returns the clamped first half of its
    // SHA-512.
    pk: (edPub) => [ed25519.utils.toMontgomery(edPub)],
    sk: (edPriv) => [ed25519.utils.toMontgomerySecret(edPriv.subarray(0, 32))],
  },
  'scalarmult/x25519': {
    // Throws 'invalid private or public key received' for an all-zero
    // product.
    scalarmult: (scalar, point) => [x25519.scalarMult(scalar, point)],
    base: (scalar) => [x25519.scalarMultBase(scalar)],
  },
  'sign/ed25519': {
    keypair: (seed) => {
      const pub = ed25519.getPublicKey(seed);
      const priv = new Uint8Array(64);
      priv.set(seed);
      priv.set(pub, 32);
      return [pub, priv];
    },
    // noble signs with the 32-byte seed and derives the public half itself.
    sign: (msg, priv) => [ed25519.sign(msg, priv.subarray(0, 32))],
    // verify answers false for what it cannot decode; the catch keeps any
    // other refusal of an input a rejection too.
    verify: (sig, msg, pub) => {
      try {
        return ed25519.verify(sig, msg, pub);
      } catch (e) {
        return false;
      }
    },
  },
};

module.exports = {
  pkg: '@noble/curves',
  version: () => packageVersion('@noble/curves'),
  ready: async () => {
    ({ ed25519, x25519 } = require('@noble/curves/ed25519'));
  },
  ops,
};
