'use strict';
// ed25519_dalek 1.1.16: the Rust crate ed25519-dalek compiled to
// WebAssembly with wasm-bindgen. It constructs key pairs only at random or
// from seed ‖ public bytes, with no derivation of the public key from a
// seed, so this adapter has no keypair call (the Go side reports it as
// unsupported). The key objects of the last key used are kept (lastKey);
// signatures are deserialized on every call.
//
// It serves node, where the package's node entry instantiates the
// WebAssembly it embeds (initSyncBundledOnce), and a page (browser.js),
// where the package's browser entry points need node (CommonJS exports,
// Buffer): there the adapter imports the package's wasm-bindgen module
// and the module embedding the WebAssembly as base64, and joins them with
// initSync, which is what initSyncBundledOnce does in node.
(function (root, factory) {
  if (typeof module === 'object' && module.exports) {
    const { packageVersion } = require('./version.js');
    const { lastKey } = require('./lastkey.js');
    const load = async () => {
      const dalek = require('ed25519_dalek');
      dalek.initSyncBundledOnce();
      return dalek;
    };
    module.exports = factory(load, () => packageVersion('ed25519_dalek'), lastKey);
  } else {
    const version = document.currentScript.dataset.version;
    const load = async () => {
      const [dalek, bundled] = await Promise.all([import('./ed25519_dalek_wasm.mjs'), import('./ed25519_dalek_wasm.wasm.mjs')]);
      dalek.initSync(root.naclcmpCore.webBase64.decode(bundled.wasm));
      return dalek;
    };
    root.naclcmpAdapter = factory(load, () => version, root.naclcmpLastKey.lastKey);
  }
})(globalThis, (load, version, lastKey) => {
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

  return {
    pkg: 'ed25519_dalek',
    version,
    ready: async () => {
      dalek = await load();
      keypair = lastKey((priv) => dalek.Ed25519Keypair.from_bytes(priv), (k) => k.free());
      publicKey = lastKey((pub) => dalek.Ed25519PublicKey.from_bytes(pub), (k) => k.free());
    },
    ops,
  };
});
