'use strict';
// @noble/ciphers 1.x: Salsa20, ChaCha, AES and Poly1305 in plain
// JavaScript (no WebAssembly, no node:crypto), by the author of the
// @noble curve packages. The 1.x line ships CommonJS beside its ES
// modules, so the adapter loads the package's modules with require(),
// which node 18 can do.
//
// Every stream cipher of the package is a function (key, nonce, data)
// that starts its block counter at zero: salsa20 (8-byte nonce, 64-bit
// counter), chacha20orig (DJB's ChaCha20, 8-byte nonce, 64-bit counter),
// chacha20 (RFC 8439, 12-byte nonce, 32-bit counter), xsalsa20 and
// xchacha20 (24-byte nonces through HSalsa20 and HChaCha20). aes.ctr
// increments the whole 16-byte counter block as a big-endian number
// (NIST SP 800-38A). The AEADs and secretbox throw 'invalid tag' (GCM:
// 'aes/gcm: invalid ghash tag') when the tag does not authenticate, which
// the adapter answers as a rejection. hsalsa and hchacha, the core
// functions the extended-nonce ciphers use, are exported by the
// package's salsa and chacha modules; they take and write 32-bit words,
// which the adapter views on the bytes as the package itself does
// (little-endian: the package refuses big-endian machines).
const { packageVersion } = require('./version.js');

let salsa;
let chacha;
let aes;
let poly1305;
let utils;

// rejected reports whether e is the package's tag failure.
const rejected = (e) => e instanceof Error && /invalid (ghash )?tag$/.test(e.message);

// opened answers an open: the plaintext, or false when the tag fails.
function opened(fn) {
  try {
    return [fn()];
  } catch (e) {
    if (rejected(e)) {
      return false;
    }
    throw e;
  }
}

// arx is a Salsa20 or ChaCha stream function of the package.
const arx = (fn) => ({
  keystream: (zeros, nonce, key) => [fn()(key, nonce, zeros)],
  xor: (input, nonce, key) => [fn()(key, nonce, input)],
});

const aesCTR = {
  keystream: (zeros, nonce, key) => [aes.ctr(key, nonce).encrypt(zeros)],
  xor: (input, nonce, key) => [aes.ctr(key, nonce).encrypt(input)],
};

// aead is an AEAD of the package: (key, nonce, ad) → encrypt/decrypt,
// ciphertext followed by the 16-byte tag.
const aead = (fn) => ({
  seal: (msg, ad, nonce, key) => [fn()(key, nonce, ad).encrypt(msg)],
  open: (ct, ad, nonce, key) => opened(() => fn()(key, nonce, ad).decrypt(ct)),
});

// words views bytes as the 32-bit words the core functions take.
const words = (b) => utils.u32(b.byteOffset % 4 === 0 ? b : b.slice());

// core runs hsalsa or hchacha: (sigma, key, input, out) in words.
const core = (fn) => ({
  core: (input, key, constant) => {
    const out = new Uint32Array(8);
    fn()(words(constant), words(key), words(input), out);
    return [utils.u8(out)];
  },
});

const ops = {
  'mac/poly1305': {
    mac: (msg, key) => [poly1305(msg, key)],
    verify: (tag, msg, key) => utils.equalBytes(tag, poly1305(msg, key)),
  },
  'stream/xsalsa20': arx(() => salsa.xsalsa20),
  'stream/salsa20': arx(() => salsa.salsa20),
  'stream/chacha20': arx(() => chacha.chacha20orig),
  'stream/chacha20-ietf': arx(() => chacha.chacha20),
  'stream/xchacha20': arx(() => chacha.xchacha20),
  'stream/aes128ctr': aesCTR,
  'stream/aes256ctr': aesCTR,
  'core/hsalsa20': core(() => salsa.hsalsa),
  'core/hchacha20': core(() => chacha.hchacha),
  'secretbox/xsalsa20poly1305': {
    // secretbox's seal gives tag ‖ ciphertext, the combined format.
    seal: (msg, nonce, key) => [salsa.secretbox(key, nonce).seal(msg)],
    open: (box, nonce, key) => opened(() => salsa.secretbox(key, nonce).open(box)),
  },
  'aead/chacha20poly1305-ietf': aead(() => chacha.chacha20poly1305),
  'aead/xchacha20poly1305-ietf': aead(() => chacha.xchacha20poly1305),
  'aead/aes256gcm': aead(() => aes.gcm),
};

module.exports = {
  pkg: '@noble/ciphers',
  version: () => packageVersion('@noble/ciphers'),
  ready: async () => {
    salsa = require('@noble/ciphers/salsa');
    chacha = require('@noble/ciphers/chacha');
    aes = require('@noble/ciphers/aes');
    ({ poly1305 } = require('@noble/ciphers/_poly1305'));
    utils = require('@noble/ciphers/utils');
  },
  ops,
};
