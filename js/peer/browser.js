'use strict';
// browser.js runs an adapter in a real browser's page instead of in node.
// It is started as `node browser.js <chromium|firefox> <binary> <adapter>`
// and speaks the line protocol of peer.js on its stdin and stdout, so
// that naclcmp drives a browser exactly as it drives a node peer: it
// relays each request line to the page and writes each of the page's
// answers as one line. The page answers with core.js, the code peer.js
// answers with.
//
// It serves the page on 127.0.0.1, on a port the kernel picks, under a
// random secret made for this run, and launches the browser headless on
// that page. WebCrypto (crypto.subtle) exists only in a secure context,
// which a page from http://127.0.0.1 is. The server answers only:
//
//   GET  /<secret>/            the page (index.html, made here)
//   GET  /<secret>/<file>      the few scripts the page loads (files)
//   POST /<secret>/relay       the page's answer (or its greeting, or
//                              nothing), answered with the next request
//                              once there is one (long polling)
//
// and only when the Host header is 127.0.0.1:<port> and the Origin
// header, when there is one, is http://127.0.0.1:<port>: no other local
// program, and no page of another origin (DNS rebinding among them), can
// read the page or drive the peer. There are no directory listings and no
// other files. Every response asks for cross-origin isolation (COOP and
// COEP), under which the browsers' performance.now() is finer (5 µs in
// Chromium, 20 µs in Firefox, instead of 100 µs and 1 ms).
//
// The browser runs in a process group of its own with a temporary
// profile: when stdin closes (naclcmp is done, or gone), on a signal, or
// when the browser exits, the whole group is killed and the profile
// removed; naclcmp sends it SIGTERM, not SIGKILL, when naclcmp dies, so
// that it can. Under setpriv (util-linux), the browser is also sent
// SIGKILL when this process dies without cleaning up (naclcmp's SIGKILL
// of a hung peer), and its own child processes end with it; the profile
// left then is removed by the next browser peer's start (sweep), once no
// process owns it.

const http = require('node:http');
const { spawn } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const readline = require('node:readline');

// adapters lists the adapters a page may load, as peer.js's list does
// for node: the name is looked up here, never used as a path.
const adapters = {
  webcrypto: 'adapters/webcrypto.js',
};

// files are the scripts the page loads, by the name it loads them with:
// nothing else is ever read from disk.
const files = (adapter) => ({
  'core.js': 'core.js',
  'page.js': 'page.js',
  'adapter.js': adapters[adapter],
});

// browsers says how to run each browser headless on a profile of its own.
const browsers = {
  chromium: (profile, url) => [
    '--headless',
    // Chromium's sandbox refuses to run as root; a page of ours on
    // loopback is all it loads.
    ...(process.getuid && process.getuid() === 0 ? ['--no-sandbox'] : []),
    `--user-data-dir=${profile}`,
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-extensions',
    '--disable-sync',
    '--disable-component-update',
    '--disable-background-networking',
    // A headless page counts as hidden: without these its timers and
    // tasks may be throttled in the middle of a timing.
    '--disable-background-timer-throttling',
    '--disable-renderer-backgrounding',
    '--disable-backgrounding-occluded-windows',
    url,
  ],
  firefox: (profile, url) => ['--headless', '--no-remote', '--profile', profile, url],
};

// firefoxPrefs keep a fresh Firefox profile quiet: no first-run pages, no
// update or telemetry traffic while the page is measured.
const firefoxPrefs = [
  'user_pref("browser.shell.checkDefaultBrowser", false);',
  'user_pref("browser.startup.homepage_override.mstone", "ignore");',
  'user_pref("datareporting.policy.dataSubmissionEnabled", false);',
  'user_pref("toolkit.telemetry.enabled", false);',
  'user_pref("app.update.enabled", false);',
  'user_pref("extensions.update.enabled", false);',
  'user_pref("browser.safebrowsing.update.enabled", false);',
  'user_pref("network.captive-portal-service.enabled", false);',
  'user_pref("network.connectivity-service.enabled", false);',
  '',
].join('\n');

// pollHold is how long a relay request waits for the next request line
// before it is answered with nothing (204) and the page asks again: an
// idle peer never holds one request open for long.
const pollHold = 20000;

function fail(why) {
  process.stdout.write(JSON.stringify({ hello: { error: why } }) + '\n');
  process.exit(1);
}

// page is the HTML that loads core.js, the adapter and page.js, which
// runs them.
const page = (adapter) => `<!doctype html>
<meta charset="utf-8">
<title>naclcmp ${adapter}</title>
<script src="core.js"></script>
<script src="adapter.js"></script>
<script src="page.js" data-adapter="${adapter}"></script>
`;

// securityHeaders go on every response: nothing is cached, sniffed or
// shared with another origin, and the page is cross-origin isolated.
const securityHeaders = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
};

// makeServer returns the page server for adapter under secret. relay is
// called with each body the page posts and a callback taking the next
// request line (null for none yet). The checks are in check, exported
// for the tests.
function makeServer(adapter, secret, relay) {
  const known = files(adapter);
  const server = http.createServer((req, res) => {
    const refuse = (code, why) => {
      res.writeHead(code, { 'Content-Type': 'text/plain; charset=utf-8', ...securityHeaders });
      res.end(why + '\n');
    };
    const port = server.address().port;
    const verdict = check(req, secret, port);
    if (verdict !== null) {
      refuse(verdict.code, verdict.why);
      return;
    }
    const name = req.url.slice(secret.length + 2);
    if (name === 'relay' && req.method === 'POST') {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        relay(Buffer.concat(chunks).toString('utf8'), (line) => {
          if (line === null) {
            res.writeHead(204, securityHeaders);
            res.end();
            return;
          }
          res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', ...securityHeaders });
          res.end(line);
        });
      });
      return;
    }
    if (req.method !== 'GET') {
      refuse(405, 'method not allowed');
      return;
    }
    if (name === '') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...securityHeaders });
      res.end(page(adapter));
      return;
    }
    if (!Object.prototype.hasOwnProperty.call(known, name)) {
      refuse(404, 'not found');
      return;
    }
    fs.readFile(path.join(__dirname, known[name]), (err, data) => {
      if (err) {
        refuse(500, 'cannot read ' + name);
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', ...securityHeaders });
      res.end(data);
    });
  });
  return server;
}

// check returns null for a request the page may make, or the status and
// reason of its refusal: a path outside /<secret>/, a Host other than
// 127.0.0.1:<port>, or an Origin other than the page's own.
function check(req, secret, port) {
  const host = `127.0.0.1:${port}`;
  if (req.headers.host !== host) {
    return { code: 421, why: 'wrong host' };
  }
  if (req.headers.origin !== undefined && req.headers.origin !== `http://${host}`) {
    return { code: 403, why: 'foreign origin' };
  }
  const prefix = `/${secret}/`;
  // A constant-time comparison: the secret is the whole of the access
  // control against other local programs.
  const got = Buffer.from(req.url.slice(0, prefix.length));
  const want = Buffer.from(prefix);
  if (got.length !== want.length || !crypto.timingSafeEqual(got, want)) {
    return { code: 404, why: 'not found' };
  }
  const rest = req.url.slice(prefix.length);
  if (rest.includes('/') || rest.includes('?') || rest.includes('%') || rest.includes('..')) {
    return { code: 404, why: 'not found' };
  }
  return null;
}

// ownerFile, in a profile, holds the process id of the browser.js that
// made it.
const ownerFile = 'naclcmp-owner';

// sweep removes the profiles of earlier peers whose browser.js is gone
// without removing them (killed with SIGKILL, when naclcmp ended a hung
// peer): their browsers died with them (setpriv), so nothing uses them.
function sweep() {
  let names;
  try {
    names = fs.readdirSync(os.tmpdir());
  } catch (e) {
    return;
  }
  for (const name of names) {
    if (!/^naclcmp-(chromium|firefox)-[A-Za-z0-9]+$/.test(name)) {
      continue;
    }
    const dir = path.join(os.tmpdir(), name);
    let owner;
    try {
      owner = Number(fs.readFileSync(path.join(dir, ownerFile), 'utf8'));
    } catch (e) {
      continue; // not ours to judge, or being made right now
    }
    if (!Number.isSafeInteger(owner) || owner <= 0 || owner === process.pid) {
      continue;
    }
    try {
      process.kill(owner, 0);
      continue; // its owner runs
    } catch (e) {
      if (e.code !== 'ESRCH') {
        continue;
      }
    }
    try {
      fs.rmSync(dir, { recursive: true, force: true });
    } catch (e) {
      // Left for the next sweep.
    }
  }
}

function main() {
  const [kind, binary, adapter] = process.argv.slice(2);
  if (!Object.prototype.hasOwnProperty.call(browsers, kind)) {
    fail(`unknown browser ${JSON.stringify(kind)} (have ${Object.keys(browsers).join(', ')})`);
  }
  if (!binary) {
    fail('no browser binary given');
  }
  if (!Object.prototype.hasOwnProperty.call(adapters, adapter)) {
    fail(`unknown browser adapter ${JSON.stringify(adapter)} (have ${Object.keys(adapters).join(', ')})`);
  }
  const secret = crypto.randomBytes(24).toString('hex');
  sweep();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), `naclcmp-${kind}-`));
  fs.writeFileSync(path.join(profile, ownerFile), String(process.pid));
  let child = null;
  let stderrTail = '';

  // kill kills the browser's process group.
  const kill = () => {
    if (child !== null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch (e) {
        // The group is gone already.
      }
    }
  };
  // removeProfile removes the profile, retrying while a dying browser
  // process still holds or writes to it.
  const removeProfile = () => {
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 20 });
    } catch (e) {
      process.stderr.write(`cannot remove the profile ${profile}: ${e.message}\n`);
    }
  };
  // groupGone reports whether no process of the browser's group is left.
  const groupGone = () => {
    try {
      process.kill(-child.pid, 0);
      return false;
    } catch (e) {
      return e.code === 'ESRCH';
    }
  };
  // cleanup is the last resort, on any exit: kill, and remove what the
  // killed processes allow to be removed at once.
  let cleaned = false;
  const cleanup = () => {
    if (!cleaned) {
      cleaned = true;
      kill();
      removeProfile();
    }
  };
  // finish is the orderly end: kill the group, wait (briefly) until its
  // processes are gone, since SIGKILL is delivered asynchronously and a
  // dying browser still writes its profile, then remove the profile and
  // exit.
  let finishing = false;
  const finish = (code) => {
    if (finishing) {
      return;
    }
    finishing = true;
    kill();
    const began = Date.now();
    const wait = () => {
      if (child === null || child.pid === undefined || groupGone() || Date.now() - began > 3000) {
        removeProfile();
        cleaned = true;
        process.exit(code);
      }
      setTimeout(wait, 20);
    };
    wait();
  };
  process.on('exit', cleanup);
  for (const sig of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
    process.on(sig, () => finish(1));
  }

  // The relay: requests from stdin wait in pending until the page polls;
  // a poll waits in waiting until a request comes.
  const pending = [];
  let waiting = null;
  let holdTimer = null;
  const deliver = () => {
    if (waiting !== null && pending.length > 0) {
      const w = waiting;
      waiting = null;
      clearTimeout(holdTimer);
      w(pending.shift());
    }
  };
  const relay = (body, answer) => {
    if (body !== '') {
      // One line per answer, whatever the page sent.
      process.stdout.write(body.replace(/\n/g, ' ') + '\n');
    }
    if (waiting !== null) {
      // One page polls at a time; a second poll means a second page.
      answer(null);
      return;
    }
    waiting = answer;
    holdTimer = setTimeout(() => {
      if (waiting === answer) {
        waiting = null;
        answer(null);
      }
    }, pollHold);
    deliver();
  };

  const server = makeServer(adapter, secret, relay);
  server.listen(0, '127.0.0.1', () => {
    const url = `http://127.0.0.1:${server.address().port}/${secret}/`;
    if (kind === 'firefox') {
      fs.writeFileSync(path.join(profile, 'user.js'), firefoxPrefs);
    }
    const args = browsers[kind](profile, url);
    // setpriv sends the browser SIGKILL if this process dies first.
    const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((f) => fs.existsSync(f));
    const [cmd, argv] = setpriv ? [setpriv, ['--pdeathsig', 'KILL', '--', binary, ...args]] : [binary, args];
    child = spawn(cmd, argv, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (d) => {
      stderrTail = (stderrTail + d).slice(-2000);
    });
    child.on('error', (e) => {
      process.stderr.write(`${binary}: ${e.message}\n`);
      process.exit(1);
    });
    child.on('exit', (code, sig) => {
      if (finishing) {
        return; // killed by finish, which exits when the group is gone
      }
      process.stderr.write(`${kind} exited (${sig || code}); its last output: ${stderrTail.trim().split('\n').slice(-3).join(' | ')}\n`);
      finish(1);
    });
  });

  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  rl.on('line', (line) => {
    pending.push(line);
    deliver();
  });
  // naclcmp closed the pipe: it exited, was interrupted or crashed.
  rl.on('close', () => finish(0));
}

if (require.main === module) {
  main();
}

module.exports = { makeServer, check };
