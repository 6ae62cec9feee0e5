// Package checktest holds what the tests of the checks share: small
// registries of Go implementations that never enter the default registry,
// signers with a capability missing or a rule broken on purpose, and the
// expectation files loaded once.
//
// It is imported by tests only. Its implementations are the bindings of
// gonative/ (Go's standard library and golang.org/x/crypto), so the tests of
// the checks run the same Go code the reports measure, whatever C
// libraries the build has.
package checktest
