// Package family is what a family package is written against: the
// inputs, verdicts, chains and workloads the engines (interop, kat,
// transcript, bench) hand to a family's cross-check, known-answer check,
// transcript sequence and benchmark calls. Each operation family has one
// package below this folder (compare/family/hash, …/aead, …) holding
// everything the suite knows about it; the engines range over them.
//
// This package imports the vocabulary (matrix) and small helpers only,
// never an engine or a family, so that both can use it.
package family
