// Package transcript runs one seeded sequence of calls per operation
// through every implementation of a registry and digests what each
// returns, so that one digest per operation, and one for the whole run,
// answer "does every implementation, on every architecture, compute the
// same function" (SUPERCOP's checksums serve the same purpose).
package transcript
