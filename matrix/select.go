package matrix

import (
	"fmt"
	"slices"
	"strings"
)

// A Selection is what the command line's --impl and --op name: every
// command that runs over a registry narrows it the same way, so that a
// name means one thing everywhere.
//
// An operation name is an operation ID of the catalogue ("hash/sha256")
// or a family ("sign", every operation of the family). A name outside the
// catalogue, or an implementation the registry lacks, is an
// *UnknownNameError offering the closest valid names (Suggest); a name of
// the catalogue that no selected implementation provides is an error too,
// naming the selected implementations, since a run that checks or
// measures nothing for it would pass for one that did. A name given twice
// counts once.
type Selection struct {
	// Impls are implementation names, in the order first given, each
	// once; none selects every implementation of the registry.
	Impls []string
	// Ops are operation IDs and family names, in the order first given,
	// each once; none selects every operation.
	Ops []string
}

// ParseSelection reads the comma-separated values of --impl and --op
// (see SplitList), keeping the first of a repeated name: "libsodium,
// libsodium" selects one implementation, not the same one twice. Names
// are checked against a registry by Registry and Specs.
func ParseSelection(impls, ops string) Selection {
	return Selection{Impls: firstOfEach(SplitList(impls)), Ops: firstOfEach(SplitList(ops))}
}

// firstOfEach returns names without repeats, in the order first given.
func firstOfEach(names []string) []string {
	var out []string
	for _, n := range names {
		if !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// SplitList splits a comma-separated list as the command line gives it,
// trimming blanks and dropping empty items: "sign, hash/sha256," holds
// two names.
func SplitList(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// OpNames lists every operation name a selection accepts: the families in
// report order, then the operation IDs in catalogue order.
func OpNames() []string {
	out := make([]string, 0, len(Families)+len(Specs))
	for _, f := range Families {
		out = append(out, string(f))
	}
	for _, s := range Specs {
		out = append(out, s.ID())
	}
	return out
}

// Match reports whether s is among the selected operations; with no
// operation named, every one is.
func (sel Selection) Match(s Spec) bool {
	return len(sel.Ops) == 0 || slices.Contains(sel.Ops, s.ID()) || slices.Contains(sel.Ops, string(s.Family))
}

// Registry returns r narrowed to the selected implementations, in the
// order named, or r itself when none is named. An unknown name is an
// *UnknownNameError offering the closest of r's.
func (sel Selection) Registry(r *Registry) (*Registry, error) {
	return r.Filter(sel.Impls)
}

// Specs returns the selected operations that r provides: for each name in
// the order given, its operations in catalogue order, each operation
// once; every operation of r when no name is given. A name outside the
// catalogue is an *UnknownNameError offering the closest of OpNames; one
// r provides no operation of is an error too.
func (sel Selection) Specs(r *Registry) ([]Spec, error) {
	have := r.Specs()
	if len(sel.Ops) == 0 {
		return have, nil
	}
	var out []Spec
	for _, name := range sel.Ops {
		one := Selection{Ops: []string{name}}
		if !slices.ContainsFunc(Specs, one.Match) {
			return nil, unknownName("operation", name, OpNames())
		}
		found := false
		for _, s := range have {
			if one.Match(s) {
				found = true
				if !slices.Contains(out, s) {
					out = append(out, s)
				}
			}
		}
		if !found {
			selected := strings.Join(r.Names(), ", ")
			if selected == "" {
				selected = "none"
			}
			return nil, fmt.Errorf("no selected implementation provides %q (selected: %s)", name, selected)
		}
	}
	return out, nil
}

// Resolve applies the selection to r: Registry, then Specs over the
// registry it returns.
func (sel Selection) Resolve(r *Registry) (*Registry, []Spec, error) {
	r, err := sel.Registry(r)
	if err != nil {
		return nil, nil, err
	}
	specs, err := sel.Specs(r)
	if err != nil {
		return nil, nil, err
	}
	return r, specs, nil
}

// Only returns a copy of r whose implementations keep only the given
// operations, so that a check run over it runs nothing else. Every
// implementation stays, with no operation if it has none of them.
func (r *Registry) Only(specs []Spec) *Registry {
	out := &Registry{}
	for _, im := range r.Impls {
		c := *im
		c.Ops = map[string]any{}
		for id, op := range im.Ops {
			if slices.ContainsFunc(specs, func(s Spec) bool { return s.ID() == id }) {
				c.Ops[id] = op
			}
		}
		out.Impls = append(out.Impls, &c)
	}
	return out
}
