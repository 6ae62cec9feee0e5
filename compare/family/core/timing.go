package core

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// SecretCalls are the core family's calls that handle a secret, which
// every constant-time harness (compare/ct) checks for every operation its
// library has.
var SecretCalls = []string{"Core"}

// Timing is the core family's call as the constant-time timing test
// runs it (family.Timed): Core under a secret key, with a public input and the
// "expand 32-byte k" constant.
func Timing(s matrix.Spec, o matrix.Core) (family.Timed, bool) {
	out, in, c := make([]byte, s.Out), family.PublicBytes(s.In), []byte("expand 32-byte k")
	key := family.NewSecrets(s.Key, nil)
	return family.Timed{Call: "Core", Secret: "key", Prepare: key.Prepare,
		Run: func(i int) error { return o.Core(out, in, key.Buf[i], c) }}, true
}
