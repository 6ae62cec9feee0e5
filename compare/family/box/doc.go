// Package box holds everything the suite knows about the box family
// (public-key authenticated encryption, matrix.Box): how two implementations are cross-checked,
// how a known-answer vector is checked, the transcript's sequence, the
// argument table every binding's test runs, and the benchmark's calls.
package box
