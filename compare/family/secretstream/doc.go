// Package secretstream holds everything the suite knows about the secretstream family
// (secretstream, matrix.SecretStream): how two implementations are cross-checked,
// how a known-answer vector is checked, the transcript's sequence, the
// argument table every binding's test runs, and the benchmark's calls.
package secretstream
