'use strict';
// host.js is the node side of naclcmp's JavaScript implementations: one
// process that serves every node implementation of a run, each in a
// worker_threads Worker of its own running peer.js with the
// implementation's adapter. It is started as `node host.js` when a run
// first asks anything of a node implementation, and an implementation's
// worker starts (and loads its adapter) on the implementation's first
// request. It speaks line-oriented JSON: one request per line on stdin,
// one response per line on stdout.
//
//   greeting← {"host":{"node":"20.20.2"}}
//             The first line: the host runs (its workers start later).
//   request   {"adapter":"tweetnacl","id":7,…}
//           → {"id":7,…}
//             Any of peer.js's requests (its greeting, a call, a timing),
//             with the adapter it is for as the line's first field, so
//             that this thread routes a line (a call's message may be
//             megabytes of base64) without parsing it; the response is
//             the worker's, as peer.js documents it. ids are naclcmp's,
//             unique across the adapters.
//   stop      {"stop":"tweetnacl"}
//             Ends the adapter's worker, which naclcmp has found hung
//             (no progress, or past the user's limit); no answer. The
//             adapter's next request starts a fresh worker.
//   down    ← {"down":"tweetnacl","why":"exited with code 7"}
//             The adapter's worker ended without being stopped: it
//             exited (process.exit in a worker ends the worker), or an
//             exception escaped it ("threw Error: …"), or it ran out of
//             memory. A request it had not answered never will be; its
//             next request starts a fresh worker.
//
// Requests to different adapters run at once, each in its own worker on
// a thread of its own; each adapter answers its own requests in order.
// This thread only routes lines: it never runs an adapter's code, so that
// a worker that loops, hangs or dies takes no other implementation with
// it. What the workers share is the process: its memory (each worker's
// JavaScript heap has its own limit, but WebAssembly and native memory
// count against the process), libuv's thread pool, and this thread,
// which passes every line in and out.
//
// The host exits when its stdin closes: naclcmp holds the other end, so
// the host cannot outlive it, whether naclcmp exits, is interrupted or
// crashes; its workers end with it.

const { Worker } = require('node:worker_threads');
const path = require('node:path');
const { send, serveLines } = require('./lines.js');

// workers holds each adapter's running worker, by adapter name.
const workers = new Map();

// describe says what an exception that escaped a worker was: its
// message and where it was thrown.
function describe(e) {
  if (!e || !e.stack) {
    return String(e);
  }
  const lines = e.stack.split('\n');
  const at = lines.find((l) => l.trim().startsWith('at '));
  return String(e.message ? `${e.name || 'Error'}: ${e.message}` : lines[0]) + (at ? ` (${at.trim()})` : '');
}

// start starts the worker of adapter name.
function start(name) {
  const worker = new Worker(path.join(__dirname, 'peer.js'), { workerData: { adapter: name }, stdout: true });
  const slot = { worker, why: '', stopped: false };
  // A package that prints would mix its output with the responses. (A
  // pipe per worker would add listeners to stderr, a dozen of each.)
  worker.stdout.on('data', (chunk) => process.stderr.write(chunk));
  worker.on('message', (line) => process.stdout.write(line + '\n'));
  worker.on('error', (e) => {
    slot.why = slot.why || `threw ${describe(e)}`;
  });
  worker.on('exit', (code) => {
    if (workers.get(name) === slot) {
      workers.delete(name);
    }
    if (!slot.stopped) {
      send({ down: name, why: slot.why || `exited with code ${code}` });
    }
  });
  workers.set(name, slot);
  return slot;
}

// stop ends the worker of adapter name, if it runs. A worker in a loop is
// interrupted; one blocked in native code ends when that code returns.
function stop(name) {
  const slot = workers.get(name);
  if (slot) {
    slot.stopped = true;
    workers.delete(name);
    slot.worker.terminate();
  }
}

function main() {
  send({ host: { node: process.versions.node } });
  serveLines({
    route: (name, line) => (workers.get(name) || start(name)).worker.postMessage(line),
    stop,
    closed: () => process.exit(0),
  });
}

main();
