// Package pwhash holds everything the suite knows about the pwhash family
// (password hashing, matrix.PasswordHash): how two implementations are cross-checked,
// how a known-answer vector is checked, the transcript's sequence, the
// argument table every binding's test runs, and the benchmark's calls.
package pwhash
