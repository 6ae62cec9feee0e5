package js

import (
	"slices"
	"strings"
)

// browserLibraries are the npm packages that also run in each browser's
// page, as the public comparisons ran them (ed25519-playground and the
// ed25519-dalek-wasm benchmark): the Ed25519 packages of those tables,
// each with every operation it has. Each names its node entry, whose
// adapter browser.js loads in the page, and the notes that differ there.
var browserLibraries = []struct {
	node  string
	notes map[string]string
}{
	{node: "js:tweetnacl"},
	{node: "js:noble-ed25519", notes: map[string]string{
		"sign/ed25519": "asynchronous API (getPublicKeyAsync, signAsync, verifyAsync), the package's " +
			"default in a browser, whose SHA-512 is the browser's crypto.subtle.digest, a promise per " +
			"hash, awaited; signs with the seed and derives the public half itself; verify follows ZIP 215 " +
			"(the default)",
	}},
	{node: "js:supercop.wasm"},
	{node: "js:ed25519_dalek"},
}

// engines name each browser's JavaScript engine, for Library.
var engines = map[string]string{BrowserChromium: "Chromium (V8)", BrowserFirefox: "Firefox (SpiderMonkey)"}

// browserVia says, in every note of a package run in a page, how it is
// driven and timed there.
const browserVia = "; in a headless browser's page, which crosses node's pipe and the page's WebSocket " +
	"once per request, outside the timed loop; timed with performance.now() under cross-origin isolation"

// inBrowsers returns entries with, after its last browser entry (the
// browsers' WebCrypto), an entry for each of browserLibraries in each
// browser: "chromium:tweetnacl" is js:tweetnacl's adapter and package in
// Chromium's page.
func inBrowsers(entries []Entry) []Entry {
	at := 0
	for i, e := range entries {
		if e.Browser != "" {
			at = i + 1
		}
	}
	var add []Entry
	for _, browser := range []string{BrowserChromium, BrowserFirefox} {
		for _, lib := range browserLibraries {
			i := slices.IndexFunc(entries, func(e Entry) bool { return e.Name == lib.node })
			if i < 0 {
				panic("js: browserLibraries names no entry " + lib.node)
			}
			e := entries[i]
			e.Name = browser + ":" + strings.TrimPrefix(e.Name, "js:")
			e.Browser = browser
			e.Library += " in " + engines[browser]
			notes := withNotes(e.Notes, lib.notes)
			for id, n := range notes {
				notes[id] = n + browserVia
			}
			e.Notes = notes
			add = append(add, e)
		}
	}
	return slices.Insert(entries, at, add...)
}
