package scalarmult

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// SecretCalls are the X25519 family's calls that handle a secret, which
// every constant-time harness (compare/ct) checks for every operation its
// library has.
var SecretCalls = []string{"ScalarMult"}

// Timing is the X25519 family's call as the constant-time timing test
// runs it (family.Timed): ScalarMult of a fixed valid point by a secret
// scalar.
func Timing(s matrix.Spec, o matrix.ScalarMult) (family.Timed, bool) {
	out, point := make([]byte, s.Out), family.X25519Public()
	scalar := family.NewSecrets(s.Private, nil)
	return family.Timed{Call: "ScalarMult", Secret: "scalar", Prepare: scalar.Prepare,
		Run: func(i int) error { return o.ScalarMult(out, scalar.Buf[i], point) }}, true
}
