// Package scalarmult holds everything the suite knows about the scalarmult family
// (Curve25519 scalar multiplication, matrix.ScalarMult): how two implementations are cross-checked,
// how a known-answer vector is checked, the transcript's sequence, the
// argument table every binding's test runs, and the benchmark's calls.
package scalarmult
