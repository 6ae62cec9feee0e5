package vectors

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// wantFiles are the source documents the suite promises to cover.
var wantFiles = []string{
	"argon2-ref-test", "blake2-kat", "chacha20-draft-agl", "fips180-4", "libsodium-chacha20",
	"libsodium-pwhash", "gcm-spec", "nacl-tests", "naclcrypto", "pynacl-sealedbox", "rfc4231", "rfc7693", "rfc7748", "rfc8032",
	"rfc5869", "rfc8439", "rfc9106", "siphash", "xchacha",
}

func TestAll(t *testing.T) {
	files, err := All()
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, f := range files {
		have[f.Name] = true
		if strings.TrimSpace(f.Source) == "" {
			t.Errorf("%s: no source", f.Name)
		}
		if !strings.HasPrefix(f.URL, "https://") {
			t.Errorf("%s: url %q is not an https URL", f.Name, f.URL)
		}
		if len(f.Groups) == 0 {
			t.Errorf("%s: no groups", f.Name)
		}
		ids := map[int]bool{}
		for _, g := range f.Groups {
			if g.Op == "" || !strings.Contains(g.Op, "/") {
				t.Errorf("%s: group op %q is not an operation ID", f.Name, g.Op)
			}
			if len(g.Vectors) == 0 {
				t.Errorf("%s: %s: no vectors", f.Name, g.Op)
			}
			for _, v := range g.Vectors {
				if ids[v.ID] {
					t.Errorf("%s: vector id %d used twice", f.Name, v.ID)
				}
				ids[v.ID] = true
				if v.Comment == "" {
					t.Errorf("%s: vector %d: no comment", f.Name, v.ID)
				}
				if v.Result != Valid && v.Result != Invalid {
					t.Errorf("%s: vector %d: result %q", f.Name, v.ID, v.Result)
				}
			}
		}
	}
	for _, n := range wantFiles {
		if !have[n] {
			t.Errorf("vector file %s.json is missing", n)
		}
	}
}

// sizes are the field lengths each operation's vectors must have. A digit
// pair lost in transcription shows up here before any implementation runs.
var sizes = map[string]map[string]int{
	"sign/ed25519":                         {"seed": 32, "public": 32, "sig": 64},
	"scalarmult/x25519":                    {"scalar": 32, "point": 32, "out": 32},
	"hash/sha256":                          {"out": 32},
	"hash/sha512":                          {"out": 64},
	"hash/blake2s":                         {"out": 32},
	"hash/blake2b":                         {"out": 64},
	"hash/blake2bp":                        {"out": 64},
	"hash/blake2sp":                        {"out": 32},
	"mac/hmac-sha256":                      {"tag": 32},
	"mac/hmac-sha512":                      {"tag": 64},
	"mac/hmac-sha512256":                   {"tag": 32, "key": 32},
	"mac/poly1305":                         {"key": 32, "tag": 16},
	"mac/siphash24":                        {"key": 16, "tag": 8},
	"stream/chacha20":                      {"key": 32, "nonce": 8},
	"stream/chacha20-ietf":                 {"key": 32, "nonce": 12},
	"stream/xsalsa20":                      {"key": 32, "nonce": 24},
	"core/hsalsa20":                        {"key": 32, "in": 16, "const": 16, "out": 32},
	"core/hchacha20":                       {"key": 32, "in": 16, "const": 16, "out": 32},
	"core/salsa20":                         {"key": 32, "in": 16, "const": 16, "out": 64},
	"secretbox/xsalsa20poly1305":           {"key": 32, "nonce": 24},
	"box/curve25519xsalsa20poly1305":       {"private": 32, "peer_public": 32, "shared": 32, "nonce": 24},
	"sealedbox/curve25519xsalsa20poly1305": {"private": 32, "public": 32},
	"aead/chacha20poly1305-ietf":           {"key": 32, "nonce": 12, "tag": 16},
	"aead/aes256gcm":                       {"key": 32, "nonce": 12, "tag": 16},
	"aead/xchacha20poly1305-ietf":          {"key": 32, "nonce": 24, "tag": 16},
	"secretstream/xchacha20poly1305":       {"key": 32, "header": 24},
	// Password hashes take inputs and tags of many lengths; their cost
	// parameters are checked by TestPasswordHashVectors.
	"pwhash/argon2id": {},
	"pwhash/argon2i":  {},
	// HKDF's inputs and output have any length; the pseudorandom key is
	// one HashLen.
	"hkdf/sha256": {"prk": 32},
}

func TestFieldSizes(t *testing.T) {
	files, err := All()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		for _, g := range f.Groups {
			want, ok := sizes[g.Op]
			if !ok {
				t.Errorf("%s: %s: no size table for this operation; add one", f.Name, g.Op)
				continue
			}
			for _, v := range g.Vectors {
				fields := v.hexFields()
				for name, n := range want {
					if h := *fields[name]; h != nil && len(h) != n {
						t.Errorf("%s: %s: vector %d: %s has %d bytes, want %d", f.Name, g.Op, v.ID, name, len(h), n)
					}
				}
				// A secretstream message grows by its tag byte and MAC.
				for i, c := range v.Chunks {
					if len(c.Out) != len(c.Msg)+17 {
						t.Errorf("%s: %s: vector %d: chunk %d: out has %d bytes for a %d-byte msg", f.Name, g.Op, v.ID, i, len(c.Out), len(c.Msg))
					}
				}
				// Ciphers keep the length: out matches msg, plus the tag
				// for boxes.
				if v.Msg != nil && v.Out != nil {
					extra := 0
					switch {
					case strings.HasPrefix(g.Op, "secretbox/") || strings.HasPrefix(g.Op, "box/"):
						extra = 16
					case strings.HasPrefix(g.Op, "sealedbox/"):
						extra = 48 // the ephemeral public key too
					}
					if (strings.HasPrefix(g.Op, "stream/") || strings.HasPrefix(g.Op, "aead/") || extra > 0) && len(v.Out) != len(v.Msg)+extra {
						t.Errorf("%s: %s: vector %d: out has %d bytes for a %d-byte msg", f.Name, g.Op, v.ID, len(v.Out), len(v.Msg))
					}
				}
			}
		}
	}
}

// TestPasswordHashVectors requires every password hash vector to carry
// its inputs, a tag within RFC 9106's lengths and cost parameters within
// its ranges: a lost "passes" would otherwise reach the implementations as
// zero, which each refuses, and the vector would fail for the wrong reason.
func TestPasswordHashVectors(t *testing.T) {
	files, err := All()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range files {
		for _, g := range f.Groups {
			if !strings.HasPrefix(g.Op, "pwhash/") {
				continue
			}
			for _, v := range g.Vectors {
				n++
				switch {
				case v.Password == nil || v.Salt == nil || v.Tag == nil:
					t.Errorf("%s: %s: vector %d: password, salt and tag are required", f.Name, g.Op, v.ID)
				case len(v.Tag) < 4:
					t.Errorf("%s: %s: vector %d: %d-byte tag, RFC 9106 wants at least 4", f.Name, g.Op, v.ID, len(v.Tag))
				case v.Passes < 1 || v.Lanes < 1 || v.MemoryKiB < 8*v.Lanes:
					t.Errorf("%s: %s: vector %d: passes %d, lanes %d, memory_kib %d outside RFC 9106's ranges", f.Name, g.Op, v.ID, v.Passes, v.Lanes, v.MemoryKiB)
				}
			}
		}
	}
	if n == 0 {
		t.Error("no password hash vectors")
	}
}

func TestKnownValues(t *testing.T) {
	files, err := All()
	if err != nil {
		t.Fatal(err)
	}
	find := func(file string, id int) *Vector {
		for _, f := range files {
			if f.Name != file {
				continue
			}
			for _, g := range f.Groups {
				for i := range g.Vectors {
					if g.Vectors[i].ID == id {
						return &g.Vectors[i]
					}
				}
			}
		}
		t.Fatalf("%s: no vector %d", file, id)
		return nil
	}
	// RFC 8032 TEST 1 has an empty, but present, message.
	if v := find("rfc8032", 1); v.Msg == nil || len(v.Msg) != 0 {
		t.Errorf("rfc8032 TEST 1: msg = %#v, want present and empty", v.Msg)
	}
	if v := find("rfc8032", 4); len(v.Msg) != 1023 {
		t.Errorf("rfc8032 TEST 1024: %d-byte message, want 1023", len(v.Msg))
	}
	// The NaCl box is 16 bytes of tag then the 131-byte ciphertext.
	if v := find("naclcrypto", 11); len(v.Msg) != 131 || len(v.Out) != 147 {
		t.Errorf("naclcrypto box: msg %d, out %d bytes; want 131, 147", len(v.Msg), len(v.Out))
	}
	if v := find("rfc8439", 10); v.Counter != 42 {
		t.Errorf("rfc8439 A.2 #3: counter %d, want 42", v.Counter)
	}
	if v := find("rfc7748", 4); v.Iterations != 1000 {
		t.Errorf("rfc7748 iterated: %d iterations, want 1000", v.Iterations)
	}
	// draft-agl-tls-chacha20poly1305-04 prints 60 bytes of the third
	// keystream and 256 of the fifth.
	if v := find("chacha20-draft-agl", 3); len(v.Out) != 60 {
		t.Errorf("chacha20-draft-agl vector 3: %d-byte keystream, want 60", len(v.Out))
	}
	if v := find("chacha20-draft-agl", 5); len(v.Out) != 256 {
		t.Errorf("chacha20-draft-agl vector 5: %d-byte keystream, want 256", len(v.Out))
	}
	if v := find("libsodium-chacha20", 7); v.Counter != 1 || len(v.Msg) != 160 {
		t.Errorf("libsodium-chacha20 xor_ic: counter %d, %d-byte msg; want 1, 160", v.Counter, len(v.Msg))
	}
	// RFC 9106's vectors: 8-byte secret, 12-byte associated data, 4 lanes.
	if v := find("rfc9106", 1); len(v.Secret) != 8 || len(v.AD) != 12 || v.Lanes != 4 || v.MemoryKiB != 32 || v.Passes != 3 {
		t.Errorf("rfc9106 Argon2id: secret %d, ad %d bytes, p=%d, m=%d, t=%d; want 8, 12, 4, 32, 3", len(v.Secret), len(v.AD), v.Lanes, v.MemoryKiB, v.Passes)
	}
	// libsodium's tests give memlimit in bytes; 7256678 bytes are 7086 KiB.
	if v := find("libsodium-pwhash", 1); v.MemoryKiB != 7086 || len(v.Salt) != 16 || len(v.Password) != 127 || len(v.Tag) != 155 {
		t.Errorf("libsodium-pwhash tests[0]: m=%d, %d-byte salt, %d-byte password, %d-byte tag; want 7086, 16, 127, 155", v.MemoryKiB, len(v.Salt), len(v.Password), len(v.Tag))
	}
	// The BLAKE2 KAT input of length n is the bytes 0, 1, …, n-1.
	for _, f := range files {
		if f.Name != "blake2-kat" {
			continue
		}
		for _, g := range f.Groups {
			for _, v := range g.Vectors {
				for i, b := range v.Msg {
					if b != byte(i) {
						t.Errorf("blake2-kat: %s: vector %d: msg byte %d is %#02x, want %#02x", g.Op, v.ID, i, b, byte(i))
						break
					}
				}
			}
		}
	}
}

// TestStreamVectorsUseNonceAndKey requires, for every stream cipher with
// vectors, a valid vector whose nonce and key are both non-zero: with only
// all-zero nonces, an implementation that ignores its nonce (or key) passes.
func TestStreamVectorsUseNonceAndKey(t *testing.T) {
	files, err := All()
	if err != nil {
		t.Fatal(err)
	}
	nonZero := func(b []byte) bool {
		for _, c := range b {
			if c != 0 {
				return true
			}
		}
		return false
	}
	seen := map[string]bool{}
	for _, f := range files {
		for _, g := range f.Groups {
			if !strings.HasPrefix(g.Op, "stream/") {
				continue
			}
			if _, ok := seen[g.Op]; !ok {
				seen[g.Op] = false
			}
			for _, v := range g.Vectors {
				if v.Result == Valid && nonZero(v.Nonce) && nonZero(v.Key) {
					seen[g.Op] = true
				}
			}
		}
	}
	for op, ok := range seen {
		if !ok {
			t.Errorf("%s: no valid vector with both a non-zero nonce and a non-zero key", op)
		}
	}
}

func TestLoadErrors(t *testing.T) {
	const head = `{"source": "S", "url": "https://example.org", "groups": [{"op": "hash/sha256", "vectors": [`
	const tail = `]}]}`
	good := `{"id": 1, "comment": "c", "msg": "616263", "out": "00", "result": "valid"}`
	tests := []struct {
		name, in string
		want     []string // substrings of the error
	}{
		{"bad hex", head + `{"id": 7, "comment": "c", "msg": "6g", "out": "00", "result": "valid"}` + tail,
			[]string{"hash/sha256", "vector 7", `"msg"`, "hex"}},
		{"odd length", head + `{"id": 8, "comment": "c", "out": "abc", "result": "valid"}` + tail,
			[]string{"vector 8", `"out"`, "odd length"}},
		{"hex not a string", head + `{"id": 9, "comment": "c", "out": 12, "result": "valid"}` + tail,
			[]string{"vector 9", `"out"`, "string of hex digits"}},
		{"unknown field", head + `{"id": 3, "comment": "c", "sgi": "00", "result": "valid"}` + tail,
			[]string{"vector 3", `"sgi"`}},
		{"duplicate id", head + good + "," + good + tail, []string{"vector 1", "already used"}},
		{"bad result", head + `{"id": 2, "comment": "c", "result": "acceptable"}` + tail,
			[]string{"vector 2", "result"}},
		{"no comment", head + `{"id": 2, "result": "valid"}` + tail, []string{"vector 2", "comment"}},
		{"no id", head + `{"comment": "c", "result": "valid"}` + tail, []string{"id"}},
		{"no source", `{"url": "https://x", "groups": [{"op": "hash/sha256", "vectors": [` + good + tail,
			[]string{"source"}},
		{"no url", `{"source": "S", "groups": [{"op": "hash/sha256", "vectors": [` + good + tail,
			[]string{"url"}},
		{"empty op", `{"source": "S", "url": "https://x", "groups": [{"op": "", "vectors": [` + good + tail,
			[]string{"op"}},
		{"no vectors", `{"source": "S", "url": "https://x", "groups": [{"op": "hash/sha256", "vectors": []}]}`,
			[]string{"hash/sha256", "no vectors"}},
		{"unknown top-level field", `{"source": "S", "url": "https://x", "sauce": 1, "groups": []}`,
			[]string{"sauce"}},
		{"trailing data", head + good + tail + `{}`, []string{"trailing"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := loadReader(strings.NewReader(tt.in))
			if err == nil {
				t.Fatal("Load accepted a broken file")
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not mention %q", err, w)
				}
			}
		})
	}
	if f, err := loadReader(strings.NewReader(head + good + tail)); err != nil || len(f.Groups[0].Vectors) != 1 {
		t.Errorf("Load of a good file: %v, %+v", err, f)
	}
}

func TestLoadFileNamesTheFile(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "mine.json")
	body := `{"source": "S", "url": "https://x", "groups": [{"op": "hash/sha256", "vectors": [` +
		`{"id": 5, "comment": "c", "out": "zz", "result": "valid"}]}]}`
	if err := os.WriteFile(name, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := loadFile(name)
	if err == nil || !strings.Contains(err.Error(), "mine.json") || !strings.Contains(err.Error(), "vector 5") {
		t.Errorf("LoadFile error %v does not name the file and the vector", err)
	}
}

// TestRoundTrip checks that encoding the decoded vectors gives them back
// unchanged, absent and empty fields included.
func TestRoundTrip(t *testing.T) {
	files, err := All()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		b, err := json.Marshal(f)
		if err != nil {
			t.Fatal(err)
		}
		g, err := loadReader(strings.NewReader(string(b)))
		if err != nil {
			t.Fatalf("%s: re-encoded file does not load: %v", f.Name, err)
		}
		g.Name = f.Name
		if !reflect.DeepEqual(f, g) {
			t.Errorf("%s: round trip changed the file", f.Name)
		}
	}
}
