// Package ocitest makes stand-in binaries for the tests of the image
// builder: ELF headers that debug/elf reads as executables of a given
// architecture, small enough to build seven platforms' images in
// milliseconds.
package ocitest

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"fmt"

	"github.com/naclcmp/naclcmp/internal/ociindex"
)

// FakeELF returns the smallest ELF executable debug/elf accepts for
// architecture arch: a 64- or 32-bit header in its byte order and one
// program header, PT_INTERP when dynamic (what a dynamically linked
// binary has) and PT_LOAD otherwise, followed by marker so that binaries
// can differ.
func FakeELF(arch string, dynamic bool, marker string) ([]byte, error) {
	machine, class, big, ok := ociindex.ELFArch(arch)
	if !ok {
		return nil, fmt.Errorf("no ELF machine for %s", arch)
	}
	var order binary.ByteOrder = binary.LittleEndian
	data := byte(elf.ELFDATA2LSB)
	if big {
		order, data = binary.BigEndian, byte(elf.ELFDATA2MSB)
	}
	progType := uint32(elf.PT_LOAD)
	if dynamic {
		progType = uint32(elf.PT_INTERP)
	}
	ident := [elf.EI_NIDENT]byte{0x7f, 'E', 'L', 'F', byte(class), data, byte(elf.EV_CURRENT)}
	var parts []any
	if class == elf.ELFCLASS64 {
		parts = []any{
			elf.Header64{Ident: ident, Type: uint16(elf.ET_EXEC), Machine: uint16(machine), Version: 1, Phoff: 64, Ehsize: 64, Phentsize: 56, Phnum: 1},
			elf.Prog64{Type: progType, Filesz: 120, Memsz: 120},
		}
	} else {
		parts = []any{
			elf.Header32{Ident: ident, Type: uint16(elf.ET_EXEC), Machine: uint16(machine), Version: 1, Phoff: 52, Ehsize: 52, Phentsize: 32, Phnum: 1},
			elf.Prog32{Type: progType, Filesz: 84, Memsz: 84},
		}
	}
	var buf bytes.Buffer
	for _, p := range parts {
		if err := binary.Write(&buf, order, p); err != nil {
			return nil, err
		}
	}
	buf.WriteString(marker)
	return buf.Bytes(), nil
}
