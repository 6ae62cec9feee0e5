'use strict';
// sodium-native: libsodium's C compiled into a node addon (N-API), whose
// binaries for each platform ship inside the npm package (prebuilds/) and
// are loaded through require-addon; nothing compiles at install. Its
// functions are libsodium's, one N-API function each, with libsodium's
// argument order: the caller passes every output as a TypedArray, which
// the addon writes in place, and the inputs are read where they lie, with
// no copy. Lengths are checked in C; a libsodium failure throws an Error
// with a fixed message, a verification or open answers a boolean (the
// AEADs' decrypt throws "could not verify data" instead).
//
// The addon has no crypto_box_beforenm nor crypto_box_*_afternm, no
// crypto_core_* of Salsa20 or ChaCha20, no crypto_stream_salsa2012/208,
// no crypto_auth_hmacsha256/512 and no crypto_verify_*. The box
// precomputation is made of what it has (see beforenm below); the others
// are not offered.
const { packageVersion } = require('./version.js');
const { argon2Cost } = require('./argon2cost.js');

let sodium;
// memzero is the addon's sodium_memzero, kept for empty.
let memzero;
// none is the 0-byte buffer empty passes, allocated once.
const none = new Uint8Array(0);

const out = (n) => new Uint8Array(n);

// stream is one of libsodium's crypto_stream functions: keystream(c, n, k)
// fills c, xor(c, m, n, k) writes m XOR keystream to c.
const stream = (name) => ({
  keystream: (zeros, nonce, key) => {
    const ks = out(zeros.length);
    sodium[name](ks, nonce, key);
    return [ks];
  },
  xor: (input, nonce, key) => {
    const c = out(input.length);
    sodium[`${name}_xor`](c, input, nonce, key);
    return [c];
  },
});

// aead is one of the IETF ChaCha20-Poly1305 constructions, ciphertext ‖
// tag; nsec is always null in libsodium.
const aead = (name) => ({
  seal: (msg, ad, nonce, key) => {
    const ct = out(msg.length + 16);
    sodium[`crypto_aead_${name}_encrypt`](ct, msg, ad, null, nonce, key);
    return [ct];
  },
  open: (ct, ad, nonce, key) => {
    const msg = out(ct.length - 16);
    try {
      sodium[`crypto_aead_${name}_decrypt`](msg, null, ct, ad, nonce, key);
    } catch (e) {
      if (e && e.message === 'could not verify data') {
        return false;
      }
      throw e;
    }
    return [msg];
  },
});

// sigma is Salsa20's constant, "expand 32-byte k", as four little-endian
// words.
const sigma = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574];

// beforenm is crypto_box_beforenm, HSalsa20(X25519(priv, peer), 0^16),
// from what the addon has: crypto_scalarmult (which fails on a low-order
// peer key, as crypto_box_beforenm does), then the first block of
// crypto_stream_salsa20 under the shared secret with an all-zero nonce. A
// Salsa20 block is the double rounds' output plus their input, and with a
// zero nonce and counter that input is HSalsa20's with a zero input: so
// HSalsa20 is the block's words 0, 5, 10, 15 less the constant words and
// its words 6 to 9 as they are (the zero words), which is how libsodium's
// own HSalsa20 reference code reads its result. Only this subtraction is
// JavaScript; the rest is the addon's libsodium.
function beforenm(peer, priv) {
  const s = out(32);
  sodium.crypto_scalarmult(s, priv, peer);
  const block = out(64);
  sodium.crypto_stream_salsa20(block, out(8), s);
  const z = new DataView(block.buffer);
  const k = out(32);
  const w = new DataView(k.buffer);
  [0, 5, 10, 15].forEach((j, i) => w.setUint32(4 * i, (z.getUint32(4 * j, true) - sigma[i]) >>> 0, true));
  [6, 7, 8, 9].forEach((j, i) => w.setUint32(16 + 4 * i, z.getUint32(4 * j, true), true));
  return k;
}

// pwhash is crypto_pwhash with algorithm alg, the addon's synchronous
// call: it blocks node's thread for the hash, which costs nothing here
// since the peer serves one request at a time, and the asynchronous
// variant would time a hop to libuv's thread pool besides. crypto_pwhash
// has no argument for a secret key, associated data or lanes: naclcmp
// refuses them before the request (the entry's Argon2 limits), and the
// checks below keep a request that got through anyway from being answered
// with the tag of other inputs.
const pwhash = (alg) => ({
  hash: (password, salt, secret, ad, cost) => {
    const c = argon2Cost(cost);
    if (secret.length !== 0 || ad.length !== 0 || c.lanes !== 1) {
      throw new Error('crypto_pwhash takes no secret key or associated data, and one lane');
    }
    const tag = out(c.tagLength);
    // memlimit is in bytes: at most (2^32 − 1) · 1024, exact in a double.
    sodium.crypto_pwhash(tag, password, salt, c.passes, c.memoryKiB * 1024, sodium[alg]);
    return [tag];
  },
});

// secretstream serves crypto_secretstream_xchacha20poly1305 with no state
// kept here: each call gets libsodium's state (STATEBYTES) from naclcmp,
// works on a copy and answers the changed copy, so a refused pull, which
// the addon reports by throwing, leaves naclcmp's state as it was.
const SS = 'crypto_secretstream_xchacha20poly1305_';
const ssCopy = (state) => {
  const st = out(sodium[SS + 'STATEBYTES']);
  st.set(state);
  return st;
};
const ssPull = (st, ct, ad) => {
  const msg = out(ct.length - sodium[SS + 'ABYTES']);
  const tag = out(1);
  try {
    sodium[SS + 'pull'](st, msg, tag, ct, ad);
  } catch (e) {
    return false;
  }
  return [st, msg, tag];
};
const secretstream = {
  init_push: (key) => {
    const st = out(sodium[SS + 'STATEBYTES']);
    const header = out(sodium[SS + 'HEADERBYTES']);
    sodium[SS + 'init_push'](st, header, key);
    return [st, header];
  },
  init_pull: (header, key) => {
    const st = out(sodium[SS + 'STATEBYTES']);
    sodium[SS + 'init_pull'](st, header, key);
    return [st];
  },
  push: (state, msg, ad, tag) => {
    const st = ssCopy(state);
    const ct = out(msg.length + sodium[SS + 'ABYTES']);
    sodium[SS + 'push'](st, ct, msg, ad, tag[0]);
    return [st, ct];
  },
  // pull_first starts the state from the header and key, then pulls: a
  // stream's first message in one call.
  pull_first: (header, key, ct, ad) => ssPull(secretstream.init_pull(header, key)[0], ct, ad),
  pull: (state, ct, ad) => ssPull(ssCopy(state), ct, ad),
  rekey: (state) => {
    const st = ssCopy(state);
    sodium[SS + 'rekey'](st);
    return [st];
  },
};

const ops = {
  'hash/sha256': {
    hash: (msg) => {
      const h = out(32);
      sodium.crypto_hash_sha256(h, msg);
      return [h];
    },
  },
  'hash/sha512': {
    hash: (msg) => {
      const h = out(64);
      sodium.crypto_hash_sha512(h, msg);
      return [h];
    },
  },
  // crypto_generichash (BLAKE2b) of the length asked for: the zero bytes
  // after the message give it; keyed, the MAC, whose verify recomputes
  // the tag of the tag's length and compares with sodium_memcmp.
  'hash/blake2b': {
    hash: (msg, zeros) => {
      const h = out(zeros.length);
      sodium.crypto_generichash(h, msg);
      return [h];
    },
  },
  'mac/blake2b': {
    mac: (msg, key, zeros) => {
      const tag = out(zeros.length);
      sodium.crypto_generichash(tag, msg, key);
      return [tag];
    },
    verify: (tag, msg, key) => {
      const want = out(tag.length);
      sodium.crypto_generichash(want, msg, key);
      return sodium.sodium_memcmp(tag, want);
    },
  },
  'mac/hmac-sha512256': {
    mac: (msg, key) => {
      const tag = out(32);
      sodium.crypto_auth(tag, msg, key);
      return [tag];
    },
    verify: (tag, msg, key) => sodium.crypto_auth_verify(tag, msg, key),
  },
  'mac/poly1305': {
    mac: (msg, key) => {
      const tag = out(16);
      sodium.crypto_onetimeauth(tag, msg, key);
      return [tag];
    },
    verify: (tag, msg, key) => sodium.crypto_onetimeauth_verify(tag, msg, key),
  },
  'mac/siphash24': {
    mac: (msg, key) => {
      const tag = out(8);
      sodium.crypto_shorthash(tag, msg, key);
      return [tag];
    },
    // libsodium has no shorthash verify: recompute and compare with
    // sodium_memcmp, as libsodium's binding does.
    verify: (tag, msg, key) => {
      const want = out(8);
      sodium.crypto_shorthash(want, msg, key);
      return sodium.sodium_memcmp(tag, want);
    },
  },
  'stream/xsalsa20': stream('crypto_stream'),
  'stream/salsa20': stream('crypto_stream_salsa20'),
  'stream/chacha20': stream('crypto_stream_chacha20'),
  'stream/chacha20-ietf': stream('crypto_stream_chacha20_ietf'),
  'stream/xchacha20': stream('crypto_stream_xchacha20'),
  'secretbox/xsalsa20poly1305': {
    seal: (msg, nonce, key) => {
      const box = out(msg.length + 16);
      sodium.crypto_secretbox_easy(box, msg, nonce, key);
      return [box];
    },
    open: (box, nonce, key) => {
      const msg = out(box.length - 16);
      return sodium.crypto_secretbox_open_easy(msg, box, nonce, key) && [msg];
    },
  },
  'box/curve25519xsalsa20poly1305': {
    // crypto_box_easy fails on a low-order peer key (the addon throws
    // "crypto box failed"); crypto_box_open_easy then answers false.
    seal: (msg, nonce, peer, priv) => {
      const box = out(msg.length + 16);
      sodium.crypto_box_easy(box, msg, nonce, peer, priv);
      return [box];
    },
    open: (box, nonce, peer, priv) => {
      const msg = out(box.length - 16);
      return sodium.crypto_box_open_easy(msg, box, nonce, peer, priv) && [msg];
    },
    beforenm: (peer, priv) => [beforenm(peer, priv)],
    // libsodium's crypto_box_easy_afternm and _open_easy_afternm are
    // crypto_secretbox_easy and _open_easy under the shared key.
    'seal-afternm': (msg, nonce, shared) => {
      const box = out(msg.length + 16);
      sodium.crypto_secretbox_easy(box, msg, nonce, shared);
      return [box];
    },
    'open-afternm': (box, nonce, shared) => {
      const msg = out(box.length - 16);
      return sodium.crypto_secretbox_open_easy(msg, box, nonce, shared) && [msg];
    },
  },
  'sealedbox/curve25519xsalsa20poly1305': {
    // crypto_box_seal fails on a low-order recipient key ("failed to
    // create seal").
    seal: (msg, pub) => {
      const box = out(msg.length + 48);
      sodium.crypto_box_seal(box, msg, pub);
      return [box];
    },
    open: (box, pub, priv) => {
      const msg = out(box.length - 48);
      return sodium.crypto_box_seal_open(msg, box, pub, priv) && [msg];
    },
  },
  'scalarmult/x25519': {
    // A low-order point makes libsodium fail: the addon throws "failed to
    // derive shared secret".
    scalarmult: (scalar, point) => {
      const q = out(32);
      sodium.crypto_scalarmult(q, scalar, point);
      return [q];
    },
    base: (scalar) => {
      const q = out(32);
      sodium.crypto_scalarmult_base(q, scalar);
      return [q];
    },
  },
  'sign/ed25519': {
    // libsodium's secret key is seed ‖ public, the matrix's format.
    keypair: (seed) => {
      const pub = out(32);
      const priv = out(64);
      sodium.crypto_sign_seed_keypair(pub, priv, seed);
      return [pub, priv];
    },
    sign: (msg, priv) => {
      const sig = out(64);
      sodium.crypto_sign_detached(sig, msg, priv);
      return [sig];
    },
    verify: (sig, msg, pub) => sodium.crypto_sign_verify_detached(sig, msg, pub),
  },
  'keyconv/ed25519-x25519': {
    // libsodium refuses a key that is not a point of the prime-order
    // subgroup: the addon throws.
    pk: (edPub) => {
      const x = out(32);
      sodium.crypto_sign_ed25519_pk_to_curve25519(x, edPub);
      return [x];
    },
    sk: (edPriv) => {
      const x = out(32);
      sodium.crypto_sign_ed25519_sk_to_curve25519(x, edPriv);
      return [x];
    },
  },
  'aead/chacha20poly1305-ietf': aead('chacha20poly1305_ietf'),
  'aead/xchacha20poly1305-ietf': aead('xchacha20poly1305_ietf'),
  'secretstream/xchacha20poly1305': secretstream,
  'pwhash/argon2id': pwhash('crypto_pwhash_ALG_ARGON2ID13'),
  'pwhash/argon2i': pwhash('crypto_pwhash_ALG_ARGON2I13'),
};

// empty makes the cheapest call into the addon there is: sodium_memzero
// of a 0-byte buffer allocated once. The N-API function reads its one
// argument's TypedArray (napi_get_cb_info, napi_get_typedarray_info), has
// libsodium zero 0 bytes, and returns no value, so no JavaScript value is
// made for the result (sodium_is_zero would make a boolean) and no memory
// is touched: what is measured is node's call of an N-API function and
// its return. Returns nothing.
function empty() {
  memzero(none);
}

module.exports = {
  pkg: 'sodium-native',
  version: () => packageVersion('sodium-native'),
  ready: async () => {
    sodium = require('sodium-native');
    memzero = sodium.sodium_memzero;
  },
  ops,
  empty,
};
