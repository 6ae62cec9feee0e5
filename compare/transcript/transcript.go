package transcript

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
	"slices"
	"sort"
	"strings"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/compare/internal/sidebyside"
	"github.com/naclcmp/naclcmp/matrix"
)

// The transcript is a checksum of every operation on every implementation,
// in the spirit of SUPERCOP's checksums: a fixed, seeded sequence of calls
// with inputs of growing length, each call's outputs absorbed into a
// running SHA-256 state from which the next call's inputs are drawn. One
// wrong byte anywhere therefore changes every later input and the final
// digest. Implementations of an operation compute the same function, so
// their digests must be equal; the same binary built for another
// architecture must give the same digests too, which is how 32-bit and
// big-endian bugs show up (`make test-cross`).

// TranscriptVersion identifies the sequence of calls. It changes whenever
// the sequence does, so that transcripts of different definitions are never
// compared.
const TranscriptVersion = 3

// Transcript is the result of one run of the sequence over a registry.
type Transcript struct {
	Version  int              `json:"version"`
	Seed     uint64           `json:"seed"`
	Platform string           `json:"platform"` // GOOS/GOARCH[/variant] of the binary that ran it
	Cells    []TranscriptCell `json:"cells"`
	// Digest is SHA-256 over every operation's common digest; empty when
	// an operation's implementations disagree or one of them failed.
	Digest string `json:"digest"`
}

// TranscriptCell is the digest of one operation on one implementation.
type TranscriptCell struct {
	Op     string `json:"op"`
	Impl   string `json:"impl"`
	Steps  int    `json:"steps"`
	Digest string `json:"digest,omitempty"` // hex SHA-256 state after the last step
	Error  string `json:"error,omitempty"`  // set instead of Digest when a call failed
	// Unsupported is set instead of Digest when the implementation lacks a
	// call of the sequence (errors.ErrUnsupported: ed25519_dalek derives no
	// key pair from a seed): there is no digest of its own to compare, so
	// the cell takes no part in the agreement and is neither a pass nor a
	// failure. It says what is missing.
	Unsupported string `json:"unsupported,omitempty"`
}

// RunTranscript runs the sequence for every operation and implementation in
// r, in catalogue and registry order. A failing or panicking implementation
// gives a cell with Error set; it does not stop the run.
//
// Implementations run side by side (sidebyside.Each), each its operations
// one after another: a JavaScript or browser peer computes in its own
// process while the others run. The cells do not depend on that order.
func RunTranscript(r *matrix.Registry, seed uint64) *Transcript {
	t, _ := RunTranscriptContext(context.Background(), r, seed, nil)
	return t
}

// RunTranscriptContext is RunTranscript that stops between cells once ctx
// is done, returning no transcript and ctx's error: a transcript missing
// cells would compare as differences that are not there. progress, when
// not nil, is called after each cell from the goroutines that run the
// implementations side by side, so it must be safe for concurrent use;
// Planned is how many calls a whole run makes.
func RunTranscriptContext(ctx context.Context, r *matrix.Registry, seed uint64, progress func()) (*Transcript, error) {
	own := make([][]TranscriptCell, len(r.Impls))
	sidebyside.Each(len(r.Impls), func(i int) { own[i] = runImplUntil(ctx, r.Specs(), r.Impls[i], seed, progress) })
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return mergeTranscript(r, seed, slices.Concat(own...)), nil
}

// Planned is the number of cells RunTranscript computes over r: one per
// operation and implementation of it.
func Planned(r *matrix.Registry) int {
	n := 0
	for _, s := range r.Specs() {
		n += len(matrix.Providers[any](r, s.ID()))
	}
	return n
}

// runTranscriptImpl runs the sequence of every operation of specs that im
// provides, in that order.
func runTranscriptImpl(specs []matrix.Spec, im *matrix.Impl, seed uint64) []TranscriptCell {
	return runImplUntil(context.Background(), specs, im, seed, nil)
}

// runImplUntil is runTranscriptImpl that stops once ctx is done, calling
// progress (if not nil) after each cell.
func runImplUntil(ctx context.Context, specs []matrix.Spec, im *matrix.Impl, seed uint64, progress func()) []TranscriptCell {
	var cells []TranscriptCell
	for _, s := range specs {
		if ctx.Err() != nil {
			break
		}
		if op, ok := im.Ops[s.ID()]; ok {
			cells = append(cells, runTranscriptCell(s, matrix.Provider[any]{Impl: im, Op: op}, seed))
			if progress != nil {
				progress()
			}
		}
	}
	return cells
}

// mergeTranscript makes the transcript of r from cells computed apart (by
// implementation, in any order): in catalogue and registry order, with
// the overall digest. A cell of r that cells lacks is left out, which the
// transcript's count of cells shows.
func mergeTranscript(r *matrix.Registry, seed uint64, cells []TranscriptCell) *Transcript {
	t := &Transcript{Version: TranscriptVersion, Seed: seed, Platform: transcriptPlatform()}
	byKey := map[[2]string]TranscriptCell{}
	for _, c := range cells {
		byKey[[2]string{c.Op, c.Impl}] = c
	}
	for _, s := range r.Specs() {
		for _, p := range matrix.Providers[any](r, s.ID()) {
			if c, ok := byKey[[2]string{s.ID(), p.Name()}]; ok {
				t.Cells = append(t.Cells, c)
			}
		}
	}
	t.Digest = t.overall()
	return t
}

func runTranscriptCell(s matrix.Spec, p matrix.Provider[any], seed uint64) (cell TranscriptCell) {
	seq, _ := families.Of(s.Family)
	cell = TranscriptCell{Op: s.ID(), Impl: p.Name(), Steps: seq.Steps}
	defer func() {
		if r := recover(); r != nil {
			cell.Digest, cell.Error = "", fmt.Sprintf("panic: %v", r)
		}
	}()
	if seq.Sequence == nil {
		cell.Error = fmt.Sprintf("no transcript for family %q", s.Family)
		return cell
	}
	c := family.ChainStart(TranscriptVersion, seed, s.ID())
	if err := seq.Sequence(s, p.Op, c, seq.Steps); err != nil {
		var lacks family.StepLacks
		if errors.As(err, &lacks) {
			cell.Unsupported = lacks.Error()
		} else {
			cell.Error = err.Error()
		}
		return cell
	}
	state := c.State()
	cell.Digest = hex.EncodeToString(state[:])
	return cell
}

// opDigests returns, per operation in transcript order, the digests its
// implementations gave, grouped: digest (or "error: …") → implementations.
// Unsupported cells have no digest and are left out.
func (t *Transcript) opDigests() (ops []string, byOp map[string]map[string][]string) {
	byOp = map[string]map[string][]string{}
	for _, c := range t.Cells {
		if c.Unsupported != "" {
			continue
		}
		if byOp[c.Op] == nil {
			byOp[c.Op] = map[string][]string{}
			ops = append(ops, c.Op)
		}
		d := c.Digest
		if c.Error != "" {
			d = "error: " + c.Error
		}
		byOp[c.Op][d] = append(byOp[c.Op][d], c.Impl)
	}
	return ops, byOp
}

// Problems describes every operation whose implementations disagree and
// every cell that failed, one line each; nil when all agree.
func (t *Transcript) Problems() []string {
	var out []string
	ops, byOp := t.opDigests()
	for _, op := range ops {
		groups := byOp[op]
		var failed, digests []string
		for d, impls := range groups {
			if msg, ok := strings.CutPrefix(d, "error: "); ok {
				for _, im := range impls {
					failed = append(failed, fmt.Sprintf("%s: %s failed: %s", op, im, msg))
				}
			} else {
				digests = append(digests, d)
			}
		}
		sort.Strings(failed)
		out = append(out, failed...)
		if len(digests) > 1 {
			sort.Strings(digests)
			var parts []string
			for _, d := range digests {
				parts = append(parts, fmt.Sprintf("%s from %s", short(d), strings.Join(groups[d], ", ")))
			}
			out = append(out, fmt.Sprintf("%s: implementations disagree: %s", op, strings.Join(parts, "; ")))
		}
	}
	return out
}

// overall is SHA-256 over "op digest" lines, one per operation, or "" when
// any operation lacks a single common digest. It depends on the operations
// and the seed, not on which implementations computed them.
func (t *Transcript) overall() string {
	if len(t.Cells) == 0 || len(t.Problems()) > 0 {
		return ""
	}
	h := sha256.New()
	fmt.Fprintf(h, "naclcmp transcript v%d seed %d\n", t.Version, t.Seed)
	ops, byOp := t.opDigests()
	for _, op := range ops {
		for d := range byOp[op] {
			fmt.Fprintf(h, "%s %s\n", op, d)
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// TranscriptDiff is one cell that differs between two transcripts.
type TranscriptDiff struct {
	Op, Impl string
	// Want and Got are the cell's digest in the reference and the other
	// transcript, "error: …" for a failed cell, "unsupported: …" for one
	// whose implementation lacks a call, or "absent".
	Want, Got string
}

// Absent reports whether the cell exists in one transcript only: an
// implementation not built into one of the binaries (a C library missing
// on one architecture), not a disagreement.
func (d TranscriptDiff) Absent() bool { return d.Want == "absent" || d.Got == "absent" }

// CompareTranscripts lists the cells of got that differ from want: other
// digests, failures, and cells present on one side only. Transcripts of
// different versions or seeds cannot be compared and give an error.
func CompareTranscripts(want, got *Transcript) ([]TranscriptDiff, error) {
	if want.Version != got.Version || want.Seed != got.Seed {
		return nil, fmt.Errorf("transcripts not comparable: %s has version %d seed %d, %s has version %d seed %d",
			want.Platform, want.Version, want.Seed, got.Platform, got.Version, got.Seed)
	}
	type key struct{ op, impl string }
	value := func(c TranscriptCell) string {
		switch {
		case c.Error != "":
			return "error: " + c.Error
		case c.Unsupported != "":
			return "unsupported: " + c.Unsupported
		}
		return c.Digest
	}
	gotCells := map[key]string{}
	for _, c := range got.Cells {
		gotCells[key{c.Op, c.Impl}] = value(c)
	}
	var out []TranscriptDiff
	seen := map[key]bool{}
	for _, c := range want.Cells {
		k := key{c.Op, c.Impl}
		seen[k] = true
		w := value(c)
		g, ok := gotCells[k]
		if !ok {
			g = "absent"
		}
		if g != w || strings.HasPrefix(w, "error: ") {
			out = append(out, TranscriptDiff{Op: c.Op, Impl: c.Impl, Want: w, Got: g})
		}
	}
	for _, c := range got.Cells {
		if k := (key{c.Op, c.Impl}); !seen[k] {
			out = append(out, TranscriptDiff{Op: c.Op, Impl: c.Impl, Want: "absent", Got: value(c)})
		}
	}
	return out, nil
}

// short abbreviates a hex digest for messages.
func short(d string) string {
	if len(d) > 16 {
		return d[:16] + "…"
	}
	return d
}

// transcriptPlatform names the platform this binary was built for,
// "linux/arm/v7" style: GOARM matters for 32-bit ARM code generation.
func transcriptPlatform() string {
	p := runtime.GOOS + "/" + runtime.GOARCH
	if runtime.GOARCH != "arm" {
		return p
	}
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			if s.Key == "GOARM" {
				v, _, _ := strings.Cut(s.Value, ",")
				return p + "/v" + v
			}
		}
	}
	return p
}
