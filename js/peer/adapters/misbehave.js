'use strict';
// misbehave.js is a test-only adapter: it misbehaves on purpose, for the
// Go side's tests of the shared node host (host.js), which must end the
// one worker that misbehaves and keep its neighbours answering. peer.js
// loads it only when NACLCMP_JS_TEST_ADAPTER names this file, so that no
// run of the suite can select it. Called with 'answers' it loads at once
// and answers; with 'mute' its load never finishes (a package whose
// WebAssembly never compiles); with 'refuses' its load fails.
//
//   test/echo  echo   the arguments, as outputs
//   test/fail  fail   throws, as a library refusing its input does
//   test/exit  exit   process.exit(7), which in a worker ends the worker
//   test/throw throw  an exception thrown from a timer: uncaught
//   test/loop  loop   a loop that never ends (no answer, CPU time spent)
//   test/hang  hang   a promise never settled (no answer, no CPU time)
//   test/busy  busy   computes in one synchronous call for a tenth of a
//                     second times its argument's first byte
//   test/flaky once   exits (code 9) unless the file its argument names
//                     exists, which it first creates: it fails once

const fs = require('node:fs');

const ops = {
  'test/echo': { echo: (...args) => args },
  'test/fail': {
    fail: () => {
      throw new Error('misbehave: refused');
    },
  },
  'test/exit': {
    exit: () => {
      process.exit(7);
    },
  },
  'test/throw': {
    throw: () => {
      setTimeout(() => {
        throw new Error('misbehave: thrown out of a timer');
      });
      return new Promise(() => {});
    },
  },
  'test/loop': {
    loop: () => {
      for (;;) {
        // Nothing: only the worker's termination ends this.
      }
    },
  },
  'test/hang': { hang: () => new Promise(() => {}) },
  'test/busy': {
    busy: (ms) => {
      const until = Date.now() + 100 * (ms.length > 0 ? ms[0] : 0);
      let n = 0;
      while (Date.now() < until) {
        n++;
      }
      return [new Uint8Array([n & 0xff])];
    },
  },
  'test/flaky': {
    once: (name) => {
      const file = Buffer.from(name).toString();
      if (!fs.existsSync(file)) {
        fs.writeFileSync(file, '');
        process.exit(9);
      }
      return [name];
    },
  },
};

module.exports = (mode) => ({
  pkg: 'misbehave',
  version: () => '0.0.0',
  ready: () => {
    if (mode === 'refuses') {
      return Promise.reject(new Error('misbehave: refuses to load'));
    }
    return mode === 'mute' ? new Promise(() => {}) : Promise.resolve();
  },
  ops,
});
