package schema

import (
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/record"
	"github.com/naclcmp/naclcmp/record/ctrecord"
)

// TestSchemaNamesItsVersion holds the file to the version record writes:
// a SchemaV1 bumped without a new schema file fails here.
func TestSchemaNamesItsVersion(t *testing.T) {
	root, err := decodeSchema(Results())
	if err != nil {
		t.Fatal(err)
	}
	if got := root["$schema"]; got != "https://json-schema.org/draft/2020-12/schema" {
		t.Errorf("$schema %v: want draft 2020-12", got)
	}
	if got := root["$id"]; got != ResultsID || !strings.Contains(ResultsID, "/"+record.SchemaV1+"/") {
		t.Errorf("$id %v: want %s, naming %s", got, ResultsID, record.SchemaV1)
	}
	props, _ := root["properties"].(map[string]any)
	if s, _ := props["schema"].(map[string]any); s["const"] != record.SchemaV1 {
		t.Errorf("property schema: const %v, want %q", s["const"], record.SchemaV1)
	}
	_, version, _ := strings.Cut(record.SchemaV1, "/")
	if want := "results-" + version + ".schema.json"; ResultsFile != want {
		t.Errorf("schema file %s: want %s for %s", ResultsFile, want, record.SchemaV1)
	}
	if b, err := os.ReadFile(ResultsFile); err != nil || string(b) != string(Results()) {
		t.Errorf("the embedded schema is not %s as checked in (%v)", ResultsFile, err)
	}
}

// schemaFaults lists what breaks the schema's own rules: every object
// with properties forbids others, and every property says what it is
// (itself, or the definition it refers to).
func schemaFaults(root map[string]any) []string {
	var out []string
	var walk func(node map[string]any, where string)
	walk = func(node map[string]any, where string) {
		if props, ok := node["properties"].(map[string]any); ok {
			if node["additionalProperties"] != false {
				out = append(out, where+": an object with properties must set additionalProperties to false")
			}
			for name, p := range props {
				pm, _ := p.(map[string]any)
				target, _ := resolve(root, pm)
				if _, ok := pm["description"].(string); !ok && (target == nil || target["description"] == nil) {
					out = append(out, fmt.Sprintf("%s.%s: no description", where, name))
				}
				walk(pm, where+"."+name)
			}
		} else if node["type"] == "object" && node["additionalProperties"] == nil {
			out = append(out, where+": an object without properties must say what its values are (additionalProperties)")
		}
		for _, k := range []string{"items", "additionalProperties"} {
			if sub, ok := node[k].(map[string]any); ok {
				walk(sub, where+"."+k)
			}
		}
	}
	walk(root, "#")
	defs, _ := root["$defs"].(map[string]any)
	for name, d := range defs {
		if dm, _ := d.(map[string]any); dm != nil {
			walk(dm, "#/$defs/"+name)
		}
	}
	slices.Sort(out)
	return out
}

// TestSchemaIsStrictAndDescribed holds the checked-in schema to its rules.
func TestSchemaIsStrictAndDescribed(t *testing.T) {
	root, err := decodeSchema(Results())
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range schemaFaults(root) {
		t.Error(f)
	}
}

// TestSchemaFaultsCatch shows the rules' check able to fail: an object
// open to any property, and a property without a description.
func TestSchemaFaultsCatch(t *testing.T) {
	root := map[string]any{"type": "object", "properties": map[string]any{
		"a": map[string]any{"type": "string"},
		"b": map[string]any{"description": "b", "type": "object", "properties": map[string]any{}, "additionalProperties": false},
		"c": map[string]any{"description": "c", "type": "object"},
	}}
	got := schemaFaults(root)
	want := []string{
		"#.a: no description",
		"#.c: an object without properties must say what its values are (additionalProperties)",
		"#: an object with properties must set additionalProperties to false",
	}
	if !slices.Equal(got, want) {
		t.Errorf("faults:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// filledResults returns record.Results with every field set (fill), and
// the fields whose values the schema enumerates set to one of them.
func filledResults() *record.Results {
	var r record.Results
	fill(reflect.ValueOf(&r).Elem())
	r.Schema, r.Run.Mode, r.Counter.Unit = record.SchemaV1, "default", "cycles"
	r.Impls[0].Language = "Go"
	r.Summary[0].Unit = "ns"
	r.ConstantTime.Schema = ctrecord.Schema
	r.ConstantTime.Valgrind.Results[0].Verdict = ctrecord.VerdictLeak
	return &r
}

// TestEveryFieldValidates marshals results with every field set, as bench
// would write them, and validates them: a field added to any type of
// record without its property in the schema fails here.
func TestEveryFieldValidates(t *testing.T) {
	b, err := json.Marshal(filledResults())
	if err != nil {
		t.Fatal(err)
	}
	if err := Validate(b); err != nil {
		t.Errorf("results with every field set do not validate: %v", err)
	}
}

// TestEveryFieldValidatesCatches shows the check able to fail: a field
// the schema lacks, added to results as a new Go field would be.
func TestEveryFieldValidatesCatches(t *testing.T) {
	var extended struct {
		record.Results
		Extra string `json:"extra"`
	}
	extended.Results = *filledResults()
	fill(reflect.ValueOf(&extended.Extra).Elem())
	b, err := json.Marshal(&extended)
	if err != nil {
		t.Fatal(err)
	}
	err = Validate(b)
	if err == nil || !strings.Contains(err.Error(), "'extra'") {
		t.Fatalf("results with a field the schema lacks: %v", err)
	}
	t.Logf("as it should: %v", err)
}

// TestSchemaMatchesTheGoTypes walks the Go types and the schema together,
// in both directions: a Go field without a property (which the
// validation above also catches), and a property no Go field writes,
// which validation cannot see since the property is optional.
func TestSchemaMatchesTheGoTypes(t *testing.T) {
	root, err := decodeSchema(Results())
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range typeFaults(root, root, reflect.TypeFor[record.Results](), "#") {
		t.Error(f)
	}
}

// TestTypeFaultsCatch shows the walk able to fail both ways.
func TestTypeFaultsCatch(t *testing.T) {
	type inner struct {
		Kept string `json:"kept"`
		New  int    `json:"new,omitempty"`
	}
	type outer struct {
		In []inner `json:"in"`
	}
	root := map[string]any{
		"properties": map[string]any{"in": map[string]any{"items": map[string]any{"$ref": "#/$defs/inner"}}},
		"$defs": map[string]any{"inner": map[string]any{"properties": map[string]any{
			"kept": map[string]any{}, "gone": map[string]any{},
		}}},
	}
	got := typeFaults(root, root, reflect.TypeFor[outer](), "#")
	want := []string{
		`#.in[] ($defs/inner): property "gone" is written by no field of schema.inner`,
		`#.in[] ($defs/inner): schema.inner.New is written as "new", which the schema has no property for`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("faults:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestCheckedInResultsValidate validates the documented run of
// docs/results, the results.json readers are pointed to.
func TestCheckedInResultsValidate(t *testing.T) {
	b, err := os.ReadFile("../../docs/results/results.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := Validate(b); err != nil {
		t.Error(err)
	}
}

// TestUnknownFieldFails adds a field the schema does not have, at the
// top and inside a cell, to results that validate, and shows each
// refused.
func TestUnknownFieldFails(t *testing.T) {
	b, err := json.Marshal(filledResults())
	if err != nil {
		t.Fatal(err)
	}
	if err := Validate(b); err != nil {
		t.Fatalf("the results before the change do not validate: %v", err)
	}
	for _, where := range []string{"top", "cell"} {
		var doc map[string]any
		if err := json.Unmarshal(b, &doc); err != nil {
			t.Fatal(err)
		}
		obj := doc
		if where == "cell" {
			obj = doc["cells"].([]any)[0].(map[string]any)
		}
		obj["unknownField"] = 1
		changed, err := json.Marshal(doc)
		if err != nil {
			t.Fatal(err)
		}
		err = Validate(changed)
		if err == nil || !strings.Contains(err.Error(), "additional properties 'unknownField' not allowed") {
			t.Errorf("%s: an unknown field: %v", where, err)
			continue
		}
		t.Logf("%s, as it should: %s", where, strings.ReplaceAll(err.Error(), "\n", " "))
	}
}

// TestValidateRefusesNonJSON keeps a file that is not JSON from passing
// as one without errors.
func TestValidateRefusesNonJSON(t *testing.T) {
	if err := Validate([]byte("{")); err == nil {
		t.Error("truncated JSON validated")
	}
}
