// Package js brings JavaScript implementations into the comparison matrix:
// those of the published Ed25519 comparisons (tweetnacl-js twice: nacl-fast.js,
// the package's main, which swaps faster functions into TweetNaCl, and
// nacl.js, its port of TweetNaCl with minimum differences; @noble/ed25519,
// the native ed25519 addon, supercop.wasm, ed25519_dalek compiled to
// WebAssembly), node's built-in crypto module, and the packages JavaScript
// users install most for these primitives (the noble trio, libsodium as
// WebAssembly and as an N-API addon, elliptic, @stablelib/ed25519, blakejs,
// hash-wasm); [Implementations] lists them all.
//
// The node implementations of a run share one long-lived node process,
// the host (the node program in the peer folder beside this package:
// peer/host.js, with one adapter file per package, installed with `npm
// ci` from an exactly pinned package-lock.json). Each implementation is a
// [Peer] whose adapter runs in a worker_threads Worker of its own in the
// host (peer/peer.js), so that its code has a thread and a JavaScript
// heap of its own, and its exit, an exception that escapes it, a wait
// on nothing or a loop the user's limit cuts short is that
// implementation's alone: the host ends that worker, and its neighbours
// go on answering. What they share is the
// process: its memory (WebAssembly and native allocations count against
// the process, though each worker's heap has its own limit), libuv's
// thread pool, and the event loop of the host's main thread, which only
// routes the request and response lines between stdin, stdout and the
// workers. The host starts on the first request to any node
// implementation, and an implementation's worker, which loads its
// package, on that implementation's first request, so that a run starts
// only what it uses; requests to different implementations run at once,
// each implementation answering its own in order. [Locate] finds the
// peer folder from the working directory, the executable or the path
// recorded at build time, so an installed binary finds it from anywhere,
// and runs node once, briefly, which leaves the JavaScript
// implementations out at once when node hangs or dies. Requests and
// responses are single lines of JSON over the host's stdin and stdout,
// each request naming its implementation's adapter and each response
// routed by its ID to the Peer waiting for it.
//
// The browsers' WebCrypto (chromium:webcrypto, firefox:webcrypto), and
// the packages of browserLibraries (chromium:tweetnacl, …), run in pages
// of a headless browser instead, one browser of each kind per run: its
// host is peer/browser.js, a node program that starts the browser on the
// first request to any of its implementations and opens each
// implementation's page on that implementation's first request, each
// page from a loopback address of its own (127.0.0.2, …), so that each is
// a site, and so a renderer process, of its own. It serves each page
// under a per-run secret (peer/serve.js), starts the browser in a process
// group of its own (peer/launch.js), and relays the node host's lines to
// and from each page over the page's WebSocket; the page answers them
// with peer/core.js, the code peer.js answers with, and a package's
// adapter is the one node loads. To the Go side it is a host like node's:
// the same requests, routing and retry, a page in place of a worker.
//
// The family types ([Hash], [Signature], [Box], …) satisfy the operation
// interfaces of package matrix structurally, as the cgo bindings do:
// caller-supplied output buffers, and every argument validated in Go with
// an error naming the parameter before anything is sent to node. Since each
// call's inputs are serialized before its outputs are written, outputs may
// overlap inputs, except in password hashing and HKDF, which refuse an
// overlap as every binding of theirs does.
//
// A peer never outlives naclcmp: a host exits when its stdin closes,
// which the kernel does when naclcmp exits for any reason, and on Linux
// it is also sent SIGKILL (a browser's host: SIGTERM, so that it can end
// its browser and remove the profile) when naclcmp dies.
//
// A request has no deadline by default, since a slow or loaded machine
// makes calls slow, not wrong: a node implementation is down when its
// worker exits or an exception escapes it, or when it stops making
// progress, which the host's CPU time in /proc tells (see stallAfter:
// for a minute, neither its worker nor the threads the workers share
// spent any while its request waited), or when the user's own limit
// runs out, NACLCMP_JS_TIMEOUT (a Go duration such as "10s"; none unless
// set); the error says which it was. A browser's implementation is down
// when its page goes away (its renderer crashed, or it closed), when the
// browser's whole process tree spends less than a tenth of a CPU for as
// long (treeBusy: which process runs which page cannot be told from
// outside), or at the user's limit. An implementation that goes down is
// retried once, in a fresh worker or page, before the run goes on
// without it. Where there is no /proc (anything but Linux), a request
// has the old fixed deadline, [DefaultTimeout], unless the user's limit
// says otherwise. An
// implementation down stays down: later calls return the same error at
// once, carrying the reason (and a process's end, the tail of its
// stderr). That error is a matrix.DownError, so that the checks report
// the implementation once, as gone down, while an error the library
// raises for one call ([CallError]) or a wrong answer is that call's
// failure.
//
// For benchmarks, [Peer.TimeInProcess] has node repeat a call n times,
// in the implementation's worker, between two reads of its own monotonic
// clock, so that the figure is the cost of the JavaScript operation and
// not of the pipe or the host's routing; [Peer.Timer] does so for many
// batches a request, the call's arguments kept in the peer and named by a
// key rather than sent with each request; [Peer.TimeEmpty]
// times an adapter's empty call across its host boundary (N-API,
// WebAssembly) and an empty JavaScript function the same way.
package js
