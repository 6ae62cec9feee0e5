package sodium_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/cref/sodium"
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
)

// TestArgon2Vectors runs the published Argon2 vectors: libsodium's own
// tests must all pass; RFC 9106's (a secret, associated data, four lanes)
// and the reference implementation's (an 8-byte salt) need what
// crypto_pwhash lacks, and must say so rather than fail or pass.
func TestArgon2Vectors(t *testing.T) {
	for _, tc := range []struct {
		h                  matrix.PasswordHash
		file, op           string
		wantRan, wantLacks int
	}{
		{sodium.Argon2id{}, "libsodium-pwhash", "pwhash/argon2id", 7, 0},
		{sodium.Argon2i{}, "libsodium-pwhash", "pwhash/argon2i", 6, 0},
		{sodium.Argon2id{}, "rfc9106", "pwhash/argon2id", 0, 1},
		{sodium.Argon2i{}, "rfc9106", "pwhash/argon2i", 0, 1},
		{sodium.Argon2i{}, "argon2-ref-test", "pwhash/argon2i", 0, 2},
	} {
		ran, lacked := checktest.PasswordHashVectors(t, tc.h, tc.file, tc.op)
		if ran != tc.wantRan || lacked != tc.wantLacks {
			t.Errorf("%s %s: %d reproduced, %d lacking; want %d, %d", tc.file, tc.op, ran, lacked, tc.wantRan, tc.wantLacks)
		}
	}
}

// TestArgon2Unsupported checks that what RFC 9106 allows and libsodium
// cannot take is refused as unsupported, naming the parameter, and that
// Argon2i's three-pass minimum is Argon2i's only.
func TestArgon2Unsupported(t *testing.T) {
	c := matrix.Argon2Cost{Passes: 2, MemoryKiB: 8, Lanes: 1}
	salt := make([]byte, 16)
	if err := (sodium.Argon2id{}).PasswordHash(make([]byte, 16), nil, salt, nil, nil, c); err != nil {
		t.Errorf("Argon2id with 2 passes: %v", err)
	}
	err := (sodium.Argon2i{}).PasswordHash(make([]byte, 16), nil, salt, nil, nil, c)
	if !errors.Is(err, errors.ErrUnsupported) || !strings.HasPrefix(err.Error(), "sodium: passes: ") {
		t.Errorf("Argon2i with 2 passes: %v, want unsupported passes", err)
	}
}

// TestArgon2Limits refuses inputs past RFC 9106's 2^32 − 1 bytes in Go.
func TestArgon2Limits(t *testing.T) {
	argtest.PasswordHashLimits(t, "sodium", sodium.Argon2id{})
	argtest.PasswordHashLimits(t, "sodium", sodium.Argon2i{})
}
