// Package sign holds everything the suite knows about the sign family
// (Ed25519 signatures, matrix.Signature): how two implementations are cross-checked,
// how a known-answer vector is checked, the transcript's sequence, the
// argument table every binding's test runs, and the benchmark's calls.
package sign
