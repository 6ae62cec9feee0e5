// Package jsonerr says what is wrong with a JSON file in the user's
// words. encoding/json names the Go types it decodes into ("cannot
// unmarshal number into Go value of type map[string]json.RawMessage"),
// which mean nothing to someone who passed naclcmp a results.json or a
// vector file; Explain says instead where in the file (line and column),
// what it found there and what it expected ("line 3, column 14:
// "schema" is a number, expected a string").
package jsonerr

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strings"
)

// Explain returns err with every decoding error of encoding/json in it
// told in plain words, the rest of its text (the file's name, the group
// and test a vector file's error names) kept. data is what was decoded:
// with it, the words say where the error is; nil leaves that out, for an
// error from decoding a piece of a file, whose offsets are the piece's.
// An error without a decoding error in it is returned as it is, and one
// explained already keeps its words.
func Explain(data []byte, err error) error {
	var done *plain
	if err == nil || errors.As(err, &done) {
		return err
	}
	msg := err.Error()
	var (
		typ *json.UnmarshalTypeError
		syn *json.SyntaxError
	)
	switch {
	case errors.As(err, &typ):
		words := typeWords(typ)
		if where := at(data, typ.Offset); where != "" {
			words = where + ": " + words
		}
		msg = strings.Replace(msg, typ.Error(), words, 1)
	case strings.HasSuffix(msg, endEarly):
		msg = strings.TrimSuffix(msg, endEarly) + "the JSON ends too early: the file is empty or cut short"
	case errors.As(err, &syn):
		words := "invalid JSON"
		if where := at(data, syn.Offset); where != "" {
			words += " at " + where
		}
		msg = strings.Replace(msg, syn.Error(), words+": "+syn.Error(), 1)
	default:
		return err
	}
	return &plain{msg: msg, err: err}
}

// endEarly is the decoder's words for a file that ends inside a value.
const endEarly = "unexpected end of JSON input"

// plain is an error told in plain words; the decoder's error stays in
// its chain, for errors.As.
type plain struct {
	msg string
	err error
}

func (p *plain) Error() string { return p.msg }
func (p *plain) Unwrap() error { return p.err }

// at names the place in data of the byte before offset (the decoder's
// offsets are just past what it read) as "line L, column C", or "" when
// data is nil or the offset outside it.
func at(data []byte, offset int64) string {
	if data == nil || offset <= 0 || offset > int64(len(data)) {
		return ""
	}
	before := data[:offset-1]
	line := bytes.Count(before, []byte("\n")) + 1
	col := len([]rune(string(before[bytes.LastIndexByte(before, '\n')+1:]))) + 1
	return fmt.Sprintf("line %d, column %d", line, col)
}

// typeWords tells a value of the wrong kind: what was found, for which
// field, and what was expected.
func typeWords(e *json.UnmarshalTypeError) string {
	found := e.Value
	switch {
	case strings.HasPrefix(found, "number "):
		found = "the number " + strings.TrimPrefix(found, "number ")
	case found == "bool":
		found = "true or false"
	case found == "array" || found == "object":
		found = "an " + found
	default:
		found = "a " + found
	}
	want := expected(e.Type)
	if e.Field == "" {
		return fmt.Sprintf("found %s where %s was expected", found, want)
	}
	return fmt.Sprintf("%q is %s, expected %s", e.Field, found, want)
}

// expected describes the JSON a Go type is decoded from.
func expected(t reflect.Type) string {
	if t == nil {
		return "another kind of value"
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		bits := t.Bits()
		return fmt.Sprintf("a whole number from %d to %d", int64(-1)<<(bits-1), int64(math.MaxInt64>>(64-bits)))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return fmt.Sprintf("a whole number from 0 to %d", uint64(math.MaxUint64>>(64-t.Bits())))
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			return "a base64 string"
		}
		return "an array"
	case reflect.Array:
		return fmt.Sprintf("an array of %d", t.Len())
	case reflect.Map, reflect.Struct:
		return "an object"
	case reflect.Interface:
		return "a JSON value"
	}
	return "another kind of value"
}
