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
//   empty call      {"id":3,"time":{"n":100000,"empty":"host"}}
//                → {"id":3,"ns":123456,"ok":true}
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

function send(obj) {
  process.stdout.write(JSON.stringify(obj) + '\n');
}

// encode turns an adapter's result into response fields: an array of byte
// strings is the call's outputs (ok), a boolean is a verdict (Verify, or an
// Open that rejected its box).
function encode(result) {
  if (typeof result === 'boolean') {
    return { ok: result };
  }
  if (!Array.isArray(result)) {
    throw new Error('adapter returned neither outputs nor a verdict');
  }
  return { ok: true, out: result.map((b) => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('base64')) };
}

function decodeArgs(args) {
  if (!Array.isArray(args)) {
    throw new Error('args: want an array of base64 strings');
  }
  return args.map((a, i) => {
    if (typeof a !== 'string') {
      throw new Error(`args[${i}]: want a base64 string`);
    }
    return new Uint8Array(Buffer.from(a, 'base64'));
  });
}

function lookup(ops, op, call) {
  const calls = ops[op];
  if (!calls || typeof calls[call] !== 'function') {
    throw new Error(`no call ${op} ${call} in this adapter`);
  }
  return calls[call];
}

// isPromise reports whether a call's result is to be awaited.
const isPromise = (r) => r !== null && typeof r === 'object' && typeof r.then === 'function';

// timeCalls runs fn n times and returns the elapsed nanoseconds. Every
// verdict must equal the first: a verify that starts failing mid-loop
// would time the wrong path. A call that returns a promise is awaited
// each time, inside the timed loop, since its work is done by then.
async function timeCalls(fn, args, n) {
  if (!Number.isSafeInteger(n) || n < 1) {
    throw new Error(`n: want a positive integer, got ${n}`);
  }
  let first = fn(...args);
  const awaits = isPromise(first);
  if (awaits) {
    first = await first;
  }
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const r = awaits ? await fn(...args) : fn(...args);
    if (typeof first === 'boolean' && r !== first) {
      throw new Error(`iteration ${i} returned ${r}, the first returned ${first}`);
    }
  }
  const ns = process.hrtime.bigint() - t0;
  return { ns: Number(ns), ...encode(first) };
}

// noop is the empty JavaScript function: node's floor for a call.
function noop() {}

// none is the empty list of outputs an empty call answers with.
const none = [];

// emptyCall returns the function an empty-call timing repeats: the
// adapter's call across its host boundary ("host") or noop ("js"), in the
// same wrapper, so that the two differ by the boundary alone.
function emptyCall(adapter, which) {
  let call;
  if (which === 'js') {
    call = noop;
  } else if (which !== 'host') {
    throw new Error(`empty: want "host" or "js", got ${JSON.stringify(which)}`);
  } else if (!adapter.empty) {
    throw new Error('empty: this adapter has no host call');
  } else {
    call = adapter.empty;
  }
  return () => {
    call();
    return none;
  };
}

// serve answers one request line.
async function serve(adapter, line) {
  let req;
  try {
    req = JSON.parse(line);
  } catch (e) {
    send({ id: 0, error: `bad request line: ${e.message}` });
    return;
  }
  try {
    if (req.time && req.time.empty !== undefined) {
      send({ id: req.id, ...(await timeCalls(emptyCall(adapter, req.time.empty), [], req.time.n)) });
    } else if (req.time) {
      const t = req.time;
      send({ id: req.id, ...(await timeCalls(lookup(adapter.ops, t.op, t.call), decodeArgs(t.args), t.n)) });
    } else {
      let r = lookup(adapter.ops, req.op, req.call)(...decodeArgs(req.args));
      if (isPromise(r)) {
        r = await r;
      }
      send({ id: req.id, ...encode(r) });
    }
  } catch (e) {
    send({ id: req.id, error: String(e && e.message ? e.message : e) });
  }
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
    send({ hello: { adapter: name, error: String(e && e.message ? e.message : e) } });
    process.exitCode = 1;
    return;
  }
  send({ hello: { adapter: name, package: adapter.pkg, file: adapter.file, version: adapter.version(), ops: Object.keys(adapter.ops), empty: typeof adapter.empty === 'function' } });

  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  // Each request waits for the one before it: an awaited call must not
  // let a later request answer first.
  let queue = Promise.resolve();
  rl.on('line', (line) => {
    queue = queue.then(() => serve(adapter, line));
  });
  // naclcmp closed the pipe: it exited, was interrupted or crashed.
  rl.on('close', () => process.exit(0));
}

main();
