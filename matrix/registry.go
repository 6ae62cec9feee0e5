package matrix

import (
	"fmt"
	"slices"
	"sort"
	"time"
)

// Language is the language an implementation is written in.
type Language string

// The languages of the matrix.
const (
	LangC  Language = "C"
	LangGo Language = "Go"
	LangJS Language = "JavaScript"
)

// The hosts of the matrix: the boundaries a call crosses from the
// language that makes it to the code that does the work.
const (
	HostCgo  = "cgo"         // Go calling C
	HostNAPI = "N-API"       // JavaScript calling a node addon's C
	HostWasm = "WebAssembly" // JavaScript calling code compiled to WebAssembly
)

// HostCall times empty calls in the process that runs an implementation
// (a JavaScript peer's node): across its host boundary, and of an empty
// function of the caller's language, the floor the boundary adds to.
type HostCall struct {
	What  string                             // what the empty call across the boundary calls
	Empty func(n int) (time.Duration, error) // n empty calls across the boundary
	Floor func(n int) (time.Duration, error) // n calls of an empty function
}

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
	// Roles are the parts the implementation plays beyond providing its
	// operations.
	Roles []Role
	// Algorithm names the published code the implementation follows
	// ("TweetNaCl 20140427") when others in the matrix follow the same code
	// in another language or host: the report sets them side by side, so
	// that the difference is the language, not the algorithm. Empty for
	// most.
	Algorithm string
	// Loops are C loops around the C functions the implementation's calls
	// make (a C binding's only): the benchmark times each beside the call,
	// and the difference is what the binding costs.
	Loops []CLoop
	// Host is the boundary the implementation's calls cross (HostNAPI,
	// HostWasm); the C bindings' is HostCgo without saying so (see
	// HostName). Empty for code that runs in the caller's language.
	Host string
	// HostCall, when not nil, times empty calls across Host, so that the
	// benchmark can set what each binding technology costs per call beside
	// cgo's.
	HostCall *HostCall
}

// HostName is the boundary the implementation's calls cross: Host, or
// HostCgo for a C binding.
func (im *Impl) HostName() string {
	if im.Host == "" && im.Language == LangC {
		return HostCgo
	}
	return im.Host
}

// A Role is a part an implementation plays in the checks and the
// benchmark beyond providing its operations. The constructors in package
// impls set them, so that no check or measurement finds an implementation
// by its name.
type Role string

const (
	// RunsLibsodium marks an implementation that runs libsodium's C code,
	// through whichever binding; RunsGoEd25519 one whose Ed25519 is Go's
	// crypto/ed25519 called directly. The edge check compares what they
	// accept with the rows "Taming the many EdDSAs" published for those
	// libraries.
	RunsLibsodium Role = "runs-libsodium"
	RunsGoEd25519 Role = "runs-go-crypto/ed25519"
)

// Runs names the C library whose code the implementation runs through
// whichever host ("libsodium" for RunsLibsodium), or "".
func (im *Impl) Runs() string {
	if im.Plays(RunsLibsodium) {
		return "libsodium"
	}
	return ""
}

// Plays reports whether the implementation has role r.
func (im *Impl) Plays(r Role) bool { return slices.Contains(im.Roles, r) }

// withRole returns the first implementation of the registry with role ro,
// or nil.
func (r *Registry) withRole(ro Role) *Impl {
	for _, im := range r.Impls {
		if im.Plays(ro) {
			return im
		}
	}
	return nil
}

// A Verifier is a verification-only Ed25519 implementation: a library set
// beside the registry's implementations in the edge-case matrix and on the
// external suites for the validation rules it applies, and not registered
// because it cannot, or need not, sign. Package impls lists them
// (ExtraVerifiers).
type Verifier struct {
	Name    string // short row label: "ed25519consensus", "voi-zip215", …
	Library string // Go module path of the library
	Version string // library version, read at run time
	Rules   string // the validation rules, in one line
	Verify  func(sig, msg, public []byte) (bool, error)
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

// Filter returns a registry holding only the named implementations, in
// the order named, each once however often it is named: a run must not
// check or count an implementation twice. An unknown name is an
// *UnknownNameError offering the known names closest to it.
func (r *Registry) Filter(names []string) (*Registry, error) {
	if len(names) == 0 {
		return r, nil
	}
	out := &Registry{}
	for _, n := range names {
		im := r.Impl(n)
		if im == nil {
			return nil, unknownName("implementation", n, r.Names())
		}
		if !slices.Contains(out.Impls, im) {
			out.Impls = append(out.Impls, im)
		}
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
	d, ok := declared[f]
	return ok && d.implements(op)
}

// is reports whether op implements T.
func is[T any](op any) bool {
	_, ok := op.(T)
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
