package ct

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"sort"
)

// Reading a stripped shared library and the objects of its static
// archives: the library's code and function bounds, and every archive
// function symbol with the bytes of its object's code section that the
// linker may change (see names.go for how they name a frame).

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

// loadNames reads the shared library at so (its code and the function
// bounds of its .eh_frame) and indexes the function symbols of the given
// archives, each labelled for frames by the label at the same index.
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
