'use strict';
// page.js is the browser side of a peer run by browser.js: it answers
// naclcmp's requests in the page with core.js, the code peer.js answers
// them with in node, and the adapter the page loaded (adapter.js, which
// sets globalThis.naclcmpAdapter). Requests come and answers go over one
// WebSocket to the page server: the greeting first, then one answer per
// request line, in order.
(() => {
  const name = document.currentScript.dataset.adapter;
  const url = new URL('ws', document.baseURI);
  url.protocol = 'ws:';

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

  // greet loads the adapter and returns the first message: its greeting,
  // or why it did not load.
  async function greet() {
    const adapter = globalThis.naclcmpAdapter;
    try {
      if (!adapter) {
        throw new Error('adapter.js did not load');
      }
      await adapter.ready();
      return { adapter, first: core.greeting(name, adapter) };
    } catch (e) {
      return { adapter: null, first: core.refusal(name, e) };
    }
  }

  // The adapter loads while the socket opens; the greeting goes first,
  // and requests are answered one after another, in order, as in node.
  const ws = new WebSocket(url.href);
  const opened = new Promise((resolve) => {
    ws.onopen = resolve;
  });
  const greeted = greet();
  let queue = Promise.all([greeted, opened]).then(([g]) => ws.send(JSON.stringify(g.first)));
  ws.onmessage = (ev) => {
    queue = queue.then(async () => {
      const { adapter } = await greeted;
      if (adapter !== null) {
        ws.send(JSON.stringify(await core.answer(adapter, ev.data)));
      }
    });
  };
  // A socket that fails ends the page's part: browser.js is gone, or the
  // browser is being killed with it.
  ws.onerror = () => console.error('naclcmp page: the WebSocket failed');
})();
