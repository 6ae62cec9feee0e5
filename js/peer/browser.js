'use strict';
// browser.js is the host of one headless browser's implementations, as
// host.js is of node's: every page adapter of a run that runs in that
// browser is a page of one browser process. It is started as
// `node browser.js <chromium|firefox> <binary>` when a run first asks
// anything of an implementation in that browser, and speaks host.js's
// lines on its stdin and stdout:
//
//   greeting← {"host":{"browser":"chromium","node":"20.20.2"}}
//             The first line, written as the browser starts.
//   request   {"adapter":"tweetnacl","id":7,…}
//           → {"id":7,…}
//             Any of peer.js's requests, for the adapter's page, which
//             answers it with core.js as peer.js does in node. The
//             adapter's page opens on its first request, which waits for
//             the page to load and greet.
//   stop      {"stop":"tweetnacl"}
//             Closes the adapter's page (its WebSocket; the page then
//             closes itself); its next request opens a fresh one.
//   down    ← {"down":"tweetnacl","why":"went away (…)"}
//             The adapter's page went away unasked (its renderer crashed,
//             or it closed): what it had not answered never will be.
//
// The browser starts on a first page of ours (the hub), which opens each
// adapter's page with window.open when browser.js asks it to. Each page
// is served from an address of its own on the loopback network
// (127.0.0.2, 127.0.0.3, …: a fresh one for every page opened), so that
// each is a site of its own, which both browsers put in a renderer
// process of its own: a page that crashes, hangs or loops takes no other
// implementation with it. What the pages share is the browser: its main
// process, GPU and network processes, its memory, and browser.js, which
// passes every line in and out. Where an address other than 127.0.0.1
// cannot be had, the pages share it, each on a port of its own, and
// Firefox then runs them in one process (said once on stderr).
//
// The pages' server is serve.js's: under a random secret made for this
// run, only on the page's own address (Host) and origin (Origin), and
// only the page, the files it loads and its WebSocket. WebCrypto exists
// only in a secure context, which a page from http://127.0.0.0/8 is.
// Every response asks for cross-origin isolation (COOP and COEP), under
// which the browsers' performance.now() is finer (5 µs in Chromium, 20 µs
// in Firefox, instead of 100 µs and 1 ms). The WebSocket is ws's (npm
// ws): a call's round trip through it costs about a quarter of one
// through fetch long polling (1.6 ms against 5.5 ms in Chromium on a
// two-core machine).
//
// The browser runs in a process group of its own with a temporary
// profile (launch.js): when stdin closes (naclcmp is done, or gone), on a
// signal, or when the browser exits, the whole group is killed and the
// profile removed; naclcmp sends browser.js SIGTERM, not SIGKILL, when
// naclcmp dies, so that it can.

const crypto = require('node:crypto');
const { send, serveLines } = require('./lines.js');
const { adapters, pageSite, makeServer, missing } = require('./serve.js');
const { launch, browsers } = require('./launch.js');

// hubSite is the first page: it opens each URL its WebSocket sends in a
// new window, without an opener, so that the window is a browsing
// context group of its own.
const hubSite = {
  files: {},
  html: `<!doctype html>
<meta charset="utf-8">
<title>naclcmp</title>
<script>
const url = new URL('ws', document.baseURI);
url.protocol = 'ws:';
const ws = new WebSocket(url.href);
ws.onmessage = (ev) => window.open(ev.data, '_blank', 'noopener');
</script>
`,
};

// refuse answers a request line for an adapter that cannot have a page:
// a greeting with the reason, any other request with an error.
function refuse(line, why) {
  let req = null;
  try {
    req = JSON.parse(line);
  } catch (e) {
    // Answered with id 0 below.
  }
  const id = req && Number.isSafeInteger(req.id) ? req.id : 0;
  send(req && req.hello ? { id, hello: { error: why } } : { id, error: why });
}

// addresses hands out the loopback addresses of the pages: 127.0.0.2
// onwards, skipping .0 and .255.
let nextAddress = 2;
function address() {
  for (;;) {
    const n = nextAddress++;
    if ((n & 255) !== 0 && (n & 255) !== 255) {
      return `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    }
  }
}

function main() {
  const [kind, binary] = process.argv.slice(2);
  const fatal = (why) => {
    process.stderr.write(why + '\n');
    process.exit(1);
  };
  if (!Object.prototype.hasOwnProperty.call(browsers, kind)) {
    fatal(`unknown browser ${JSON.stringify(kind)} (have ${Object.keys(browsers).join(', ')})`);
  }
  if (!binary) {
    fatal('no browser binary given');
  }
  send({ host: { browser: kind, node: process.versions.node } });
  const secret = crypto.randomBytes(24).toString('hex');

  // The hub: the URLs of pages to open wait until it has connected.
  let hub = null;
  const toOpen = [];
  const open = (url) => (hub !== null ? hub.send(url) : toOpen.push(url));

  let browser = null;
  let finishing = false;
  const finish = (code) => {
    if (finishing) {
      return;
    }
    finishing = true;
    if (browser === null) {
      process.exit(code);
    }
    browser.finish(() => process.exit(code));
  };
  process.on('exit', () => browser !== null && browser.cleanup());
  for (const sig of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
    process.on(sig, () => finish(1));
  }

  const hubServer = makeServer(hubSite, secret, (ws) => {
    if (hub !== null) {
      ws.close(1008, 'one hub');
      return;
    }
    hub = ws;
    ws.on('close', (code) => {
      if (!finishing) {
        process.stderr.write(`${kind}: the first page closed its WebSocket (${code})\n`);
        finish(1);
      }
    });
    for (const url of toOpen.splice(0)) {
      ws.send(url);
    }
  });

  // pages holds each adapter's page: its server, its WebSocket once the
  // page has connected, and the lines that wait for it.
  const pages = new Map();
  let shared = false;

  // close ends a page's part here: its socket (the page then closes its
  // window) and its server.
  const close = (name, page) => {
    page.closed = true;
    if (pages.get(name) === page) {
      pages.delete(name);
    }
    if (page.socket !== null) {
      page.socket.close(1000, 'stopped');
    }
    page.server.close();
  };

  const openPage = (name) => {
    const page = { server: null, socket: null, queue: [], closed: false };
    pages.set(name, page);
    page.server = makeServer(pageSite(name), secret, (ws) => {
      if (page.socket !== null || page.closed) {
        ws.close(1008, 'one socket per page');
        return;
      }
      page.socket = ws;
      ws.on('message', (data) => process.stdout.write(String(data).replace(/\n/g, ' ') + '\n'));
      ws.on('close', (code) => {
        if (!page.closed && !finishing) {
          close(name, page);
          send({ down: name, why: `went away (its WebSocket closed with code ${code}): the page crashed or was closed` });
        }
      });
      for (const line of page.queue.splice(0)) {
        ws.send(line);
      }
    });
    const listen = (host) => {
      page.server.once('error', (e) => {
        if (host !== '127.0.0.1' && (e.code === 'EADDRNOTAVAIL' || e.code === 'EINVAL')) {
          if (!shared) {
            shared = true;
            process.stderr.write(`${kind}: no loopback address but 127.0.0.1 here (${e.code}); the pages share its site\n`);
          }
          listen('127.0.0.1');
          return;
        }
        close(name, page);
        send({ down: name, why: `cannot serve its page: ${e.message}` });
      });
      page.server.listen(0, host, () => {
        if (!page.closed) {
          open(`http://${host}:${page.server.address().port}/${secret}/`);
        }
      });
    };
    listen(shared ? '127.0.0.1' : address());
    return page;
  };

  hubServer.listen(0, '127.0.0.1', () => {
    const url = `http://127.0.0.1:${hubServer.address().port}/${secret}/`;
    browser = launch(kind, binary, url, (why) => {
      process.stderr.write(why + '\n');
      finish(1);
    });
  });

  serveLines({
    route: (name, line) => {
      if (!Object.prototype.hasOwnProperty.call(adapters, name)) {
        refuse(line, `unknown browser adapter ${JSON.stringify(name)} (have ${Object.keys(adapters).join(', ')})`);
        return;
      }
      const absent = missing(name);
      if (absent !== null) {
        refuse(line, `${absent} is missing (run make js-deps)`);
        return;
      }
      const page = pages.get(name) || openPage(name);
      if (page.socket !== null) {
        page.socket.send(line);
      } else {
        page.queue.push(line);
      }
    },
    stop: (name) => {
      const page = pages.get(name);
      if (page) {
        close(name, page);
      }
    },
    closed: () => finish(0),
  });
}

if (require.main === module) {
  main();
}
