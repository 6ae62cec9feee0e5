package kat

import (
	"errors"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/family/families"
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

// katGroup dispatches a group to its family's checker (compare/family/<name>, KAT).
func katGroup(r *matrix.Registry, s matrix.Spec, f vectors.File, g vectors.Group) []VectorResult {
	if h, ok := families.Of(s.Family); ok && h.KAT != nil {
		return katRun(r, s, f, g, h.KAT)
	}
	// A family without a checker must not let its vectors pass unseen.
	return katRun(r, s, f, g, func(matrix.Spec, any, *vectors.Vector) error {
		return fmt.Errorf("no known-answer checker for the %s family", s.Family)
	})
}

// katCheck checks one vector against one implementation's operation: nil
// is a pass, a family.KATSkip a skip, a family.KATLacks a missing
// capability, a family.KATPartial a pass with a part unchecked, any other
// error a failure. The operation is untyped so that every family's check
// fits one table; katFor types it.
type katCheck func(s matrix.Spec, op any, v *vectors.Vector) error

// katRun checks every vector of g against every implementation of its
// operation in r, in registry order.
func katRun(r *matrix.Registry, s matrix.Spec, f vectors.File, g vectors.Group, check katCheck) []VectorResult {
	var out []VectorResult
	for _, p := range matrix.Providers[any](r, g.Op) {
		for i := range g.Vectors {
			v := &g.Vectors[i]
			res := VectorResult{
				File: f.Name, Source: f.Source, Op: g.Op, Impl: p.Name(),
				ID: v.ID, Comment: v.Comment,
			}
			err := katSafe(func() error { return check(s, p.Op, v) })
			var skip family.KATSkip
			var lacks family.KATLacks
			var partial family.KATPartial
			var gone *matrix.DownError
			switch {
			case err == nil:
				res.Pass = true
			case errors.As(err, &partial):
				res.Pass, res.Detail = true, partial.Unchecked
			case errors.As(err, &skip):
				res.Skipped, res.Detail = true, skip.Reason
			case errors.As(err, &lacks):
				res.Skipped, res.Lacks, res.Detail = true, true, lacks.What
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
