// Package secretbox is everything the suite knows about the secretbox family
// (secret-key authenticated encryption, matrix.SecretBox), joined in Def: how two
// implementations are cross-checked (Cross), how a known-answer vector is
// judged, the transcript's sequence, the argument table every binding of
// the family runs (Args), and the benchmark's calls and C-loop shape.
package secretbox
