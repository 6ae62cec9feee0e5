package argon2_test

import (
	"bytes"
	"errors"
	"math"
	"os"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/cref/argon2"
	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/gonative/xcrypto"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
)

func TestVersion(t *testing.T) {
	if v := argon2.Version(); !strings.HasPrefix(v, "libargon2 20171227 (Debian libargon2-dev 0~20171227-") {
		t.Errorf("Version() = %q, want libargon2 20171227 with its Debian package", v)
	}
	if s := argon2.Source(); !strings.Contains(s, "libargon2.a sha256:") || !strings.HasSuffix(s, "naclcmp_libargon2_") {
		t.Errorf("Source() = %q, want the archive's SHA-256 and the prefix", s)
	}
}

// TestArgon2Vectors runs the published Argon2 vectors, every one of which
// libargon2 must reproduce: RFC 9106's, Section 5.3 (Argon2id) and
// Section 5.2 (Argon2i), with an 8-byte secret, 12 bytes of associated
// data and four lanes, which neither libsodium nor x/crypto can take;
// libsodium's tests (16-byte salts, one lane); and the reference
// implementation's own test.c cases (an 8-byte salt, the least libargon2
// takes, and two lanes).
func TestArgon2Vectors(t *testing.T) {
	for _, tc := range []struct {
		h        matrix.PasswordHash
		file, op string
		wantRan  int
	}{
		{argon2.Argon2id{}, "rfc9106", "pwhash/argon2id", 1},
		{argon2.Argon2i{}, "rfc9106", "pwhash/argon2i", 1},
		{argon2.Argon2id{}, "libsodium-pwhash", "pwhash/argon2id", 7},
		{argon2.Argon2i{}, "libsodium-pwhash", "pwhash/argon2i", 6},
		{argon2.Argon2i{}, "argon2-ref-test", "pwhash/argon2i", 2},
	} {
		ran, lacked := checktest.PasswordHashVectors(t, tc.h, tc.file, tc.op)
		if ran != tc.wantRan || lacked != 0 {
			t.Errorf("%s %s: %d reproduced, %d lacking; want %d, 0", tc.file, tc.op, ran, lacked, tc.wantRan)
		}
	}
}

// TestSecretAndAD checks that the secret key and the associated data
// reach libargon2: without them the tag is x/crypto's (which takes
// neither), at four lanes on libargon2's threads too, and one changed
// byte of either changes the tag.
func TestSecretAndAD(t *testing.T) {
	pw, salt, secret, ad := ctest.Seq(32, 1), ctest.Seq(16, 2), ctest.Seq(8, 3), ctest.Seq(12, 4)
	c := matrix.Argon2Cost{Passes: 2, MemoryKiB: 64, Lanes: 4}
	for _, tc := range []struct {
		name      string
		lib, xgo  matrix.PasswordHash
		tagLength int
	}{
		{"Argon2id", argon2.Argon2id{}, xcrypto.Argon2id{}, 32},
		{"Argon2i", argon2.Argon2i{}, xcrypto.Argon2i{}, 100}, // longer than one BLAKE2b output: H'
	} {
		plain, want := make([]byte, tc.tagLength), make([]byte, tc.tagLength)
		if err := tc.lib.PasswordHash(plain, pw, salt, nil, nil, c); err != nil {
			t.Fatal(err)
		}
		if err := tc.xgo.PasswordHash(want, pw, salt, nil, nil, c); err != nil {
			t.Fatal(err)
		}
		ctest.EqualHex(t, tc.name+" without secret or associated data", plain, want)
		keyed := make([]byte, tc.tagLength)
		if err := tc.lib.PasswordHash(keyed, pw, salt, secret, ad, c); err != nil {
			t.Fatal(err)
		}
		for _, in := range [][]byte{secret, ad} {
			in[0] ^= 1
			other := make([]byte, tc.tagLength)
			if err := tc.lib.PasswordHash(other, pw, salt, secret, ad, c); err != nil {
				t.Fatal(err)
			}
			in[0] ^= 1
			if bytes.Equal(other, keyed) || bytes.Equal(keyed, plain) {
				t.Errorf("%s: the tag does not depend on the secret and the associated data", tc.name)
			}
		}
	}
}

// TestUnsupported checks what RFC 9106 allows and libargon2 cannot take:
// a salt of fewer than 8 bytes is refused as unsupported, naming the
// salt, before anything is computed; 8 bytes are taken. Lanes, passes and
// tag lengths that libsodium or x/crypto refuse are all libargon2's.
func TestUnsupported(t *testing.T) {
	c := matrix.Argon2Cost{Passes: 1, MemoryKiB: 8, Lanes: 1}
	for _, h := range []matrix.PasswordHash{argon2.Argon2id{}, argon2.Argon2i{}} {
		for _, n := range []int{0, 7} {
			out := bytes.Repeat([]byte{0xaa}, 4)
			err := h.PasswordHash(out, []byte("pw"), make([]byte, n), nil, nil, c)
			if !errors.Is(err, errors.ErrUnsupported) || !strings.HasPrefix(err.Error(), "argon2: salt: ") {
				t.Errorf("%T with a %d-byte salt: %v, want unsupported salt", h, n, err)
			}
			if !bytes.Equal(out, bytes.Repeat([]byte{0xaa}, 4)) {
				t.Errorf("%T with a %d-byte salt wrote %x", h, n, out)
			}
		}
		// A 4-byte tag, one pass of Argon2i and 256 lanes (more than
		// x/crypto's uint8 threads): all RFC 9106 allows.
		for _, c := range []matrix.Argon2Cost{c, {Passes: 1, MemoryKiB: 8 * 256, Lanes: 256}} {
			if err := h.PasswordHash(make([]byte, 4), nil, make([]byte, 8), nil, nil, c); err != nil {
				t.Errorf("%T at %v: %v", h, c, err)
			}
		}
	}
}

// TestFailureWritesNothing makes argon2_ctx itself fail: 2^32 − 1 KiB
// (4 TiB), which RFC 9106 and a 64-bit libargon2 allow, is more than the
// system grants, so libargon2's allocation fails. The error names
// libargon2's message and out is left as it was. Only where the kernel
// refuses an allocation beyond its memory (vm.overcommit_memory 0 or 2):
// with 1 the allocation would succeed and the call fill 4 TiB.
func TestFailureWritesNothing(t *testing.T) {
	if math.MaxInt == math.MaxInt32 {
		t.Skip("a 32-bit libargon2 refuses 4 TiB as unsupported (ARGON2_MAX_MEMORY)")
	}
	if mode, err := os.ReadFile("/proc/sys/vm/overcommit_memory"); err != nil || strings.TrimSpace(string(mode)) == "1" {
		t.Skipf("the kernel may grant 4 TiB (overcommit_memory %q, %v)", mode, err)
	}
	out := bytes.Repeat([]byte{0xaa}, 32)
	c := matrix.Argon2Cost{Passes: 1, MemoryKiB: matrix.Argon2MaxMemory, Lanes: 1}
	err := argon2.Argon2id{}.PasswordHash(out, []byte("pw"), make([]byte, 16), nil, nil, c)
	if err == nil || errors.Is(err, errors.ErrUnsupported) || !strings.Contains(err.Error(), "Memory allocation error") {
		t.Errorf("4 TiB: %v, want libargon2's memory allocation error", err)
	}
	if !bytes.Equal(out, bytes.Repeat([]byte{0xaa}, 32)) {
		t.Errorf("a failed call wrote %x", out)
	}
}
