'use strict';
// supercop.wasm 5.0.1: orlp/ed25519 compiled to WebAssembly by Emscripten.
// Like orlp, it keeps SHA-512(seed), clamped, as its 64-byte secret key;
// the matrix's private key is seed ‖ public, so Sign expands the seed with
// supercop's own createKeyPair. The expansion of the last key used is
// kept (lastKey), so that signing repeatedly with one key times the
// signature alone.
//
// It serves node, where the package is required, and a page (browser.js),
// where the package's two scripts, loaded before it, leave its API in
// globalThis.supercop_wasm and its loader fetches supercop.wasm.
(function (root, factory) {
  if (typeof module === 'object' && module.exports) {
    const { packageVersion } = require('./version.js');
    const { lastKey } = require('./lastkey.js');
    module.exports = factory(() => require('supercop.wasm'), () => packageVersion('supercop.wasm'), lastKey);
  } else {
    const version = document.currentScript.dataset.version;
    root.naclcmpAdapter = factory(() => root.supercop_wasm, () => version, root.naclcmpLastKey.lastKey);
  }
})(globalThis, (load, version, lastKey) => {
  let supercop;
  let secretKey;

  const ops = {
    'sign/ed25519': {
      keypair: (seed) => {
        const pub = supercop.createKeyPair(seed).publicKey;
        const priv = new Uint8Array(64);
        priv.set(seed);
        priv.set(pub, 32);
        return [pub, priv];
      },
      // orlp signs with the public half given, as libsodium does.
      sign: (msg, priv) => [supercop.sign(msg, priv.subarray(32), secretKey(priv.subarray(0, 32)))],
      verify: (sig, msg, pub) => supercop.verify(sig, msg, pub),
    },
  };

  return {
    pkg: 'supercop.wasm',
    version,
    ready: () => new Promise((resolve) => {
      supercop = load();
      secretKey = lastKey((seed) => supercop.createKeyPair(Uint8Array.from(seed)).secretKey);
      // ready passes Emscripten's Module, which has a then method:
      // resolving the promise with it would wait on it forever, so resolve
      // with nothing.
      supercop.ready(() => resolve());
    }),
    ops,
  };
});
