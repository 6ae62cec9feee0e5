// Package aead holds everything the suite knows about the aead family
// (authenticated encryption with associated data, matrix.AEAD): how two implementations are cross-checked,
// how a known-answer vector is checked, the transcript's sequence, the
// argument table every binding's test runs, and the benchmark's calls.
package aead
