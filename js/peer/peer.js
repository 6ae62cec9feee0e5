'use strict';
// peer.js is one naclcmp JavaScript implementation in node: the adapter
// it is given, answered with core.js. host.js runs it in a worker_threads
// Worker of its own (workerData.adapter names the adapter), one per
// implementation in one node process, and passes it the request lines
// meant for it; it posts each response back as one line of JSON. Byte
// strings travel as standard base64, which is how Go's encoding/json
// writes a []byte. The requests of one implementation (host.js's lines
// without their "adapter" field):
//
//   greeting        {"id":1,"hello":true}
//                → {"id":1,"hello":{"adapter":…,"package":…,"version":…,"ops":[…]},"thread":1234}
//                   (with "file":… when the adapter loads one file of its
//                   package, relative to the package: "nacl.js"; thread
//                   is this worker's thread ID on Linux, whose CPU time
//                   naclcmp watches)
//                   or {"id":1,"hello":{"error":"why the adapter did not load"}}
//   call            {"id":2,"op":"sign/ed25519","call":"sign","args":["…",…]}
//                → {"id":2,"out":["…"]} or {"id":2,"ok":true} or {"id":2,"error":"…"}
//   timing          {"id":3,"time":{"n":100,"op":…,"call":…,"args":[…]}}
//                → {"id":3,"ns":123456,"ok":true}
//   batches         {"id":4,"time":{"n":100,"batches":8,"op":…,"call":…,"args":[…]}}
//                → {"id":4,"ns":987654,"each":[123456,…],"ok":true}
//                   (8 batches of 100 calls, each timed; ns is their sum)
//   empty call      {"id":5,"time":{"n":100000,"empty":"host"}}
//                → {"id":5,"ns":123456,"ok":true}
//   kept arguments  {"id":6,"op":…,"call":…,"args":[…],"keep":"7"} or
//                   {"id":6,"time":{…,"args":[…],"keep":"7"}}, then
//                   {"id":7,"time":{…,"keep":"7","reuse":true}}
//                   (a call or timing keeps its decoded arguments under the
//                   key, later timings of that call time them again without
//                   sending them; a key the worker does not hold is an error
//                   beginning "timing: no arguments kept under")
//
// A timing answers with the call's verdict, or ok, never its outputs.
//
// The adapter loads when the worker starts, on the implementation's first
// request, which waits for it.
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
// between two reads of the monotonic clock, in this worker, so that the
// figure is the JavaScript operation's cost, not that of the pipe, of
// JSON or of the host's routing.
//
// A call may return a promise (argon2's addon has only an asynchronous
// API): the peer awaits it before answering, and
// handles requests one after another, so responses keep the requests'
// order. Only a promise is awaited, so the synchronous calls are timed
// without a microtask per call.
//
// The answering is core.js's, which a browser page (browser.js) shares.

const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');

// adapters lists the adapters a peer may load: the file, and for a file
// that serves several modules, the one it is called with. The name given
// is looked up here, never used as a path.
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

// testAdapters are loaded only when NACLCMP_JS_TEST_ADAPTER names their
// file: the Go side's tests of the shared host, never a run's choice.
const testAdapters = {
  'test-misbehave': ['./adapters/misbehave.js', 'answers'],
  'test-neighbour': ['./adapters/misbehave.js', 'answers'],
  'test-mute': ['./adapters/misbehave.js', 'mute'],
  'test-refuse': ['./adapters/misbehave.js', 'refuses'],
};

const own = (o, k) => Object.prototype.hasOwnProperty.call(o, k);

// entryOf returns the list entry of adapter name, or null.
function entryOf(name) {
  if (own(adapters, name)) {
    return adapters[name];
  }
  if (own(testAdapters, name) && process.env.NACLCMP_JS_TEST_ADAPTER === path.basename(testAdapters[name][0])) {
    return testAdapters[name];
  }
  return null;
}

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

// thread is this worker's thread ID where /proc says it (Linux), else
// undefined: naclcmp reads the thread's CPU time to tell a long call,
// which spends it, from a worker that waits for nothing.
const thread = (() => {
  try {
    return Number(fs.readlinkSync('/proc/thread-self').split('/').pop()) || undefined;
  } catch (e) {
    return undefined;
  }
})();

// load loads the adapter name and waits until it is ready.
async function load(name) {
  const entry = entryOf(name);
  if (!entry) {
    throw new Error(`unknown adapter ${JSON.stringify(name)} (have ${Object.keys(adapters).join(', ')})`);
  }
  const [file, ...arg] = entry;
  let adapter = require(path.join(__dirname, file));
  if (arg.length > 0) {
    adapter = adapter(...arg);
  }
  await adapter.ready();
  return adapter;
}

function main() {
  const name = workerData.adapter;
  const loaded = load(name).then((adapter) => ({ adapter }), (error) => ({ error }));

  // answer returns the response to one request line.
  async function answer(line) {
    const { adapter, error } = await loaded;
    let req;
    try {
      req = JSON.parse(line);
    } catch (e) {
      return { id: 0, error: `bad request line: ${e.message}` };
    }
    if (req !== null && typeof req === 'object' && req.hello) {
      return { id: req.id, thread, ...(error ? core.refusal(name, error) : core.greeting(name, adapter)) };
    }
    if (error) {
      return { id: req && req.id, error: `adapter did not load: ${error.message}` };
    }
    return core.answerRequest(adapter, req);
  }

  // Each request waits for the one before it, and the first for the
  // load: an awaited call must not let a later request answer first.
  let queue = Promise.resolve();
  parentPort.on('message', (line) => {
    queue = queue.then(async () => parentPort.postMessage(JSON.stringify(await answer(line))));
  });
}

main();
