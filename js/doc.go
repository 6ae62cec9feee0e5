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
// Each implementation runs in one long-lived node process, a [Peer], run
// from the node program in the peer folder beside this package
// (peer/peer.js with one adapter file per package, installed with `npm ci`
// from an exactly pinned package-lock.json). [Locate] finds the folder from
// the working directory, the executable or the path recorded at build
// time, so an installed binary finds it from anywhere, and runs node once,
// briefly, which leaves the JavaScript implementations out at once when
// node hangs or dies. The peers [Discover] returns start together, in
// parallel, when the first of them is used. Requests and responses are
// single lines of JSON over the process's stdin and stdout.
//
// The browsers' WebCrypto (chromium:webcrypto, firefox:webcrypto), and
// the packages of browserLibraries (chromium:tweetnacl, …), run in a
// headless browser's page instead: the peer is peer/browser.js, a node
// program that serves the page on 127.0.0.1 under a per-run secret,
// starts the browser in a process group of its own and relays the same
// lines to and from the page over a WebSocket; the page answers them
// with peer/core.js, the code peer.js answers with, and a package's
// adapter is the one node loads. To the Go side it is a peer like the
// others, with a longer start ([Entry.Browser]).
//
// The family types ([Hash], [Signature], [Box], …) satisfy the operation
// interfaces of package matrix structurally, as the cgo bindings do:
// caller-supplied output buffers, and every argument validated in Go with
// an error naming the parameter before anything is sent to node. Since each
// call's inputs are serialized before its outputs are written, outputs may
// overlap inputs, except in password hashing and HKDF, which refuse an
// overlap as every binding of theirs does.
//
// A peer never outlives naclcmp: it exits when its stdin closes, which the
// kernel does when naclcmp exits for any reason, and on Linux it is also
// sent SIGKILL when naclcmp dies. Every request has a timeout
// ([DefaultTimeout], or NACLCMP_JS_TIMEOUT), so a hung or crashed peer
// becomes that implementation's error, carrying the tail of its stderr,
// and never hangs the run. A failed peer stays failed: later calls return
// the same error at once rather than waiting out the timeout again. That
// error is a matrix.DownError, so that the checks report the
// implementation once, as gone down, while an error the library raises for
// one call ([CallError]) or a wrong answer is that call's failure.
//
// For benchmarks, [Peer.TimeInProcess] has node repeat a call n times
// between two reads of its own monotonic clock, so that the figure is the
// cost of the JavaScript operation and not of the pipe; [Peer.TimeEmpty]
// times an adapter's empty call across its host boundary (N-API,
// WebAssembly) and an empty JavaScript function the same way.
package js
