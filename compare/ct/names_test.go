package ct

import (
	"context"
	"debug/elf"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/internal/require"
)

// libSrc is a library with static functions, as OpenSSL's providers are:
// a stripped shared library names none of them.
const libSrc = `
__attribute__((noinline)) static int pick(int x) { if (x > 3) return x * 7; return x + 1; }
__attribute__((noinline)) static int mix(int x) { int i, a = 0; for (i = 0; i < x; i++) a ^= i * 131; return a; }
int (*volatile naclcmp_names_table[2])(int) = {pick, mix};
int naclcmp_names_entry(int x) { return naclcmp_names_table[x & 1](x) + pick(x); }
`

// twinSrc is an object whose code is the same bytes under another name in
// each copy: an archive holding two copies cannot say which one a library
// holds.
const twinSrc = `
__attribute__((noinline, used)) static int NAME(int x) { return x * 3 + 1; }
`

// testLib builds, in dir, what Debian's -dev package ships: a stripped
// shared library (libt.so.1) and beside it the archive (libt.a) of objects
// compiled from src with archiveFlags, and returns the library's path and
// the file offset of each function of src, read from an unstripped link.
// The shared library is linked from objects compiled with -O2; the same
// flags for the archive give the same build.
func testLib(t *testing.T, dir, archiveFlags string, extra ...string) (string, map[string]uint64) {
	t.Helper()
	compiler := cc()
	if _, err := exec.LookPath(compiler[0]); err != nil {
		t.Skipf("no C compiler: %v", err)
	}
	run := func(args ...string) {
		t.Helper()
		cmd := exec.Command(args[0], args[1:]...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	gcc := func(args ...string) { run(append(append([]string{}, compiler...), args...)...) }
	if err := os.WriteFile(filepath.Join(dir, "lib.c"), []byte(libSrc), 0o644); err != nil {
		t.Fatal(err)
	}
	gcc("-O2", "-fPIC", "-c", "lib.c", "-o", "lib.o")
	objs := []string{"lib.o"}
	for _, name := range extra {
		src := name + ".c"
		if err := os.WriteFile(filepath.Join(dir, src), []byte(strings.ReplaceAll(twinSrc, "NAME", name)), 0o644); err != nil {
			t.Fatal(err)
		}
		gcc("-O2", "-fPIC", "-c", src, "-o", name+".o")
		objs = append(objs, name+".o")
	}
	gcc(append([]string{"-shared", "-o", "full.so"}, objs...)...)
	gcc(append([]string{"-shared", "-s", "-o", "libt.so.1"}, objs...)...)
	// The archive's objects, compiled anew with archiveFlags.
	if err := os.Mkdir(filepath.Join(dir, "a"), 0o755); err != nil {
		t.Fatal(err)
	}
	aobjs := []string{}
	for _, o := range objs {
		src := strings.TrimSuffix(o, ".o") + ".c"
		gcc(append(strings.Fields(archiveFlags), "-fPIC", "-c", src, "-o", filepath.Join("a", o))...)
		aobjs = append(aobjs, filepath.Join("a", o))
	}
	run(append([]string{"ar", "rcs", "libt.a"}, aobjs...)...)

	offs := fileOffsets(t, filepath.Join(dir, "full.so"), func(s elf.Symbol) bool {
		return elf.ST_TYPE(s.Info) == elf.STT_FUNC && s.Size > 0
	})
	return filepath.Join(dir, "libt.so.1"), offs
}

// fileOffsets returns the file offset of every symbol of the ELF file at
// path that keep accepts, by name.
func fileOffsets(t *testing.T, path string, keep func(elf.Symbol) bool) map[string]uint64 {
	t.Helper()
	f, err := elf.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	syms, err := f.Symbols()
	if err != nil {
		t.Fatal(err)
	}
	offs := map[string]uint64{}
	for _, s := range syms {
		if keep(s) && int(s.Section) < len(f.Sections) {
			sec := f.Sections[s.Section]
			offs[s.Name] = s.Value - sec.Addr + sec.Offset
		}
	}
	return offs
}

// frameAt is the frame resolve makes of offset off in the library so.
func frameAt(so string, off uint64) string {
	ms := mappings{{start: 0x10000, end: 0x10000000, offset: 0, path: so}}
	return ms.frame(fmt.Sprintf("??? (in %s) %#x", so, 0x10000+off))
}

// TestResolveStaticNames checks that a static function of a stripped
// library is named from the archive of the same build, in the frame
// declassifications match by name.
func TestResolveStaticNames(t *testing.T) {
	so, offs := testLib(t, t.TempDir(), "-O2")
	for _, fn := range []string{"pick", "mix", "naclcmp_names_entry"} {
		off, ok := offs[fn]
		if !ok {
			t.Fatalf("no symbol %s in the unstripped link", fn)
		}
		off += 2 // inside the function, not only at its start
		want := fmt.Sprintf("%s (libt.so.1+%#x, lib.o of libt.a)", fn, off)
		if got := frameAt(so, off); got != want {
			t.Errorf("frame of %s = %q, want %q", fn, got, want)
		}
		if got := frameID(want); got != fn {
			t.Errorf("frameID(%q) = %q, want %q", want, got, fn)
		}
	}
}

// TestResolveNamesNeedProof shows the naming able to fail: an archive of
// another build (-O1), a library whose code differs in one byte from the
// archive's, and an archive with two functions of the same bytes leave the
// frame an offset rather than a guess.
func TestResolveNamesNeedProof(t *testing.T) {
	unnamed := func(t *testing.T, so string, off uint64) {
		t.Helper()
		want := fmt.Sprintf("??? (%s+%#x)", filepath.Base(so), off)
		if got := frameAt(so, off); got != want {
			t.Errorf("frame = %q, want the offset %q", got, want)
		}
	}
	t.Run("other build", func(t *testing.T) {
		so, offs := testLib(t, t.TempDir(), "-O1")
		unnamed(t, so, offs["pick"]+2)
	})
	t.Run("changed byte", func(t *testing.T) {
		so, offs := testLib(t, t.TempDir(), "-O2")
		data, err := os.ReadFile(so)
		if err != nil {
			t.Fatal(err)
		}
		// The function's first byte, beside it the archive libt.a names
		// libt.so.2 from: no relocation lets the linker write there, so
		// the library no longer holds the archive's code.
		data[offs["mix"]] ^= 0xff
		changed := filepath.Join(filepath.Dir(so), "libt.so.2")
		if err := os.WriteFile(changed, data, 0o644); err != nil {
			t.Fatal(err)
		}
		unnamed(t, changed, offs["mix"]+2)
		// pick, in the same object, is not named either: the whole
		// object's code must match, not only the function's.
		unnamed(t, changed, offs["pick"]+2)
	})
	t.Run("two names", func(t *testing.T) {
		so, offs := testLib(t, t.TempDir(), "-O2", "twin_a", "twin_b")
		unnamed(t, so, offs["twin_a"])
		unnamed(t, so, offs["twin_b"])
	})
}

// TestResolveArchiveFor pins where the archive of a library is looked for.
func TestResolveArchiveFor(t *testing.T) {
	for so, want := range map[string]string{
		"/usr/lib/x86_64-linux-gnu/libcrypto.so.3":      "/usr/lib/x86_64-linux-gnu/libcrypto.a",
		"/usr/lib/x86_64-linux-gnu/libsodium.so.23.3.0": "/usr/lib/x86_64-linux-gnu/libsodium.a",
		"/tmp/ct-openssl":               "",
		"/usr/lib/x86_64-linux-gnu/.so": "",
	} {
		if got := archiveFor(so); got != want {
			t.Errorf("archiveFor(%q) = %q, want %q", so, got, want)
		}
	}
}

// asmSrc is a function written in assembly as libgcrypt's mpi/amd64
// routines are: a global label with call-frame information but neither
// .type nor .size, so that its symbol has no type and no size.
const asmSrc = `
	.text
	.globl naclcmp_asm_pick
naclcmp_asm_pick:
	.cfi_startproc
	lea (%rdi,%rsi), %rax
	cmp $3, %rax
	ja 1f
	add $1, %rax
1:	ret
	.cfi_endproc
	.section .note.GNU-stack,"",@progbits
`

// TestResolveAssemblyNames checks that such a label is named from the
// archive, its extent running to its section's end.
func TestResolveAssemblyNames(t *testing.T) {
	if runtime.GOARCH != "amd64" {
		t.Skip("the assembly is x86-64's, as the naming is")
	}
	dir := t.TempDir()
	testLib(t, dir, "-O2") // lib.o, and a/lib.o for the archive
	compiler := cc()
	run := func(args ...string) {
		t.Helper()
		cmd := exec.Command(args[0], args[1:]...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "pick.S"), []byte(asmSrc), 0o644); err != nil {
		t.Fatal(err)
	}
	run(append(append([]string{}, compiler...), "-c", "pick.S", "-o", "pick.o")...)
	run(append(append([]string{}, compiler...), "-shared", "-o", "full2.so", "lib.o", "pick.o")...)
	run(append(append([]string{}, compiler...), "-shared", "-s", "-o", "libu.so.1", "lib.o", "pick.o")...)
	run("ar", "rcs", "libu.a", "a/lib.o", "pick.o")
	// The label must be what the test is about: no type and no size.
	off := fileOffsets(t, filepath.Join(dir, "full2.so"), func(s elf.Symbol) bool {
		return elf.ST_TYPE(s.Info) == elf.STT_NOTYPE && s.Size == 0
	})["naclcmp_asm_pick"]
	if off == 0 {
		t.Fatal("no untyped, unsized naclcmp_asm_pick in the unstripped link")
	}
	lib := filepath.Join(dir, "libu.so.1")
	want := fmt.Sprintf("naclcmp_asm_pick (libu.so.1+%#x, pick.o of libu.a)", off+4)
	if got := frameAt(lib, off+4); got != want {
		t.Errorf("frame = %q, want %q", got, want)
	}
}

// TestResolveRebuiltArchive checks the archive of rebuilt objects: where
// Debian's archive is another build (-O1 here, non-PIC objects there), the
// objects rebuilt into rebuiltDir name the function, with their label;
// without them the frame stays an offset.
func TestResolveRebuiltArchive(t *testing.T) {
	dir := t.TempDir()
	so, offs := testLib(t, dir, "-O1")
	off := offs["mix"] + 2
	if got, want := frameAt(so, off), fmt.Sprintf("??? (libt.so.1+%#x)", off); got != want {
		t.Fatalf("without rebuilt objects: frame = %q, want the offset %q", got, want)
	}
	rebuilt := filepath.Join(dir, "rebuilt")
	if err := os.Mkdir(rebuilt, 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("ar", "rcs", filepath.Join(rebuilt, "libt.a"), "lib.o") // the -O2 objects the library links
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("ar: %v\n%s", err, out)
	}
	setRebuiltDir(rebuilt)
	t.Cleanup(func() { setRebuiltDir("") })
	want := fmt.Sprintf("mix (libt.so.1+%#x, lib.o of rebuilt libt.a)", off)
	if got := frameAt(so, off); got != want {
		t.Errorf("frame = %q, want %q", got, want)
	}
}

// TestValgrindRebuiltNamed runs wolfSSL's AES-256-GCM and libgcrypt's
// X25519 and Ed25519 under valgrind: with the objects make ct-names
// rebuilds, no frame of their findings stays an offset, and the frames in
// wolfSSL's AES are named from the rebuilt objects.
func TestValgrindRebuiltNamed(t *testing.T) {
	needValgrind(t)
	if runtime.GOARCH != "amd64" {
		t.Skip("frames are named on x86-64 only")
	}
	root, err := FindRoot()
	if err != nil {
		t.Fatal(err)
	}
	for _, stem := range []string{"libwolfssl", "libgcrypt"} {
		if _, err := os.Stat(filepath.Join(root, ".cache", "ct-names", stem+".a")); err != nil {
			require.Skip(t, require.CTNames, "no objects rebuilt for "+stem+": run make ct-names")
		}
	}
	rep, err := CheckValgrind(context.Background(), ValgrindOptions{Root: root, Impls: []string{"wolfssl", "libgcrypt"},
		Ops: []string{"aead/aes256gcm", "scalarmult/x25519", "sign/ed25519"}, Parallel: 2})
	if err != nil {
		t.Fatal(err)
	}
	rebuilt := 0
	for _, v := range rep.Results {
		if v.Err != "" {
			t.Errorf("%s %s %s: %s", v.Impl, v.Op, v.Call, v.Err)
		}
		var frames []string
		for _, f := range v.Findings {
			frames = append(append(frames, f.Stack...), f.Origin...)
		}
		for _, d := range v.Declassified {
			frames = append(append(frames, d.Stack...), d.Origin...)
		}
		for _, fr := range frames {
			// A return address in no mapped file (unwinding through
			// libgcrypt's assembly) is no function to name.
			if strings.HasPrefix(fr, "???") && !strings.Contains(fr, noFile) {
				t.Errorf("%s %s %s: frame %q not named", v.Impl, v.Op, v.Call, fr)
			}
			if strings.HasPrefix(fr, "wc_AesEncrypt ") && strings.Contains(fr, "of rebuilt libwolfssl.a)") {
				rebuilt++
			}
		}
	}
	if rebuilt == 0 {
		t.Error("no frame in wolfSSL's AES named from the rebuilt objects")
	}
}
