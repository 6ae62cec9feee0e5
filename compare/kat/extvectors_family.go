package kat

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// The Wycheproof files of a family that describes them
// (family.Def.Wycheproof) are read without code of the family's own here:
// each test's fields are renamed to the vector format's and decoded as a
// vectors.Vector, which the family's KAT judges. A new family with
// Wycheproof files adds its description to its own package, not a case
// to the switches of this package's older readers.

// familyWycheproof returns the operation and the description of the
// family whose description names algorithm, if any.
func familyWycheproof(algorithm string) (string, *family.Wycheproof) {
	for _, h := range families.List {
		if w := h.Wycheproof; w != nil {
			if p, ok := w.Algorithms[algorithm]; ok {
				return string(h.Name) + "/" + p, w
			}
		}
	}
	return "", nil
}

// familyAlgorithms lists the algorithms the families describe.
func familyAlgorithms() []string {
	var out []string
	for _, h := range families.List {
		if h.Wycheproof != nil {
			out = slices.AppendSeq(out, maps.Keys(h.Wycheproof.Algorithms))
		}
	}
	return out
}

// wycheproofOf is the description of family f, or nil.
func wycheproofOf(f matrix.Family) *family.Wycheproof {
	if h, ok := families.Of(f); ok {
		return h.Wycheproof
	}
	return nil
}

// wpVectorCase reads one test of a described family as a vector: the
// file's fields renamed, the result mapped, the id and comment kept.
func wpVectorCase(w *family.Wycheproof, raw json.RawMessage) (ExtCase, error) {
	var t map[string]json.RawMessage
	if err := json.Unmarshal(raw, &t); err != nil {
		return ExtCase{}, err
	}
	var head struct {
		TcID    int      `json:"tcId"`
		Comment string   `json:"comment"`
		Flags   []string `json:"flags"`
		Result  string   `json:"result"`
	}
	if err := json.Unmarshal(raw, &head); err != nil {
		return ExtCase{}, err
	}
	exp, err := wpExpect(head.Result)
	if err != nil {
		return ExtCase{}, err
	}
	if exp == ExpectAcceptable {
		return ExtCase{}, fmt.Errorf("result %q: a described family's cases are valid or invalid", head.Result)
	}
	m := map[string]json.RawMessage{"result": json.RawMessage(fmt.Sprintf("%q", head.Result))}
	for from, to := range w.Fields {
		m[to] = t[from]
	}
	b, err := json.Marshal(m)
	if err != nil {
		return ExtCase{}, err
	}
	v := new(vectors.Vector)
	if err := json.Unmarshal(b, v); err != nil {
		return ExtCase{}, err
	}
	v.ID, v.Comment = head.TcID, head.Comment
	return ExtCase{ID: fmt.Sprintf("tcId %d", head.TcID), Comment: head.Comment, Flags: head.Flags, Expect: exp, Vector: v}, nil
}

// checkExtVector judges a described family's case with the family's KAT:
// a valid case passes when KAT does (its unchecked parts noted), an
// invalid one when KAT finds it refused; an output that contradicts the
// file is wrong, and a capability the implementation lacks skips the case.
func checkExtVector(spec matrix.Spec, op any, c ExtCase) outcome {
	h, ok := families.Of(spec.Family)
	if !ok || h.KAT == nil {
		return outcome{skip: "no known-answer check for family " + string(spec.Family)}
	}
	err := h.KAT(spec, op, c.Vector)
	var partial family.KATPartial
	var lacks family.KATLacks
	switch {
	case errors.As(err, &lacks):
		return outcome{skip: lacks.What}
	case c.Expect == ExpectInvalid:
		return outcome{accepted: err != nil}
	case errors.As(err, &partial):
		return outcome{accepted: true, note: partial.Unchecked}
	case err != nil:
		return outcome{wrong: err.Error()}
	}
	return outcome{accepted: true}
}
