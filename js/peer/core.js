'use strict';
// core.js answers the requests of naclcmp's line protocol (documented at
// the top of peer.js) for one adapter: it decodes a request, runs the call
// or times it, and encodes the response. It is the one copy of that logic
// for both hosts of an adapter: node (peer.js, in a worker of host.js,
// which loads it with require) and a browser page (page.js, which loads it with a script tag,
// where it sets globalThis.naclcmpCore). So it uses nothing of either host:
// base64 and the clock are passed in by the host, since node's Buffer and
// process.hrtime are faster and finer than what a page has.
(function (root, factory) {
  if (typeof module === 'object' && module.exports) {
    module.exports = factory();
  } else {
    root.naclcmpCore = factory();
  }
})(typeof globalThis !== 'undefined' ? globalThis : this, () => {
  // webBase64 is base64 with what a page has: atob and btoa, over
  // "binary strings" of one character per byte, built in chunks so that a
  // large message does not overflow the call stack of apply.
  const webBase64 = {
    encode: (b) => {
      let s = '';
      for (let i = 0; i < b.length; i += 0x8000) {
        s += String.fromCharCode.apply(null, b.subarray(i, i + 0x8000));
      }
      return btoa(s);
    },
    decode: (a) => {
      const s = atob(a);
      const out = new Uint8Array(s.length);
      for (let i = 0; i < s.length; i++) {
        out[i] = s.charCodeAt(i);
      }
      return out;
    },
  };

  // notKept begins the error of a timing that reuses arguments the host
  // does not hold (a worker started again since): naclcmp then sends them
  // again (js/timer.go's errNotKept).
  const notKept = 'timing: no arguments kept under';

  // isPromise reports whether a call's result is to be awaited.
  const isPromise = (r) => r !== null && typeof r === 'object' && typeof r.then === 'function';

  // noop is the empty JavaScript function: the host's floor for a call.
  function noop() {}

  // none is the empty list of outputs an empty call answers with.
  const none = [];

  // message is what a thrown value says.
  const message = (e) => String(e && e.message ? e.message : e);

  // host is { base64: {encode, decode}, clock: {start, since, step} }:
  // since(t0) returns the nanoseconds elapsed since t0 = start(), and
  // step, where the clock is coarse, its step in nanoseconds.
  function makeCore(host) {
    const b64 = host.base64 || webBase64;
    const clock = host.clock;

    // encode turns an adapter's result into response fields: an array of
    // byte strings is the call's outputs (ok), a boolean is a verdict
    // (Verify, or an Open that rejected its box).
    function encode(result) {
      if (typeof result === 'boolean') {
        return { ok: result };
      }
      if (!Array.isArray(result)) {
        throw new Error('adapter returned neither outputs nor a verdict');
      }
      return {
        ok: true,
        // Views are read as bytes, whatever their element type; an
        // ArrayBuffer is what WebCrypto answers.
        out: result.map((b) => b64.encode(ArrayBuffer.isView(b) ? new Uint8Array(b.buffer, b.byteOffset, b.byteLength) : new Uint8Array(b))),
      };
    }

    function decodeArgs(args) {
      if (!Array.isArray(args)) {
        throw new Error('args: want an array of base64 strings');
      }
      return args.map((a, i) => {
        if (typeof a !== 'string') {
          throw new Error(`args[${i}]: want a base64 string`);
        }
        return b64.decode(a);
      });
    }

    function lookup(ops, op, call) {
      const calls = Object.prototype.hasOwnProperty.call(ops, op) ? ops[op] : null;
      if (!calls || !Object.prototype.hasOwnProperty.call(calls, call) || typeof calls[call] !== 'function') {
        throw new Error(`no call ${op} ${call} in this adapter`);
      }
      return calls[call];
    }

    // maxBatches bounds the batches of one timing request: a request
    // must answer within the user's limit when there is one
    // (NACLCMP_JS_TIMEOUT) and within a browser peer's deadline, and a
    // list this long is already far past what one sample needs.
    const maxBatches = 4096;

    // timeCalls runs fn n times and returns the elapsed nanoseconds; with
    // batches (at least 1), it runs that many batches of n calls and also
    // returns each batch's time, in order (each), so that many samples
    // cost one request. Every verdict must equal the first: a verify that
    // starts failing mid-loop would time the wrong path. A call that
    // returns a promise is awaited each time, inside the timed loop, since
    // its work is done by then.
    //
    // The first call, untimed, tells the verdict and whether to await.
    // A timing of kept arguments (entry, from timingArgs) makes it once
    // and keeps what it told: a call of a megabyte message can take as
    // long as a batch, and each request of a cell would pay it again.
    async function timeCalls(fn, args, n, batches, entry) {
      if (!Number.isSafeInteger(n) || n < 1) {
        throw new Error(`n: want a positive integer, got ${n}`);
      }
      const many = batches !== undefined;
      if (many && (!Number.isSafeInteger(batches) || batches < 1 || batches > maxBatches)) {
        throw new Error(`batches: want an integer from 1 to ${maxBatches}, got ${batches}`);
      }
      if (entry === undefined) {
        entry = {};
      }
      if (!entry.ran) {
        let r = fn(...args);
        entry.awaits = isPromise(r);
        if (entry.awaits) {
          r = await r;
        }
        entry.answer = verdict(r);
        entry.ran = true;
      }
      const { awaits, answer } = entry;
      const first = answer.ok;
      const checks = typeof first === 'boolean' && answer.verdict;
      const each = [];
      let total = 0;
      for (let b = 0; b < (many ? batches : 1); b++) {
        const t0 = clock.start();
        for (let i = 0; i < n; i++) {
          const r = awaits ? await fn(...args) : fn(...args);
          if (checks && r !== first) {
            throw new Error(`iteration ${i} returned ${r}, the first returned ${first}`);
          }
        }
        const ns = clock.since(t0);
        each.push(ns);
        total += ns;
      }
      return many ? { ns: total, each, ok: first } : { ns: total, ok: first };
    }

    // verdict is a timing's answer about the call's result: its verdict
    // where it returns one (verdict set), else ok. The outputs stay in
    // the host: naclcmp checked them on the call it made before timing,
    // and a megabyte of base64 back per timing request cost more than
    // the calls it timed.
    function verdict(result) {
      if (typeof result === 'boolean') {
        return { ok: result, verdict: true };
      }
      if (!Array.isArray(result)) {
        throw new Error('adapter returned neither outputs nor a verdict');
      }
      return { ok: true, verdict: false };
    }

    // kept holds the decoded arguments of recent timings by the key
    // naclcmp gave them (time.keep), with what their first call told, so
    // that the many timing requests of one benchmark cell send a
    // megabyte message once and then only its key (time.reuse). Cells
    // are timed one after another; a few keys are kept, the oldest
    // dropped first.
    const kept = new Map();
    const maxKept = 4;

    // keep keeps args, decoded, under key for timings of op's call, and
    // returns the entry.
    function keep(key, op, call, args) {
      kept.delete(key);
      const entry = { keep: key, op, call, args, ran: false };
      kept.set(key, entry);
      if (kept.size > maxKept) {
        kept.delete(kept.keys().next().value);
      }
      return entry;
    }

    // timingArgs returns a timing request's arguments in an entry: those
    // kept under its key for the same call (time.reuse), or decoded from
    // the request, and kept when it has a key.
    function timingArgs(t) {
      if (t.reuse) {
        const entry = kept.get(t.keep);
        if (entry === undefined || entry.op !== t.op || entry.call !== t.call) {
          throw new Error(`${notKept} ${JSON.stringify(t.keep)}`);
        }
        return entry;
      }
      const args = decodeArgs(t.args);
      return t.keep === undefined ? { args, ran: false } : keep(t.keep, t.op, t.call, args);
    }

    // emptyCall returns the function an empty-call timing repeats: the
    // adapter's call across its host boundary ("host") or noop ("js"), in
    // the same wrapper, so that the two differ by the boundary alone.
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

    // answer returns the response to one request line.
    async function answer(adapter, line) {
      let req;
      try {
        req = JSON.parse(line);
      } catch (e) {
        return { id: 0, error: `bad request line: ${e.message}` };
      }
      return answerRequest(adapter, req);
    }

    // answerRequest returns the response to one request, parsed: node's
    // worker (peer.js) parses each line once, to tell a greeting request
    // from the others.
    async function answerRequest(adapter, req) {
      if (req === null || typeof req !== 'object') {
        return { id: 0, error: 'bad request line: not an object' };
      }
      try {
        if (req.time && req.time.empty !== undefined) {
          return { id: req.id, ...(await timeCalls(emptyCall(adapter, req.time.empty), [], req.time.n)) };
        }
        if (req.time) {
          const t = req.time;
          const entry = timingArgs(t);
          return { id: req.id, ...(await timeCalls(lookup(adapter.ops, t.op, t.call), entry.args, t.n, t.batches, entry)) };
        }
        // A call naclcmp will time next asks that its arguments be kept,
        // with what the call told (its verdict, whether it awaits): the
        // first timing then need not make an untimed call of its own.
        const args = decodeArgs(req.args);
        const entry = req.keep === undefined ? undefined : keep(req.keep, req.op, req.call, args);
        let r = lookup(adapter.ops, req.op, req.call)(...args);
        const awaits = isPromise(r);
        if (awaits) {
          r = await r;
        }
        const answer = { id: req.id, ...encode(r) };
        if (entry !== undefined) {
          Object.assign(entry, { ran: true, awaits, answer: verdict(r) });
        }
        return answer;
      } catch (e) {
        return { id: req.id, error: message(e) };
      }
    }

    // greeting is the first line out: what the adapter loaded.
    // clock_ns, when the host's clock is coarse (a page's), is its step,
    // so that naclcmp makes each timed batch last many steps.
    const greeting = (name, adapter) => ({
      hello: {
        adapter: name,
        package: adapter.pkg,
        file: adapter.file,
        version: adapter.version(),
        ops: Object.keys(adapter.ops),
        empty: typeof adapter.empty === 'function',
        clock_ns: clock.step ? clock.step() : undefined,
      },
    });

    // refusal is the first line out when the adapter did not load.
    const refusal = (name, e) => ({ hello: { adapter: name, error: message(e) } });

    return { answer, answerRequest, greeting, refusal, encode, decodeArgs };
  }

  return { makeCore, webBase64 };
});
