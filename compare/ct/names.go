package ct

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
)

// Naming the static functions of a stripped shared library.
//
// A stripped library keeps only its exported symbols, so valgrind shows a
// static function (OpenSSL's providers, libsodium's Argon2 internals) as
// "???". Debian's -dev packages ship the static archive built from the
// same objects, and an archive keeps every object's local symbols. The
// harness still runs the shared library, so the code judged is the
// binding's; the archive only names it, and only on proof:
//
//  1. the shared library's .eh_frame, which stripping keeps (unwinding
//     needs it), gives the bounds of the function holding the offset;
//  2. every function symbol of the archive with that size is a candidate,
//     which places its object's whole code section in the library (the
//     linker copies an input section in one piece);
//  3. the candidate holds only if that section's bytes equal the library's
//     there, byte for byte, except where a relocation lets the linker
//     write (addresses, and the instruction bytes it may relax), so that
//     code, layout and the neighbouring functions all agree;
//  4. the frame is named only when exactly one name holds.
//
// Anything short of that (no archive, another build, a function the
// archive lacks, two names) leaves the offset, which is never wrong.
//
// Two refinements keep the proof and widen what it reaches:
//   - a function written in assembly often has no symbol size, nor even a
//     type (libgcrypt's mpi/amd64 routines): its candidate extent runs to the next function
//     symbol of its section or the section's end, and the FDE must start
//     at the symbol and end within that extent;
//   - where Debian's archive is not the shared library's build (libtool
//     puts the non-PIC objects of a library's own sources into the .a:
//     wolfSSL, libgcrypt's src/), scripts/ct-names/build.sh rebuilds the PIC
//     objects from Debian's source package of the installed version into
//     a folder of its own (<library stem>.a), and that archive is searched too.
//     The same byte-for-byte proof decides: a rebuild that is not the
//     same build names nothing.

// libNames names offsets of one shared library from its static archives.
type libNames struct {
	spans  []funcSpan
	code   []exeSection
	bySize map[uint64][]arFunc
	// unsized are the functions without a symbol size (see above).
	unsized []arFunc
}

var (
	namesMu    sync.Mutex
	namesCache = map[string]*libNames{} // by library path and rebuiltDir; nil: cannot name
)

// archiveFor returns the static archive that sits beside a shared
// library, as Debian's -dev packages install it: libcrypto.so.3 →
// libcrypto.a.
func archiveFor(so string) string {
	stem := libStem(so)
	if stem == "" {
		return ""
	}
	return filepath.Join(filepath.Dir(so), stem+".a")
}

// libStem is a shared library's name before ".so" ("libcrypto"); empty
// for a file that is not one.
func libStem(so string) string {
	base := filepath.Base(so)
	i := strings.Index(base, ".so")
	if i <= 0 {
		return ""
	}
	return base[:i]
}

// rebuiltDir is the folder of the archives scripts/ct-names/build.sh rebuilds
// from Debian's source packages (<stem>.a), searched after the archive
// beside a library; empty: none. CheckValgrind sets it below the
// repository root (setRebuiltDir). namesMu guards it.
var rebuiltDir string

// setRebuiltDir sets the folder of rebuilt archives (see rebuiltDir).
func setRebuiltDir(dir string) {
	namesMu.Lock()
	defer namesMu.Unlock()
	rebuiltDir = dir
}

// archivesFor returns the archives that may name the library at so, each
// with its label for frames: Debian's, then the rebuilt one. The caller
// holds namesMu.
func archivesFor(so string) (paths, labels []string) {
	if a := archiveFor(so); a != "" {
		paths, labels = append(paths, a), append(labels, filepath.Base(a))
	}
	if stem := libStem(so); stem != "" && rebuiltDir != "" {
		a := filepath.Join(rebuiltDir, stem+".a")
		if _, err := os.Stat(a); err == nil {
			paths, labels = append(paths, a), append(labels, "rebuilt "+stem+".a")
		}
	}
	return paths, labels
}

// namesFor returns the namer of the library at path, loading it once; nil
// when the library cannot be named (no archive, or a file that does not
// parse).
func namesFor(path string) *libNames {
	namesMu.Lock()
	defer namesMu.Unlock()
	key := path + "\x00" + rebuiltDir
	if n, ok := namesCache[key]; ok {
		return n
	}
	paths, labels := archivesFor(path)
	n, err := loadNames(path, paths, labels)
	if err != nil {
		n = nil
	}
	namesCache[key] = n
	return n
}

// name returns the function holding the byte at file offset off of the
// library, and the archive member that proves it ("aes.o of libx.a"); ok only when exactly
// one function's object matches (see the comment at the top of the file).
func (n *libNames) name(off uint64) (fn, member string, ok bool) {
	var addr uint64
	found := false
	for _, c := range n.code {
		if off >= c.offset && off < c.offset+uint64(len(c.data)) {
			addr, found = off-c.offset+c.addr, true
			break
		}
	}
	if !found {
		return "", "", false
	}
	i := sort.Search(len(n.spans), func(i int) bool { return n.spans[i].start > addr }) - 1
	if i < 0 || addr >= n.spans[i].end {
		return "", "", false
	}
	sp := n.spans[i]
	names := map[string]string{}
	try := func(c arFunc) {
		if _, seen := names[c.name]; seen {
			return // proved by Debian's archive already: its label stays
		}
		if c.value <= sp.start && n.matches(sp.start-c.value, c.sec) {
			names[c.name] = c.member + " of " + c.archive
		}
	}
	for _, c := range n.bySize[sp.end-sp.start] {
		try(c)
	}
	for _, c := range n.unsized {
		if sp.end-sp.start <= c.size {
			try(c)
		}
	}
	if len(names) != 1 {
		return "", "", false
	}
	for fn, member = range names {
	}
	return fn, member, true
}

// matches reports whether sec's bytes lie at addr in the library, equal
// wherever the linker had nothing to write.
func (n *libNames) matches(addr uint64, sec *objSection) bool {
	for _, c := range n.code {
		if addr < c.addr || addr+uint64(len(sec.data)) > c.addr+uint64(len(c.data)) {
			continue
		}
		lib := c.data[addr-c.addr:]
		for k, b := range sec.data {
			if sec.mask[k] == 0 && lib[k] != b {
				return false
			}
		}
		return true
	}
	return false
}
