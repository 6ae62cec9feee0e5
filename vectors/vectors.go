// Package vectors holds known-answer test vectors taken from published
// documents (RFCs, NIST examples, Bernstein's "Cryptography in NaCl"), one
// JSON file per document, and decodes them.
//
// Every file cites its source and URL; every vector names the operation it
// exercises with an ID of the catalogue of package matrix ("sign/ed25519") and carries
// an id unique within its file, a one-line comment, the expected result
// ("valid" or "invalid") and hex-encoded fields. The values are transcribed
// from the cited documents, never produced by the code under test.
//
// A file looks like this:
//
//	{
//	  "source": "RFC 8032, Section 7.1, Test Vectors for Ed25519",
//	  "url": "https://www.rfc-editor.org/rfc/rfc8032#section-7.1",
//	  "notes": "optional remarks on what was left out and why",
//	  "groups": [
//	    {"op": "sign/ed25519", "vectors": [
//	      {"id": 1, "comment": "TEST 1", "seed": "9d61…", "public": "d75a…",
//	       "msg": "", "sig": "e556…", "result": "valid"}
//	    ]}
//	  ]
//	}
package vectors

import (
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"
)

//go:embed *.json
var embedded embed.FS

// File is one vector file: the vectors taken from one source document.
type File struct {
	// Name is the file name without ".json" ("rfc8032"); empty for a file
	// read with Load.
	Name   string  `json:"-"`
	Source string  `json:"source"` // full citation: document, section, test names
	URL    string  `json:"url"`
	Notes  string  `json:"notes,omitempty"` // what was left out and why, format remarks
	Groups []Group `json:"groups"`
}

// Group holds the vectors of one operation.
type Group struct {
	Op      string   `json:"op"` // operation ID of the catalogue (package matrix), "family/primitive"
	Vectors []Vector `json:"vectors"`
}

// All decodes the vector files embedded in this package, in file name order.
func All() ([]File, error) {
	entries, err := embedded.ReadDir(".")
	if err != nil {
		return nil, fmt.Errorf("vectors: %w", err)
	}
	var files []File
	for _, e := range entries {
		if e.IsDir() || path.Ext(e.Name()) != ".json" {
			continue
		}
		f, err := embedded.Open(e.Name())
		if err != nil {
			return nil, fmt.Errorf("vectors: %w", err)
		}
		file, err := decode(e.Name(), f)
		f.Close()
		if err != nil {
			return nil, err
		}
		files = append(files, file)
	}
	return files, nil
}

// loadReader decodes one vector file in the format of the embedded ones, for
// vectors kept outside the binary. It applies the same checks as All.
func loadReader(r io.Reader) (File, error) {
	return decode("", r)
}

// loadFile reads and decodes the vector file at name; the File's Name is
// the file's base name without its extension.
func loadFile(name string) (File, error) {
	f, err := os.Open(name)
	if err != nil {
		return File{}, fmt.Errorf("vectors: %w", err)
	}
	defer f.Close()
	return decode(filepath.Base(name), f)
}

// rawFile mirrors File but keeps the vectors undecoded, so that an error in
// one vector can be reported with the vector's id.
type rawFile struct {
	Source string `json:"source"`
	URL    string `json:"url"`
	Notes  string `json:"notes"`
	Groups []struct {
		Op      string            `json:"op"`
		Vectors []json.RawMessage `json:"vectors"`
	} `json:"groups"`
}

// decode reads one file; display names it in errors ("rfc8032.json").
func decode(display string, r io.Reader) (File, error) {
	where := "vectors"
	if display != "" {
		where = "vectors: " + display
	}
	fail := func(format string, args ...any) (File, error) {
		return File{}, fmt.Errorf(where+": "+format, args...)
	}

	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	var raw rawFile
	if err := dec.Decode(&raw); err != nil {
		return fail("%w", err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return fail("trailing data after the JSON object")
	}
	if strings.TrimSpace(raw.Source) == "" {
		return fail("no source: every file must cite the document its values come from")
	}
	if strings.TrimSpace(raw.URL) == "" {
		return fail("no url: every file must say where its source can be read")
	}
	if len(raw.Groups) == 0 {
		return fail("no groups")
	}

	file := File{
		Name:   strings.TrimSuffix(display, path.Ext(display)),
		Source: raw.Source,
		URL:    raw.URL,
		Notes:  raw.Notes,
	}
	seen := map[int]string{}
	for gi, g := range raw.Groups {
		if !strings.Contains(g.Op, "/") || strings.TrimSpace(g.Op) != g.Op {
			return fail("group %d: op %q is not a \"family/primitive\" operation ID", gi+1, g.Op)
		}
		if len(g.Vectors) == 0 {
			return fail("%s: no vectors", g.Op)
		}
		group := Group{Op: g.Op}
		for _, rv := range g.Vectors {
			var v Vector
			if err := json.Unmarshal(rv, &v); err != nil {
				return fail("%s: vector %s: %w", g.Op, peekID(rv), err)
			}
			if err := v.check(); err != nil {
				return fail("%s: vector %d: %w", g.Op, v.ID, err)
			}
			if op, dup := seen[v.ID]; dup {
				return fail("%s: vector %d: id already used in %s", g.Op, v.ID, op)
			}
			seen[v.ID] = g.Op
			group.Vectors = append(group.Vectors, v)
		}
		file.Groups = append(file.Groups, group)
	}
	return file, nil
}

// peekID returns the id of a vector that failed to decode, for the error
// message, or "?" when even the id is unreadable.
func peekID(raw json.RawMessage) string {
	var p struct {
		ID json.RawMessage `json:"id"`
	}
	if json.Unmarshal(raw, &p) != nil || len(p.ID) == 0 {
		return "?"
	}
	return string(p.ID)
}
