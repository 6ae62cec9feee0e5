// Package edge measures where Ed25519 verifiers disagree: every Ed25519
// implementation of a registry, and extra Go verifiers, judge the twelve
// cases of "Taming the many EdDSAs" and the ZIP-215 small-order set. It
// is a measurement, not a verdict: each case says which rule accepts it.
package edge
