// Package secretbox holds everything the suite knows about the secretbox family
// (secret-key authenticated encryption, matrix.SecretBox): how two implementations are cross-checked,
// how a known-answer vector is checked, the transcript's sequence, the
// argument table every binding's test runs, and the benchmark's calls.
package secretbox
