package keyconv

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// SecretCalls are the key conversion family's calls that handle a secret, which
// every constant-time harness (compare/ct) checks for every operation its
// library has.
var SecretCalls = []string{"PrivateToX25519"}

// Timing is the key conversion family's call as the constant-time timing test
// runs it (family.Timed): PrivateToX25519 of a secret Ed25519 private key.
func Timing(s matrix.Spec, o matrix.KeyConversion) (family.Timed, bool) {
	out, priv := make([]byte, s.Out), family.Ed25519Secrets()
	return family.Timed{Call: "PrivateToX25519", Secret: "private key", Prepare: priv.Prepare,
		Run: func(i int) error { return o.PrivateToX25519(out, priv.Buf[i]) }}, true
}
