'use strict';
// peer.js is the node side of one naclcmp JavaScript implementation. It is
// started as `node peer.js <adapter>` and speaks line-oriented JSON: one
// request per line on stdin, one response per line on stdout, in order.
// Byte strings travel as standard base64, which is how Go's encoding/json
// writes a []byte.
//
//   first line out  {"hello":{"adapter":…,"package":…,"version":…,"ops":[…]}}
//                   (with "file":… when the adapter loads one file of its
//                   package, relative to the package: "nacl.js")
//                   or {"hello":{"error":"why the adapter did not load"}}
//   call            {"id":1,"op":"sign/ed25519","call":"sign","args":["…",…]}
//                → {"id":1,"out":["…"]} or {"id":1,"ok":true} or {"id":1,"error":"…"}
//   timing          {"id":2,"time":{"n":100,"op":…,"call":…,"args":[…]}}
//                → {"id":2,"ns":123456,"ok":true}
//   batches         {"id":3,"time":{"n":100,"batches":8,"op":…,"call":…,"args":[…]}}
//                → {"id":3,"ns":987654,"each":[123456,…],"ok":true}
//                   (8 batches of 100 calls, each timed; ns is their sum)
//   empty call      {"id":4,"time":{"n":100000,"empty":"host"}}
//                → {"id":4,"ns":123456,"ok":true}
//
// An adapter whose package runs native or WebAssembly code may export
// `empty`, a function that calls across that boundary and does no work
// (the greeting then carries "empty": true; what it calls is said in the
// implementation's entry on the Go side, js.Entry.Empty). Timing it ("host") gives what
// the boundary alone costs, and timing an empty JavaScript function
// ("js", any adapter) node's own floor, so that a binding technology's
// cost per call (N-API, JavaScript to WebAssembly) can be set beside
// cgo's.
//
// A timing request decodes its arguments once and runs the call n times
// between two reads of the monotonic clock, so that the figure is the
// JavaScript operation's cost, not that of the pipe or of JSON.
//
// A call may return a promise (argon2's addon has only an asynchronous
// API): the peer awaits it before answering, and
// handles requests one after another, so responses keep the requests'
// order. Only a promise is awaited, so the synchronous calls are timed
// without a microtask per call.
//
// The answering is core.js's, which a browser page (browser.js) shares.
//
// The peer exits when its stdin closes: naclcmp holds the other end, so
// the peer cannot outlive it, whether naclcmp exits, is interrupted or
// crashes.

const readline = require('node:readline');
const path = require('node:path');

// adapters lists the adapters a peer may load: the file, and for a file
// that serves several modules, the one it is called with. The name on the
// command line is looked up here, never used as a path.
const adapters = {
  'tweetnacl': ['./adapters/tweetnacl.js', 'tweetnacl'],
  'tweetnacl-port': ['./adapters/tweetnacl.js', 'tweetnacl/nacl.js'],
  'noble-ed25519': ['./adapters/noble-ed25519.js'],
  'ed25519-addon': ['./adapters/ed25519-addon.js'],
  'supercop.wasm': ['./adapters/supercop-wasm.js'],
  'ed25519_dalek': ['./adapters/ed25519-dalek.js'],
  'node-crypto': ['./adapters/node-crypto.js'],
  'tweetnacl-sealedbox': ['./adapters/tweetnacl-sealedbox.js'],
  'argon2': ['./adapters/argon2.js'],
  'noble-curves': ['./adapters/noble-curves.js'],
  'noble-ciphers': ['./adapters/noble-ciphers.js'],
  'noble-hashes': ['./adapters/noble-hashes.js'],
  'libsodium-wrappers': ['./adapters/libsodium-wrappers.js', 'libsodium-wrappers'],
  'libsodium-wrappers-sumo': ['./adapters/libsodium-wrappers.js', 'libsodium-wrappers-sumo'],
  'sodium-native': ['./adapters/sodium-native.js'],
  'elliptic': ['./adapters/elliptic.js'],
  'stablelib-ed25519': ['./adapters/stablelib-ed25519.js'],
  'blakejs': ['./adapters/blakejs.js'],
  'hash-wasm': ['./adapters/hash-wasm.js'],
};

// core answers the requests; node gives it Buffer's base64 and its
// monotonic clock in nanoseconds.
const core = require('./core.js').makeCore({
  base64: {
    encode: (b) => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('base64'),
    decode: (a) => new Uint8Array(Buffer.from(a, 'base64')),
  },
  clock: {
    start: () => process.hrtime.bigint(),
    since: (t0) => Number(process.hrtime.bigint() - t0),
  },
});

function send(obj) {
  process.stdout.write(JSON.stringify(obj) + '\n');
}

async function main() {
  const name = process.argv[2];
  const entry = Object.prototype.hasOwnProperty.call(adapters, name) ? adapters[name] : null;
  let adapter;
  try {
    if (!entry) {
      throw new Error(`unknown adapter ${JSON.stringify(name)} (have ${Object.keys(adapters).join(', ')})`);
    }
    const [file, ...arg] = entry;
    adapter = require(path.join(__dirname, file));
    if (arg.length > 0) {
      adapter = adapter(...arg);
    }
    await adapter.ready();
  } catch (e) {
    send(core.refusal(name, e));
    process.exitCode = 1;
    return;
  }
  send(core.greeting(name, adapter));

  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  // Each request waits for the one before it: an awaited call must not
  // let a later request answer first.
  let queue = Promise.resolve();
  rl.on('line', (line) => {
    queue = queue.then(async () => send(await core.answer(adapter, line)));
  });
  // naclcmp closed the pipe: it exited, was interrupted or crashed.
  rl.on('close', () => process.exit(0));
}

main();
