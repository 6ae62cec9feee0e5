package kat

import (
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/naclcmp/naclcmp/internal/jsonerr"
	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/vectors"
)

// This file reads public vector suites that are not ours and so are never
// copied into the repository: Wycheproof, filippo.io/mostly-harmless's
// ed25519vectors, C2SP CCTV's Ed25519 vectors and ed25519-speccheck's
// cases. Each file becomes an ExtSuite: the cases of one catalogue
// operation, which extvectors_run.go puts to every implementation.

// ExtFormat names the format of an external vector file.
type ExtFormat string

// The formats RunExtVectors reads.
const (
	// FormatWycheproof is Wycheproof's JSON: testGroups of tests with a
	// tcId, a comment, flags and a result (valid, invalid, acceptable).
	FormatWycheproof ExtFormat = "wycheproof"
	// FormatEd25519Vectors is filippo.io/mostly-harmless/ed25519vectors:
	// an array of {A, R, S (hex), M (text), Flags}.
	FormatEd25519Vectors ExtFormat = "ed25519vectors"
	// FormatCCTV is C2SP CCTV's Ed25519 JSON: an array of {number, key,
	// sig (hex), msg (text), flags}.
	FormatCCTV ExtFormat = "cctv"
	// FormatSpeccheck is ed25519-speccheck's cases.json: an array of
	// {message, pub_key, signature}, all hex, with no expected result.
	FormatSpeccheck ExtFormat = "speccheck"
)

// ExtFormats lists the formats, for usage messages.
var ExtFormats = []ExtFormat{FormatWycheproof, FormatEd25519Vectors, FormatCCTV, FormatSpeccheck}

// Expect is what a vector file says about a case.
type Expect string

// The three verdicts of Wycheproof, which the other formats map onto.
const (
	ExpectValid   Expect = "valid"   // must be accepted, with the stated outputs
	ExpectInvalid Expect = "invalid" // must be rejected
	// ExpectAcceptable may go either way; it is counted apart. Ed25519
	// files without a verdict (speccheck) and edge cases flagged by
	// ed25519vectors and CCTV are acceptable.
	ExpectAcceptable Expect = "acceptable"
)

// ExtCase is one case of an external file, in the terms of its operation.
// Which inputs are set depends on the family.
type ExtCase struct {
	ID      string   `json:"id"` // "tcId 17", "#5"
	Comment string   `json:"comment,omitempty"`
	Flags   []string `json:"flags,omitempty"`
	Expect  Expect   `json:"expect"`

	Key, Nonce, AD, Msg []byte
	// Out is the expected output: ciphertext followed by tag (AEAD), tag
	// (MAC, possibly truncated), shared secret (X25519).
	Out []byte
	// Public, Private and Seed are keys; Sig is an Ed25519 signature.
	Public, Private, Seed, Sig []byte
	// Vector is the case of a family that describes its Wycheproof files
	// (family.Wycheproof), judged by the family's KAT; nil for the others.
	Vector *vectors.Vector `json:"-"`
}

// ExtSuite is a parsed vector file: the cases of one operation.
type ExtSuite struct {
	Source    string    `json:"source"`
	Format    ExtFormat `json:"format"`
	Algorithm string    `json:"algorithm,omitempty"` // as the file names it
	// Layout is the Wycheproof layout the file was read as.
	Layout WycheproofLayout `json:"layout,omitempty"`
	Op     string           `json:"op"` // catalogue ID, "sign/ed25519"
	Cases  []ExtCase        `json:"-"`
	// Unsupported counts, by reason, cases of the file that no catalogue
	// operation can run (an Ed448 group, an ASN.1-encoded key). Every
	// reason names the operation or parameter set the catalogue lacks.
	Unsupported map[string]int `json:"unsupported,omitempty"`
}

// Name names the suite in expect/outcomes.json: "wycheproof/FILE" for the
// 2019 layout, "wycheproof-v1/FILE" for testvectors_v1 (both have an
// x25519_test.json), the format for the other suites, each a single file.
func (s *ExtSuite) Name() string {
	switch {
	case s.Format != FormatWycheproof:
		return string(s.Format)
	case s.Layout == WycheproofV1:
		return "wycheproof-v1/" + filepath.Base(s.Source)
	}
	return "wycheproof/" + filepath.Base(s.Source)
}

// Total counts the cases of the file, run or left out.
func (s *ExtSuite) Total() int {
	n := len(s.Cases)
	for _, c := range s.Unsupported {
		n += c
	}
	return n
}

// LoadExtVectors reads and parses a vector file. An empty format means
// detect it from the content.
func LoadExtVectors(path string, format ExtFormat) (*ExtSuite, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ParseExtVectors(data, path, format)
}

// ParseExtVectors parses the content of a vector file; source names it in
// results and errors.
func ParseExtVectors(data []byte, source string, format ExtFormat) (*ExtSuite, error) {
	if format == "" {
		f, err := DetectExtFormat(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", source, err)
		}
		format = f
	}
	var s *ExtSuite
	var err error
	switch format {
	case FormatWycheproof:
		s, err = parseWycheproof(data)
	case FormatEd25519Vectors:
		s, err = parseEd25519Vectors(data)
	case FormatCCTV:
		s, err = parseCCTV(data)
	case FormatSpeccheck:
		s, err = parseSpeccheck(data)
	default:
		return nil, fmt.Errorf("%s: unknown format %q (want one of %v)", source, format, ExtFormats)
	}
	if err != nil {
		// Errors from decoding a piece of the file (a group, a test) are
		// told without a place; the whole file's were told with one.
		return nil, fmt.Errorf("%s: %s: %w", source, format, jsonerr.Explain(nil, err))
	}
	s.Source, s.Format = source, format
	return s, nil
}

// DetectExtFormat tells the format from the top-level JSON shape: an
// object with testGroups is Wycheproof; an array is told by the keys of its
// first element.
func DetectExtFormat(data []byte) (ExtFormat, error) {
	var obj map[string]json.RawMessage
	if json.Unmarshal(data, &obj) == nil {
		if _, ok := obj["testGroups"]; ok {
			return FormatWycheproof, nil
		}
		return "", fmt.Errorf("a JSON object without testGroups is not a known vector format")
	}
	var arr []map[string]json.RawMessage
	if err := json.Unmarshal(data, &arr); err != nil {
		return "", fmt.Errorf("not a JSON object or array of objects: %w", jsonerr.Explain(data, err))
	}
	if len(arr) == 0 {
		return "", fmt.Errorf("empty array: cannot tell the format")
	}
	has := func(keys ...string) bool {
		for _, k := range keys {
			if _, ok := arr[0][k]; !ok {
				return false
			}
		}
		return true
	}
	switch {
	case has("A", "R", "S", "M"):
		return FormatEd25519Vectors, nil
	case has("number", "key", "sig", "msg"):
		return FormatCCTV, nil
	case has("message", "pub_key", "signature"):
		return FormatSpeccheck, nil
	}
	// Sorted, so that the message is the same each run, and each key
	// repeated no longer than a line shows.
	var keys []string
	for _, k := range slices.Sorted(maps.Keys(arr[0])) {
		keys = append(keys, termtext.Cut(k, termtext.EchoWidth))
	}
	return "", fmt.Errorf("array of objects with keys %s: not a known vector format", strings.Join(keys, ", "))
}
