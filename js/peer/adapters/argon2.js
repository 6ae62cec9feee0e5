'use strict';
// argon2: node's addon over the Argon2 reference implementation (the C of
// the Password Hashing Competition's winner, version 0x13). argon2.hash
// with raw: true returns the tag alone; it takes a secret key and
// associated data, and computes the lanes on as many threads. Its
// hashing runs on libuv's thread pool, so a call is a promise, which the
// peer awaits. The package loads its addon through node-gyp-build: the one
// compiled at install time when there is one, else the prebuilt binary of
// this platform.
const { packageVersion } = require('./version.js');
const { argon2Cost } = require('./argon2cost.js');

let argon2;

// buf views a Uint8Array as a Buffer, without copying: the addon reads
// its inputs as Buffers.
const buf = (u) => Buffer.from(u.buffer, u.byteOffset, u.byteLength);

const variant = (type) => ({
  hash: async (password, salt, secret, ad, cost) => {
    const c = argon2Cost(cost);
    const tag = await argon2.hash(buf(password), {
      raw: true,
      type: argon2[type],
      version: 0x13,
      hashLength: c.tagLength,
      timeCost: c.passes,
      memoryCost: c.memoryKiB,
      parallelism: c.lanes,
      salt: buf(salt),
      secret: buf(secret),
      associatedData: buf(ad),
    });
    return [tag];
  },
});

const ops = {
  'pwhash/argon2id': variant('argon2id'),
  'pwhash/argon2i': variant('argon2i'),
};

module.exports = {
  pkg: 'argon2',
  version: () => packageVersion('argon2'),
  ready: async () => {
    argon2 = require('argon2');
  },
  ops,
};
