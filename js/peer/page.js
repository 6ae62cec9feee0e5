'use strict';
// page.js is the browser side of a peer run by browser.js: it answers
// naclcmp's requests in the page with core.js, the code peer.js answers
// them with in node, and the adapter the page loaded (adapter.js, which
// sets globalThis.naclcmpAdapter). Requests come and answers go through
// the page server's relay: each POST carries the last answer (the greeting
// first) and is answered with the next request line, or with nothing
// (204) when none came in a while, and the page asks again.
(() => {
  const name = document.currentScript.dataset.adapter;
  const relay = new URL('relay', document.baseURI).href;

  // clockStep measures the step of performance.now(), in nanoseconds: the
  // least change seen over a few changes (browsers add jitter to some).
  function clockStep() {
    let least = Infinity;
    let prev = performance.now();
    for (let seen = 0, spins = 0; seen < 20 && spins < 1e7; spins++) {
      const t = performance.now();
      if (t !== prev) {
        least = Math.min(least, t - prev);
        prev = t;
        seen++;
      }
    }
    return Number.isFinite(least) ? Math.max(1, Math.round(least * 1e6)) : 1e6;
  }

  // The page's clock is performance.now(), in milliseconds, whose steps
  // are what the browser allows (finer under cross-origin isolation).
  const core = naclcmpCore.makeCore({
    clock: {
      start: () => performance.now(),
      since: (t0) => Math.round((performance.now() - t0) * 1e6),
      step: clockStep,
    },
  });

  // post sends body (an answer, a greeting or nothing) and returns the
  // next request line, or null when the server had none.
  async function post(body) {
    const r = await fetch(relay, { method: 'POST', body, cache: 'no-store' });
    if (r.status === 204) {
      return null;
    }
    if (!r.ok) {
      throw new Error(`relay: HTTP ${r.status}`);
    }
    return r.text();
  }

  async function run() {
    const adapter = globalThis.naclcmpAdapter;
    let first;
    try {
      if (!adapter) {
        throw new Error('adapter.js did not load');
      }
      await adapter.ready();
      first = core.greeting(name, adapter);
    } catch (e) {
      await post(JSON.stringify(core.refusal(name, e)));
      return;
    }
    let body = JSON.stringify(first);
    // Requests are answered one after another, in order, as in node.
    for (;;) {
      const line = await post(body);
      body = line === null ? '' : JSON.stringify(await core.answer(adapter, line));
    }
  }

  // A relay that fails ends the page's part: browser.js is gone, or the
  // browser is being killed with it.
  run().catch((e) => console.error('naclcmp page:', e));
})();
