package impls

import (
	"errors"
	"maps"
	"strings"
	"time"

	"github.com/naclcmp/naclcmp/js"
	"github.com/naclcmp/naclcmp/matrix"
)

// jsImpls discovers the JavaScript implementations (package js): node's
// run in one node process, each in a worker thread of its own started on
// its first use; a browser's runs in its page.
// They exist only where node works and the peer program's node_modules
// are installed; elsewhere one absence says why (how to enable them when
// node is simply missing) and everything else runs as before. An
// implementation whose package did not install or build is recorded as
// absent with the reason ("did not build: …"), so that it shows in
// `naclcmp list` and the reports instead of silently vanishing.
func jsImpls() []*matrix.Impl {
	env, err := js.Locate()
	impls, missing := jsImplsFrom(env, err)
	for _, a := range missing {
		absent(a.Name, a.Library, a.Reason)
	}
	return impls
}

// jsNotEnabled is the absence recorded when no JavaScript implementation
// can run on this machine.
var jsNotEnabled = Absence{Name: "JavaScript implementations", Library: jsNames(), Reason: strings.TrimPrefix(js.NotEnabled, "JavaScript implementations: ")}

// jsNames lists the JavaScript implementation names, for the absence line.
func jsNames() string {
	var names []string
	for _, im := range js.Implementations {
		names = append(names, im.Name)
	}
	return strings.Join(names, ", ")
}

// jsImplsFrom builds the registry entries of the JavaScript
// implementations found in env, or, when locating env failed (locateErr),
// none and one absence for all of them with Locate's reason: the generic
// hint when there is no node at all, what is missing and where Locate
// looked when node is there but the peer program is not, and that they
// are left out when node does not work.
func jsImplsFrom(env js.Env, locateErr error) ([]*matrix.Impl, []Absence) {
	all := jsNotEnabled
	switch {
	case locateErr == nil:
	case errors.Is(locateErr, js.ErrDisabled):
		all.Reason = strings.TrimPrefix(js.ErrDisabled.Error(), "JavaScript implementations: ")
		return nil, []Absence{all}
	case errors.Is(locateErr, js.ErrNoNode):
		return nil, []Absence{all}
	case errors.Is(locateErr, js.ErrNodeFails):
		all.Reason = "left out, " + locateErr.Error()
		return nil, []Absence{all}
	default:
		all.Reason = "not enabled: " + locateErr.Error()
		return nil, []Absence{all}
	}
	var impls []*matrix.Impl
	var missing []Absence
	for _, f := range js.Discover(env) {
		if f.Status != "" {
			missing = append(missing, Absence{Name: f.Name, Library: f.Library, Reason: f.Status})
			continue
		}
		im := &matrix.Impl{
			Name:     f.Name,
			Library:  f.Library,
			Language: matrix.LangJS,
			Version:  f.Version,
			Ops:      f.Ops,
			Notes:    f.Notes,
			// Only the code that follows a published algorithm gets its
			// name: tweetnacl-js's nacl.js, not its nacl-fast.js.
			Algorithm: jsAlgorithms[f.Name],
			Host:      f.Host,
			Roles:     f.Roles,
		}
		if f.Empty != "" {
			im.HostCall = jsHostCall(f.Peer, f.Empty)
		}
		npm := "npm " + f.Package + " " + f.Version
		if f.File != "" {
			npm += " (" + f.File + ")"
		}
		npm += ", pinned by js/peer/package-lock.json"
		switch {
		case f.Browser != "" && f.Package != "":
			im.Version = f.Version + " in " + f.BrowserVersion
			im.Source = npm + ", run in " + f.BrowserVersion + " headless, in a page of its own served from a loopback address"
		case f.Browser != "":
			im.Source = "built into the browser, run headless, in a page of its own served from a loopback address"
		case f.Package == "":
			im.Source = "built into node"
		default:
			im.Source = npm
		}
		if f.NoKeyFromSeed {
			// ed25519_dalek signs and verifies but derives no key pair
			// from a seed: its KeyFromSeed answers errors.ErrUnsupported,
			// and every check that needs keys takes them from another
			// implementation or the vectors (matrix.LacksKeyFromSeed), and
			// says so. The note makes the gap visible in the reports.
			im.Notes = jsNoKeyFromSeedNotes(f.Notes, f.Ops)
		}
		impls = append(impls, im)
	}
	return impls, missing
}

// jsHostCall times the empty calls of peer p, whose adapter's empty call
// across its host boundary calls what.
func jsHostCall(p *js.Peer, what string) *matrix.HostCall {
	return &matrix.HostCall{
		What:  what,
		Empty: func(n int) (time.Duration, error) { return p.TimeEmpty(js.EmptyHost, n) },
		Floor: func(n int) (time.Duration, error) { return p.TimeEmpty(js.EmptyJS, n) },
	}
}

// jsAlgorithms gives the JavaScript implementations that follow the
// published code of others in the matrix their matrix.Impl.Algorithm:
// js:tweetnacl-port loads tweetnacl-js's nacl.js, its port of TweetNaCl
// with minimum differences, beside tweetnacl (C) and go-tweetnacl (Go).
// js:tweetnacl, the package's main nacl-fast.js, swaps faster functions
// in, so it has none.
var jsAlgorithms = map[string]string{
	"js:tweetnacl-port": TweetNaCl,
}

// jsNoKeyFromSeedNote is the note of every signature operation of a
// JavaScript implementation that derives no key pair from a seed.
const jsNoKeyFromSeedNote = "KeyFromSeed not offered by the package (unsupported): interop checks sign with the other side's keys (crypto/ed25519's " +
	"against itself), vectors with seed ‖ the vector's public key; no keypair benchmark, no transcript"

// jsNoKeyFromSeedNotes returns notes with jsNoKeyFromSeedNote added to
// every signature operation in ops, leaving notes itself unchanged.
func jsNoKeyFromSeedNotes(notes map[string]string, ops map[string]any) map[string]string {
	out := maps.Clone(notes)
	if out == nil {
		out = map[string]string{}
	}
	for id, op := range ops {
		if _, ok := op.(matrix.Signature); !ok {
			continue
		}
		if n := out[id]; n != "" {
			out[id] = jsNoKeyFromSeedNote + "; " + n
		} else {
			out[id] = jsNoKeyFromSeedNote
		}
	}
	return out
}
