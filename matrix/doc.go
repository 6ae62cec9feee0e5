// Package matrix is the suite's vocabulary: one small interface per
// operation family (Hash, MAC, Stream, Core, SecretBox, Box, SealedBox,
// ScalarMult, Signature, AEAD, KeyConversion, Equal, SecretStream,
// PasswordHash, HKDF), the catalogue of operations with every size
// (Specs), and the registry of implementations (Impl, Registry). Each
// family is one file, matrix/<family>.go: its constant, its interface and
// its catalogue rows; Families (spec.go) orders them.
//
// Every implementation package (cref/*, gonative/*, js) satisfies the
// interfaces structurally and imports no check, registry or report, so
// each binding stays a plain, reusable Go package.
//
// The conventions shared by every interface:
//
//   - The caller supplies every output buffer, sized exactly as the operation's
//     Spec says; an implementation writes into it and allocates nothing of its
//     own where the underlying library allows.
//   - Wrong-sized or nil arguments return an error that names the parameter
//     ("key: want 32 bytes, got 31") and write nothing; no input, however
//     wrong, reaches C unchecked.
//   - Authentication failures are not errors: Verify and Open report them as
//     false. On false, Open leaves no plaintext behind: the output buffer is
//     zeroed.
//   - Output buffers must not overlap inputs unless an interface says so.
//
// It imports only the standard library, so that every binding, check, test
// helper and report can use it without linking anything else. The
// bindings (cref/, gonative/, js/) satisfy the interfaces structurally;
// package impls registers them; the checks (compare/...) and the benchmarks
// (bench) run over a Registry.
package matrix
