// Package kat runs known answers against every implementation of a
// registry: the vectors of package vectors (RFCs, NIST, the libraries'
// own tests) and the external suites fetched through the module proxy
// (Wycheproof, ed25519vectors). A failure inside a documented edge class
// (vectors/edge25519) is reported as such, never as a pass.
package kat
