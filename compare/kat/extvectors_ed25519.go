package kat

import (
	"encoding/hex"
	"encoding/json"
	"fmt"

	"github.com/naclcmp/naclcmp/internal/jsonerr"
)

// The three Ed25519 formats below carry no Wycheproof verdict. A vector of
// ed25519vectors or CCTV without flags is an ordinary valid signature that
// every verifier must accept; a flagged one exercises an edge case on
// which verifiers legitimately differ and is acceptable. Speccheck's cases
// are all edge cases.

// expectFromFlags maps the flags of ed25519vectors and CCTV.
func expectFromFlags(flags []string) Expect {
	if len(flags) == 0 {
		return ExpectValid
	}
	return ExpectAcceptable
}

// decodeHex decodes named hex fields, reporting the first bad one.
func decodeHex(fields ...string) ([][]byte, error) {
	out := make([][]byte, 0, len(fields)/2)
	for i := 0; i+1 < len(fields); i += 2 {
		b, err := hex.DecodeString(fields[i+1])
		if err != nil {
			return nil, fmt.Errorf("%s: %w", fields[i], err)
		}
		out = append(out, b)
	}
	return out, nil
}

// fieldLen is a decoded field and the length its case needs.
type fieldLen struct {
	name string
	b    []byte
	want int
}

// checkLens reports the first field of the wrong length. A file whose
// case cannot be put to an implementation as written is a bad file, not a
// rejection to charge to the implementation.
func checkLens(fields ...fieldLen) error {
	for _, f := range fields {
		if len(f.b) != f.want {
			return fmt.Errorf("%s: %d bytes, want %d", f.name, len(f.b), f.want)
		}
	}
	return nil
}

func parseEd25519Vectors(data []byte) (*ExtSuite, error) {
	var vs []struct {
		A, R, S, M string
		Flags      []string
	}
	if err := json.Unmarshal(data, &vs); err != nil {
		return nil, jsonerr.Explain(data, err)
	}
	s := &ExtSuite{Algorithm: "Ed25519", Op: "sign/ed25519"}
	for i, v := range vs {
		b, err := decodeHex("A", v.A, "R", v.R, "S", v.S)
		if err == nil {
			err = checkLens(fieldLen{"A", b[0], 32}, fieldLen{"R", b[1], 32}, fieldLen{"S", b[2], 32})
		}
		if err != nil {
			return nil, fmt.Errorf("vector %d: %w", i, err)
		}
		s.Cases = append(s.Cases, ExtCase{
			ID: fmt.Sprintf("#%d", i), Comment: v.M, Flags: v.Flags, Expect: expectFromFlags(v.Flags),
			Public: b[0], Sig: append(b[1], b[2]...), Msg: []byte(v.M),
		})
	}
	return s, nil
}

func parseCCTV(data []byte) (*ExtSuite, error) {
	var vs []struct {
		Number int      `json:"number"`
		Key    string   `json:"key"`
		Sig    string   `json:"sig"`
		Msg    string   `json:"msg"`
		Flags  []string `json:"flags"`
	}
	if err := json.Unmarshal(data, &vs); err != nil {
		return nil, jsonerr.Explain(data, err)
	}
	s := &ExtSuite{Algorithm: "Ed25519", Op: "sign/ed25519"}
	for _, v := range vs {
		b, err := decodeHex("key", v.Key, "sig", v.Sig)
		if err == nil {
			err = checkLens(fieldLen{"key", b[0], 32}, fieldLen{"sig", b[1], 64})
		}
		if err != nil {
			return nil, fmt.Errorf("vector %d: %w", v.Number, err)
		}
		s.Cases = append(s.Cases, ExtCase{
			ID: fmt.Sprintf("#%d", v.Number), Comment: v.Msg, Flags: v.Flags, Expect: expectFromFlags(v.Flags),
			Public: b[0], Sig: b[1], Msg: []byte(v.Msg),
		})
	}
	return s, nil
}

func parseSpeccheck(data []byte) (*ExtSuite, error) {
	var vs []struct {
		Message   string `json:"message"`
		PubKey    string `json:"pub_key"`
		Signature string `json:"signature"`
	}
	if err := json.Unmarshal(data, &vs); err != nil {
		return nil, jsonerr.Explain(data, err)
	}
	s := &ExtSuite{Algorithm: "Ed25519", Op: "sign/ed25519"}
	for i, v := range vs {
		b, err := decodeHex("message", v.Message, "pub_key", v.PubKey, "signature", v.Signature)
		if err == nil {
			err = checkLens(fieldLen{"pub_key", b[1], 32}, fieldLen{"signature", b[2], 64})
		}
		if err != nil {
			return nil, fmt.Errorf("case %d: %w", i, err)
		}
		s.Cases = append(s.Cases, ExtCase{
			ID: fmt.Sprintf("case %d", i), Expect: ExpectAcceptable, Msg: b[0], Public: b[1], Sig: b[2],
		})
	}
	return s, nil
}
