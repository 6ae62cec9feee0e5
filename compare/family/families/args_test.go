package families_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/internal/argcheck"
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// The stubs implement one family each and accept anything: the tests of
// the tables look at the arguments, not at what a call does.
type (
	hashStub       struct{}
	macStub        struct{}
	streamStub     struct{}
	coreStub       struct{}
	secretBoxStub  struct{}
	boxStub        struct{}
	sealedBoxStub  struct{}
	scalarMultStub struct{}
	signatureStub  struct{}
	aeadStub       struct{}
	keyConvStub    struct{}
	equalStub      struct{}
	sstreamStub    struct{}
	sstreamState   struct{}
	pwhashStub     struct{}
	hkdfStub       struct{}
)

func (hashStub) Hash(_, _ []byte) error                    { return nil }
func (macStub) MAC(_, _, _ []byte) error                   { return nil }
func (macStub) Verify(_, _, _ []byte) (bool, error)        { return true, nil }
func (streamStub) KeyStream(_, _, _ []byte) error          { return nil }
func (streamStub) XOR(_, _, _, _ []byte) error             { return nil }
func (coreStub) Core(_, _, _, _ []byte) error              { return nil }
func (secretBoxStub) Seal(_, _, _, _ []byte) error         { return nil }
func (secretBoxStub) Open(_, _, _, _ []byte) (bool, error) { return true, nil }
func (boxStub) Seal(_, _, _, _, _ []byte) error            { return nil }
func (boxStub) Open(_, _, _, _, _ []byte) (bool, error)    { return true, nil }
func (boxStub) Precompute(_, _, _ []byte) error            { return nil }
func (boxStub) SealAfter(_, _, _, _ []byte) error          { return nil }
func (boxStub) OpenAfter(_, _, _, _ []byte) (bool, error)  { return true, nil }
func (sealedBoxStub) Seal(_, _, _ []byte) error            { return nil }
func (sealedBoxStub) Open(_, _, _, _ []byte) (bool, error) { return true, nil }
func (scalarMultStub) ScalarMult(_, _, _ []byte) error     { return nil }
func (scalarMultStub) ScalarBaseMult(_, _ []byte) error    { return nil }
func (signatureStub) KeyFromSeed(_, _, _ []byte) error     { return nil }
func (signatureStub) Sign(_, _, _ []byte) error            { return nil }
func (signatureStub) Verify(_, _, _ []byte) (bool, error)  { return true, nil }
func (aeadStub) Seal(_, _, _, _, _ []byte) error           { return nil }
func (aeadStub) Open(_, _, _, _, _ []byte) (bool, error)   { return true, nil }
func (keyConvStub) PublicToX25519(_, _ []byte) error       { return nil }
func (keyConvStub) PrivateToX25519(_, _ []byte) error      { return nil }
func (equalStub) Equal(_, _ []byte) (bool, error)          { return true, nil }
func (sstreamStub) NewPush(_, _ []byte) (matrix.SecretStreamPusher, error) {
	return sstreamState{}, nil
}
func (sstreamStub) NewPull(_, _ []byte) (matrix.SecretStreamPuller, error) {
	return sstreamState{}, nil
}
func (sstreamState) Push(_, _, _ []byte, _ byte) error       { return nil }
func (sstreamState) Pull(_, _, _ []byte) (byte, bool, error) { return 0, true, nil }
func (sstreamState) Rekey() error                            { return nil }
func (hkdfStub) Key(_, _, _, _ []byte) error                 { return nil }
func (hkdfStub) Extract(_, _, _ []byte) error                { return nil }
func (hkdfStub) Expand(_, _, _ []byte) error                 { return nil }

func (pwhashStub) PasswordHash(_, _, _, _, _ []byte, _ matrix.Argon2Cost) error {
	return nil
}

// stubs gives a stub of every family.
var stubs = map[matrix.Family]any{
	matrix.FamilyHash: hashStub{}, matrix.FamilyMAC: macStub{}, matrix.FamilyStream: streamStub{},
	matrix.FamilyCore: coreStub{}, matrix.FamilySecretBox: secretBoxStub{}, matrix.FamilyBox: boxStub{}, matrix.FamilySealedBox: sealedBoxStub{},
	matrix.FamilyScalarMult: scalarMultStub{}, matrix.FamilySignature: signatureStub{}, matrix.FamilyHKDF: hkdfStub{},
	matrix.FamilyAEAD: aeadStub{}, matrix.FamilyKeyConversion: keyConvStub{}, matrix.FamilyEqual: equalStub{},
	matrix.FamilySecretStream: sstreamStub{},
	matrix.FamilyPasswordHash: pwhashStub{},
}

// sizeOf is the catalogue's size of an argument of a table, by its name:
// what TestTableSizes holds every table to. The second result is false
// for an argument whose length is the table's own (messages, associated
// data, keystream).
func sizeOf(s matrix.Spec, arg string) (int, bool) {
	switch arg {
	case "key", "shared":
		return s.Key, true
	case "nonce":
		return s.Nonce, true
	case "public", "peerPublic", "edPublic", "point":
		return s.Public, true
	case "private", "edPrivate", "scalar":
		return s.Private, true
	case "seed":
		return s.Seed, true
	case "sig":
		return s.Sig, true
	case "constant":
		return s.Const, true
	case "a", "b":
		return s.In, true
	case "in":
		if s.Family == matrix.FamilyCore {
			return s.In, true
		}
	case "header":
		return s.Header, true
	case "prk":
		return s.Key, true
	case "out", "tag":
		// A stream's output and a password hash's tag take any length
		// (a tag from 4 bytes on): the table's own.
		if s.Family != matrix.FamilyStream && s.Family != matrix.FamilySecretStream && s.Family != matrix.FamilyPasswordHash {
			return s.Out, true
		}
	}
	return 0, false
}

// TestTableSizes builds the table of every operation of the catalogue and
// checks that each argument is valid at the catalogue's size and refuses
// the lengths next to it (or, for a range, past its ends), and that a box
// is its message plus the spec's overhead: the tables restate no size.
func TestTableSizes(t *testing.T) {
	for _, s := range matrix.Specs {
		calls, err := families.Table(s.ID(), s, stubs[s.Family])
		if err != nil {
			t.Fatal(err)
		}
		if len(calls) == 0 {
			t.Errorf("%s: empty table", s.ID())
		}
		for _, c := range calls {
			lens := map[string]int{}
			for _, a := range c.Args {
				lens[a.Name] = len(a.Valid)
				want, ok := sizeOf(s, a.Name)
				if !ok {
					continue
				}
				if len(a.Valid) != want {
					t.Errorf("%s %s: valid with %d bytes, the catalogue says %d", c.Name, a.Name, len(a.Valid), want)
				}
				lo, hi := want, want
				switch {
				case a.Name == "key" && s.KeyMin != s.KeyMax:
					lo, hi = s.KeyMin, s.KeyMax
				case a.Name == "prk" && strings.HasSuffix(c.Name, ".Expand"):
					lo, hi = s.KeyMin, s.KeyMax // at least HashLen
				case (a.Name == "out" || a.Name == "tag") && s.VariableOut():
					lo, hi = s.OutMin, s.OutMax
				}
				for _, n := range []int{lo - 1, hi + 1} {
					if n > 0 && hi >= 0 && !slices.Contains(a.Bad, n) {
						t.Errorf("%s %s: %d bytes not refused (valid %d to %d)", c.Name, a.Name, n, lo, hi)
					}
				}
			}
			boxes := []string{"box", "ct"}
			if s.Family == matrix.FamilySecretStream {
				boxes = []string{"out", "in"} // a pushed and a pulled message
			}
			for _, box := range boxes {
				if n, ok := lens[box]; ok && n != lens["msg"]+s.Overhead {
					t.Errorf("%s: %s of %d bytes for a message of %d, overhead %d", c.Name, box, n, lens["msg"], s.Overhead)
				}
			}
		}
	}
	if _, err := families.Table("x", argtest.Spec("hash/sha256"), macStub{}); err == nil {
		t.Error("Table accepted a MAC as a hash")
	}
}

// TestOps checks the naming and the order of Ops and that a misspelt
// operation or argument panics instead of weakening a test.
func TestOps(t *testing.T) {
	calls := families.Ops(map[string]any{"mac/poly1305": macStub{}, "hash/sha256": hashStub{}, "hash/sha512": hashStub{}})
	var names []string
	for _, c := range calls {
		names = append(names, c.Name)
	}
	if got, want := strings.Join(names, " "), "hashStub.Hash hashStub/sha512.Hash macStub.MAC macStub.Verify"; got != want {
		t.Errorf("calls %q, want %q", got, want)
	}
	for name, f := range map[string]func(){
		"unknown operation": func() { families.Ops(map[string]any{"hash/sha3": hashStub{}}) },
		"wrong family":      func() { families.Op("x", "hash/sha256", macStub{}) },
		"unknown spec":      func() { argtest.Spec("sign/ed448") },
		"no such call":      func() { calls.Allow("macStub.Sign", "tag", "msg") },
		"no such output":    func() { calls.Allow("macStub.MAC", "msg", "key") },
		"no such argument":  func() { calls.Refusing("macStub", "nonce", nil) },
		"other operation":   func() { calls.Refusing("hashStub", "key", nil) },
		"refused length":    func() { calls.WithLength("macStub", "key", 31) },
		"no call to copy":   func() { calls.Copying("hashStub.MAC") },
	} {
		if !panics(f) {
			t.Errorf("%s: no panic", name)
		}
	}
}

func panics(f func()) (p bool) {
	defer func() { p = recover() != nil }()
	f()
	return false
}

// TestAdjust checks what each adjustment changes, and that it changes a
// copy: the table it was given stays as it was.
func TestAdjust(t *testing.T) {
	calls := families.Op("M", "mac/blake2b", macStub{})
	arg := func(cs argtest.Calls, call int, name string) argtest.Arg {
		i := slices.IndexFunc(cs[call].Args, func(a argtest.Arg) bool { return a.Name == name })
		return cs[call].Args[i]
	}
	before := fmt.Sprint(arg(calls, 0, "key"))
	for _, c := range []struct {
		name  string
		cs    argtest.Calls
		check func(cs argtest.Calls) bool
	}{
		{"Accepting", calls.Accepting("M", "key", 1, 64), func(cs argtest.Calls) bool {
			return !slices.Contains(arg(cs, 1, "key").Bad, 15) && slices.Contains(arg(cs, 1, "key").Bad, 65)
		}},
		{"RefusingLengths", calls.RefusingLengths("M", "key", 40), func(cs argtest.Calls) bool {
			return slices.Contains(arg(cs, 0, "key").Bad, 40) && slices.Contains(arg(cs, 1, "key").Bad, 40)
		}},
		{"WithLength", calls.WithLength("M", "tag", 16), func(cs argtest.Calls) bool {
			return len(arg(cs, 0, "tag").Valid) == 16 && len(arg(cs, 1, "tag").Valid) == 16
		}},
		{"Refusing", calls.Refusing("M", "key", make([]byte, 32)), func(cs argtest.Calls) bool {
			return len(arg(cs, 0, "key").Refused) == 1
		}},
		{"Copying", calls.Copying("M.MAC"), func(cs argtest.Calls) bool {
			return slices.Equal(arg(cs, 0, "tag").MayOverlap, []string{"msg", "key"})
		}},
		{"Unsupported", calls.Unsupported("M.Verify"), func(cs argtest.Calls) bool {
			return !cs[0].Unsupported && cs[1].Unsupported
		}},
	} {
		if !c.check(c.cs) {
			t.Errorf("%s: not applied: %+v", c.name, c.cs)
		}
	}
	if after := fmt.Sprint(arg(calls, 0, "key")); after != before {
		t.Errorf("the adjustments changed the table they were given: %s, was %s", after, before)
	}
}

// TestIntegerParameters checks the integer parameters of a table: an
// implementation that accepts a value outside the catalogue's range fails
// CheckLengths as well as Check, one that writes before refusing fails
// the no-change check, and an integer parameter is never overlapped.
func TestIntegerParameters(t *testing.T) {
	calls := families.Op("P", "pwhash/argon2id", pwhashStub{})
	p := strings.Join(argtest.CheckLengths(calls[0]), "\n")
	for _, want := range []string{"passes = 0: no error", "passes = 4294967296: no error", "memory = 7: no error",
		"memory = 4294967296: no error", "lanes = 0: no error", "lanes = 16777216: no error", "out of length 3: no error"} {
		if !strings.Contains(p, want) {
			t.Errorf("CheckLengths of a password hash that accepts everything: %q lacks %q", p, want)
		}
	}
	if strings.Contains(p, "overlapping") || strings.Contains(strings.Join(argtest.Check("lib", calls[0]), "\n"), "out overlapping passes") {
		t.Errorf("an integer parameter was overlapped: %s", p)
	}
	writes := argtest.Call{Name: "writes", Args: calls[0].Args, Fn: func(a [][]byte) error {
		a[0][0] ^= 1
		if argtest.AsUint64(a[5]) == 0 {
			return errors.New("lib: passes: zero")
		}
		c := argcheck.New("lib")
		c.Value("memory", argtest.AsUint64(a[6]), 8, 1<<32-1, "KiB")
		c.Value("passes", argtest.AsUint64(a[5]), 1, 1<<32-1, "")
		c.Value("lanes", argtest.AsUint64(a[7]), 1, 1<<24-1, "")
		c.AtLeast("out", a[0], 4)
		return c.Err()
	}}
	if p := strings.Join(argtest.CheckLengths(writes), "\n"); !strings.Contains(p, "passes = 0: out changed although the call failed") {
		t.Errorf("a binding that writes before refusing: problems %q", p)
	}
}
