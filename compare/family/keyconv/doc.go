// Package keyconv is everything the suite knows about the keyconv family
// (Ed25519 to X25519 key conversion, matrix.KeyConversion), joined in Def: how two
// implementations are cross-checked (Cross; no vector file holds known answers
// for it), the transcript's sequence, the argument table every binding of
// the family runs (Args), and the benchmark's calls and C-loop shape.
package keyconv
