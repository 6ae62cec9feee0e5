'use strict';
// webcrypto.js: the browser's own Web Cryptography API (crypto.subtle), in
// a page that browser.js serves: Chromium's runs BoringSSL, Firefox's NSS.
// It is loaded by a script tag, not by node, and sets
// globalThis.naclcmpAdapter. Every call answers a promise, which core.js
// awaits, in timings too, so that a timed call includes the promise's
// round trip through the browser's crypto task, as a page's call does.
//
// Raw keys become CryptoKeys through importKey: raw for public and
// symmetric keys, PKCS #8 with the fixed DER prefix of RFC 8410 for
// Ed25519 seeds and X25519 scalars. Importing is a call of its own (a
// promise) and is kept for the last key of each kind (last), as a page
// holding its keys does: signing, verifying, hashing with a key and
// encrypting time the operation, not the import. keypair and base import
// every time, since the browser derives the public key as it imports the
// private one, which they export as a JWK's x.
(() => {
  const subtle = globalThis.crypto && globalThis.crypto.subtle;

  const hex = (s) => new Uint8Array(s.match(/../g).map((b) => parseInt(b, 16)));
  const der = {
    edPrivate: hex('302e020100300506032b657004220420'),
    xPrivate: hex('302e020100300506032b656e04220420'),
  };
  const concat = (a, b) => {
    const out = new Uint8Array(a.length + b.length);
    out.set(a);
    out.set(b, a.length);
    return out;
  };
  const equal = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);

  // base64url decodes a JWK member.
  const base64url = (s) => naclcmpCore.webBase64.decode(s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4));

  // last keeps the promise of the CryptoKey made from the last key bytes
  // given, per use; a failed import is not kept.
  function last(make) {
    let bytes = null;
    let key = null;
    return (raw) => {
      if (bytes === null || !equal(bytes, raw)) {
        bytes = Uint8Array.from(raw);
        key = make(raw);
        key.catch(() => {
          bytes = null;
        });
      }
      return key;
    };
  }

  // publicOf imports a private key as extractable and returns the public
  // key the browser derived, from its JWK.
  async function publicOf(prefix, alg, raw, usage) {
    const k = await subtle.importKey('pkcs8', concat(prefix, raw), alg, true, usage);
    return base64url((await subtle.exportKey('jwk', k)).x);
  }

  const edSigner = last((seed) => subtle.importKey('pkcs8', concat(der.edPrivate, seed), 'Ed25519', false, ['sign']));
  // A public key the browser cannot decode is kept as null: a rejection.
  const edVerifier = last((pub) => subtle.importKey('raw', pub, 'Ed25519', false, ['verify']).catch(() => null));
  const xPrivate = last((scalar) => subtle.importKey('pkcs8', concat(der.xPrivate, scalar), 'X25519', false, ['deriveBits']));
  const xPublic = last((point) => subtle.importKey('raw', point, 'X25519', false, []));

  const u8 = (buf) => new Uint8Array(buf);
  const hash = (alg) => ({ hash: async (msg) => [u8(await subtle.digest(alg, msg))] });

  // hmacKey imports an HMAC key. WebCrypto refuses an empty one, which
  // RFC 2104 pads with zeros to the block, as it does a single zero byte:
  // the two keys are the same key, so the empty key is imported as that.
  const hmacKey = (alg) =>
    last((key) => subtle.importKey('raw', key.length === 0 ? new Uint8Array(1) : key, { name: 'HMAC', hash: alg }, false, ['sign', 'verify']));
  const hmac = (alg) => {
    const key = hmacKey(alg);
    return {
      mac: async (msg, k) => [u8(await subtle.sign('HMAC', await key(k), msg))],
      // The browser's own comparison; a tag of another length is refused.
      verify: async (tag, msg, k) => subtle.verify('HMAC', await key(k), tag, msg),
    };
  };

  // ctr is AES-CTR with the nonce as the whole 16-byte counter block,
  // incremented over all 128 bits, as OpenSSL's aes-*-ctr does.
  const ctr = () => {
    const key = last((k) => subtle.importKey('raw', k, 'AES-CTR', false, ['encrypt']));
    const xor = async (input, nonce, k) => [u8(await subtle.encrypt({ name: 'AES-CTR', counter: nonce, length: 128 }, await key(k), input))];
    return { keystream: (out, nonce, k) => xor(new Uint8Array(out.length), nonce, k), xor };
  };

  const gcmKey = last((k) => subtle.importKey('raw', k, 'AES-GCM', false, ['encrypt', 'decrypt']));
  const gcm = {
    seal: async (msg, ad, nonce, k) => [u8(await subtle.encrypt({ name: 'AES-GCM', iv: nonce, additionalData: ad, tagLength: 128 }, await gcmKey(k), msg))],
    open: async (ct, ad, nonce, k) => {
      const key = await gcmKey(k);
      try {
        return [u8(await subtle.decrypt({ name: 'AES-GCM', iv: nonce, additionalData: ad, tagLength: 128 }, key, ct))];
      } catch (e) {
        if (e && e.name === 'OperationError') {
          return false; // the tag does not authenticate ct
        }
        throw e;
      }
    },
  };

  // hkdf is HKDF through deriveBits, which derives the whole key from a
  // CryptoKey of the input keying material: WebCrypto has no Extract or
  // Expand. The key does not depend on the hash, so both hashes share
  // the last secret's. deriveBits takes a length in bits: the output's
  // length, that of the zero bytes sent last (out), times 8.
  const hkdfKey = last((ikm) => subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']));
  const hkdf = (alg) => ({
    key: async (secret, salt, info, out) => [u8(await subtle.deriveBits({ name: 'HKDF', hash: alg, salt, info }, await hkdfKey(secret), out.length * 8))],
  });

  const ops = {
    'hash/sha256': hash('SHA-256'),
    'hash/sha512': hash('SHA-512'),
    'mac/hmac-sha256': hmac('SHA-256'),
    'mac/hmac-sha512': hmac('SHA-512'),
    'stream/aes128ctr': ctr(),
    'stream/aes256ctr': ctr(),
    'scalarmult/x25519': {
      // The browsers refuse a low-order point (an all-zero secret) with
      // an OperationError, as the specification requires.
      scalarmult: async (scalar, point) => [u8(await subtle.deriveBits({ name: 'X25519', public: await xPublic(point) }, await xPrivate(scalar), 256))],
      base: async (scalar) => [await publicOf(der.xPrivate, 'X25519', scalar, ['deriveBits'])],
    },
    'sign/ed25519': {
      keypair: async (seed) => {
        const pub = await publicOf(der.edPrivate, 'Ed25519', seed, ['sign']);
        return [pub, concat(seed, pub)];
      },
      // The browser signs with the seed and derives the public half itself.
      sign: async (msg, priv) => [u8(await subtle.sign('Ed25519', await edSigner(priv.subarray(0, 32)), msg))],
      verify: async (sig, msg, pub) => {
        const key = await edVerifier(pub);
        return key !== null && subtle.verify('Ed25519', key, sig, msg);
      },
    },
    'aead/aes256gcm': gcm,
    'hkdf/sha256': hkdf('SHA-256'),
    'hkdf/sha512': hkdf('SHA-512'),
  };

  // probes try each algorithm once: an operation is offered only where
  // this browser has it.
  const zeros = (n) => new Uint8Array(n);
  const probes = {
    'hash/sha256': () => subtle.digest('SHA-256', zeros(0)),
    'hash/sha512': () => subtle.digest('SHA-512', zeros(0)),
    'mac/hmac-sha256': () => ops['mac/hmac-sha256'].mac(zeros(0), zeros(0)),
    'mac/hmac-sha512': () => ops['mac/hmac-sha512'].mac(zeros(0), zeros(0)),
    'stream/aes128ctr': () => ops['stream/aes128ctr'].xor(zeros(1), zeros(16), zeros(16)),
    'stream/aes256ctr': () => ops['stream/aes256ctr'].xor(zeros(1), zeros(16), zeros(32)),
    'scalarmult/x25519': () => ops['scalarmult/x25519'].base(zeros(32)),
    'sign/ed25519': () => ops['sign/ed25519'].keypair(zeros(32)),
    'aead/aes256gcm': () => gcm.seal(zeros(0), zeros(0), zeros(12), zeros(32)),
    'hkdf/sha256': () => ops['hkdf/sha256'].key(zeros(1), zeros(0), zeros(0), zeros(32)),
    'hkdf/sha512': () => ops['hkdf/sha512'].key(zeros(1), zeros(0), zeros(0), zeros(64)),
  };

  // userAgent names the browser as the page sees it ("HeadlessChrome/156.0.0.0"),
  // and says whether the page is cross-origin isolated, which decides how
  // fine its clock is.
  const userAgent = () => {
    const m = navigator.userAgent.match(/(HeadlessChrome|Chrome|Firefox)\/[0-9.]+/);
    return (m ? m[0] : navigator.userAgent) + (globalThis.crossOriginIsolated ? ', cross-origin isolated' : ', not cross-origin isolated');
  };

  globalThis.naclcmpAdapter = {
    pkg: 'WebCrypto (crypto.subtle)',
    version: userAgent,
    ready: async () => {
      if (!subtle) {
        throw new Error('crypto.subtle is missing: the page is not a secure context');
      }
      for (const id of Object.keys(probes)) {
        try {
          await probes[id]();
        } catch (e) {
          delete ops[id];
        }
      }
    },
    ops,
  };
})();
