'use strict';
// @noble/ed25519 3.x: Ed25519 in plain JavaScript with BigInt arithmetic.
// The package is an ES module, loaded with import(). It serves node and a
// page (browser.js), with the API each would use:
//
//   - node: the synchronous API, whose SHA-512 hook we set to node:crypto's
//     SHA-512 (OpenSSL), as node users do, rather than a second JavaScript
//     package;
//   - a page: the asynchronous API (getPublicKeyAsync, signAsync,
//     verifyAsync), the package's default in a browser, whose SHA-512 is
//     the browser's crypto.subtle.digest, a promise per hash.
(function (root, factory) {
  if (typeof module === 'object' && module.exports) {
    const { createHash } = require('node:crypto');
    const { packageVersion } = require('./version.js');
    const sha512 = (m) => new Uint8Array(createHash('sha512').update(m).digest());
    const load = async () => {
      const ed = await import('@noble/ed25519');
      ed.hashes.sha512 = sha512;
      return { getPublicKey: ed.getPublicKey, sign: ed.sign, verify: ed.verify };
    };
    module.exports = factory(load, () => packageVersion('@noble/ed25519'));
  } else {
    const version = document.currentScript.dataset.version;
    const load = async () => {
      const ed = await import('./noble-ed25519.js');
      return { getPublicKey: ed.getPublicKeyAsync, sign: ed.signAsync, verify: ed.verifyAsync };
    };
    root.naclcmpAdapter = factory(load, () => version);
  }
})(globalThis, (load, version) => {
  // api is getPublicKey, sign and verify, synchronous or asynchronous:
  // the calls below take either (a promise is awaited by core.js).
  let api;
  const then = (r, f) => (r instanceof Promise ? r.then(f) : f(r));

  const ops = {
    'sign/ed25519': {
      keypair: (seed) => then(api.getPublicKey(seed), (pub) => {
        const priv = new Uint8Array(64);
        priv.set(seed);
        priv.set(pub, 32);
        return [pub, priv];
      }),
      // noble signs with the 32-byte seed and derives the public half itself.
      sign: (msg, priv) => then(api.sign(msg, priv.subarray(0, 32)), (sig) => [sig]),
      // noble's default verify follows ZIP 215; it throws on some
      // encodings it cannot decode (the asynchronous API rejects), which
      // is a rejection.
      verify: (sig, msg, pub) => {
        let r;
        try {
          r = api.verify(sig, msg, pub);
        } catch (e) {
          return false;
        }
        return r instanceof Promise ? r.catch(() => false) : r;
      },
    },
  };

  return {
    pkg: '@noble/ed25519',
    version,
    ready: async () => {
      api = await load();
    },
    ops,
  };
});
