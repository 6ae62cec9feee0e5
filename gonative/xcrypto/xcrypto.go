// Package xcrypto exposes the NaCl-family primitives of golang.org/x/crypto
// (nacl/secretbox, nacl/box, nacl/sign, nacl/auth, salsa20, chacha20,
// chacha20poly1305, blake2b, blake2s, poly1305 and curve25519) and its
// Argon2 (argon2) through the byte-slice operation interfaces of naclcmp.
//
// Every type is a stateless zero-size value whose methods write into
// caller-supplied buffers of exact size. Arguments are checked before
// x/crypto sees them, since x/crypto panics on wrong lengths and aliased
// buffers: a wrong length or an output overlapping an input is an error
// naming the parameter, such as "xcrypto: key: want 32 bytes, got 31", and
// nothing is written. Stream XOR alone may work in place (out and in the
// very same slice). Failed verifications and openings are reported as
// false, not as errors, and a failed Open zeroes its output.
//
// Several operations reach other code than their name suggests; the
// registry's notes say which. In current x/crypto, curve25519 delegates to
// crypto/ecdh and nacl/sign and nacl/auth wrap crypto/ed25519 and
// crypto/hmac, so those cells measure the standard library through an
// x/crypto API.
package xcrypto

import "github.com/naclcmp/naclcmp/gonative/internal/buildinfo"

// Version returns the version of golang.org/x/crypto linked into the
// binary, or "unknown" when the binary does not record it (test binaries
// built by "go test" list no dependencies).
func Version() string { return buildinfo.ModuleVersion("golang.org/x/crypto") }
