package tomcrypt_test

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"crypto/sha512"
	"debug/elf"
	"encoding/hex"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"golang.org/x/crypto/blake2b"
	"golang.org/x/crypto/blake2s"
	"golang.org/x/crypto/chacha20poly1305"
	"golang.org/x/crypto/poly1305"
)

const prefix = "naclcmp_tomcrypt_"

// globalsOf lists the global and weak symbols a file defines (nm), or
// those of the ELF symbol table given.
func globalsOf(t *testing.T, path string) map[string]bool {
	t.Helper()
	out, err := exec.Command("nm", "-g", "--defined-only", path).Output()
	if err != nil && len(out) == 0 {
		t.Skipf("nm %s: %v", path, err)
	}
	syms := map[string]bool{}
	for _, line := range strings.Split(string(out), "\n") {
		if f := strings.Fields(line); len(f) == 3 {
			syms[f[2]] = true
		}
	}
	return syms
}

// TestArchiveSymbols checks that the private archive defines only
// prefixed globals, among them the names other libraries share.
func TestArchiveSymbols(t *testing.T) {
	archive := filepath.Join("..", "..", ".cache", "tomcrypt", runtime.GOARCH, "libnaclcmp_tomcrypt.a")
	priv := globalsOf(t, archive)
	if len(priv) < 100 {
		t.Fatalf("the private archive defines only %d globals", len(priv))
	}
	for name := range priv {
		if !strings.HasPrefix(name, prefix) {
			t.Errorf("the private archive defines the unprefixed global %s", name)
		}
	}
	for _, name := range []string{"blake2b_init", "blake2s_init", "sha3_256_init", "hmac_memory", "crypt_build_settings"} {
		if !priv[prefix+name] {
			t.Errorf("the private archive does not define %s%s", prefix, name)
		}
	}
}

// TestLinkedSymbols builds testdata/symcheck, an ordinary program (go test
// strips the symbol table of test binaries) that links the package beside
// decoy C functions named as libtomcrypt's blake2b_init, sha256_init and
// others, and runs it. Its digests and tags must be right, computed by
// libtomcrypt's own functions rather than the decoys, which abort; its
// symbol table must define the prefixed functions and, of the names
// Debian's libtomcrypt.a defines, only the decoys; and it must not load a
// shared libtomcrypt.
func TestLinkedSymbols(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program; skipped in -short mode")
	}
	exe := filepath.Join(t.TempDir(), "symcheck")
	if out, err := exec.Command("go", "build", "-o", exe, "./testdata/symcheck").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(exe).CombinedOutput()
	if err != nil {
		t.Fatalf("symcheck: %v\n%s", err, out)
	}
	got := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		name, value, _ := strings.Cut(line, " ")
		got[name] = value
	}
	msg, key := []byte("abc"), make([]byte, 32)
	b2b := blake2b.Sum512(msg)
	b2s := blake2s.Sum256(msg)
	mac, _ := blake2b.New(32, key)
	mac.Write(msg)
	h256 := hmac.New(sha256.New, key)
	h256.Write(msg)
	h512 := hmac.New(sha512.New, key)
	h512.Write(msg)
	var p [16]byte
	poly1305.Sum(&p, msg, (*[32]byte)(key))
	aead, _ := chacha20poly1305.New(key)
	for name, want := range map[string][]byte{
		"blake2b": b2b[:], "blake2s": b2s[:], "blake2bmac": mac.Sum(nil),
		"hmac-sha256": h256.Sum(nil), "hmac-sha512": h512.Sum(nil), "poly1305": p[:],
		"chacha20poly1305": aead.Seal(nil, make([]byte, 12), msg, nil),
	} {
		if g, _ := hex.DecodeString(got[name]); !bytes.Equal(g, want) {
			t.Errorf("symcheck %s = %s, want %x", name, got[name], want)
		}
	}

	bin, err := elf.Open(exe)
	if err != nil {
		t.Fatal(err)
	}
	defer bin.Close()
	syms, err := bin.Symbols()
	if err != nil {
		t.Fatalf("symbol table of %s: %v", exe, err)
	}
	defined := map[string]bool{}
	for _, s := range syms {
		b := elf.ST_BIND(s.Info)
		if (b == elf.STB_GLOBAL || b == elf.STB_WEAK) && s.Section != elf.SHN_UNDEF {
			defined[s.Name] = true
		}
	}
	for _, name := range []string{"blake2b_init", "blake2bmac_memory", "hmac_memory", "sha256_init", "chacha_crypt", "crypt_build_settings"} {
		if !defined[prefix+name] {
			t.Errorf("symcheck does not define %s%s", prefix, name)
		}
	}
	decoys := map[string]bool{"blake2b_init": true, "blake2s_init": true, "sha256_init": true, "sha512_init": true, "poly1305_init": true, "chacha_crypt": true}
	triplet := map[string]string{"amd64": "x86_64-linux-gnu", "arm64": "aarch64-linux-gnu"}[runtime.GOARCH]
	raw := globalsOf(t, filepath.Join("/usr/lib", triplet, "libtomcrypt.a"))
	if len(raw) == 0 {
		t.Fatal("Debian's libtomcrypt.a defines no globals: the check would be vacuous")
	}
	for name := range raw {
		if defined[name] && !decoys[name] {
			t.Errorf("symcheck defines %s, a libtomcrypt global without the prefix", name)
		}
	}
	libs, err := bin.ImportedLibraries()
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range libs {
		if strings.HasPrefix(l, "libtomcrypt") {
			t.Errorf("symcheck loads the shared %s", l)
		}
	}
}
