package js

import (
	"bytes"
	"crypto/ed25519"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"

	"github.com/naclcmp/naclcmp/internal/require"
)

// shared holds the implementations that found discovered, once for all
// the tests of the package: discovering starts every peer together, a
// dozen browsers among them, which is too slow to do per test.
var shared struct {
	once sync.Once
	fs   []Found
}

// found returns the runnable JavaScript implementations of this machine,
// skipping the test where node or the installed peer program is missing:
// the one legitimate skip, since there is then nothing to test. The peers
// are the package's tests' in common, closed by TestMain.
func found(t *testing.T) []Found {
	t.Helper()
	env, err := Locate()
	if err != nil {
		require.Skip(t, require.Node, "JavaScript implementations not enabled: "+err.Error())
	}
	shared.once.Do(func() { shared.fs = Discover(env) })
	return shared.fs
}

// TestMain closes the peers the tests shared, ending their node
// processes and browsers.
func TestMain(m *testing.M) {
	code := m.Run()
	for _, f := range shared.fs {
		if f.Peer != nil {
			f.Peer.Close()
		}
	}
	os.Exit(code)
}

func TestDiscoverAll(t *testing.T) {
	fs := found(t)
	if len(fs) != len(Implementations) {
		t.Fatalf("found %d implementations, want %d", len(fs), len(Implementations))
	}
	for _, f := range fs {
		if f.Status != "" {
			// Reported, not hidden: the status says why.
			// "not used: " is a browser too old for its entry (MinBrowser).
			if !strings.HasPrefix(f.Status, "did not build: ") && !strings.HasPrefix(f.Status, "not installed: ") &&
				(f.Browser == "" || !strings.HasPrefix(f.Status, "not used: ")) {
				t.Errorf("%s: unexplained status %q", f.Name, f.Status)
			}
			if f.Browser != "" && require.Required(require.Browsers) {
				t.Errorf("%s: %s, but %s requires %s", f.Name, f.Status, require.Env, require.Browsers)
			}
			t.Logf("%s: %s", f.Name, f.Status)
			continue
		}
		if err := f.Peer.Start(); err != nil {
			t.Errorf("%s: %v", f.Name, err)
			continue
		}
		// The peer serves exactly the operations registered for it.
		f.Peer.mu.Lock()
		got := strings.Join(f.Peer.hello.Ops, " ")
		f.Peer.mu.Unlock()
		if want := strings.Join(f.Entry.Ops, " "); got != want {
			t.Errorf("%s: peer serves %q, registered %q", f.Name, got, want)
		}
		// It loaded the file of its package that the entry names, which
		// the library and notes describe: tweetnacl-js ships two.
		f.Peer.mu.Lock()
		file := f.Peer.hello.File
		f.Peer.mu.Unlock()
		if file != f.File {
			t.Errorf("%s: peer loaded %q of %s, the entry says %q", f.Name, file, f.Package, f.File)
		}
		// Node's clock is fine (nanoseconds); only a page's is coarse.
		if step, err := f.Peer.ClockStep(); err != nil || (step != 0) != (f.Browser != "") {
			t.Errorf("%s: clock step %v (%v)", f.Name, step, err)
		}
		if f.Package != "" && f.Peer.Version() != f.Version {
			t.Errorf("%s: peer reports version %q, package.json %q", f.Name, f.Peer.Version(), f.Version)
		}
	}
}

// TestEd25519 checks every JavaScript Ed25519 against crypto/ed25519:
// the same keys and signatures, and verification that accepts the right
// signature and rejects a flipped bit.
func TestEd25519(t *testing.T) {
	seed := sha256.Sum256([]byte("naclcmp js"))
	priv := ed25519.NewKeyFromSeed(seed[:])
	pub := priv.Public().(ed25519.PublicKey)
	msg := []byte("the JavaScript side of the matrix")
	want := ed25519.Sign(priv, msg)
	for _, f := range found(t) {
		s, ok := f.Ops["sign/ed25519"].(Signature)
		if !ok {
			continue
		}
		t.Run(f.Name, func(t *testing.T) {
			gotPub, gotPriv := make([]byte, 32), make([]byte, 64)
			err := s.KeyFromSeed(gotPub, gotPriv, seed[:])
			switch {
			case f.NoKeyFromSeed:
				if !errors.Is(err, errors.ErrUnsupported) {
					t.Errorf("KeyFromSeed: got %v, want unsupported", err)
				}
			case err != nil:
				t.Fatal(err)
			case !bytes.Equal(gotPub, pub) || !bytes.Equal(gotPriv, priv):
				t.Errorf("KeyFromSeed: got %x, %x; want %x, %x", gotPub, gotPriv, pub, priv)
			}
			sig := make([]byte, 64)
			if err := s.Sign(sig, msg, priv); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(sig, want) {
				t.Errorf("Sign: got %x, want %x", sig, want)
			}
			if ok, err := s.Verify(want, msg, pub); !ok || err != nil {
				t.Errorf("Verify of crypto/ed25519's signature: %v, %v", ok, err)
			}
			bad := bytes.Clone(want)
			bad[5] ^= 1
			if ok, err := s.Verify(bad, msg, pub); ok || err != nil {
				t.Errorf("Verify with a flipped bit in R: %v, %v", ok, err)
			}
		})
	}
}

// TestHashes checks the JavaScript SHA-2 digests against Go's, over an
// empty and a multi-block message.
func TestHashes(t *testing.T) {
	msgs := [][]byte{nil, bytes.Repeat([]byte("abc"), 100)}
	for _, f := range found(t) {
		for id, op := range f.Ops {
			h, ok := op.(Hash)
			if !ok || (id != "hash/sha512" && id != "hash/sha256") {
				continue
			}
			for _, m := range msgs {
				var want []byte
				if id == "hash/sha512" {
					d := sha512.Sum512(m)
					want = d[:]
				} else {
					d := sha256.Sum256(m)
					want = d[:]
				}
				out := make([]byte, len(want))
				if err := h.Hash(out, m); err != nil {
					t.Fatalf("%s %s: %v", f.Name, id, err)
				}
				if !bytes.Equal(out, want) {
					t.Errorf("%s %s of %d bytes: got %x, want %x", f.Name, id, len(m), out, want)
				}
			}
		}
	}
}

// TestArguments runs the shared argument tables over every operation of
// every JavaScript implementation. Outputs may overlap inputs (Copying):
// a call's inputs are serialized before its outputs are written. Password
// hashing and HKDF are the exceptions: they refuse an overlap as every
// binding of theirs does (argcheck's PasswordHashArgs and HKDF checks),
// which the tables check by default.
func TestArguments(t *testing.T) {
	for _, f := range found(t) {
		if f.Status != "" {
			continue
		}
		calls := families.Ops(f.Ops)
		var copying []string
		for _, c := range calls {
			if !strings.HasPrefix(c.Name, "PasswordHash") && !strings.HasPrefix(c.Name, "HKDF") {
				copying = append(copying, c.Name)
			}
		}
		if len(copying) > 0 {
			calls = calls.Copying(copying...)
		}
		if f.NoKeyFromSeed {
			// KeyFromSeed checks its arguments, then says it cannot serve.
			calls = calls.Unsupported("Signature.KeyFromSeed")
		}
		if f.RefusesLowOrder {
			// OpenSSL refuses low-order points; tweetnacl-js does not.
			calls = calls.Refusing("ScalarMult", "point", argtest.LowOrderPoints...)
		}
		// An Argon2's tables hold the refusals of what the test knows the
		// package cannot take (argon2Limits), not of what its entry
		// declares: a limit missing from the entry lets the call reach
		// node, which fails on it.
		_, hashes := f.Ops["pwhash/argon2id"]
		limits := argon2Limits[f.Name]
		if hashes {
			calls = argon2Refusals(calls, limits)
		}
		t.Run(f.Name, func(t *testing.T) {
			argtest.Run(t, f.Name, calls...)
			if hashes {
				argon2Unsupported(t, f)
			}
		})
	}
}

// argon2Refusals adds to the tables of both Argon2 variants what a package
// cannot take of what RFC 9106 allows (Argon2Limits), each refused naming
// the parameter, and beside the tables a copy of each at a limit's edge,
// the least it takes, which must succeed: "PasswordHash/salt=8". The
// main table's valid call keeps to every limit (the catalogue's 32-byte
// tag and 16-byte salt, no secret or associated data, one lane, three
// passes, 32 KiB), except an exact salt length, which it is given.
func argon2Refusals(calls argtest.Calls, l Argon2Limits) argtest.Calls {
	for _, v := range []struct{ name, id string }{{"PasswordHash", "pwhash/argon2id"}, {"PasswordHash/argon2i", "pwhash/argon2i"}} {
		if l.SaltLen > 0 {
			calls = calls.WithLength(v.name, "salt", l.SaltLen)
		}
		// The edges, copies of the table before its refusals are added.
		main := calls[slices.IndexFunc(calls, func(c argtest.Call) bool { return c.Name == v.name+".PasswordHash" })]
		edge := func(arg string, n int) {
			c := main
			c.Name = fmt.Sprintf("%s/%s=%d.PasswordHash", v.name, arg, n)
			calls = append(calls, c).WithLength(c.Name, arg, n)
		}
		if l.MinOut > 0 {
			edge("out", l.MinOut)
			calls = calls.RefusingLengths(v.name, "out", matrix.Argon2MinTag, l.MinOut-1)
		}
		if l.MinPassword > 0 {
			edge("password", l.MinPassword)
			calls = calls.RefusingLengths(v.name, "password", argtest.Nil, 0, l.MinPassword-1)
		}
		if l.MinSalt > 0 {
			edge("salt", l.MinSalt)
			calls = calls.RefusingLengths(v.name, "salt", argtest.Nil, 0, l.MinSalt-1)
		}
		if l.SaltLen > 0 {
			calls = calls.RefusingLengths(v.name, "salt", argtest.Nil, 0, l.SaltLen-1, l.SaltLen+1)
		}
		if l.NoSecret {
			calls = calls.RefusingLengths(v.name, "secret", 1, 32)
		}
		if l.NoAD {
			calls = calls.RefusingLengths(v.name, "ad", 1, 32)
		}
		if l.OneLane {
			calls = calls.Refusing(v.name, "lanes", argtest.Uint64(2))
		}
		if v.id == "pwhash/argon2i" && l.MinPassesArgon2i > 1 {
			calls = calls.Refusing(v.name, "passes", argtest.Uint64(1), argtest.Uint64(l.MinPassesArgon2i-1))
		}
		// A cap at RFC 9106's own maximum (sodium-native's on 64-bit
		// platforms) leaves nothing to refuse that the table does not
		// already refuse as malformed.
		if l.MaxMemoryKiB != 0 && l.MaxMemoryKiB < matrix.Argon2MaxMemory {
			calls = calls.Refusing(v.name, "memory", argtest.Uint64(l.MaxMemoryKiB+1))
		}
	}
	return calls
}

// argon2Limits is what each JavaScript Argon2 cannot take of what RFC 9106
// allows, as found by calling the package (argon2Unsupported shows node
// failing on each); its entry must declare exactly this.
var argon2Limits = map[string]Argon2Limits{
	// The reference code's ARGON2_MIN_SALT_LENGTH.
	"js:argon2": {MinSalt: 8},
	// hash-wasm's validateOptions: "Password must be specified", "Salt
	// should be at least 8 bytes long"; its options have no associated
	// data; its WebAssembly memory in node 18 holds at most 2 GiB less
	// 129 KiB of blocks.
	"js:hash-wasm": {MinPassword: 1, MinSalt: 8, NoAD: true, MaxMemoryKiB: 2097023},
	// crypto_pwhash, as libsodium's cgo binding refuses it (cref/sodium);
	// its memory cap is RFC 9106's own on 64-bit platforms.
	"js:sodium-native": {MinOut: 16, SaltLen: 16, NoSecret: true, NoAD: true, OneLane: true,
		MinPassesArgon2i: 3, MaxMemoryKiB: sodiumMaxMemoryKiB},
	// crypto_pwhash in WebAssembly, whose size_t has 32 bits: 2 GiB.
	"js:libsodium-wrappers-sumo": {MinOut: 16, SaltLen: 16, NoSecret: true, NoAD: true, OneLane: true,
		MinPassesArgon2i: 3, MaxMemoryKiB: 2 << 20},
}

// argon2Unsupported checks an Argon2's limits (argon2Limits) against its
// entry and its package, one call per limit, each breaking that limit
// alone: through the entry's PasswordHash the call must be refused as a
// missing capability (errors.ErrUnsupported, shown as "—"), naming the
// parameter, which the tables cannot tell from a failure; with the limits
// cleared, so that the call reaches node, the package must fail on it,
// which shows the limit is the package's and not one naclcmp invents.
func argon2Unsupported(t *testing.T, f Found) {
	l, ok := argon2Limits[f.Name]
	if !ok {
		t.Fatalf("no expected Argon2 limits: add the package's (Argon2Limits{} for none) to argon2Limits")
	}
	if f.Argon2 != l {
		t.Errorf("the entry declares Argon2 limits %+v; the package has %+v", f.Argon2, l)
	}
	salt := 16
	if l.SaltLen > 0 {
		salt = l.SaltLen
	}
	type call struct {
		out, password, salt, secret, ad []byte
		c                               matrix.Argon2Cost
	}
	type limit struct {
		param, what string
		argon2iOnly bool
		change      func(*call)
	}
	var limits []limit
	if l.MinOut > 0 {
		limits = append(limits, limit{"out", "a tag under MinOut", false, func(c *call) { c.out = make([]byte, l.MinOut-1) }})
	}
	if l.MinPassword > 0 {
		limits = append(limits, limit{"password", "a password under MinPassword", false, func(c *call) { c.password = make([]byte, l.MinPassword-1) }})
	}
	if l.MinSalt > 0 {
		limits = append(limits, limit{"salt", "a salt under MinSalt", false, func(c *call) { c.salt = make([]byte, l.MinSalt-1) }})
	}
	if l.SaltLen > 0 {
		limits = append(limits, limit{"salt", "a salt longer than SaltLen", false, func(c *call) { c.salt = make([]byte, l.SaltLen+1) }})
	}
	if l.NoSecret {
		limits = append(limits, limit{"secret", "a secret key", false, func(c *call) { c.secret = []byte("secret") }})
	}
	if l.NoAD {
		limits = append(limits, limit{"ad", "associated data", false, func(c *call) { c.ad = []byte("ad") }})
	}
	if l.OneLane {
		limits = append(limits, limit{"lanes", "two lanes", false, func(c *call) { c.c.Lanes = 2 }})
	}
	if l.MinPassesArgon2i > 1 {
		limits = append(limits, limit{"passes", "too few Argon2i passes", true, func(c *call) { c.c.Passes = l.MinPassesArgon2i - 1 }})
	}
	// Node fails on memory over the cap before it computes anything, in
	// the packages here; a cap at RFC 9106's maximum has nothing over it.
	if l.MaxMemoryKiB != 0 && l.MaxMemoryKiB < matrix.Argon2MaxMemory {
		limits = append(limits, limit{"memory", "memory over MaxMemoryKiB", false, func(c *call) { c.c.MemoryKiB = l.MaxMemoryKiB + 1 }})
	}
	for _, id := range []string{"pwhash/argon2id", "pwhash/argon2i"} {
		h := f.Ops[id].(PasswordHash)
		bare := h
		bare.limits = Argon2Limits{}
		for _, lim := range limits {
			if lim.argon2iOnly && id != "pwhash/argon2i" {
				continue
			}
			c := call{make([]byte, 32), []byte("password"), make([]byte, salt), nil, nil, argtest.PasswordHashCost}
			lim.change(&c)
			err := h.PasswordHash(c.out, c.password, c.salt, c.secret, c.ad, c.c)
			if !errors.Is(err, errors.ErrUnsupported) || !strings.HasPrefix(err.Error(), f.Name+": "+lim.param+": ") {
				t.Errorf("%s with %s: %v, want unsupported, naming %s", id, lim.what, err, lim.param)
			}
			err = bare.PasswordHash(c.out, c.password, c.salt, c.secret, c.ad, c.c)
			if err == nil || errors.Is(err, errors.ErrUnsupported) {
				t.Errorf("%s with %s, sent to node: %v, want the package to fail", id, lim.what, err)
			} else {
				t.Logf("%s with %s, sent to node: %v", id, lim.what, err)
			}
		}
	}
}

// timedSignature returns js:tweetnacl's Ed25519, for the tests of timing,
// with a signature, its message and its public key; it skips where
// js:tweetnacl is not installed.
func timedSignature(t *testing.T) (s Signature, sig, msg, pub []byte) {
	t.Helper()
	for _, f := range found(t) {
		if f.Name == "js:tweetnacl" {
			s = f.Ops["sign/ed25519"].(Signature)
		}
	}
	if s.peer == nil {
		require.Skip(t, require.Node, "js:tweetnacl not installed")
	}
	priv := ed25519.NewKeyFromSeed(make([]byte, 32))
	msg = []byte("timed")
	return s, ed25519.Sign(priv, msg), msg, priv.Public().(ed25519.PublicKey)
}

// TestTimeInProcess checks the benchmark hook: node repeats the one
// request a call makes, and a call that makes none or fails is refused.
func TestTimeInProcess(t *testing.T) {
	s, sig, msg, pub := timedSignature(t)
	d, err := s.TimeInProcess(3, func() error {
		ok, err := s.Verify(sig, msg, pub)
		if err == nil && !ok {
			err = errors.New("rejected")
		}
		return err
	})
	if err != nil || d <= 0 {
		t.Errorf("timing 3 verifications: %v, %v", d, err)
	}
	if _, err := s.TimeInProcess(3, func() error { return nil }); err == nil || !strings.Contains(err.Error(), "made 0 requests") {
		t.Errorf("call without a request: got %v", err)
	}
	bad := func() error { return s.Sign(make([]byte, 63), msg, ed25519.NewKeyFromSeed(make([]byte, 32))) }
	if _, err := s.TimeInProcess(3, bad); err == nil || !strings.Contains(err.Error(), "sig: want 64 bytes") {
		t.Errorf("failing call: got %v", err)
	}
	if _, err := s.TimeInProcess(0, bad); err == nil || !strings.Contains(err.Error(), "n: want at least 1") {
		t.Errorf("n = 0: got %v", err)
	}

	// Timer: m batches in one request, each timed.
	verify := func() error { _, err := s.Verify(sig, msg, pub); return err }
	timed, err := s.Timer(verify)
	if err != nil {
		t.Fatal(err)
	}
	ds, err := timed(3, 4)
	if err != nil || len(ds) != 4 {
		t.Fatalf("4 batches of 3 verifications: %v, %v; want 4 times", ds, err)
	}
	for i, d := range ds {
		if d <= 0 {
			t.Errorf("batch %d took %v", i, d)
		}
	}
	for _, m := range []int{0, MaxBatches + 1} {
		if _, err := timed(3, m); err == nil || !strings.Contains(err.Error(), "batches: want 1 to") {
			t.Errorf("%d batches: got %v, want refused", m, err)
		}
	}
	// node holds the same bound, for a request that did not come through
	// Timer.
	req := request{Time: &timing{N: 1, Batches: MaxBatches + 1, Op: "sign/ed25519", Call: "verify", Args: [][]byte{sig, msg, pub}}}
	if _, err := s.peer.roundTrip(req); err == nil || !strings.Contains(err.Error(), "batches: want an integer from 1 to 4096") {
		t.Errorf("node asked for %d batches: got %v, want refused", MaxBatches+1, err)
	}
}

// TestNodeCryptoParsesKeysOnce checks that node:crypto's X25519 is timed
// as its Ed25519 is: made three times with the same keys, scalarmult
// parses its scalar and point once, as sign parses its key once, so that
// neither figure is OpenSSL 3's key parsing; base and keypair, which
// OpenSSL answers by importing the private key, parse it every time. The
// adapter runs with node:crypto's parsing counted (testdata/parsecount.js).
func TestNodeCryptoParsesKeysOnce(t *testing.T) {
	node := nodeOrSkip(t)
	adapter, err := filepath.Abs(filepath.Join("peer", "adapters", "node-crypto.js"))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, filepath.Join("testdata", "parsecount.js"), adapter)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%v: %s", err, stderr.String())
	}
	var got map[string]int
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("%v: %q", err, out)
	}
	want := map[string]int{
		"scalarmult/x25519 scalarmult": 2,
		"sign/ed25519 sign":            1,
		"scalarmult/x25519 base":       3,
		"sign/ed25519 keypair":         3,
	}
	if !maps.Equal(got, want) {
		t.Errorf("keys parsed in three calls with the same keys: got %v, want %v", got, want)
	}
}

// TestArgon2Vectors runs the published Argon2 vectors through every
// JavaScript Argon2: js:argon2, the reference code, must reproduce them
// all, RFC 9106's (a secret, associated data, four lanes) included; an
// 8-byte salt is the shortest it takes, which the reference test.c uses.
// js:sodium-native and js:libsodium-wrappers-sumo (crypto_pwhash) lack
// RFC 9106's and the reference
// test.c's (an 8-byte salt, two passes of Argon2i); js:hash-wasm, which
// takes no associated data, lacks RFC 9106's.
// Any vector a package lacks must say so (unsupported) rather than fail.
func TestArgon2Vectors(t *testing.T) {
	want := map[string]map[string][2]int{ // name → file op → ran, lacked
		"js:argon2": {
			"rfc9106 pwhash/argon2id":          {1, 0},
			"rfc9106 pwhash/argon2i":           {1, 0},
			"libsodium-pwhash pwhash/argon2id": {7, 0},
			"libsodium-pwhash pwhash/argon2i":  {6, 0},
			"argon2-ref-test pwhash/argon2i":   {2, 0},
		},
		"js:hash-wasm": {
			"rfc9106 pwhash/argon2id":          {0, 1},
			"rfc9106 pwhash/argon2i":           {0, 1},
			"libsodium-pwhash pwhash/argon2id": {7, 0},
			"libsodium-pwhash pwhash/argon2i":  {6, 0},
			"argon2-ref-test pwhash/argon2i":   {2, 0},
		},
		"js:libsodium-wrappers-sumo": {
			"rfc9106 pwhash/argon2id":          {0, 1},
			"rfc9106 pwhash/argon2i":           {0, 1},
			"libsodium-pwhash pwhash/argon2id": {7, 0},
			"libsodium-pwhash pwhash/argon2i":  {6, 0},
			"argon2-ref-test pwhash/argon2i":   {0, 2},
		},
		"js:sodium-native": {
			"rfc9106 pwhash/argon2id":          {0, 1},
			"rfc9106 pwhash/argon2i":           {0, 1},
			"libsodium-pwhash pwhash/argon2id": {7, 0},
			"libsodium-pwhash pwhash/argon2i":  {6, 0},
			"argon2-ref-test pwhash/argon2i":   {0, 2},
		},
	}
	for _, f := range found(t) {
		// Every entry with an Argon2, whatever its limits: one that takes
		// everything must reproduce every vector.
		if !slices.ContainsFunc(f.Entry.Ops, func(id string) bool { return strings.HasPrefix(id, "pwhash/") }) {
			continue
		}
		w, ok := want[f.Name]
		if !ok {
			t.Errorf("%s: no expected vector counts", f.Name)
			continue
		}
		if f.Status != "" {
			t.Errorf("%s: %s", f.Name, f.Status)
			continue
		}
		for key, counts := range w {
			file, op, _ := strings.Cut(key, " ")
			ran, lacked := checktest.PasswordHashVectors(t, f.Ops[op].(PasswordHash), file, op)
			if ran != counts[0] || lacked != counts[1] {
				t.Errorf("%s %s: %d reproduced, %d lacking; want %d, %d", f.Name, key, ran, lacked, counts[0], counts[1])
			}
		}
	}
}

// TestEmptyCalls holds each entry's Empty to its adapter: an adapter
// exports an empty call across its host boundary exactly when its entry
// says what that call calls, and only a package that crosses a boundary
// (Host) has one. The empty calls time in node; an adapter without one,
// an unknown kind and n = 0 are refused.
func TestEmptyCalls(t *testing.T) {
	for _, f := range found(t) {
		if f.Status != "" {
			continue
		}
		has, err := f.Peer.HasEmpty()
		if err != nil {
			t.Errorf("%s: %v", f.Name, err)
			continue
		}
		if has != (f.Empty != "") {
			t.Errorf("%s: the adapter exports an empty call: %v; its entry says what it calls: %q", f.Name, has, f.Empty)
		}
		if f.Empty != "" && f.Host == "" {
			t.Errorf("%s: an empty call, but no host boundary to cross", f.Name)
		}
		if d, err := f.Peer.TimeEmpty(EmptyJS, 1000); err != nil || d <= 0 {
			t.Errorf("%s: 1000 empty JavaScript calls: %v, %v", f.Name, d, err)
		}
		d, err := f.Peer.TimeEmpty(EmptyHost, 1000)
		switch {
		case has && (err != nil || d <= 0):
			t.Errorf("%s: 1000 empty %s calls: %v, %v", f.Name, f.Host, d, err)
		case !has && (err == nil || !strings.Contains(err.Error(), "no host call")):
			t.Errorf("%s: an empty host call without one: %v", f.Name, err)
		}
		if _, err := f.Peer.TimeEmpty("wasm", 1); err == nil || !strings.Contains(err.Error(), `want "host" or "js"`) {
			t.Errorf("%s: unknown empty call: %v", f.Name, err)
		}
		if _, err := f.Peer.TimeEmpty(EmptyJS, 0); err == nil || !strings.Contains(err.Error(), "n: want at least 1") {
			t.Errorf("%s: n = 0: %v", f.Name, err)
		}
	}
}
