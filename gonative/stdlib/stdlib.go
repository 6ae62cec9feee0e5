// Package stdlib exposes the NaCl-family primitives of Go's standard library
// (crypto/sha256, crypto/sha512, crypto/hmac, crypto/ecdh, crypto/ed25519 and
// crypto/subtle) through the byte-slice operation interfaces of naclcmp.
//
// Every type is a stateless zero-size value whose methods write into
// caller-supplied buffers of exact size. Arguments are checked before the
// standard library sees them: a wrong length or an output overlapping an
// input is an error naming the parameter, such as
// "stdlib: key: want 32 bytes, got 31", and nothing is written. Failed
// verifications are reported as false, not as errors.
package stdlib

import "runtime"

// Version returns the version of the Go toolchain that built the binary,
// which is the version of the standard library measured.
func Version() string { return runtime.Version() }
