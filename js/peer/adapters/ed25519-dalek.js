'use strict';
// ed25519_dalek 1.1.16: the Rust crate ed25519-dalek compiled to
// WebAssembly with wasm-bindgen. It constructs key pairs only at random or
// from seed ‖ public bytes, with no derivation of the public key from a
// seed, so this adapter has no keypair call (the Go side reports it as
// unsupported). The key objects of the last key used are kept (lastKey);
// signatures are deserialized on every call.
const { packageVersion } = require('./version.js');
const { lastKey } = require('./lastkey.js');

let dalek;
let keypair;
let publicKey;

const ops = {
  'sign/ed25519': {
    sign: (msg, priv) => {
      const sig = keypair(priv).sign(msg);
      try {
        return [sig.to_bytes()];
      } finally {
        sig.free();
      }
    },
    verify: (sig, msg, pub) => {
      // A public key or signature dalek cannot decode is a rejection.
      let pk;
      let s;
      try {
        pk = publicKey(pub);
        s = dalek.Ed25519Signature.from_bytes(sig);
      } catch (e) {
        return false;
      }
      // verify takes the signature by value: wasm-bindgen frees it.
      return pk.verify(msg, s);
    },
  },
};

module.exports = {
  pkg: 'ed25519_dalek',
  version: () => packageVersion('ed25519_dalek'),
  ready: async () => {
    dalek = require('ed25519_dalek');
    dalek.initSyncBundledOnce();
    keypair = lastKey((priv) => dalek.Ed25519Keypair.from_bytes(priv), (k) => k.free());
    publicKey = lastKey((pub) => dalek.Ed25519PublicKey.from_bytes(pub), (k) => k.free());
  },
  ops,
};
