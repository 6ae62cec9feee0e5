'use strict';
// tweetnacl-js 1.0.3: the JavaScript port of TweetNaCl, in two files of
// one package with the same API. nacl.js is the port of TweetNaCl with
// minimum differences; nacl-fast.js, the package's main, replaces some of
// its functions with faster ones (unrolled Salsa20 and HSalsa20 cores,
// SHA-512 on 32-bit halves, Poly1305-donna-16, unrolled field
// multiplication). This module serves either, in node or in a page. In
// node, peer.js calls it with the module to load ('tweetnacl' or
// 'tweetnacl/nacl.js'); in a page (browser.js), nacl-fast.js is loaded by
// a script tag before it and leaves the API in globalThis.nacl.
//
// The high-level API (nacl.hash, nacl.secretbox, nacl.box, nacl.scalarMult,
// nacl.sign) already uses the combined box format; the crypto_* functions
// of nacl.lowlevel give the stream, one-time authenticator, core and verify
// primitives that the high-level API does not expose.
(function (root, factory) {
  if (typeof module === 'object' && module.exports) {
    const path = require('node:path');
    const { packageVersion } = require('./version.js');
    module.exports = (spec) => {
      // file is what spec resolved to, relative to the package, so that
      // the greeting says which of the two files runs.
      const file = path.relative(path.dirname(require.resolve('tweetnacl/package.json')), require.resolve(spec));
      return factory(require(spec), file, () => packageVersion('tweetnacl'));
    };
  } else {
    // browser.js says which file the page loaded and its version.
    const d = document.currentScript.dataset;
    root.naclcmpAdapter = factory(root.nacl, d.file, () => d.version);
  }
})(globalThis, (nacl, file, version) => {
  // opened maps a high-level open's result (null when the box is rejected).
  const opened = (m) => (m === null ? false : [m]);
  const ll = nacl.lowlevel;

  const ops = {
    'hash/sha512': { hash: (msg) => [nacl.hash(msg)] },
    'mac/poly1305': {
      mac: (msg, key) => {
        const tag = new Uint8Array(16);
        ll.crypto_onetimeauth(tag, 0, msg, 0, msg.length, key);
        return [tag];
      },
      verify: (tag, msg, key) => ll.crypto_onetimeauth_verify(tag, 0, msg, 0, msg.length, key) === 0,
    },
    'stream/xsalsa20': {
      keystream: (out, nonce, key) => {
        const ks = new Uint8Array(out.length);
        ll.crypto_stream(ks, 0, ks.length, nonce, key);
        return [ks];
      },
      xor: (input, nonce, key) => {
        const c = new Uint8Array(input.length);
        ll.crypto_stream_xor(c, 0, input, 0, input.length, nonce, key);
        return [c];
      },
    },
    'stream/salsa20': {
      keystream: (out, nonce, key) => {
        const ks = new Uint8Array(out.length);
        ll.crypto_stream_salsa20(ks, 0, ks.length, nonce, key);
        return [ks];
      },
      xor: (input, nonce, key) => {
        const c = new Uint8Array(input.length);
        ll.crypto_stream_salsa20_xor(c, 0, input, 0, input.length, nonce, key);
        return [c];
      },
    },
    'core/hsalsa20': {
      core: (input, key, constant) => {
        const out = new Uint8Array(32);
        ll.crypto_core_hsalsa20(out, input, key, constant);
        return [out];
      },
    },
    'secretbox/xsalsa20poly1305': {
      seal: (msg, nonce, key) => [nacl.secretbox(msg, nonce, key)],
      open: (box, nonce, key) => opened(nacl.secretbox.open(box, nonce, key)),
    },
    'box/curve25519xsalsa20poly1305': {
      seal: (msg, nonce, peer, priv) => [nacl.box(msg, nonce, peer, priv)],
      open: (box, nonce, peer, priv) => opened(nacl.box.open(box, nonce, peer, priv)),
      beforenm: (peer, priv) => [nacl.box.before(peer, priv)],
      'seal-afternm': (msg, nonce, shared) => [nacl.box.after(msg, nonce, shared)],
      'open-afternm': (box, nonce, shared) => opened(nacl.box.open.after(box, nonce, shared)),
    },
    'scalarmult/x25519': {
      scalarmult: (scalar, point) => [nacl.scalarMult(scalar, point)],
      base: (scalar) => [nacl.scalarMult.base(scalar)],
    },
    'sign/ed25519': {
      // secretKey is seed ‖ public, the private-key format of the matrix.
      keypair: (seed) => {
        const kp = nacl.sign.keyPair.fromSeed(seed);
        return [kp.publicKey, kp.secretKey];
      },
      sign: (msg, priv) => [nacl.sign.detached(msg, priv)],
      verify: (sig, msg, pub) => nacl.sign.detached.verify(msg, sig, pub),
    },
    'verify/verify16': { equal: (a, b) => ll.crypto_verify_16(a, 0, b, 0) === 0 },
    'verify/verify32': { equal: (a, b) => ll.crypto_verify_32(a, 0, b, 0) === 0 },
  };

  return {
    pkg: 'tweetnacl',
    file,
    version,
    ready: async () => {},
    ops,
  };
});
