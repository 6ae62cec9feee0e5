// Package verify is everything the suite knows about the verify family
// (constant-time comparison, matrix.Equal), joined in Def: how two
// implementations are cross-checked (Cross; no vector file holds known answers
// for it), the transcript's sequence, the argument table every binding of
// the family runs (Args), and the benchmark's calls and C-loop shape.
package verify
