package xcrypto_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/xcrypto"
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
)

// TestArgon2Vectors runs the published Argon2 vectors: libsodium's tests
// and the reference implementation's (an 8-byte salt, two lanes) must
// pass; RFC 9106's need a secret key and associated data, which
// x/crypto/argon2's API does not take, and must say so.
func TestArgon2Vectors(t *testing.T) {
	for _, tc := range []struct {
		h                  matrix.PasswordHash
		file, op           string
		wantRan, wantLacks int
	}{
		{xcrypto.Argon2id{}, "libsodium-pwhash", "pwhash/argon2id", 7, 0},
		{xcrypto.Argon2i{}, "libsodium-pwhash", "pwhash/argon2i", 6, 0},
		{xcrypto.Argon2i{}, "argon2-ref-test", "pwhash/argon2i", 2, 0},
		{xcrypto.Argon2id{}, "rfc9106", "pwhash/argon2id", 0, 1},
		{xcrypto.Argon2i{}, "rfc9106", "pwhash/argon2i", 0, 1},
	} {
		ran, lacked := checktest.PasswordHashVectors(t, tc.h, tc.file, tc.op)
		if ran != tc.wantRan || lacked != tc.wantLacks {
			t.Errorf("%s %s: %d reproduced, %d lacking; want %d, %d", tc.file, tc.op, ran, lacked, tc.wantRan, tc.wantLacks)
		}
	}
}

// TestArgon2Limits refuses inputs past RFC 9106's 2^32 − 1 bytes before
// x/crypto would truncate their lengths to 32 bits.
func TestArgon2Limits(t *testing.T) {
	argtest.PasswordHashLimits(t, "xcrypto", xcrypto.Argon2id{})
	argtest.PasswordHashLimits(t, "xcrypto", xcrypto.Argon2i{})
}

// TestArgon2Lanes checks that more lanes than x/crypto's uint8 threads
// can hold are refused as unsupported rather than truncated (256 lanes
// would reach x/crypto as 0, and 257 as 1).
func TestArgon2Lanes(t *testing.T) {
	for _, p := range []uint64{256, 257} {
		c := matrix.Argon2Cost{Passes: 1, MemoryKiB: 8 * p, Lanes: p}
		err := xcrypto.Argon2id{}.PasswordHash(make([]byte, 32), nil, nil, nil, nil, c)
		if !errors.Is(err, errors.ErrUnsupported) || !strings.HasPrefix(err.Error(), "xcrypto: lanes: ") {
			t.Errorf("%d lanes: %v, want unsupported lanes", p, err)
		}
	}
}
