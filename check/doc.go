// Package check is the home of the suite's checks, one package each, every
// one over a matrix.Registry so that adding an implementation adds its
// rows with no new check code:
//
//   - interop: every ordered pair of implementations of an operation
//     cross-signs, cross-verifies, cross-hashes and cross-opens, and
//     refuses the other's forgeries;
//   - kat: known-answer vectors (vectors/) and the external suites
//     (Wycheproof, ed25519vectors) against every implementation;
//   - edge: where Ed25519 verifiers disagree, case by case;
//   - transcript: one long, seeded sequence of calls per operation whose
//     digest must be the same for every implementation and architecture.
//
// The constant-time checks are in package ct. What each implementation is
// expected to pass or fail is pinned in expect/.
package check
