// Package core is everything the suite knows about the core family
// (the Salsa20 and ChaCha20 core functions, matrix.Core), joined in Def: how two
// implementations are cross-checked (Cross), how a known-answer vector is
// judged, the transcript's sequence, the argument table every binding of
// the family runs (Args), and the benchmark's calls and C-loop shape.
package core
