'use strict';
// lines.js is the line protocol the hosts share, host.js for node's
// implementations and browser.js for a browser's: one JSON object per line
// on stdin and stdout. A request names its implementation's adapter as its
// first field, so that a host routes a line (a call's message may be
// megabytes of base64) without parsing it; a stop line ends an adapter's
// worker or page; anything else is answered with an error.

const readline = require('node:readline');

// send writes obj as one line on stdout.
const send = (obj) => process.stdout.write(JSON.stringify(obj) + '\n');

// routed is the start of a request line: the adapter it is for. Names are
// the adapter lists', which the hosts check; these characters cover them.
const routed = /^\{"adapter":"([A-Za-z0-9._-]{1,64})"/;

// serveLines reads stdin line by line: route(name, line) gets each request
// for adapter name, stop(name) each stop line, and closed() the end of
// stdin (naclcmp exited, was interrupted or crashed).
function serveLines({ route, stop, closed }) {
  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  rl.on('line', (line) => {
    const m = routed.exec(line);
    if (m) {
      route(m[1], line);
      return;
    }
    let ctl = null;
    try {
      ctl = JSON.parse(line);
    } catch (e) {
      // Answered below.
    }
    if (ctl !== null && typeof ctl === 'object' && typeof ctl.stop === 'string') {
      stop(ctl.stop);
      return;
    }
    send({ id: 0, error: 'bad request line: neither a request naming its adapter first nor a stop' });
  });
  rl.on('close', closed);
}

module.exports = { send, serveLines };
