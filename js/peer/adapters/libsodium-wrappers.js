'use strict';
// libsodium-wrappers: libsodium compiled to WebAssembly by emscripten (its
// `libsodium` dependency, the wasm module inlined in one JavaScript file),
// with a JavaScript layer on top that checks lengths, copies every
// argument into the module's heap (its malloc) and every result back out
// into a new Uint8Array, and frees the heap copies. One adapter serves
// two packages, by the name it is called with (peer.js): the standard
// build, libsodium-wrappers, which has no SHA-256, no
// crypto_auth_hmacsha256/512, no crypto_onetimeauth, no crypto_stream_*,
// no crypto_core_*, no crypto_verify_* and no crypto_pwhash (its raw
// module exports only what its wrappers wrap, so none of them can be
// reached), and the sumo build, libsodium-wrappers-sumo: the same
// libsodium and wrappers with those, but for crypto_verify_* and the
// Salsa20 streams, which it does not wrap either.
//
// The adapter calls the wrappers' functions, the package's API, with the
// peer's Uint8Arrays. A failed open throws an Error whose message the
// wrappers fix per function ("wrong secret key for the given
// ciphertext"): that message is a rejection (false), anything else an
// error. Where the module fails to instantiate WebAssembly, the wrappers
// fall back to a JavaScript translation of it (wasm2js); this entry
// measures the WebAssembly, so ready refuses the fallback. It refuses a
// libsodium other than the one the entry's Library names (js/impls.go),
// so that the reports cannot name the wrong one.
const { packageVersion } = require('./version.js');
const { argon2Cost } = require('./argon2cost.js');

// LIBSODIUM is the libsodium version that js/impls.go's Library names for
// this package version: SODIUM_VERSION_STRING of the module must equal it.
const LIBSODIUM = '1.0.22';

let sodium;
// versionMajor is the module's export sodium_library_version_major, read
// once in ready, for empty.
let versionMajor;

// rejected runs an open of the wrappers and returns its plaintext, or false
// when it threw the message the wrappers raise on an authentication
// failure; any other error stays an error.
function rejected(open, failure) {
  try {
    return [open()];
  } catch (e) {
    if (e && e.message === failure) {
      return false;
    }
    throw e;
  }
}

// isWasm reports whether fn is a function exported by a WebAssembly
// instance, which node prints as native code named by its index; the
// wasm2js fallback's functions are JavaScript.
const isWasm = (fn) => typeof fn === 'function' && /^function \d+\(\) \{ \[native code\] \}$/.test(Function.prototype.toString.call(fn));

// aead is one of the IETF ChaCha20-Poly1305 constructions, ciphertext ‖
// tag; nsec is always null in libsodium.
const aead = (name) => ({
  seal: (msg, ad, nonce, key) => [sodium[`crypto_aead_${name}_encrypt`](msg, ad, null, nonce, key)],
  open: (ct, ad, nonce, key) => rejected(() => sodium[`crypto_aead_${name}_decrypt`](null, ct, ad, nonce, key), 'ciphertext cannot be decrypted using that key'),
});

// standard are the operations of both builds.
const standard = {
  'hash/sha512': { hash: (msg) => [sodium.crypto_hash(msg)] },
  // crypto_generichash (BLAKE2b) of the length asked for: the zero bytes
  // after the message give it; keyed, the MAC, whose verify recomputes
  // the tag of the tag's length and compares with the wrappers' memcmp.
  'hash/blake2b': { hash: (msg, zeros) => [sodium.crypto_generichash(zeros.length, msg, null)] },
  'mac/blake2b': {
    mac: (msg, key, zeros) => [sodium.crypto_generichash(zeros.length, msg, key)],
    verify: (tag, msg, key) => sodium.memcmp(tag, sodium.crypto_generichash(tag.length, msg, key)),
  },
  'mac/hmac-sha512256': {
    mac: (msg, key) => [sodium.crypto_auth(msg, key)],
    verify: (tag, msg, key) => sodium.crypto_auth_verify(tag, msg, key),
  },
  'mac/siphash24': {
    mac: (msg, key) => [sodium.crypto_shorthash(msg, key)],
    // libsodium has no shorthash verify: recompute and compare with the
    // wrappers' constant-time memcmp (JavaScript, not the module's
    // sodium_memcmp).
    verify: (tag, msg, key) => sodium.memcmp(tag, sodium.crypto_shorthash(msg, key)),
  },
  'secretbox/xsalsa20poly1305': {
    seal: (msg, nonce, key) => [sodium.crypto_secretbox_easy(msg, nonce, key)],
    open: (box, nonce, key) => rejected(() => sodium.crypto_secretbox_open_easy(box, nonce, key), 'wrong secret key for the given ciphertext'),
  },
  'box/curve25519xsalsa20poly1305': {
    // libsodium refuses a low-order peer key (crypto_box_beforenm fails):
    // the wrappers throw "invalid usage" on seal and beforenm, and open
    // reports a rejection.
    seal: (msg, nonce, peer, priv) => [sodium.crypto_box_easy(msg, nonce, peer, priv)],
    open: (box, nonce, peer, priv) => rejected(() => sodium.crypto_box_open_easy(box, nonce, peer, priv), 'incorrect key pair for the given ciphertext'),
    beforenm: (peer, priv) => [sodium.crypto_box_beforenm(peer, priv)],
    'seal-afternm': (msg, nonce, shared) => [sodium.crypto_box_easy_afternm(msg, nonce, shared)],
    'open-afternm': (box, nonce, shared) => rejected(() => sodium.crypto_box_open_easy_afternm(box, nonce, shared), 'incorrect secret key for the given ciphertext'),
  },
  'sealedbox/curve25519xsalsa20poly1305': {
    seal: (msg, pub) => [sodium.crypto_box_seal(msg, pub)],
    open: (box, pub, priv) => rejected(() => sodium.crypto_box_seal_open(box, pub, priv), 'incorrect key pair for the given ciphertext'),
  },
  'scalarmult/x25519': {
    // A low-order point makes libsodium fail: the wrappers throw "weak
    // public key".
    scalarmult: (scalar, point) => [sodium.crypto_scalarmult(scalar, point)],
    base: (scalar) => [sodium.crypto_scalarmult_base(scalar)],
  },
  'sign/ed25519': {
    // libsodium's secret key is seed ‖ public, the matrix's format.
    keypair: (seed) => {
      const kp = sodium.crypto_sign_seed_keypair(seed);
      return [kp.publicKey, kp.privateKey];
    },
    sign: (msg, priv) => [sodium.crypto_sign_detached(msg, priv)],
    verify: (sig, msg, pub) => sodium.crypto_sign_verify_detached(sig, msg, pub),
  },
  'keyconv/ed25519-x25519': {
    // libsodium refuses a key that is not a point of the prime-order
    // subgroup: the wrappers throw.
    pk: (edPub) => [sodium.crypto_sign_ed25519_pk_to_curve25519(edPub)],
    sk: (edPriv) => [sodium.crypto_sign_ed25519_sk_to_curve25519(edPriv)],
  },
  'aead/chacha20poly1305-ietf': aead('chacha20poly1305_ietf'),
  'aead/xchacha20poly1305-ietf': aead('xchacha20poly1305_ietf'),
};

// hmac is HMAC over hash ('sha256', 'sha512') through the wrappers'
// init/update/final, which take a key of any length, as HMAC does:
// crypto_auth_hmacsha256 itself takes 32-byte keys only. verify recomputes
// the tag and compares with the wrappers' memcmp.
const hmac = (hash) => {
  const tag = (msg, key) => {
    const st = sodium[`crypto_auth_hmac${hash}_init`](key);
    sodium[`crypto_auth_hmac${hash}_update`](st, msg);
    return sodium[`crypto_auth_hmac${hash}_final`](st);
  };
  return {
    mac: (msg, key) => [tag(msg, key)],
    verify: (want, msg, key) => sodium.memcmp(want, tag(msg, key)),
  };
};

// stream is one of the crypto_stream_*_xor functions the sumo build
// wraps, (input, nonce, key); the keystream is the XOR of the zero bytes
// naclcmp sends, one call of the same function.
const stream = (name) => ({
  keystream: (zeros, nonce, key) => [sodium[`crypto_stream_${name}_xor`](zeros, nonce, key)],
  xor: (input, nonce, key) => [sodium[`crypto_stream_${name}_xor`](input, nonce, key)],
});

// core is crypto_core_hsalsa20 or _hchacha20, (input, key, constant).
const core = (name) => ({ core: (input, key, constant) => [sodium[`crypto_core_${name}`](input, key, constant)] });

// pwhash is crypto_pwhash with algorithm alg (the wrappers' constant of
// that name): one lane, no secret key or associated data, which naclcmp
// refuses before the request (the entry's Argon2 limits), as it refuses
// them to libsodium's cgo binding; the check below keeps a request that
// got through anyway from being answered with the tag of other inputs.
const pwhash = (alg) => ({
  hash: (password, salt, secret, ad, cost) => {
    const c = argon2Cost(cost);
    if (secret.length !== 0 || ad.length !== 0 || c.lanes !== 1) {
      throw new Error('crypto_pwhash takes no secret key or associated data, and one lane');
    }
    // memlimit is in bytes: at most (2^32 − 1) · 1024, exact in a double.
    return [sodium.crypto_pwhash(c.tagLength, password, salt, c.passes, c.memoryKiB * 1024, sodium[alg])];
  },
});

// sumo are the operations only the sumo build has.
const sumo = {
  'hash/sha256': { hash: (msg) => [sodium.crypto_hash_sha256(msg)] },
  'mac/hmac-sha256': hmac('sha256'),
  'mac/hmac-sha512': hmac('sha512'),
  'mac/poly1305': {
    mac: (msg, key) => [sodium.crypto_onetimeauth(msg, key)],
    verify: (tag, msg, key) => sodium.crypto_onetimeauth_verify(tag, msg, key),
  },
  'stream/chacha20': stream('chacha20'),
  'stream/chacha20-ietf': stream('chacha20_ietf'),
  'stream/xchacha20': stream('xchacha20'),
  'core/hsalsa20': core('hsalsa20'),
  'core/hchacha20': core('hchacha20'),
  'pwhash/argon2id': pwhash('crypto_pwhash_ALG_ARGON2ID13'),
  'pwhash/argon2i': pwhash('crypto_pwhash_ALG_ARGON2I13'),
};

// empty makes the cheapest call into the WebAssembly there is: the
// module's export sodium_library_version_major, called directly as the
// raw module (the wrappers' `libsodium` object) exposes it, not through
// the wrappers' JavaScript layer. Its body returns a constant, and it
// takes no argument, so nothing is copied into or out of the heap and no
// malloc or free runs: what is measured is node's call of a wasm export
// and its return. Returns nothing.
function empty() {
  versionMajor();
}

// adapter returns the adapter of pkg, 'libsodium-wrappers' or
// 'libsodium-wrappers-sumo'.
const adapter = (pkg) => ({
  pkg,
  version: () => packageVersion(pkg),
  ready: async () => {
    const s = require(pkg);
    await s.ready;
    const lib = s.libsodium;
    if (!lib || !isWasm(lib._crypto_secretbox_easy) || !isWasm(lib._sodium_library_version_major)) {
      throw new Error(`${pkg} runs its JavaScript fallback (wasm2js), not WebAssembly`);
    }
    if (s.SODIUM_VERSION_STRING !== LIBSODIUM) {
      throw new Error(`${pkg} runs libsodium ${s.SODIUM_VERSION_STRING}, js/impls.go's Library names ${LIBSODIUM}: update both`);
    }
    versionMajor = lib._sodium_library_version_major;
    sodium = s;
  },
  ops: pkg === 'libsodium-wrappers-sumo' ? { ...standard, ...sumo } : standard,
  empty,
});

module.exports = adapter;
