package hash

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// SecretCalls are the hash family's calls that handle a secret, which
// every constant-time harness (compare/ct) checks for every operation its
// library has.
var SecretCalls = []string{"Hash"}

// Timing is the hash family's call as the constant-time timing test
// runs it (family.Timed): Hash, the message secret.
func Timing(s matrix.Spec, o matrix.Hash) (family.Timed, bool) {
	out, msg := make([]byte, s.Out), family.NewSecrets(family.TimingMsgLen, nil)
	return family.Timed{Call: "Hash", Secret: "message", Prepare: msg.Prepare,
		Run: func(i int) error { return o.Hash(out, msg.Buf[i]) }}, true
}
