// Package compare is the home of what compares the implementations, one
// package each, every one over a matrix.Registry so that adding an
// implementation adds its rows with no new engine code, and over the
// operation families of compare/family (one package per family, listed in
// compare/family/families) so that adding a family adds no engine code:
//
//   - interop: every ordered pair of implementations of an operation
//     cross-signs, cross-verifies, cross-hashes and cross-opens, and
//     refuses the other's forgeries;
//   - kat: known-answer vectors (vectors/) and the external suites
//     (Wycheproof, ed25519vectors) against every implementation;
//   - edge: where Ed25519 verifiers disagree, case by case;
//   - transcript: one long, seeded sequence of calls per operation whose
//     digest must be the same for every implementation and architecture;
//   - checksum: coreutils checksum lines through any incremental hash;
//   - ct: the constant-time checks (valgrind and the timing test), whose
//     results' format is record/ctrecord;
//   - bench: the benchmark of every operation on every side, in one run.
//
// What each implementation is expected to pass or fail is pinned in
// expect/; the results a run records are package record's, rendered by
// package report, which imports none of these.
package compare
