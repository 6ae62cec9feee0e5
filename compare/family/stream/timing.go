package stream

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// SecretCalls are the stream family's calls that handle a secret, which
// every constant-time harness (compare/ct) checks for every operation its
// library has.
var SecretCalls = []string{"XOR"}

// Timing is the stream family's call as the constant-time timing test
// runs it (family.Timed): XOR under a secret key, nonce and input public.
func Timing(s matrix.Spec, o matrix.Stream) (family.Timed, bool) {
	out, in, nonce := make([]byte, family.TimingMsgLen), family.PublicBytes(family.TimingMsgLen), family.PublicBytes(s.Nonce)
	key := family.NewSecrets(s.Key, nil)
	return family.Timed{Call: "XOR", Secret: "key", Prepare: key.Prepare,
		Run: func(i int) error { return o.XOR(out, in, nonce, key.Buf[i]) }}, true
}
