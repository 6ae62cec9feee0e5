package report

import (
	"cmp"
	"math"
	"slices"
)

// fastestPasses sorts a row's points by length and keeps, of the points of
// one length (a Go-side run times each in several passes, in one or more
// code layouts), one for the machine at its fastest, with the range of all
// the passes' figures.
//
// A shared virtual machine runs in two states: in docs/results' Go-side
// run the empty crossing's batches took 38 to 42 ns in some passes and 55
// to 77 ns in others, and a binding's Go side scales with it (libsodium's
// crypto_stream_xsalsa20_xor: 3.7 ns in the fast passes, 10.7 to 12.5 in
// the slow ones). So only the fast passes show the binding's own cost:
// those whose bare call is within fastState of the shortest, chosen by the
// bare call beside the binding, not by the binding's figure.
//
// Where the linker put the functions moves both the bare call and the Go
// side (internal/cloop.CodeLayout: Nettle's ChaCha20-Poly1305 checks
// measured 6.9, 2.6, 3.8 and 3.1 ns under four orders), so the fast passes
// are found within each layout, against that layout's shortest bare call,
// and a layout whose shortest bare call is itself beyond fastState of the
// row's shortest is left out: all its passes ran in the slow state, or
// the order slowed the bare call itself (one measured 44 ns against 37 to
// 39, and its bindings' Go side came out at −4 to −8 ns). Of the fast
// passes of every layout kept, the median figure is kept, the higher of
// the two middle ones for an even count: neither a lucky pass nor a lucky
// layout decides.
func fastestPasses(pts []loopPoint) []loopPoint {
	slices.SortStableFunc(pts, func(a, b loopPoint) int {
		if a.bytes != b.bytes {
			return a.bytes - b.bytes
		}
		return cmp.Compare(a.crossNs, b.crossNs)
	})
	var out []loopPoint
	for i := 0; i < len(pts); {
		j := i
		for j < len(pts) && pts[j].bytes == pts[i].bytes {
			j++
		}
		group := pts[i:j]
		// Sorted by the bare call, a layout's first point is its shortest.
		shortest := map[string]float64{}
		for _, q := range group {
			if _, ok := shortest[q.layout]; !ok {
				shortest[q.layout] = q.crossNs
			}
		}
		var fast []loopPoint
		kept := map[string]bool{}
		for _, q := range group {
			if s := shortest[q.layout]; s <= group[0].crossNs*fastState && q.crossNs <= s*fastState {
				fast = append(fast, q)
				kept[q.layout] = true
			}
		}
		slices.SortStableFunc(fast, func(a, b loopPoint) int { return cmp.Compare(a.added, b.added) })
		p := fast[len(fast)/2]
		p.passes, p.fast, p.lo, p.hi = len(group), len(fast), math.Inf(1), math.Inf(-1)
		p.layouts, p.fastLayouts = len(shortest), len(kept)
		for _, q := range group {
			p.lo, p.hi = min(p.lo, q.added), max(p.hi, q.added)
		}
		out = append(out, p)
		i = j
	}
	return out
}

// fastPassesText says in the binding tables' notes which passes a Go-side
// figure is the median of (fastestPasses).
const fastPassesText = "the median of the passes with the machine at its fastest (a bare call within 15% of the shortest in the same " +
	"code layout, where the program was built in several with the linker's -randlayout, leaving out a layout whose " +
	"shortest bare call is itself beyond 15% of the row's shortest), the range of all passes in brackets"

// fastState is how much longer than a row's shortest bare call a pass's
// bare call may be for the pass to count as the machine at its fastest:
// the two states measured apart by a factor of 1.3 or more (42 against 55
// ns and up), while within the fast one the bare call moved by 10%.
const fastState = 1.15
