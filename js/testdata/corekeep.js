'use strict';
// corekeep.js drives core.js's timing of kept arguments with an adapter
// that counts its calls, and prints what it saw as JSON: how many calls
// each request made, and each answer. A timing that keeps its arguments
// makes its untimed first call once; the timings that reuse them make only
// the timed calls. A call that keeps its arguments (Timer's recorded call)
// lets the first timing reuse them, and what it told: that timing makes no
// untimed call. A verify whose verdict changes within a timing fails it.
const { makeCore } = require('../peer/core.js');

let calls = 0;
let flip = false;
const adapter = {
  ops: {
    'hash/x': { hash: (m) => { calls++; return [m]; } },
    'sign/x': {
      verify: () => {
        calls++;
        return !(flip && calls > 3);
      },
    },
  },
};
let t = 0n;
const core = makeCore({ clock: { start: () => t, since: (t0) => Number((t += 10n) - t0) } });

(async () => {
  const m = Buffer.from('message').toString('base64');
  const hash = { op: 'hash/x', call: 'hash', n: 2, batches: 3 };
  const requests = [
    { id: 1, time: { ...hash, args: [m], keep: 'k' } },
    { id: 2, time: { ...hash, keep: 'k', reuse: true } },
    { id: 3, time: { ...hash, keep: 'k', reuse: true, call: 'other' } },
    { id: 4, time: { ...hash, args: [m] } },
    { id: 5, time: { op: 'sign/x', call: 'verify', n: 4, args: [], keep: 'v' } },
    { id: 6, op: 'hash/x', call: 'hash', args: [m], keep: 'c' },
    { id: 7, time: { ...hash, keep: 'c', reuse: true } },
  ];
  const out = [];
  for (const req of requests) {
    calls = 0;
    flip = req.id === 5;
    const answer = await core.answerRequest(adapter, req);
    out.push({ calls, answer });
  }
  console.log(JSON.stringify(out));
})();
