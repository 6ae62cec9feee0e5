package ociindex

import (
	"bytes"
	"debug/elf"
	"fmt"

	v1 "github.com/google/go-containerregistry/pkg/v1"
)

// elfArch maps a Linux platform's architecture to what its executables
// say in their ELF header: machine, class and byte order.
var elfArch = map[string]struct {
	machine elf.Machine
	class   elf.Class
	order   string
}{
	"amd64":   {elf.EM_X86_64, elf.ELFCLASS64, "little"},
	"arm64":   {elf.EM_AARCH64, elf.ELFCLASS64, "little"},
	"arm":     {elf.EM_ARM, elf.ELFCLASS32, "little"},
	"386":     {elf.EM_386, elf.ELFCLASS32, "little"},
	"riscv64": {elf.EM_RISCV, elf.ELFCLASS64, "little"},
	"s390x":   {elf.EM_S390, elf.ELFCLASS64, "big"},
	"ppc64le": {elf.EM_PPC64, elf.ELFCLASS64, "little"},
}

// ELFArch returns what the ELF header of a Linux executable for
// architecture arch (a platform's, as "arm" or "s390x") says: its
// machine, class and byte order. ok is false for an architecture naclcmp
// does not build.
func ELFArch(arch string) (machine elf.Machine, class elf.Class, bigEndian, ok bool) {
	a, ok := elfArch[arch]
	return a.machine, a.class, a.order == "big", ok
}

// CheckBinary requires data to be an executable a FROM-scratch image of
// platform p can run: a Linux ELF executable for p's architecture with no
// program interpreter (statically linked: the image has no dynamic
// loader and no libraries). A binary for another platform in the index
// would be pulled by machines of the wrong kind, and a dynamic one would
// fail there with "no such file or directory".
func CheckBinary(p v1.Platform, data []byte) error {
	want, ok := elfArch[p.Architecture]
	if p.OS != "linux" || !ok {
		return fmt.Errorf("%s: not a platform naclcmp builds (linux with one of amd64, arm64, arm, 386, riscv64, s390x, ppc64le)", p)
	}
	f, err := elf.NewFile(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("%s: not an ELF executable: %w", p, err)
	}
	defer f.Close()
	order := "little"
	if f.ByteOrder.String() == "BigEndian" {
		order = "big"
	}
	if f.Machine != want.machine || f.Class != want.class || order != want.order {
		return fmt.Errorf("%s: the binary is for %v (%v, %s-endian), not %s", p, f.Machine, f.Class, order, p.Architecture)
	}
	if f.Type != elf.ET_EXEC && f.Type != elf.ET_DYN {
		return fmt.Errorf("%s: the ELF file is a %v, not an executable", p, f.Type)
	}
	for _, prog := range f.Progs {
		if prog.Type == elf.PT_INTERP {
			return fmt.Errorf("%s: the binary is dynamically linked (it names a program interpreter); a FROM-scratch image needs a static one (make cross ARCH=…)", p)
		}
	}
	return nil
}
