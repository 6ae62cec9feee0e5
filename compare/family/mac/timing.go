package mac

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// SecretCalls are the mac family's calls that handle a secret, which
// every constant-time harness (compare/ct) checks for every operation its
// library has.
var SecretCalls = []string{"MAC", "Verify"}

// Timing is the mac family's call as the constant-time timing test
// runs it (family.Timed): MAC under a secret key of a public message.
func Timing(s matrix.Spec, o matrix.MAC) (family.Timed, bool) {
	out, key, msg := make([]byte, s.Out), family.NewSecrets(s.Key, nil), family.PublicBytes(family.TimingMsgLen)
	return family.Timed{Call: "MAC", Secret: "key", Prepare: key.Prepare,
		Run: func(i int) error { return o.MAC(out, msg, key.Buf[i]) }}, true
}
