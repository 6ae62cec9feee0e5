package ct

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/naclcmp/naclcmp/record/ctrecord"
)

// unnamed is valgrind's function name for code it has no symbol for,
// such as a static function of a stripped system library:
// "??? (in /usr/lib/x86_64-linux-gnu/libcrypto.so.3)".
const unnamed = "???"

// mapping is one executable file mapping of the harness process.
type mapping struct {
	start, end, offset uint64
	path               string
}

// mappings are the harness's executable mappings, from its
// "naclcmp-ct: map <start> <end> <offset> <path>" lines (hex).
type mappings []mapping

var mapLine = regexp.MustCompile(`(?m)^naclcmp-ct: map ([0-9a-f]+) ([0-9a-f]+) ([0-9a-f]+) (/\S*)$`)

func parseMaps(stderr string) mappings {
	var ms mappings
	for _, m := range mapLine.FindAllStringSubmatch(stderr, -1) {
		start, err1 := strconv.ParseUint(m[1], 16, 64)
		end, err2 := strconv.ParseUint(m[2], 16, 64)
		off, err3 := strconv.ParseUint(m[3], 16, 64)
		if err1 == nil && err2 == nil && err3 == nil {
			ms = append(ms, mapping{start, end, off, m[4]})
		}
	}
	return ms
}

// libFrame is a frame as ParseMemcheck keeps it for library code without
// source lines: valgrind's text ("??? (in /usr/lib/…/libcrypto.so.3)" when
// no symbol names the code, "crypto_secretstream_xchacha20poly1305_pull
// (in /usr/lib/…/libsodium.so.23.3.0)" when an exported one does) and the
// address.
var libFrame = regexp.MustCompile(`^(\S+) \(in (/\S+)\) 0x([0-9A-Fa-f]+)$`)

// resolve rewrites the frames of library code without source lines with
// their offset in the library file, which stays the same from run to run
// while addresses move and tells two places of one function apart (see
// declassify): "crypto_secretstream_xchacha20poly1305_pull
// (libsodium.so.23.3.0+0x23b3d)". Code without a symbol is named when the
// library's static archive proves the function (see names.go):
// "ecx_derive (libcrypto.so.3+0x31b037, libdefault-lib-ecx_exch.o of
// libcrypto.a)"; a function the archive cannot prove stays
// "??? (libcrypto.so.3+0x31b037)", for a disassembler or the library's
// debug symbols. A frame outside every mapping keeps valgrind's text, and
// without a symbol its address.
func (ms mappings) resolve(findings []ctrecord.Finding) []ctrecord.Finding {
	for i := range findings {
		for _, frames := range [][]string{findings[i].Stack, findings[i].Origin} {
			for j, fr := range frames {
				frames[j] = ms.frame(fr)
			}
		}
	}
	return findings
}

func (ms mappings) frame(fr string) string {
	m := libFrame.FindStringSubmatch(fr)
	if m == nil {
		return fr
	}
	fn, path := m[1], m[2]
	addr, err := strconv.ParseUint(m[3], 16, 64)
	if err != nil {
		return fr
	}
	for _, mp := range ms {
		if mp.path == path && addr >= mp.start && addr < mp.end {
			off := addr - mp.start + mp.offset
			if fn != unnamed {
				return fmt.Sprintf("%s (%s+%#x)", fn, filepath.Base(mp.path), off)
			}
			if n := namesFor(mp.path); n != nil {
				if fn, member, ok := n.name(off); ok {
					return fmt.Sprintf("%s (%s+%#x, %s)", fn, filepath.Base(mp.path), off, member)
				}
			}
			return fmt.Sprintf("??? (%s+%#x)", filepath.Base(mp.path), off)
		}
	}
	if fn != unnamed {
		return fn + " (in " + path + ")"
	}
	return fr
}

// frameID names a frame for Declassifications: its function, or for code
// without symbols its place in the library file ("libcrypto.so.3+0x31cdd7").
// A demangled C++ function carries its parameter list, spaces and all
// ("Botan::GCM_Decryption::finish(std::vector<unsigned char, …>&, unsigned
// long)"): its ID is the qualified name before the list.
func frameID(fr string) string {
	if rest, ok := strings.CutPrefix(fr, "??? ("); ok && strings.HasSuffix(rest, ")") && !strings.HasPrefix(rest, "in ") {
		return strings.TrimSuffix(rest, ")")
	}
	fn, _, _ := strings.Cut(fr, " ")
	fn, _, _ = strings.Cut(fn, "(")
	return fn
}
