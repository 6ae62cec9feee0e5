//go:build !naclcmp_no_argon2

package impls

import (
	"github.com/naclcmp/naclcmp/cref/argon2"
	"github.com/naclcmp/naclcmp/matrix"
)

// The builders reach argon2Impl through the record "libargon2" of internal/libraries
// (cBuilders, optional.go), which says why it is absent from builds that
// leave it out.
func init() { built["libargon2"] = argon2Impl }

// argon2Impl is libargon2, the reference implementation of Argon2 by its
// designers, from Debian's libargon2-dev, linked from a private copy of
// its static archive whose symbols `make argon2` prefixed (its initialize
// and blake2b_init are names libsodium, libb2 and wolfSSL define too). It
// is here for the part of RFC 9106 the others cannot take: a secret key,
// associated data and any number of lanes.
func argon2Impl() *matrix.Impl {
	const ctx = "argon2_ctx with an argon2_context, version 0x13: secret key, associated data and up to 2^24 − 1 lanes " +
		"(threads: one a lane, at most the number of CPUs); a salt under 8 bytes (ARGON2_MIN_SALT_LENGTH) refused as unsupported; " +
		"the m KiB allocated in C per call"
	return &matrix.Impl{
		Name:     "libargon2",
		Library:  "libargon2",
		Language: matrix.LangC,
		Version:  argon2.Version(),
		Source:   argon2.Source(),
		Ops:      argon2.Ops(),
		Loops:    argon2.Loops(),
		Notes: map[string]string{
			"pwhash/argon2id": "Argon2_id through " + ctx,
			"pwhash/argon2i":  "Argon2_i through " + ctx + "; one and two passes taken (libsodium refuses fewer than three)",
		},
	}
}
