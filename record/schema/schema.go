// Package schema holds the JSON Schema (draft 2020-12) of results.json,
// one file per schema version, and validates files against it.
//
// The schema is written by hand from the types of package record rather
// than generated (its $comment says why), and it is strict: every object
// forbids properties it does not list. Its tests hold it to the Go types
// in both directions (a field bench would write that the schema lacks,
// and a property no Go field writes, fail them), so the schema cannot
// fall behind what bench writes without a test saying so.
// docs/results-format.md is the promise the version makes.
//
// The package sits beside record, below report and the commands, and
// like record links no C: a tool reading results needs nothing else.
package schema

import (
	"bytes"
	_ "embed" // the schema files travel inside the binary and the tests
	"fmt"
	"sync"

	"github.com/naclcmp/naclcmp/record"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// ResultsFile is the schema's file in this folder, named for the version
// record.SchemaV1 writes ("naclcmp-bench/v1": results-v1).
const ResultsFile = "results-v1.schema.json"

// ResultsID is the schema's $id: it names the version that record.Results'
// schema field carries, so a file's "schema" tells which schema is its.
const ResultsID = "https://github.com/naclcmp/naclcmp/schema/" + record.SchemaV1 + "/results.schema.json"

//go:embed results-v1.schema.json
var resultsV1 []byte

// Results returns the JSON Schema of results.json of record.SchemaV1, as
// the file in the repository holds it.
func Results() []byte { return bytes.Clone(resultsV1) }

// compiled is the schema compiled once: a run of the tests validates many
// documents against it, and compiling checks it against the draft's
// metaschema every time.
var compiled = sync.OnceValues(func() (*jsonschema.Schema, error) {
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(resultsV1))
	if err != nil {
		return nil, fmt.Errorf("results schema: %w", err)
	}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	// Added under its $id, so that the compiler looks nothing up: the
	// draft's metaschema is inside the validator, and $refs are local.
	if err := c.AddResource(ResultsID, doc); err != nil {
		return nil, fmt.Errorf("results schema: %w", err)
	}
	sch, err := c.Compile(ResultsID)
	if err != nil {
		return nil, fmt.Errorf("results schema: %w", err)
	}
	return sch, nil
})

// Validate checks data, the content of a results.json, against the schema
// of record.SchemaV1. The error lists every place the data departs from
// it, by JSON pointer ("at '/cells/0': additional properties 'extra' not
// allowed").
func Validate(data []byte) error {
	sch, err := compiled()
	if err != nil {
		return err
	}
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("not JSON: %w", err)
	}
	return sch.Validate(v)
}
