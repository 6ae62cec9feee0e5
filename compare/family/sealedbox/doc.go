// Package sealedbox holds everything the suite knows about the sealedbox family
// (anonymous sealed boxes, matrix.SealedBox): how two implementations are cross-checked,
// how a known-answer vector is checked, the transcript's sequence, the
// argument table every binding's test runs, and the benchmark's calls.
package sealedbox
