// Package keyconv holds everything the suite knows about the keyconv family
// (Ed25519 to X25519 key conversion, matrix.KeyConversion): how two implementations are cross-checked,
// how a known-answer vector is checked, the transcript's sequence, the
// argument table every binding's test runs, and the benchmark's calls.
package keyconv
