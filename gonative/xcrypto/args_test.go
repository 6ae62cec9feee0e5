package xcrypto_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/gonative/xcrypto"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

func TestArguments(t *testing.T) {
	calls := families.Ops(xcrypto.Ops()).
		// x/crypto's keyed BLAKE2b takes keys of 1 to 64 bytes, more than
		// the catalogue requires.
		Accepting("BLAKE2bMAC", "key", 1, 64).
		// x/crypto's curve25519 refuses low-order points: the product is
		// all zero.
		Refusing("X25519", "point", argtest.LowOrderPoints...)
	// x/crypto/argon2 takes no secret or associated data, and at most 255
	// lanes (its threads are a uint8): unsupported, naming the parameter.
	for _, alg := range []string{"Argon2id", "Argon2i"} {
		calls = calls.RefusingLengths(alg, "secret", 8).RefusingLengths(alg, "ad", 12).
			Refusing(alg, "lanes", argtest.Uint64(256))
	}
	// Tags from RFC 9106's 4 bytes on, salts of any length.
	calls = append(calls, families.Op("Argon2id/out=4", "pwhash/argon2id", xcrypto.Argon2id{}).WithLength("Argon2id/out=4", "out", 4)...)
	calls = append(calls, families.Op("Argon2i/salt=0", "pwhash/argon2i", xcrypto.Argon2i{}).WithLength("Argon2i/salt=0", "salt", 0)...)
	// BLAKE2b and keyed BLAKE2b at other lengths than the default.
	calls = append(calls, families.Op("BLAKE2b/out=16", "hash/blake2b", xcrypto.BLAKE2b{}).WithLength("BLAKE2b/out=16", "out", 16)...)
	calls = append(calls, families.Op("BLAKE2b/out=33", "hash/blake2b", xcrypto.BLAKE2b{}).WithLength("BLAKE2b/out=33", "out", 33)...)
	calls = append(calls, families.Op("BLAKE2bMAC/tag=16", "mac/blake2b", xcrypto.BLAKE2bMAC{}).
		Accepting("BLAKE2bMAC/tag=16", "key", 1, 64).
		WithLength("BLAKE2bMAC/tag=16", "tag", 16).
		WithLength("BLAKE2bMAC/tag=16", "key", 1)...)
	argtest.Run(t, "xcrypto", calls...)
}
