// Package core holds everything the suite knows about the core family
// (the Salsa20 and ChaCha20 core functions, matrix.Core): how two implementations are cross-checked,
// how a known-answer vector is checked, the transcript's sequence, the
// argument table every binding's test runs, and the benchmark's calls.
package core
