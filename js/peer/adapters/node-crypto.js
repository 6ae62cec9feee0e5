'use strict';
// node:crypto, node's built-in module over the OpenSSL it was built with.
// Raw keys become KeyObjects through their fixed DER prefixes (PKCS #8 for
// private keys, SubjectPublicKeyInfo for public keys, RFC 8410), which is
// how node takes raw Ed25519 and X25519 keys. Parsing a key is costly in
// OpenSSL 3 (far more than an X25519 scalar multiplication), so Ed25519
// sign and verify and X25519 scalarmult keep the KeyObjects of the last
// keys used (lastKey), as a caller holding its keys would: they time the
// operation, not the parsing. Ed25519 keypair and X25519 base parse every
// time, since OpenSSL derives a public key from a private one when it
// imports it. Operations are registered only when this node's OpenSSL
// offers the algorithm.
const crypto = require('node:crypto');
const { lastKey } = require('./lastkey.js');

const der = {
  edPrivate: Buffer.from('302e020100300506032b657004220420', 'hex'),
  edPublic: Buffer.from('302a300506032b6570032100', 'hex'),
  xPrivate: Buffer.from('302e020100300506032b656e04220420', 'hex'),
  xPublic: Buffer.from('302a300506032b656e032100', 'hex'),
};

const privateKey = (prefix, raw) => crypto.createPrivateKey({ key: Buffer.concat([prefix, raw]), format: 'der', type: 'pkcs8' });
const publicKey = (prefix, raw) => crypto.createPublicKey({ key: Buffer.concat([prefix, raw]), format: 'der', type: 'spki' });
// rawPublic is the last 32 bytes of a public key's SubjectPublicKeyInfo.
const rawPublic = (key) => crypto.createPublicKey(key).export({ format: 'der', type: 'spki' }).subarray(-32);

const edSigner = lastKey((seed) => privateKey(der.edPrivate, seed));
// A public key OpenSSL cannot decode is kept as null: a rejection.
const edVerifier = lastKey((pub) => {
  try {
    return publicKey(der.edPublic, pub);
  } catch (e) {
    return null;
  }
});

const xPrivateKey = lastKey((scalar) => privateKey(der.xPrivate, scalar));
const xPublicKey = lastKey((point) => publicKey(der.xPublic, point));

const hash = (alg) => ({ hash: (msg) => [crypto.createHash(alg).update(msg).digest()] });

const hmac = (alg) => ({
  mac: (msg, key) => [crypto.createHmac(alg, key).update(msg).digest()],
  verify: (tag, msg, key) => {
    const want = crypto.createHmac(alg, key).update(msg).digest();
    return tag.length === want.length && crypto.timingSafeEqual(tag, want);
  },
});

// stream is a cipher in counter mode whose IV is built from the nonce.
const stream = (alg, iv) => ({
  keystream: (out, nonce, key) => [crypto.createCipheriv(alg, key, iv(nonce)).update(new Uint8Array(out.length))],
  xor: (input, nonce, key) => [crypto.createCipheriv(alg, key, iv(nonce)).update(input)],
});

// OpenSSL's chacha20 takes a 16-byte IV: the 32-bit little-endian block
// counter, zero here, then the 96-bit nonce of RFC 8439.
const chachaIV = (nonce) => Buffer.concat([Buffer.alloc(4), nonce]);

// aead is an AEAD of OpenSSL's, the 16-byte tag appended to the
// ciphertext. ChaCha20-Poly1305 and AES-256-GCM take the same calls, so
// one seal and one open serve both, and a fix to one is a fix to the
// other (node documents setAAD's plaintextLength as optional for GCM;
// giving it to both keeps one code path).
const aead = (alg) => ({
  seal: (msg, ad, nonce, key) => {
    const c = crypto.createCipheriv(alg, key, nonce, { authTagLength: 16 });
    c.setAAD(ad, { plaintextLength: msg.length });
    return [Buffer.concat([c.update(msg), c.final(), c.getAuthTag()])];
  },
  open: (ct, ad, nonce, key) => {
    const d = crypto.createDecipheriv(alg, key, nonce, { authTagLength: 16 });
    d.setAAD(ad, { plaintextLength: ct.length - 16 });
    d.setAuthTag(ct.subarray(ct.length - 16));
    const msg = d.update(ct.subarray(0, ct.length - 16));
    try {
      d.final();
    } catch (e) {
      return false; // the tag does not authenticate ct
    }
    return [msg];
  },
});

// hkdf is node's one HKDF call, hkdfSync, which derives the whole key
// (OpenSSL's HKDF): there is no Extract or Expand to serve, and
// info over 1024 bytes, which node refuses, is refused in naclcmp first.
// The output's length is that of the zero bytes sent last (out).
const hkdf = (alg) => ({
  key: (secret, salt, info, out) => [crypto.hkdfSync(alg, secret, salt, info, out.length)],
});

const ops = {
  'hash/sha256': hash('sha256'),
  'hash/sha512': hash('sha512'),
  'hash/blake2s': hash('blake2s256'),
  'hash/blake2b512': hash('blake2b512'),
  'mac/hmac-sha256': hmac('sha256'),
  'mac/hmac-sha512': hmac('sha512'),
  'stream/chacha20-ietf': stream('chacha20', chachaIV),
  'stream/aes128ctr': stream('aes-128-ctr', (n) => n),
  'stream/aes256ctr': stream('aes-256-ctr', (n) => n),
  'scalarmult/x25519': {
    // OpenSSL refuses a low-order point (an all-zero secret) with an error.
    scalarmult: (scalar, point) => [crypto.diffieHellman({ privateKey: xPrivateKey(scalar), publicKey: xPublicKey(point) })],
    // The public key OpenSSL derived when it imported the scalar.
    base: (scalar) => [rawPublic(privateKey(der.xPrivate, scalar))],
  },
  'sign/ed25519': {
    keypair: (seed) => {
      const pub = rawPublic(privateKey(der.edPrivate, seed));
      return [pub, Buffer.concat([seed, pub])];
    },
    // OpenSSL signs with the seed and derives the public half itself.
    sign: (msg, priv) => [crypto.sign(null, msg, edSigner(priv.subarray(0, 32)))],
    verify: (sig, msg, pub) => {
      const key = edVerifier(pub);
      return key !== null && crypto.verify(null, msg, key, sig);
    },
  },
  'aead/chacha20poly1305-ietf': aead('chacha20-poly1305'),
  'aead/aes256gcm': aead('aes-256-gcm'),
  'hkdf/sha256': hkdf('sha256'),
  'hkdf/sha512': hkdf('sha512'),
};

// available keeps the operations this node's OpenSSL offers.
function available() {
  const hashes = new Set(crypto.getHashes());
  const ciphers = new Set(crypto.getCiphers());
  const need = {
    'hash/sha256': () => hashes.has('sha256'),
    'hash/sha512': () => hashes.has('sha512'),
    'hash/blake2s': () => hashes.has('blake2s256'),
    'hash/blake2b512': () => hashes.has('blake2b512'),
    'mac/hmac-sha256': () => hashes.has('sha256'),
    'mac/hmac-sha512': () => hashes.has('sha512'),
    'stream/chacha20-ietf': () => ciphers.has('chacha20'),
    'stream/aes128ctr': () => ciphers.has('aes-128-ctr'),
    'stream/aes256ctr': () => ciphers.has('aes-256-ctr'),
    'aead/chacha20poly1305-ietf': () => ciphers.has('chacha20-poly1305'),
    'aead/aes256gcm': () => ciphers.has('aes-256-gcm'),
    'hkdf/sha256': () => typeof crypto.hkdfSync === 'function' && hashes.has('sha256'),
    'hkdf/sha512': () => typeof crypto.hkdfSync === 'function' && hashes.has('sha512'),
  };
  for (const id of Object.keys(need)) {
    if (!need[id]()) {
      delete ops[id];
    }
  }
}

module.exports = {
  pkg: 'node:crypto',
  version: () => `node ${process.versions.node}, OpenSSL ${process.versions.openssl}`,
  ready: async () => available(),
  ops,
};
