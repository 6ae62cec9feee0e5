package pwhash

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// SecretCalls are the password hash family's calls that handle a secret, which
// every constant-time harness (compare/ct) checks for every operation its
// library has.
var SecretCalls = []string{"PasswordHash"}

// Timing is the password hash family's call as the constant-time timing test
// runs it (family.Timed): Argon2 at its least memory, with three passes
// (libsodium's least for Argon2i): a few tens of microseconds a call. The
// password is the secret; salt and cost are public.
func Timing(s matrix.Spec, o matrix.PasswordHash) (family.Timed, bool) {
	out, salt, pw := make([]byte, s.Out), family.PublicBytes(s.Salt), family.NewSecrets(family.TimingMsgLen, nil)
	c := matrix.Argon2Cost{Passes: 3, MemoryKiB: matrix.Argon2MemPerLane, Lanes: 1}
	return family.Timed{Call: "PasswordHash", Secret: "password", Prepare: pw.Prepare,
		Run: func(i int) error { return o.PasswordHash(out, pw.Buf[i], salt, nil, nil, c) }}, true
}
