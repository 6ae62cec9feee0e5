'use strict';
// misbehave-page.js is a test-only page adapter, misbehave.js's
// counterpart in a browser: it misbehaves on purpose, for the Go side's
// tests of a browser's host (browser.js), which must keep the pages of
// the other implementations answering. serve.js lists it only when
// NACLCMP_JS_TEST_ADAPTER names this file, so that no run of the suite can
// select it.
//
//   test/echo  echo   the arguments, as outputs
//   test/loop  loop   a loop that never ends (no answer, CPU time spent)
//   test/hang  hang   a promise never settled (no answer, no CPU time)
//   test/close close  closes the page's window (no answer: the page is gone)
(() => {
  globalThis.naclcmpAdapter = {
    pkg: 'misbehave',
    version: () => '0.0.0',
    ready: () => Promise.resolve(),
    ops: {
      'test/echo': { echo: (...args) => args },
      'test/loop': {
        loop: () => {
          for (;;) {
            // Nothing: only the end of the browser ends this.
          }
        },
      },
      'test/hang': { hang: () => new Promise(() => {}) },
      'test/close': {
        close: () => {
          window.close();
          return new Promise(() => {});
        },
      },
    },
  };
})();
