// Package family is what a family package is written against: Def, the
// one declaration of a family's hooks typed by its interface, Hooks, the
// same hooks as the engines call them with operations held as any (the
// one place an operation is asserted to its interface), and the inputs,
// verdicts, chains and workloads the engines (interop, kat, transcript,
// bench) hand to a family's cross-check (Cross*, Inputs, Case*, Memo*),
// known-answer check (KAT*), transcript sequence (Chain, Step*) and
// benchmark calls (Bench*), and Breaker, a family's realistic bugs, which
// show those checks able to fail.
//
// Each operation family has one package below this folder
// (compare/family/hash, …/aead, …) holding everything the suite knows
// about it; compare/family/families lists them for the engines. This
// package imports the vocabulary (matrix), vectors and small helpers
// only, never an engine or a family, so that both can use it.
package family
