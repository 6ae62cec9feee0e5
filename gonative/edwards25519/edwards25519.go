// Package edwards25519 builds two operations on filippo.io/edwards25519,
// the group implementation behind Go's crypto/ed25519: the conversion of
// Ed25519 keys to X25519 keys, a second, independent implementation of
// libsodium's crypto_sign_ed25519_pk_to_curve25519 and _sk_to_curve25519,
// and NaCl 20110221's pre-Ed25519 signature scheme edwards25519sha512batch
// (batchsign.go), written here from NaCl's reference code so that the C
// library has a second witness.
//
// Arguments are checked first: a wrong length or an output overlapping an
// input is an error naming the parameter, such as
// "edwards25519: edPublic: want 32 bytes, got 31", and nothing is written.
package edwards25519

import "github.com/naclcmp/naclcmp/gonative/internal/buildinfo"

// Version returns the version of filippo.io/edwards25519 linked into the
// binary, or "unknown" when the binary does not record it (test binaries
// built by "go test" list no dependencies).
func Version() string { return buildinfo.ModuleVersion("filippo.io/edwards25519") }
