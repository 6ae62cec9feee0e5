package kat

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
	"github.com/naclcmp/naclcmp/vectors/edge25519"
)

// VectorResult is the outcome of one known-answer vector run against one
// implementation.
type VectorResult struct {
	File    string `json:"file"`   // vector file name, "rfc8032"
	Source  string `json:"source"` // the file's citation
	Op      string `json:"op"`     // operation ID, "sign/ed25519"
	Impl    string `json:"impl"`   // implementation name
	ID      int    `json:"id"`     // vector id within the file
	Comment string `json:"comment"`
	Pass    bool   `json:"pass"`
	// Skipped is set when the vector was not run (Detail says why); a
	// skipped vector is neither a pass nor a failure.
	Skipped bool `json:"skipped,omitempty"`
	// Lacks is set, with Skipped, when the vector needs an input or a
	// parameter the implementation cannot take (it said so with
	// errors.ErrUnsupported: libsodium's Argon2 takes no secret key): a
	// missing capability, shown as "—", neither a pass nor a failure.
	// Detail says what is missing.
	Lacks bool `json:"lacks,omitempty"`
	// Detail says, on a failure, what differed; on a skip, why; on a pass,
	// what was not checked because the implementation lacks it (key
	// derivation from a seed, for one without KeyFromSeed).
	Detail string `json:"detail,omitempty"`
	// EdgeClass names the documented edge class (edge_x25519.go) a failed
	// vector's input falls in: the failure is a known finding, shown and
	// counted apart, not a pass.
	EdgeClass string `json:"edge_class,omitempty"`
	// Down names the implementation when it went down as a whole on this
	// vector (matrix.ErrDown: its process hung or exited): the vector
	// failed, and the implementation's later vectors were not run, since
	// each would only repeat the failure.
	Down string `json:"down,omitempty"`
}

// Limits on the work one vector may ask for. A vector beyond them is
// reported as skipped, never run partially and never passed.
const (
	// katMaxCounter bounds the initial block counter of stream vectors: the
	// runner generates 64·counter bytes of keystream to reach it.
	katMaxCounter = 1 << 16
	// katMaxIterations bounds iterated X25519 vectors.
	katMaxIterations = 100_000
	// katMaxMemoryKiB bounds the memory of password hash vectors: the
	// known answers run in every test and under emulation, where a
	// vector of hundreds of MiB would cost minutes.
	katMaxMemoryKiB = 32 << 10
)

// RunVectors checks every vector of files against every implementation in r
// that provides the vector's operation, through the operation family's
// interface. An implementation that lacks the operation produces no result;
// an operation ID unknown to the catalogue produces none either (the
// vectors test reports such files).
//
// Results come in file, group, implementation, vector order.
//
// An implementation that goes down (matrix.ErrDown) fails the vector where
// it did, which says so (Down), and is left out of the vectors after it.
func RunVectors(r *matrix.Registry, files []vectors.File) []VectorResult {
	var out []VectorResult
	down := map[string]bool{}
	for _, f := range files {
		for _, g := range f.Groups {
			s, err := matrix.Lookup(g.Op)
			if err != nil {
				continue
			}
			for _, res := range katGroup(live(r, down), s, f, g) {
				if res.Down != "" {
					down[res.Down] = true
				}
				out = append(out, res)
			}
		}
	}
	return out
}

// live returns r without the implementations in down.
func live(r *matrix.Registry, down map[string]bool) *matrix.Registry {
	if len(down) == 0 {
		return r
	}
	out := &matrix.Registry{}
	for _, im := range r.Impls {
		if !down[im.Name] {
			out.Impls = append(out.Impls, im)
		}
	}
	return out
}

// katGroup dispatches a group to its family's checker.
func katGroup(r *matrix.Registry, s matrix.Spec, f vectors.File, g vectors.Group) []VectorResult {
	if run, ok := katFamilies[s.Family]; ok {
		return run(r, s, f, g)
	}
	// A family without a checker must not let its vectors pass unseen.
	return katRun(r, s, f, g, func(matrix.Spec, any, *vectors.Vector) error {
		return fmt.Errorf("no known-answer checker for the %s family", s.Family)
	})
}

// katFamilies is the known-answer checker of each family (families*.go).
var katFamilies = map[matrix.Family]func(*matrix.Registry, matrix.Spec, vectors.File, vectors.Group) []VectorResult{
	matrix.FamilyHash: katFor(katHash), matrix.FamilyMAC: katFor(katMAC), matrix.FamilyStream: katFor(katStream),
	matrix.FamilyCore: katFor(katCore), matrix.FamilySecretBox: katFor(katSecretBox), matrix.FamilyBox: katFor(katBox),
	matrix.FamilySealedBox:  katFor(katSealedBox),
	matrix.FamilyScalarMult: katFor(katScalarMult), matrix.FamilySignature: katFor(katSign), matrix.FamilyAEAD: katFor(katAEAD),
	matrix.FamilySecretStream: katFor(katSecretStream),
	matrix.FamilyPasswordHash: katFor(katPasswordHash),
}

// katFor runs a family's checker over a group.
func katFor[T any](check katChecker[T]) func(*matrix.Registry, matrix.Spec, vectors.File, vectors.Group) []VectorResult {
	return func(r *matrix.Registry, s matrix.Spec, f vectors.File, g vectors.Group) []VectorResult {
		return katRun(r, s, f, g, check)
	}
}

// katChecker checks one vector against one implementation: nil is a pass,
// a katSkip a skip, any other error a failure.
type katChecker[T any] func(s matrix.Spec, op T, v *vectors.Vector) error

// katSkip marks a vector that was deliberately not run.
type katSkip struct{ reason string }

func (k katSkip) Error() string { return k.reason }

// katLacks marks a vector the implementation cannot run because it lacks
// a capability the vector needs (see VectorResult.Lacks).
type katLacks struct{ what string }

func (k katLacks) Error() string { return k.what }

// katPartial marks a vector whose checks all passed but one part of which
// could not be checked because the implementation lacks an operation: a
// pass of what ran, with the unchecked part named in the result's Detail.
type katPartial struct{ unchecked string }

func (k katPartial) Error() string { return k.unchecked }

func katRun[T any](r *matrix.Registry, s matrix.Spec, f vectors.File, g vectors.Group, check katChecker[T]) []VectorResult {
	var out []VectorResult
	for _, p := range matrix.Providers[T](r, g.Op) {
		for i := range g.Vectors {
			v := &g.Vectors[i]
			res := VectorResult{
				File: f.Name, Source: f.Source, Op: g.Op, Impl: p.Name(),
				ID: v.ID, Comment: v.Comment,
			}
			err := katSafe(func() error { return check(s, p.Op, v) })
			var skip katSkip
			var lacks katLacks
			var partial katPartial
			var gone *matrix.DownError
			switch {
			case err == nil:
				res.Pass = true
			case errors.As(err, &partial):
				res.Pass, res.Detail = true, partial.unchecked
			case errors.As(err, &skip):
				res.Skipped, res.Detail = true, skip.reason
			case errors.As(err, &lacks):
				res.Skipped, res.Lacks, res.Detail = true, true, lacks.what
			case errors.As(err, &gone):
				// How it went down, not what the vector was doing.
				res.Down, res.Detail = gone.Impl, gone.Error()
			default:
				res.Detail = err.Error()
				res.EdgeClass = katEdgeClass(g.Op, v)
			}
			out = append(out, res)
			if res.Down != "" {
				break
			}
		}
	}
	return out
}

// katEdgeClass names the documented edge class of a vector's input, or
// returns "". Only single X25519 multiplications have one: an iterated
// vector's points are earlier results, which are reduced.
func katEdgeClass(op string, v *vectors.Vector) string {
	if op == "scalarmult/x25519" && v.Point != nil && v.Iterations == 0 {
		return edge25519.X25519EdgeClass(v.Point)
	}
	return ""
}

// katSafe runs check, turning a panic in an implementation into a failure
// of that vector rather than the end of the run.
func katSafe(check func() error) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	return check()
}

// katNeed reports the first of the named fields that the vector lacks.
func katNeed(fields ...any) error {
	for i := 0; i+1 < len(fields); i += 2 {
		if fields[i+1].(vectors.Hex) == nil {
			return fmt.Errorf("malformed vector: no %s field", fields[i])
		}
	}
	return nil
}

// katDiff returns nil when got equals want, else an error showing both,
// shortened, and where they first differ.
func katDiff(what string, got, want []byte) error {
	if bytes.Equal(got, want) {
		return nil
	}
	at := 0
	for at < len(got) && at < len(want) && got[at] == want[at] {
		at++
	}
	return fmt.Errorf("%s differs at byte %d: got %s, want %s", what, at, katShort(got), katShort(want))
}

// katShort is b in hex, cut to a readable length.
func katShort(b []byte) string {
	if len(b) <= 16 {
		return hex.EncodeToString(b)
	}
	return fmt.Sprintf("%s…(%d bytes)", hex.EncodeToString(b[:12]), len(b))
}

// katFlip returns a copy of b with the lowest bit of its first byte flipped.
func katFlip(b []byte) []byte {
	c := bytes.Clone(b)
	if len(c) > 0 {
		c[0] ^= 1
	}
	return c
}

// katVerifiesOnly checks that verify accepts the published value (a tag
// or a signature) and rejects it with its first bit flipped.
func katVerifiesOnly(what string, published []byte, verify func([]byte) (bool, error)) error {
	if ok, err := verify(published); err != nil || !ok {
		return fmt.Errorf("Verify rejected the published %s (err: %v)", what, err)
	}
	if ok, err := verify(katFlip(published)); err != nil || ok {
		return fmt.Errorf("Verify of the %s with one bit flipped: ok=%v, err=%v; want false, nil", what, ok, err)
	}
	return nil
}

// katOr returns h, or an empty slice when the field is absent: bindings may
// refuse nil, and an absent associated data is the empty string.
func katOr(h vectors.Hex) []byte {
	if h == nil {
		return []byte{}
	}
	return h
}

// katRejected reports whether a Verify or Open result rejects the input.
func katRejected(ok bool, err error) bool { return err != nil || !ok }

// katExpectInvalid turns the outcome of an invalid vector into a result: the
// implementation must have rejected it or computed something else.
func katExpectInvalid(rejected bool, what string) error {
	if rejected {
		return nil
	}
	return fmt.Errorf("accepted an invalid vector: %s", what)
}
