'use strict';
// page.js is the browser side of one implementation of browser.js: it
// answers naclcmp's requests in its page with core.js, the code peer.js
// answers them with in node, and the adapter the page loaded (adapter.js,
// which sets globalThis.naclcmpAdapter). Requests come and answers go over
// the page's one WebSocket to its server in browser.js, as peer.js's
// come and go through host.js: a greeting request is answered with what
// the adapter loaded (or why it did not), every other request in order.
// When the socket closes (browser.js stopped the page, or is gone), the
// page closes its window.
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

  // greet loads the adapter and returns it with its greeting, or null
  // with why it did not load.
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

  // The adapter loads while the socket opens; requests are answered one
  // after another, in order, as in node, the first once it has loaded.
  const ws = new WebSocket(url.href);
  const greeted = greet();
  let queue = Promise.resolve();
  ws.onmessage = (ev) => {
    queue = queue.then(async () => {
      const { adapter, first } = await greeted;
      let req = null;
      try {
        req = JSON.parse(ev.data);
      } catch (e) {
        ws.send(JSON.stringify({ id: 0, error: `bad request line: ${e.message}` }));
        return;
      }
      if (req !== null && typeof req === 'object' && req.hello) {
        ws.send(JSON.stringify({ id: req.id, ...first }));
      } else if (adapter === null) {
        ws.send(JSON.stringify({ id: req && req.id, error: `adapter did not load: ${first.hello.error}` }));
      } else {
        ws.send(JSON.stringify(await core.answerRequest(adapter, req)));
      }
    });
  };
  // A socket that fails or closes ends the page.
  ws.onerror = () => console.error('naclcmp page: the WebSocket failed');
  ws.onclose = () => window.close();
})();
