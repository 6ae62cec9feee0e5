package vectors

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
)

// Hex is a byte string written in JSON as a string of hex digits, either
// case. The empty string decodes to a non-nil empty slice, so that an empty
// message can be told apart from an absent field.
type Hex []byte

// UnmarshalJSON decodes a JSON string of hex digits.
func (h *Hex) UnmarshalJSON(b []byte) error {
	var s string
	if string(b) == "null" || json.Unmarshal(b, &s) != nil {
		return fmt.Errorf("want a string of hex digits, got %.20s", b)
	}
	d, err := hex.DecodeString(s)
	if err != nil {
		return fmt.Errorf("bad hex %s: %w", shorten(s), err)
	}
	if d == nil {
		d = []byte{}
	}
	*h = d
	return nil
}

// MarshalJSON encodes h as a JSON string of lower-case hex digits.
func (h Hex) MarshalJSON() ([]byte, error) {
	return json.Marshal(hex.EncodeToString(h))
}

// String returns h in lower-case hex.
func (h Hex) String() string { return hex.EncodeToString(h) }

// shorten quotes s, cut to a length that keeps an error message on one line.
func shorten(s string) string {
	if len(s) > 24 {
		return fmt.Sprintf("%q… (%d digits)", s[:24], len(s))
	}
	return fmt.Sprintf("%q", s)
}
