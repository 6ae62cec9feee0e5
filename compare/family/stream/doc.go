// Package stream holds everything the suite knows about the stream family
// (stream ciphers, matrix.Stream): how two implementations are cross-checked,
// how a known-answer vector is checked, the transcript's sequence, the
// argument table every binding's test runs, and the benchmark's calls.
package stream
