package ct

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
)

// Reading the function bounds that a library's .eh_frame section keeps
// after stripping: one span per FDE.

// funcSpan is one function's address range [start, end) in a library,
// from an .eh_frame FDE.
type funcSpan struct{ start, end uint64 }

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
