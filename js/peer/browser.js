'use strict';
// browser.js runs an adapter in a real browser's page instead of in node.
// It is started as `node browser.js <chromium|firefox> <binary> <adapter>`
// and speaks the requests peer.js documents, a line each on its stdin and
// stdout: it writes the page's greeting first, unasked, then relays each
// request line to the page and writes each of the page's answers as one
// line. The page answers with core.js, the code peer.js answers with in
// node's workers.
//
// It serves the page on 127.0.0.1, on a port the kernel picks, under a
// random secret made for this run, and launches the browser headless on
// that page. WebCrypto (crypto.subtle) exists only in a secure context,
// which a page from http://127.0.0.1 is. The server answers only:
//
//   GET  /<secret>/            the page (index.html, made here)
//   GET  /<secret>/<file>      the few files the page loads (files)
//   GET  /<secret>/ws          with Upgrade: websocket, the page's one
//                              WebSocket: request lines go to the page and
//                              its answers come back as messages
//
// and only when the Host header is 127.0.0.1:<port> and the Origin
// header, when there is one, is http://127.0.0.1:<port> (a WebSocket
// must have one, as browsers always send it): no other local program, and
// no page of another origin (DNS rebinding, or a cross-site WebSocket,
// among them), can read the page or drive the peer. There are no
// directory listings and no other files. Every response asks for
// cross-origin isolation (COOP and COEP), under which the browsers'
// performance.now() is finer (5 µs in Chromium, 20 µs in Firefox, instead
// of 100 µs and 1 ms). The WebSocket is ws's (npm ws): a call's round trip
// through it costs about a quarter of one through fetch long polling
// (1.6 ms against 5.5 ms in Chromium on a two-core machine).
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
const { WebSocketServer } = require('ws');
const { packageVersion } = require('./adapters/version.js');

// adapters lists the adapters a page may load, as peer.js's list does
// for node: the name is looked up here, never used as a path. Each has its
// file (the adapter), and, for an adapter of an npm package, the package
// (pkg) and the files of it the page needs, by the flat name the page asks
// for (a path under node_modules/<pkg>): scripts are loaded by <script>
// tags, in order, before the adapter; imports are what the adapter
// imports or the package fetches (ES modules, WebAssembly). main is the
// package's file that holds the code measured, which the greeting names
// (as peer.js's adapters do where a package ships two). helpers are our
// scripts the adapter uses (lastkey.js keeps the last key's objects).
const adapters = {
  webcrypto: { file: 'adapters/webcrypto.js' },
  tweetnacl: {
    file: 'adapters/tweetnacl.js',
    pkg: 'tweetnacl',
    main: 'nacl-fast.js',
    scripts: { 'nacl-fast.js': 'nacl-fast.js' },
  },
  'noble-ed25519': {
    file: 'adapters/noble-ed25519.js',
    pkg: '@noble/ed25519',
    imports: { 'noble-ed25519.js': 'index.js' },
  },
  // supercop.js is Emscripten's loader, which fetches supercop.wasm from
  // beside itself; index.js wraps it as the package's API.
  'supercop.wasm': {
    file: 'adapters/supercop-wasm.js',
    pkg: 'supercop.wasm',
    helpers: ['lastkey.js'],
    scripts: { 'supercop.js': 'src/supercop.js', 'index.js': 'src/index.js' },
    imports: { 'supercop.wasm': 'src/supercop.wasm' },
  },
  // The package's browser entry points need node (CommonJS exports,
  // Buffer); its wasm-bindgen module and the module embedding the
  // WebAssembly as base64 load in a page, and initSync joins them.
  ed25519_dalek: {
    file: 'adapters/ed25519-dalek.js',
    pkg: 'ed25519_dalek',
    helpers: ['lastkey.js'],
    imports: {
      'ed25519_dalek_wasm.mjs': 'dist/mjs/wasm/pkg/ed25519_dalek_wasm.mjs',
      'ed25519_dalek_wasm.wasm.mjs': 'dist/mjs/wasm/pkg/ed25519_dalek_wasm.wasm.mjs',
    },
  },
};

// files maps each name the page may ask for to the file served: nothing
// else is ever read from disk. The paths are relative to this directory.
const files = (adapter) => {
  const a = adapters[adapter];
  const pkgFile = (f) => path.join('node_modules', ...a.pkg.split('/'), f);
  const out = { 'core.js': 'core.js', 'page.js': 'page.js', 'adapter.js': a.file };
  for (const h of a.helpers || []) {
    out[h] = path.join('adapters', h);
  }
  for (const [name, f] of Object.entries({ ...a.scripts, ...a.imports })) {
    out[name] = pkgFile(f);
  }
  return out;
};

// contentTypes are the types files are served with, by extension: a
// module must be JavaScript, and WebAssembly's streaming compile wants
// application/wasm.
const contentTypes = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
};

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
// update or telemetry traffic while the page is measured, and no work at
// start-up for features a page of ours never uses (safe browsing lists,
// add-on scopes, a preloaded new tab, session restore, the disk cache).
// Every test binary that checks the matrix starts five Firefox peers:
// these cut a start from about 10 to 8.6 s of CPU on this two-core
// machine.
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
  'user_pref("browser.newtab.preload", false);',
  'user_pref("browser.newtabpage.enabled", false);',
  'user_pref("dom.ipc.processPrelaunch.enabled", false);',
  'user_pref("dom.ipc.processCount", 1);',
  'user_pref("browser.safebrowsing.malware.enabled", false);',
  'user_pref("browser.safebrowsing.phishing.enabled", false);',
  'user_pref("browser.safebrowsing.downloads.enabled", false);',
  'user_pref("extensions.systemAddon.update.enabled", false);',
  'user_pref("extensions.getAddons.cache.enabled", false);',
  'user_pref("media.gmp-manager.updateEnabled", false);',
  'user_pref("browser.search.update", false);',
  'user_pref("browser.pagethumbnails.capturing_disabled", true);',
  'user_pref("toolkit.startup.max_resumed_crashes", -1);',
  'user_pref("browser.sessionstore.resume_from_crash", false);',
  'user_pref("browser.cache.disk.enable", false);',
  'user_pref("extensions.enabledScopes", 5);',
  'user_pref("extensions.autoDisableScopes", 0);',
  '',
].join('\n');

// maxLine bounds a message of the page: an answer carries at most one
// request's bytes and then some, in base64 (js.MaxMessage is 64 MiB),
// and node's strings stop near 512 MiB.
const maxLine = 512 << 20;

function fail(why) {
  process.stdout.write(JSON.stringify({ hello: { error: why } }) + '\n');
  process.exit(1);
}

// page is the HTML that loads core.js, our helpers and the package's
// scripts, then the adapter, told its package's version and main file,
// then page.js, which runs them.
const page = (adapter) => {
  const a = adapters[adapter];
  const tag = (src, data = '') => `<script src="${src}"${data}></script>\n`;
  const attr = (k, v) => (v === undefined ? '' : ` data-${k}="${v}"`);
  return `<!doctype html>
<meta charset="utf-8">
<title>naclcmp ${adapter}</title>
${tag('core.js')}${(a.helpers || []).map((h) => tag(h)).join('')}${Object.keys(a.scripts || {}).map((s) => tag(s)).join('')}${tag('adapter.js', attr('version', a.pkg && packageVersion(a.pkg)) + attr('file', a.main))}${tag('page.js', attr('adapter', adapter))}`;
};

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

// makeServer returns the page server for adapter under secret. connect
// is called with each WebSocket a page opens, once it is open. The checks
// are in check, exported for the tests.
function makeServer(adapter, secret, connect) {
  const known = files(adapter);
  const html = page(adapter);
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxLine, perMessageDeflate: false });
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
    if (req.method !== 'GET') {
      refuse(405, 'method not allowed');
      return;
    }
    if (name === '') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...securityHeaders });
      res.end(html);
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
      res.writeHead(200, { 'Content-Type': contentTypes[path.extname(known[name])], ...securityHeaders });
      res.end(data);
    });
  });
  // The WebSocket: the same checks as any request, on the one path, and
  // an Origin, which every browser sends with a WebSocket.
  server.on('upgrade', (req, socket, head) => {
    let verdict = check(req, secret, server.address().port);
    if (verdict === null && req.url.slice(secret.length + 2) !== 'ws') {
      verdict = { code: 404, why: 'not found' };
    }
    if (verdict === null && req.headers.origin === undefined) {
      verdict = { code: 403, why: 'no origin' };
    }
    if (verdict !== null) {
      socket.end(`HTTP/1.1 ${verdict.code} ${http.STATUS_CODES[verdict.code]}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${verdict.why.length + 1}\r\n\r\n${verdict.why}\n`);
      return;
    }
    wss.handleUpgrade(req, socket, head, connect);
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
  // Every file the page may ask for is there, or the peer says which is
  // not before a browser starts (a package missing from node_modules).
  for (const f of Object.values(files(adapter))) {
    if (!fs.existsSync(path.join(__dirname, f))) {
      fail(`${f} is missing (run make js-deps)`);
    }
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

  // The page's WebSocket: requests from stdin wait in pending until the
  // page has connected; each of its messages (the greeting, then one
  // answer per request, in order) is written as one line. One page
  // connects: a second socket is closed, and the page's going away ends
  // the peer, as node's host.js ends when its stdin closes.
  const pending = [];
  let socket = null;
  const connect = (ws) => {
    if (socket !== null) {
      ws.close(1008, 'one page per peer');
      return;
    }
    socket = ws;
    ws.on('message', (data) => {
      // One line per answer, whatever the page sent.
      process.stdout.write(String(data).replace(/\n/g, ' ') + '\n');
    });
    ws.on('error', (e) => {
      process.stderr.write(`${kind}: the page's WebSocket: ${e.message}\n`);
      finish(1);
    });
    ws.on('close', (code) => {
      if (!finishing) {
        process.stderr.write(`${kind}: the page closed its WebSocket (${code})\n`);
        finish(1);
      }
    });
    for (const line of pending.splice(0)) {
      ws.send(line);
    }
  };

  const server = makeServer(adapter, secret, connect);
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
    if (socket !== null) {
      socket.send(line);
    } else {
      pending.push(line);
    }
  });
  // naclcmp closed the pipe: it exited, was interrupted or crashed.
  rl.on('close', () => finish(0));
}

if (require.main === module) {
  main();
}

module.exports = { makeServer, check };
