package matrix

import (
	"fmt"
	"sort"
)

// Language is the language an implementation is written in.
type Language string

// The languages of the matrix.
const (
	LangC  Language = "C"
	LangGo Language = "Go"
	LangJS Language = "JavaScript"
)

// Impl is one implementation in the matrix: a library reached through one
// binding. Ops maps a Spec ID to a value implementing that family's
// interface; an operation the library lacks is simply absent and shows as
// "—" in reports.
type Impl struct {
	Name     string   // unique short name used on the command line: "libsodium", "go-stdlib", …
	Library  string   // what was measured: "libsodium", "Go standard library", …
	Language Language // C, Go or JavaScript
	Version  string   // library version, read at run time
	Source   string   // where the code comes from; SHA-256 of fetched C files
	Ops      map[string]any
	// Notes says, per operation ID, how the implementation reaches it when
	// that is worth knowing ("wraps crypto/ed25519"), so reports stay honest
	// about which code is really being compared.
	Notes map[string]string
}

// Has reports whether the implementation provides the operation.
func (im *Impl) Has(id string) bool { _, ok := im.Ops[id]; return ok }

// Provider pairs an implementation with its operation, typed as the family
// interface T.
type Provider[T any] struct {
	Impl *Impl
	Op   T
}

// Name is the implementation's name.
func (p Provider[T]) Name() string { return p.Impl.Name }

// Registry is the set of implementations taking part in a run.
type Registry struct {
	Impls []*Impl
}

// Add appends implementations, refusing duplicate names, unknown operation
// IDs and values that do not implement their family's interface: a wrong
// registration is caught when the registry is built, not deep in a test.
func (r *Registry) Add(impls ...*Impl) error {
	for _, im := range impls {
		if r.Impl(im.Name) != nil {
			return fmt.Errorf("registry: duplicate implementation %q", im.Name)
		}
		for id, op := range im.Ops {
			s, err := Lookup(id)
			if err != nil {
				return fmt.Errorf("registry: %s: %w", im.Name, err)
			}
			if !s.Family.Implements(op) {
				return fmt.Errorf("registry: %s: %s: %T does not implement the %s interface", im.Name, id, op, s.Family)
			}
		}
		r.Impls = append(r.Impls, im)
	}
	return nil
}

// Impl returns the implementation with the given name, or nil.
func (r *Registry) Impl(name string) *Impl {
	for _, im := range r.Impls {
		if im.Name == name {
			return im
		}
	}
	return nil
}

// Filter returns a registry holding only the named implementations; an
// unknown name is an error listing the known ones.
func (r *Registry) Filter(names []string) (*Registry, error) {
	if len(names) == 0 {
		return r, nil
	}
	out := &Registry{}
	for _, n := range names {
		im := r.Impl(n)
		if im == nil {
			return nil, fmt.Errorf("unknown implementation %q (have %v)", n, r.Names())
		}
		out.Impls = append(out.Impls, im)
	}
	return out, nil
}

// Names lists the implementation names in registry order.
func (r *Registry) Names() []string {
	var out []string
	for _, im := range r.Impls {
		out = append(out, im.Name)
	}
	return out
}

// Specs returns the catalogue operations that at least one implementation
// in the registry provides, in catalogue order.
func (r *Registry) Specs() []Spec {
	var out []Spec
	for _, s := range Specs {
		for _, im := range r.Impls {
			if im.Has(s.ID()) {
				out = append(out, s)
				break
			}
		}
	}
	return out
}

// Providers returns, in registry order, every implementation of operation id
// in r, typed as its family interface T.
func Providers[T any](r *Registry, id string) []Provider[T] {
	var out []Provider[T]
	for _, im := range r.Impls {
		if op, ok := im.Ops[id].(T); ok {
			out = append(out, Provider[T]{Impl: im, Op: op})
		}
	}
	return out
}

// Implements reports whether op satisfies the interface of family f.
func (f Family) Implements(op any) bool {
	var ok bool
	switch f {
	case FamilyHash:
		_, ok = op.(Hash)
	case FamilyMAC:
		_, ok = op.(MAC)
	case FamilyStream:
		_, ok = op.(Stream)
	case FamilyCore:
		_, ok = op.(Core)
	case FamilySecretBox:
		_, ok = op.(SecretBox)
	case FamilyBox:
		_, ok = op.(Box)
	case FamilyScalarMult:
		_, ok = op.(ScalarMult)
	case FamilySignature:
		_, ok = op.(Signature)
	case FamilyAEAD:
		_, ok = op.(AEAD)
	case FamilyKeyConversion:
		_, ok = op.(KeyConversion)
	case FamilyEqual:
		_, ok = op.(Equal)
	}
	return ok
}

// IDs returns the IDs of the operations the implementation provides, sorted.
func (im *Impl) IDs() []string {
	ids := make([]string, 0, len(im.Ops))
	for id := range im.Ops {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}
