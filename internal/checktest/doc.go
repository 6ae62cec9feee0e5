// Package checktest holds what the tests of the checks share: registries
// built from the implementations a test names, the expectation files
// loaded once, and the known-answer vectors by name.
//
// It is imported by tests only and imports no binding: the Go
// implementations the tests build registries from, and the signers with a
// capability missing or a rule broken on purpose, are in impls/implstest,
// above the bindings.
package checktest
