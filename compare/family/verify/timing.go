package verify

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// SecretCalls are the comparison (verify) family's calls that handle a secret, which
// every constant-time harness (compare/ct) checks for every operation its
// library has.
var SecretCalls = []string{"Equal"}

// Timing is the comparison (verify) family's call as the constant-time timing test
// runs it (family.Timed): dudect's comparison test: the secret equals the
// public string in the fixed class and is random in the other, so an early
// exit makes the random class faster.
func Timing(s matrix.Spec, o matrix.Equal) (family.Timed, bool) {
	pub := family.PublicBytes(s.In)
	a := family.NewSecrets(s.In, pub)
	return family.Timed{Call: "Equal", Secret: "compared string", Prepare: a.Prepare,
		Run: func(i int) error { _, err := o.Equal(a.Buf[i], pub); return err }}, true
}
