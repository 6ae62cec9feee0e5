'use strict';
// hash-wasm 4.12.0: hash functions written in C and compiled to
// WebAssembly, one module per algorithm, embedded in the package's
// JavaScript; loaded with require(), which gives its UMD build. Its API
// is asynchronous (each function answers a promise) because it
// instantiates the WebAssembly module, but the hasher objects it makes
// (createSHA256, createBLAKE2b, createHMAC, …) are synchronous once made:
// init().update(m).digest('binary') runs in the module without a promise.
// So the unkeyed hashers are made once, in ready(), and every call reuses
// them; a keyed hasher (HMAC, keyed BLAKE2s) is made for its key, which
// takes a promise, and kept for the last key used (lastKeyed), so that
// repeated calls with one key are synchronous, as a caller holding its
// key would make them. The package has no MAC verification, so verify
// computes the tag and compares it with node:crypto's timingSafeEqual.
const path = require('node:path');
const { packageVersion } = require('./version.js');

// The file require() resolves to, relative to the package, which ships a
// UMD and an ES module build of the same code: dist/index.umd.js.
const file = path.relative(path.dirname(require.resolve('hash-wasm/package.json')), require.resolve('hash-wasm'));

let hw;
// The unkeyed hashers, made in ready().
const hashers = {};

const { tagEqual: equal } = require('./tagequal.js');
const { argon2Cost } = require('./argon2cost.js');

// lastKeyed keeps the hasher make built for the last key used, as
// lastKey does, for a make that answers a promise: with the last key, it
// hands the kept hasher to use synchronously; with another, it answers a
// promise of use's result, which the peer awaits.
function lastKeyed(make) {
  let bytes = null;
  let hasher = null;
  return (key, use) => {
    if (bytes !== null && Buffer.compare(bytes, key) === 0) {
      return use(hasher);
    }
    return make(key).then((h) => {
      bytes = Uint8Array.from(key);
      hasher = h;
      return use(h);
    });
  };
}

const digest = (h, msg) => h.init().update(msg).digest('binary');

const hash = (name) => ({ hash: (msg) => [digest(hashers[name], msg)] });

// blake2bOf keeps one unkeyed BLAKE2b hasher per output length, each made
// (a promise) on first use of its length; the calls after it are
// synchronous, as hash's.
function blake2bOf() {
  const made = new Map();
  return (msg, out) => {
    const h = made.get(out.length);
    if (h !== undefined) {
      return [digest(h, msg)];
    }
    return hw.createBLAKE2b(8 * out.length).then((nh) => {
      made.set(out.length, nh);
      return [digest(nh, msg)];
    });
  };
}

// keyed serves a MAC whose hasher is made per key by make.
function keyed(make) {
  const withKey = lastKeyed(make);
  return {
    mac: (msg, key) => withKey(key, (h) => [digest(h, msg)]),
    verify: (tag, msg, key) => withKey(key, (h) => equal(tag, digest(h, msg))),
  };
}

// keyedSized is keyed for a MAC whose tag length varies: the hasher is
// made per key and length, the pair kept as one key.
function keyedSized(make) {
  const withKey = lastKeyed((k) => make(k.subarray(1), k[0]));
  const both = (key, len) => {
    const k = new Uint8Array(key.length + 1);
    k[0] = len;
    k.set(key, 1);
    return k;
  };
  return {
    mac: (msg, key, out) => withKey(both(key, out.length), (h) => [digest(h, msg)]),
    verify: (tag, msg, key) => withKey(both(key, tag.length), (h) => equal(tag, digest(h, msg))),
  };
}

// argon2 runs hash-wasm's Argon2 of one variant (argon2id, argon2i):
// WebAssembly compiled from the reference C code, one module per call,
// answering a promise, which the peer awaits, inside the timed loop. It
// takes a secret key but no associated data, and refuses an empty
// password ("Password must be specified") and salts under 8 bytes, which
// naclcmp refuses first as unsupported (js.Argon2Limits).
const argon2 = (fn) => ({
  hash: async (password, salt, secret, ad, cost) => {
    const c = argon2Cost(cost);
    if (ad.length !== 0) {
      throw new Error('hash-wasm\'s Argon2 takes no associated data');
    }
    const tag = await hw[fn]({
      password,
      salt,
      secret,
      iterations: c.passes,
      memorySize: c.memoryKiB,
      parallelism: c.lanes,
      hashLength: c.tagLength,
      outputType: 'binary',
    });
    return [tag];
  },
});

const ops = {
  'hash/sha256': hash('sha256'),
  'hash/sha512': hash('sha512'),
  'hash/blake2s': hash('blake2s'),
  'hash/blake2b512': hash('blake2b512'),
  'hash/blake2b': { hash: blake2bOf() },
  // createHMAC over a SHA-2 hasher of its own, one per algorithm, which
  // each HMAC hasher re-initializes with its key on init().
  'mac/hmac-sha256': keyed((key) => hw.createHMAC(Promise.resolve(hashers.hmacSHA256), key)),
  'mac/hmac-sha512': keyed((key) => hw.createHMAC(Promise.resolve(hashers.hmacSHA512), key)),
  // createBLAKE2s(256, key): keys of 1 to 32 bytes, as the operation's.
  'mac/blake2s': keyed((key) => hw.createBLAKE2s(256, key)),
  // createBLAKE2b(bits, key) per key and tag length, kept for the last
  // pair; the tag's length comes from the zero bytes after the key (mac)
  // or from the tag itself (verify).
  'mac/blake2b': keyedSized((key, len) => hw.createBLAKE2b(8 * len, key)),
  'pwhash/argon2id': argon2('argon2id'),
  'pwhash/argon2i': argon2('argon2i'),
};

module.exports = {
  pkg: 'hash-wasm',
  file,
  version: () => packageVersion('hash-wasm'),
  ready: async () => {
    hw = require('hash-wasm');
    hashers.sha256 = await hw.createSHA256();
    hashers.sha512 = await hw.createSHA512();
    hashers.blake2s = await hw.createBLAKE2s(256);
    hashers.blake2b512 = await hw.createBLAKE2b(512);
    hashers.hmacSHA256 = await hw.createSHA256();
    hashers.hmacSHA512 = await hw.createSHA512();
  },
  ops,
};
