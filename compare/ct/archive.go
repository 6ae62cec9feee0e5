package ct

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

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
