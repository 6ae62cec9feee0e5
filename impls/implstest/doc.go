// Package implstest holds the Go implementations the tests of the checks
// build their small registries from: GoRegistry, with one operation of
// every family from the Go bindings, and signers that lack key derivation,
// sign wrongly or fail on purpose, which every check must still handle. It
// sits beside impls, above the bindings it imports, so that
// internal/checktest, at the bottom, imports none.
package implstest
