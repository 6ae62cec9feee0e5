package ct

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// unnamed begins valgrind's frame for code it has no symbol for, such as
// a static function of a stripped system library:
// "??? (in /usr/lib/x86_64-linux-gnu/libcrypto.so.3)".
const unnamed = "??? (in "

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

// unnamedFrame is a frame as ParseMemcheck keeps it for code without a
// symbol: valgrind's text and the address.
var unnamedFrame = regexp.MustCompile(`^\?\?\? \(in (/\S+)\) 0x([0-9A-Fa-f]+)$`)

// resolve rewrites the frames of code without symbols as
// "??? (libcrypto.so.3+0x31cdd7)": the offset in the library file, which
// objdump or the library's debug symbols turn into a function and line,
// and which stays the same from run to run while addresses move. A frame
// outside every mapping keeps its address.
func (ms mappings) resolve(findings []Finding) []Finding {
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
	m := unnamedFrame.FindStringSubmatch(fr)
	if m == nil {
		return fr
	}
	addr, err := strconv.ParseUint(m[2], 16, 64)
	if err != nil {
		return fr
	}
	for _, mp := range ms {
		if mp.path == m[1] && addr >= mp.start && addr < mp.end {
			return fmt.Sprintf("??? (%s+%#x)", filepath.Base(mp.path), addr-mp.start+mp.offset)
		}
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
