'use strict';
// parsecount.js loads the adapter file given as its first argument with
// node:crypto's key parsing counted, makes each of the adapter's key calls
// three times with the same keys, and prints how many keys each parsed,
// as JSON: {"scalarmult/x25519 scalarmult": 2, …}. An adapter that keeps
// a parsed key parses it once, whatever the number of calls.
const crypto = require('node:crypto');

let parsed = 0;
for (const name of ['createPrivateKey', 'createPublicKey']) {
  const real = crypto[name];
  crypto[name] = (...args) => {
    // A KeyObject given back to node (createPublicKey of a private key,
    // to read its public half) is no parsing of bytes.
    if (!(args[0] instanceof crypto.KeyObject)) {
      parsed++;
    }
    return real(...args);
  };
}

const adapter = require(process.argv[2]);
const seed = new Uint8Array(32).fill(7);
const point = new Uint8Array(32);
point[0] = 9;

const calls = {
  'scalarmult/x25519 scalarmult': (ops) => ops['scalarmult/x25519'].scalarmult(seed, point),
  'scalarmult/x25519 base': (ops) => ops['scalarmult/x25519'].base(seed),
  'sign/ed25519 keypair': (ops) => ops['sign/ed25519'].keypair(seed),
  'sign/ed25519 sign': (ops) => ops['sign/ed25519'].sign(new Uint8Array(3), new Uint8Array(64).fill(7, 0, 32)),
};

(async () => {
  await adapter.ready();
  const out = {};
  for (const [name, call] of Object.entries(calls)) {
    parsed = 0;
    for (let i = 0; i < 3; i++) {
      call(adapter.ops);
    }
    out[name] = parsed;
  }
  process.stdout.write(JSON.stringify(out) + '\n');
})();
