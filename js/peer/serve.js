'use strict';
// serve.js is the page server of browser.js: one per page, each on an
// address of its own, serving only that page's HTML, the files it loads
// and its one WebSocket, under the run's secret. It also lists the
// adapters a page may load and which files each needs.

const http = require('node:http');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
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

// testAdapters are listed only when NACLCMP_JS_TEST_ADAPTER names their
// file: the Go side's tests of a browser's host, never a run's choice.
if (process.env.NACLCMP_JS_TEST_ADAPTER === 'misbehave-page.js') {
  adapters['test-misbehave'] = { file: 'adapters/misbehave-page.js' };
  adapters['test-neighbour'] = { file: 'adapters/misbehave-page.js' };
}

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

// maxLine bounds a message of the page: an answer carries at most one
// request's bytes and then some, in base64 (js.MaxMessage is 64 MiB),
// and node's strings stop near 512 MiB.
const maxLine = 512 << 20;

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
${tag('core.js')}${(a.helpers || []).map((h) => tag(h)).join('')}${Object.keys(a.scripts || {}).map((s) => tag(s)).join('')}\
${tag('adapter.js', attr('version', a.pkg && packageVersion(a.pkg)) + attr('file', a.main))}${tag('page.js', attr('adapter', adapter))}`;
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

// pageSite is what the page of adapter's server serves: its HTML and
// files.
const pageSite = (adapter) => ({ html: page(adapter), files: files(adapter) });

// makeServer returns the server of site (its html, and files, a map from
// the names the page asks for to the files served) under secret. connect
// is called with each WebSocket the page opens, once it is open. The
// server answers only on the address it listens on. The checks are in
// check, exported for the tests.
function makeServer(site, secret, connect) {
  const known = site.files;
  const html = site.html;
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxLine, perMessageDeflate: false });
  const server = http.createServer((req, res) => {
    const refuse = (code, why) => {
      res.writeHead(code, { 'Content-Type': 'text/plain; charset=utf-8', ...securityHeaders });
      res.end(why + '\n');
    };
    const verdict = check(req, secret, listening(server));
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
    let verdict = check(req, secret, listening(server));
    if (verdict === null && req.url.slice(secret.length + 2) !== 'ws') {
      verdict = { code: 404, why: 'not found' };
    }
    if (verdict === null && req.headers.origin === undefined) {
      verdict = { code: 403, why: 'no origin' };
    }
    if (verdict !== null) {
      const head = `HTTP/1.1 ${verdict.code} ${http.STATUS_CODES[verdict.code]}\r\nConnection: close\r\n`;
      socket.end(`${head}Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${verdict.why.length + 1}\r\n\r\n${verdict.why}\n`);
      return;
    }
    wss.handleUpgrade(req, socket, head, connect);
  });
  return server;
}

// listening is the address and port server listens on, as a Host header
// names them: "127.0.0.2:41234".
const listening = (server) => `${server.address().address}:${server.address().port}`;

// check returns null for a request the page may make, or the status and
// reason of its refusal: a path outside /<secret>/, a Host other than the
// server's own address and port (host), or an Origin other than the
// page's own.
function check(req, secret, host) {
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


// missing returns the first file adapter's page needs that is not
// there (a package missing from node_modules), or null.
function missing(adapter) {
  for (const f of Object.values(files(adapter))) {
    if (!fs.existsSync(path.join(__dirname, f))) {
      return f;
    }
  }
  return null;
}

module.exports = { adapters, pageSite, makeServer, check, missing, securityHeaders };
