package ct

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
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
//     wolfSSL, libgcrypt's src/), scripts/ct-names.sh rebuilds the PIC
//     objects from Debian's source package of the installed version into
//     a folder of its own (<library stem>.a), and that archive is searched too.
//     The same byte-for-byte proof decides: a rebuild that is not the
//     same build names nothing.

// funcSpan is one function's address range [start, end) in a library,
// from an .eh_frame FDE.
type funcSpan struct{ start, end uint64 }

// objSection is one code section of an archive member: its bytes and
// which of them a relocation lets the linker change.
type objSection struct {
	data, mask []byte // mask[i] != 0: byte i is the linker's to write
	// ok is false when a relocation of an unknown type makes the
	// changeable bytes unknown: such a section never matches.
	ok bool
}

// arFunc is one function symbol of an archive member.
type arFunc struct {
	name, member string
	archive      string // the archive's label in frames ("libcrypto.a")
	value        uint64 // offset in sec
	// size is the symbol's size; for a symbol without one (assembly), the
	// bytes up to the next function symbol or the section's end.
	size uint64
	sec  *objSection
}

// exeSection is an executable section of the shared library.
type exeSection struct {
	addr, offset uint64
	data         []byte
}

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

// rebuiltDir is the folder of the archives scripts/ct-names.sh rebuilds
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

func loadNames(so string, archives, labels []string) (*libNames, error) {
	if len(archives) == 0 {
		return nil, errors.New("no archive")
	}
	f, err := elf.Open(so)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if f.Machine != elf.EM_X86_64 || f.Class != elf.ELFCLASS64 {
		// The relocation types below are x86-64's.
		return nil, fmt.Errorf("%s: %v, only x86-64 is named", so, f.Machine)
	}
	n := &libNames{bySize: map[uint64][]arFunc{}}
	for _, s := range f.Sections {
		switch {
		case s.Name == ".eh_frame":
			data, err := s.Data()
			if err != nil {
				return nil, err
			}
			if n.spans, err = ehFrameSpans(data, s.Addr); err != nil {
				return nil, fmt.Errorf("%s: .eh_frame: %w", so, err)
			}
		case s.Type == elf.SHT_PROGBITS && s.Flags&elf.SHF_EXECINSTR != 0:
			data, err := s.Data()
			if err != nil {
				return nil, err
			}
			n.code = append(n.code, exeSection{s.Addr, s.Offset, data})
		}
	}
	sort.Slice(n.spans, func(i, j int) bool { return n.spans[i].start < n.spans[j].start })
	loaded := 0
	for i, archive := range archives {
		data, err := os.ReadFile(archive)
		if err != nil {
			continue // no such archive: the others may still name
		}
		members, err := arMembers(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", archive, err)
		}
		for _, m := range members {
			if err := n.addObject(labels[i], m.name, m.data); err != nil {
				return nil, fmt.Errorf("%s(%s): %w", archive, m.name, err)
			}
		}
		loaded++
	}
	if loaded == 0 {
		return nil, errors.New("no archive")
	}
	return n, nil
}

// addObject indexes the function symbols of one archive member: by size,
// and those without a size (assembly) with the extent they may have.
func (n *libNames) addObject(archive, member string, data []byte) error {
	if !bytes.HasPrefix(data, []byte(elf.ELFMAG)) {
		return nil // not an object (a linker script or a note): nothing to name
	}
	f, err := elf.NewFile(bytes.NewReader(data))
	if err != nil {
		return err
	}
	syms, err := f.Symbols()
	if errors.Is(err, elf.ErrNoSymbols) {
		return nil
	}
	if err != nil {
		return err
	}
	secs := map[elf.SectionIndex]*objSection{}
	starts := map[elf.SectionIndex][]uint64{} // function starts per section
	var funcs []elf.Symbol
	for _, s := range syms {
		if !isFunc(s) || s.Section == elf.SHN_UNDEF || s.Section >= elf.SHN_LORESERVE || int(s.Section) >= len(f.Sections) {
			continue
		}
		sec, ok := secs[s.Section]
		if !ok {
			if sec, err = codeSection(f, s.Section); err != nil {
				return err
			}
			secs[s.Section] = sec
		}
		if sec == nil || !sec.ok || s.Value+s.Size > uint64(len(sec.data)) {
			continue
		}
		starts[s.Section] = append(starts[s.Section], s.Value)
		funcs = append(funcs, s)
	}
	for _, s := range funcs {
		fn := arFunc{name: s.Name, member: member, archive: archive, value: s.Value, size: s.Size, sec: secs[s.Section]}
		if s.Size > 0 {
			n.bySize[s.Size] = append(n.bySize[s.Size], fn)
			continue
		}
		fn.size = uint64(len(fn.sec.data)) - s.Value
		for _, v := range starts[s.Section] {
			if v > s.Value && v-s.Value < fn.size {
				fn.size = v - s.Value
			}
		}
		if fn.size > 0 {
			n.unsized = append(n.unsized, fn)
		}
	}
	return nil
}

// isFunc reports whether s names a function: a function symbol, or a
// global label without type or size, as assembly without .type/.size
// directives leaves its entry points (libgcrypt's mpi/amd64 routines);
// codeSection then checks that the label lies in code.
func isFunc(s elf.Symbol) bool {
	switch elf.ST_TYPE(s.Info) {
	case elf.STT_FUNC:
		return true
	case elf.STT_NOTYPE:
		b := elf.ST_BIND(s.Info)
		return s.Size == 0 && (b == elf.STB_GLOBAL || b == elf.STB_WEAK)
	}
	return false
}

// codeSection returns section i of f with the bytes its relocations let
// the linker change; nil when i is not code.
func codeSection(f *elf.File, i elf.SectionIndex) (*objSection, error) {
	s := f.Sections[i]
	if s.Type != elf.SHT_PROGBITS || s.Flags&elf.SHF_EXECINSTR == 0 {
		return nil, nil
	}
	data, err := s.Data()
	if err != nil {
		return nil, err
	}
	sec := &objSection{data: data, mask: make([]byte, len(data)), ok: true}
	for _, r := range f.Sections {
		if (r.Type != elf.SHT_RELA && r.Type != elf.SHT_REL) || r.Info != uint32(i) {
			continue
		}
		if r.Type == elf.SHT_REL {
			sec.ok = false // x86-64 uses RELA: a REL section is not understood
			continue
		}
		rel, err := r.Data()
		if err != nil {
			return nil, err
		}
		for j := 0; j+24 <= len(rel); j += 24 {
			off := binary.LittleEndian.Uint64(rel[j:])
			from, to, known := relocWindow(elf.R_X86_64(binary.LittleEndian.Uint64(rel[j+8:]) & 0xffffffff))
			if !known {
				sec.ok = false
				continue
			}
			for k := int64(off) + from; k < int64(off)+to; k++ {
				if k >= 0 && k < int64(len(data)) {
					sec.mask[k] = 1
				}
			}
		}
	}
	return sec, nil
}

// relocWindow returns the bytes around a relocation's offset, [from, to),
// that the linker may write for its type: the field itself, and for the
// types it may relax (GOTPCRELX: mov from the GOT becomes lea, call
// through the GOT a direct call; TLS: a sequence becomes a cheaper one)
// the instruction bytes the relaxation rewrites.
func relocWindow(t elf.R_X86_64) (from, to int64, known bool) {
	switch t {
	case elf.R_X86_64_NONE:
		return 0, 0, true
	case elf.R_X86_64_64, elf.R_X86_64_PC64, elf.R_X86_64_GOTOFF64, elf.R_X86_64_GOTPC64, elf.R_X86_64_DTPOFF64, elf.R_X86_64_TPOFF64:
		return 0, 8, true
	case elf.R_X86_64_PC32, elf.R_X86_64_PLT32, elf.R_X86_64_32, elf.R_X86_64_32S, elf.R_X86_64_GOTPCREL, elf.R_X86_64_GOTPC32,
		elf.R_X86_64_DTPOFF32, elf.R_X86_64_TPOFF32, elf.R_X86_64_GOT32:
		return 0, 4, true
	case elf.R_X86_64_GOTPCRELX:
		return -2, 4, true
	case elf.R_X86_64_REX_GOTPCRELX, elf.R_X86_64_GOTTPOFF:
		return -3, 4, true
	case elf.R_X86_64_TLSGD:
		// .byte 0x66; lea x@tlsgd(%rip),%rdi; .word 0x6666; rex64; call
		return -4, 12, true
	case elf.R_X86_64_TLSLD:
		// lea x@tlsld(%rip),%rdi; call __tls_get_addr
		return -3, 9, true
	}
	return 0, 0, false
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

// arMember is one file of a static archive.
type arMember struct {
	name string
	data []byte
}

// arMembers splits a System V (GNU) archive into its members, their long
// names resolved through the "//" table.
func arMembers(data []byte) ([]arMember, error) {
	const magic = "!<arch>\n"
	if !bytes.HasPrefix(data, []byte(magic)) {
		return nil, errors.New("not an ar archive (a thin archive holds no code)")
	}
	var (
		out   []arMember
		names []byte
	)
	for off := len(magic); off+60 <= len(data); {
		h := data[off : off+60]
		size, err := strconv.ParseUint(strings.TrimSpace(string(h[48:58])), 10, 63)
		if err != nil || uint64(off+60)+size > uint64(len(data)) {
			return nil, fmt.Errorf("bad member header at %d", off)
		}
		body := data[off+60 : off+60+int(size)]
		name := strings.TrimRight(string(h[:16]), " ")
		switch {
		case name == "/" || name == "/SYM64/":
			name = "" // the symbol index
		case name == "//":
			names, name = body, ""
		case strings.HasPrefix(name, "/"):
			i, err := strconv.Atoi(name[1:])
			if err != nil || i >= len(names) {
				return nil, fmt.Errorf("bad long name %q", name)
			}
			name, _, _ = strings.Cut(string(names[i:]), "/\n")
		default:
			name = strings.TrimSuffix(name, "/")
		}
		if name != "" {
			out = append(out, arMember{name, body})
		}
		off += 60 + int(size)
		off += off % 2
	}
	return out, nil
}

// ehFrameSpans reads the function bounds of every FDE of an .eh_frame
// section at address base.
func ehFrameSpans(data []byte, base uint64) ([]funcSpan, error) {
	var spans []funcSpan
	encs := map[int]byte{} // CIE offset → its FDEs' pointer encoding
	le := binary.LittleEndian
	for off := 0; off+4 <= len(data); {
		length32 := le.Uint32(data[off:])
		if length32 == 0 {
			break // the terminator
		}
		if length32 == 0xffffffff {
			return nil, errors.New("64-bit DWARF entries are not read")
		}
		length := int(length32)
		start, end := off+4, off+4+length
		if end > len(data) || length < 4 {
			return nil, fmt.Errorf("entry at %#x overruns the section", off)
		}
		id := int(le.Uint32(data[start:]))
		if id == 0 {
			enc, err := cieEncoding(data[start+4 : end])
			if err != nil {
				return nil, fmt.Errorf("CIE at %#x: %w", off, err)
			}
			encs[off] = enc
		} else {
			enc, ok := encs[start-id]
			if !ok {
				return nil, fmt.Errorf("FDE at %#x: no CIE at %#x", off, start-id)
			}
			p := start + 4
			begin, n, err := readPointer(data[p:end], enc, base+uint64(p))
			if err != nil {
				return nil, fmt.Errorf("FDE at %#x: %w", off, err)
			}
			size, _, err := readPointer(data[p+n:end], enc&0x0f, 0)
			if err != nil {
				return nil, fmt.Errorf("FDE at %#x: %w", off, err)
			}
			if size > 0 {
				spans = append(spans, funcSpan{begin, begin + size})
			}
		}
		off = end
	}
	return spans, nil
}

// cieEncoding returns the FDE pointer encoding of a CIE (after its ID):
// the 'R' augmentation's, else absolute pointers.
func cieEncoding(b []byte) (byte, error) {
	if len(b) < 1 {
		return 0, errors.New("short")
	}
	version := b[0]
	aug, rest, ok := bytes.Cut(b[1:], []byte{0})
	if !ok {
		return 0, errors.New("unterminated augmentation")
	}
	if len(aug) == 0 || aug[0] != 'z' {
		return 0, nil // no augmentation data: absolute pointers
	}
	p := 0
	for k := 0; k < 2; k++ { // code and data alignment factors
		_, n := uleb(rest[p:])
		p += n
	}
	if version == 1 {
		p++ // return address register, one byte
	} else {
		_, n := uleb(rest[p:])
		p += n
	}
	_, n := uleb(rest[p:]) // augmentation data length
	p += n
	for _, c := range aug[1:] {
		if p >= len(rest) {
			return 0, errors.New("short augmentation data")
		}
		switch c {
		case 'R':
			return rest[p], nil
		case 'L':
			p++
		case 'P':
			enc := rest[p]
			_, m, err := readPointer(rest[p+1:], enc&0x0f, 0)
			if err != nil {
				return 0, err
			}
			p += 1 + m
		case 'S', 'B':
		default:
			return 0, fmt.Errorf("augmentation %q", aug)
		}
	}
	return 0, nil
}

// readPointer reads a DWARF exception-handling pointer of encoding enc at
// the start of b, at address addr (for pc-relative pointers), and returns
// it and its length.
func readPointer(b []byte, enc byte, addr uint64) (uint64, int, error) {
	var (
		v uint64
		n int
	)
	le := binary.LittleEndian
	need := map[byte]int{0x00: 8, 0x02: 2, 0x03: 4, 0x04: 8, 0x0a: 2, 0x0b: 4, 0x0c: 8}
	switch f := enc & 0x0f; f {
	case 0x01:
		v, n = uleb(b)
	case 0x09:
		var s int64
		s, n = sleb(b)
		v = uint64(s)
	default:
		size, ok := need[f]
		if !ok {
			return 0, 0, fmt.Errorf("pointer encoding %#x", enc)
		}
		if len(b) < size {
			return 0, 0, errors.New("short pointer")
		}
		n = size
		switch f {
		case 0x00, 0x04, 0x0c:
			v = le.Uint64(b)
		case 0x02:
			v = uint64(le.Uint16(b))
		case 0x03:
			v = uint64(le.Uint32(b))
		case 0x0a:
			v = uint64(int64(int16(le.Uint16(b))))
		case 0x0b:
			v = uint64(int64(int32(le.Uint32(b))))
		}
	}
	switch enc & 0x70 {
	case 0x00:
	case 0x10:
		v += addr
	default:
		return 0, 0, fmt.Errorf("pointer application %#x", enc)
	}
	if enc&0x80 != 0 {
		return 0, 0, errors.New("indirect pointer")
	}
	return v, n, nil
}

func uleb(b []byte) (uint64, int) {
	var v uint64
	for i, c := range b {
		if i < 10 {
			v |= uint64(c&0x7f) << (7 * i)
		}
		if c&0x80 == 0 {
			return v, i + 1
		}
	}
	return v, len(b)
}

func sleb(b []byte) (int64, int) {
	var v int64
	for i, c := range b {
		if i < 10 {
			v |= int64(c&0x7f) << (7 * i)
		}
		if c&0x80 == 0 {
			if shift := 7 * (i + 1); shift < 64 && c&0x40 != 0 {
				v |= -1 << shift
			}
			return v, i + 1
		}
	}
	return v, len(b)
}
