package argtest_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/impls/implstest"
	"github.com/naclcmp/naclcmp/internal/argcheck"
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// TestCheckLengths checks the registry's side of the engine: any library
// name before the parameter, no overlaps or refused values, the lengths
// below a range left to the implementation, and a method the
// implementation lacks.
func TestCheckLengths(t *testing.T) {
	wide := func(a [][]byte) error { // accepts in of 1 to 64 bytes
		c := argcheck.New("lib:name")
		c.Size("out", a[0], 8)
		c.Between("in", a[1], 1, 64)
		return c.Err()
	}
	ranged := []argtest.Arg{argtest.Fixed("out", 8).AsOut(), argtest.Range("in", 16, 64, 16).Refusing(make([]byte, 16))}
	call := argtest.Call{Name: "wide", Args: ranged, Fn: wide}
	if p := argtest.CheckLengths(call); len(p) != 0 {
		t.Errorf("CheckLengths of a binding within the catalogue's rules: %v", p)
	}
	want := []string{"in of length 15: no error", "refused value 0", "out overlapping in: no error"}
	if p := strings.Join(argtest.Check("lib:name", call), "\n"); !containsAll(p, want...) {
		t.Errorf("Check of the same binding: problems %q, want each of %q", p, want)
	}
	for _, c := range []struct {
		name string
		msg  string
		ok   bool
	}{
		{"any library", "some-lib: in: too short", true},
		{"no library", "in: too short", false},
		{"two words", "some lib: in: too short", false},
		{"another parameter", "lib: key: too short", false},
	} {
		call := argtest.Call{Name: c.name, Args: []argtest.Arg{argtest.Fixed("in", 8)}, Fn: func(a [][]byte) error {
			if len(a[0]) != 8 {
				return errors.New(c.msg)
			}
			return nil
		}}
		if p := argtest.CheckLengths(call); (len(p) == 0) != c.ok {
			t.Errorf("%s: error %q gives problems %v", c.name, c.msg, p)
		}
	}
	unsupported := argtest.Call{Name: "lacks", Args: ranged, Fn: func(a [][]byte) error {
		if err := wide(a); err != nil {
			return err
		}
		return fmt.Errorf("lib: in: not here: %w", errors.ErrUnsupported)
	}}
	if p := argtest.CheckLengths(unsupported); len(p) != 0 {
		t.Errorf("CheckLengths of a method the implementation lacks: %v", p)
	}
	if p := argtest.Check("lib", unsupported); !containsAll(strings.Join(p, "\n"), "valid arguments") {
		t.Errorf("Check of an unsupported method not marked so: %v", p)
	}
	unsupported.Unsupported = true
	if p := argtest.Check("lib:name", unsupported); containsAll(strings.Join(p, "\n"), "valid arguments") {
		t.Errorf("Check of a method marked Unsupported: %v", p)
	}
}

func containsAll(s string, subs ...string) bool {
	for _, sub := range subs {
		if !strings.Contains(s, sub) {
			return false
		}
	}
	return true
}

// TestMACVerifies runs the verdict check on a MAC that is a keyed
// comparison of the message, which a changed tag or key must fail.
func TestMACVerifies(t *testing.T) {
	argtest.MACVerifies(t, xorMAC{}, 16, 16)
}

// xorMAC is a toy MAC: the message XOR the key, cut to the tag length.
type xorMAC struct{}

func (xorMAC) MAC(tag, msg, key []byte) error {
	for i := range tag {
		tag[i] = msg[i] ^ key[i%len(key)] ^ 0x55
	}
	return nil
}

func (m xorMAC) Verify(tag, msg, key []byte) (bool, error) {
	want := make([]byte, len(tag))
	m.MAC(want, msg, key)
	return string(want) == string(tag), nil
}

// TestRunRegistry runs the registry's side of the engine over the Go
// bindings of the checks' tests, one operation of every family. (Their
// "go-alt" holds a streaming SHA-256 whose errors
// name no library, which the engine would report.)
func TestRunRegistry(t *testing.T) {
	r, err := implstest.GoRegistry().Filter([]string{"go"})
	if err != nil {
		t.Fatal(err)
	}
	argtest.RunRegistry(t, r, families.Table)
}

// sha256Stub is a hash that accepts anything.
type sha256Stub struct{}

func (sha256Stub) Hash(_, _ []byte) error { return nil }

// TestRegistryCalls checks that an operation the registry holds under an
// unknown ID, or under a family it does not implement, is reported rather
// than skipped, and that the others still get their tables. Registry.Add
// refuses both, so the registry is built by hand.
func TestRegistryCalls(t *testing.T) {
	r := &matrix.Registry{Impls: []*matrix.Impl{{Name: "x", Ops: map[string]any{
		"hash/sha256":  sha256Stub{},
		"hash/sha3":    sha256Stub{},
		"sign/ed25519": sha256Stub{},
	}}}}
	calls, problems := argtest.RegistryCalls(r, families.Table)
	if len(calls) != 1 || calls[0].Name != "x/hash/sha256.Hash" {
		t.Errorf("calls %+v, want the one of x/hash/sha256", calls)
	}
	got := strings.Join(problems, "\n")
	for _, want := range []string{`unknown operation "hash/sha3"`, "does not implement matrix.Signature"} {
		if !strings.Contains(got, want) {
			t.Errorf("problems %q do not include %q", got, want)
		}
	}
}
