// Package hash is everything the suite knows about the hash family
// (hashes, matrix.Hash), joined in Def: how two
// implementations are cross-checked (Cross), how a known-answer vector is
// judged, the transcript's sequence, the argument table every binding of
// the family runs (Args), and the benchmark's calls and C-loop shape.
package hash
