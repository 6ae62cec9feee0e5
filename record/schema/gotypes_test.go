package schema

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"time"
)

// What the tests know of the Go types: a value of any of them with every
// field set, and the JSON names their fields are written under.

// fill sets every field reachable from v to a value that is not its zero
// value: a pointer gets a target, a slice one element, a map one entry,
// so that encoding/json writes every field, omitempty or not. A field
// added to a type is then written too, and the schema must know it.
// Numbers are 1 and 0.5, within every range the schema sets.
func fill(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		fill(v.Elem())
	case reflect.Struct:
		if v.Type() == reflect.TypeFor[time.Time]() {
			v.Set(reflect.ValueOf(time.Date(2026, 12, 7, 16, 41, 36, 0, time.UTC)))
			return
		}
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				fill(v.Field(i))
			}
		}
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		fill(v.Index(0))
	case reflect.Map:
		m := reflect.MakeMap(v.Type())
		k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
		fill(k)
		fill(e)
		m.SetMapIndex(k, e)
		v.Set(m)
	case reflect.String:
		v.SetString("x")
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(1)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(1)
	case reflect.Float32, reflect.Float64:
		v.SetFloat(0.5)
	default:
		panic(fmt.Sprintf("fill: no value for a %s", v.Type()))
	}
}

// jsonField is one field as encoding/json writes it.
type jsonField struct {
	name   string // the JSON key
	goName string
	typ    reflect.Type
}

// jsonFields returns the fields encoding/json writes for struct type t:
// exported, not tagged "-", those of an untagged embedded struct in its
// place (as ctrecord.Declassified embeds Finding).
func jsonFields(t reflect.Type) []jsonField {
	var out []jsonField
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		switch {
		case name == "-":
			continue
		case f.Anonymous && name == "" && f.Type.Kind() == reflect.Struct:
			out = append(out, jsonFields(f.Type)...)
			continue
		case !f.IsExported():
			continue
		case name == "":
			name = f.Name
		}
		out = append(out, jsonField{name: name, goName: f.Name, typ: f.Type})
	}
	return out
}

// resolve follows node's $ref into the schema's $defs ("#/$defs/cell").
func resolve(root, node map[string]any) (map[string]any, string) {
	ref, ok := node["$ref"].(string)
	if !ok {
		return node, ""
	}
	name, ok := strings.CutPrefix(ref, "#/$defs/")
	defs, _ := root["$defs"].(map[string]any)
	def, found := defs[name].(map[string]any)
	if !ok || !found {
		return nil, ref
	}
	return def, "$defs/" + name
}

// typeFaults walks Go type t and schema node together and returns where
// they differ: a field Go writes that the schema has no property for, and
// a property no Go field writes. A definition is compared once,
// where the walk first meets it, so that a fault of record.Cell is said
// once and not for every place a cell is written.
func typeFaults(root, node map[string]any, t reflect.Type, where string) []string {
	return walkTypes(root, node, t, where, map[string]bool{})
}

// walkTypes is typeFaults, seen holding the definitions compared.
func walkTypes(root, node map[string]any, t reflect.Type, where string, seen map[string]bool) []string {
	node, def := resolve(root, node)
	if node == nil {
		return []string{fmt.Sprintf("%s: unresolved %s", where, def)}
	}
	if def != "" {
		if seen[def] {
			return nil
		}
		seen[def] = true
		where += " (" + def + ")"
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	var out []string
	switch {
	case t == reflect.TypeFor[time.Time]():
	case t.Kind() == reflect.Struct:
		props, _ := node["properties"].(map[string]any)
		fields := jsonFields(t)
		for _, f := range fields {
			p, ok := props[f.name].(map[string]any)
			if !ok {
				out = append(out, fmt.Sprintf("%s: %s.%s is written as %q, which the schema has no property for", where, t, f.goName, f.name))
				continue
			}
			out = append(out, walkTypes(root, p, f.typ, where+"."+f.name, seen)...)
		}
		for name := range props {
			if !slices.ContainsFunc(fields, func(f jsonField) bool { return f.name == name }) {
				out = append(out, fmt.Sprintf("%s: property %q is written by no field of %s", where, name, t))
			}
		}
	case t.Kind() == reflect.Slice:
		if items, ok := node["items"].(map[string]any); ok {
			out = append(out, walkTypes(root, items, t.Elem(), where+"[]", seen)...)
		}
	case t.Kind() == reflect.Map:
		if vals, ok := node["additionalProperties"].(map[string]any); ok {
			out = append(out, walkTypes(root, vals, t.Elem(), where+"{}", seen)...)
		}
	}
	slices.Sort(out)
	return out
}

// decodeSchema returns the schema document as a tree of maps.
func decodeSchema(doc []byte) (map[string]any, error) {
	var m map[string]any
	err := json.Unmarshal(doc, &m)
	return m, err
}
