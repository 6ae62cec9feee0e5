// Package matrix is the suite's vocabulary: one small interface per
// operation family (Hash, MAC, Stream, Core, SecretBox, Box, ScalarMult,
// Signature, AEAD, KeyConversion, Equal), the catalogue of operations with
// every size (Specs), and the registry of implementations (Impl,
// Registry).
//
// It imports only the standard library, so that every binding, check, test
// helper and report can use it without linking anything else. The
// bindings (cref/, gonative/, js/) satisfy the interfaces structurally;
// package impls registers them; the checks (compare/...) and the benchmarks
// (bench) run over a Registry.
package matrix
