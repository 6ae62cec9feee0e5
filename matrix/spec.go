package matrix

import "fmt"

// Family names an operation family. Each family has one file here,
// matrix/<family>.go, holding its constant, its interface and its
// catalogue rows.
type Family string

// Families lists every family in report order: the one list a new family
// joins beside its own file.
var Families = []Family{
	FamilyHash, FamilyMAC, FamilyStream, FamilyCore, FamilySecretBox, FamilyBox,
	FamilySealedBox, FamilyScalarMult, FamilySignature, FamilyAEAD, FamilyKeyConversion, FamilyEqual,
	FamilySecretStream, FamilyPasswordHash, FamilyHKDF,
}

// Spec describes one operation: a primitive within a family, with the sizes
// every implementation of it must accept. Sizes that do not apply are zero.
type Spec struct {
	Family    Family
	Primitive string // "xsalsa20", "ed25519", …
	Title     string // human name for reports

	// Out is the output size (digest, tag, core output, shared secret). For
	// primitives with a variable output length OutMin..OutMax are the
	// accepted range and Out is the default.
	Out, OutMin, OutMax int
	// Key is the canonical key size; KeyMin..KeyMax the accepted range. For
	// HMAC any length is accepted and KeyMax is -1.
	Key, KeyMin, KeyMax int
	Nonce               int
	Overhead            int // bytes added by Seal (tag size; for a sealed box also the ephemeral public key)
	In                  int // core input size; compared length for verify
	Const               int // core constant size
	Public, Private     int // key sizes for box, sealedbox, scalarmult and sign
	Seed, Sig           int
	Header              int // secretstream header, written by the pushing side
	// Salt is the salt size of a password hash that every implementation
	// accepts (16 bytes, the only one libsodium takes); Argon2 itself takes
	// any length up to 2^32 − 1 bytes.
	Salt int
}

// ID is the operation's identifier, "family/primitive", used as the key of
// Impl.Ops, in benchmark names and in reports.
func (s Spec) ID() string { return string(s.Family) + "/" + s.Primitive }

func (s Spec) String() string { return s.ID() }

// VariableOut reports whether the output length is chosen by the caller.
func (s Spec) VariableOut() bool { return s.OutMax > s.OutMin }

// OutLengths returns the output lengths a check should try: the default,
// and for variable-length outputs also the minimum, the maximum and one in
// between.
func (s Spec) OutLengths() []int {
	if !s.VariableOut() {
		return []int{s.Out}
	}
	return []int{s.OutMin, (s.OutMin+s.OutMax)/2 + 1, s.OutMax}
}

// Sigma is the standard 16-byte constant of Salsa20 and ChaCha20, the
// constant of the core functions' Spec.Const.
const Sigma = "expand 32-byte k"

// Specs is the catalogue of operations, in report order: the rows each
// family declares in its own file (matrix/<family>.go), in the order of
// Families. It is filled before any other package can read it.
var Specs []Spec

// declaration is one family as its file declares it: whether a value
// implements the family's interface, and its catalogue rows.
type declaration struct {
	implements func(op any) bool
	specs      []Spec
}

// declared holds every family's declaration, filled by declare while the
// package's variables are initialized, and read by init.
var declared = map[Family]declaration{}

// declare records family f's interface check and catalogue rows; each
// family's file calls it once.
func declare(f Family, implements func(op any) bool, specs []Spec) bool {
	if _, dup := declared[f]; dup {
		panic("matrix: family " + string(f) + " declared twice")
	}
	declared[f] = declaration{implements: implements, specs: specs}
	return true
}

// init assembles Specs in the order of Families, refusing a family listed
// and not declared, or declared and not listed: either is a programming
// error every test of every package would show.
func init() {
	for _, f := range Families {
		d, ok := declared[f]
		if !ok {
			panic("matrix: family " + string(f) + " is in Families but declares nothing (matrix/" + string(f) + ".go)")
		}
		Specs = append(Specs, d.specs...)
	}
	if len(declared) != len(Families) {
		panic(fmt.Sprintf("matrix: %d families declared, %d in Families", len(declared), len(Families)))
	}
}

// Lookup returns the Spec with the given ID ("family/primitive").
func Lookup(id string) (Spec, error) {
	for _, s := range Specs {
		if s.ID() == id {
			return s, nil
		}
	}
	return Spec{}, fmt.Errorf("unknown operation %q", id)
}

// SpecsOf returns the specs of one family, in catalogue order.
func SpecsOf(f Family) []Spec {
	var out []Spec
	for _, s := range Specs {
		if s.Family == f {
			out = append(out, s)
		}
	}
	return out
}
