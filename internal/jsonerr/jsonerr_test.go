package jsonerr

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// goWords are what encoding/json says that the user should not read: Go
// type names and the decoder's own vocabulary.
var goWords = regexp.MustCompile(`Go (value|struct field)|of type|json\.|unmarshal|map\[|struct \{|\[\]|RawMessage|uint8|int64`)

type results struct {
	Schema  string `json:"schema"`
	Machine struct {
		Arch  string `json:"arch"`
		Cores uint8  `json:"cores"`
	} `json:"machine"`
	Cells []struct{ Bytes int } `json:"cells"`
}

// TestExplain: each kind of decoding error is told with where it is and
// what was expected, in words without Go's types; the file's name and
// other context before it are kept.
func TestExplain(t *testing.T) {
	for _, c := range []struct {
		data string
		into func() any
		want string
	}{
		{`{"schema": 5}`, func() any { return new(results) }, `a.json: line 1, column 12: "schema" is a number, expected a string`},
		{"{\n  \"machine\": {\"arch\": \"x\", \"cores\": -1}}", func() any { return new(results) },
			`a.json: line 2, column 38: "machine.cores" is the number -1, expected a whole number from 0 to 255`},
		{`{"cells": {"Bytes": 1}}`, func() any { return new(results) }, `a.json: line 1, column 11: "cells" is an object, expected an array`},
		{`[1, 2]`, func() any { return new(map[string]json.RawMessage) }, `a.json: line 1, column 1: found an array where an object was expected`},
		{`[1, 2]`, func() any { return new([]map[string]json.RawMessage) }, `a.json: line 1, column 2: found a number where an object was expected`},
		{"{\n\"schema\": x}", func() any { return new(results) }, `a.json: invalid JSON at line 2, column 11: invalid character 'x' looking for beginning of value`},
		{``, func() any { return new(results) }, `a.json: the JSON ends too early: the file is empty or cut short`},
		{`{"schema": "v1"`, func() any { return new(results) }, `a.json: the JSON ends too early: the file is empty or cut short`},
	} {
		err := json.Unmarshal([]byte(c.data), c.into())
		if err == nil {
			t.Fatalf("%q decoded", c.data)
		}
		got := Explain([]byte(c.data), fmt.Errorf("a.json: %w", err))
		if got.Error() != c.want {
			t.Errorf("%q:\n got %s\nwant %s", c.data, got, c.want)
		}
		if m := goWords.FindString(got.Error()); m != "" {
			t.Errorf("%q: %q says %q", c.data, got, m)
		}
		if again := Explain(nil, got); again.Error() != got.Error() {
			t.Errorf("%q explained twice: %s", c.data, again)
		}
		if !errors.Is(got, err) {
			t.Errorf("%q: the decoder's error is not in the chain", c.data)
		}
	}
}

// TestExplainPiece: an error from decoding a piece of a file (nil data)
// is told without a place, and an error that is no decoding error is
// kept as it is.
func TestExplainPiece(t *testing.T) {
	var v struct {
		ID int `json:"tcId"`
	}
	err := json.Unmarshal([]byte(`{"tcId": "one"}`), &v)
	got := Explain(nil, fmt.Errorf("group 0, test 3: %w", err)).Error()
	if want := `group 0, test 3: "tcId" is a string, expected a whole number from -9223372036854775808 to 9223372036854775807`; got != want {
		t.Errorf("got %s\nwant %s", got, want)
	}
	other := errors.New("no field \"type\"")
	if Explain(nil, other) != other || Explain(nil, nil) != nil {
		t.Error("an error without a decoding error was changed")
	}
	if strings.Contains(got, "line") {
		t.Errorf("a piece's error names a line: %s", got)
	}
}
