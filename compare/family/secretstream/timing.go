package secretstream

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// SecretCalls are the secretstream family's calls that handle a secret, which
// every constant-time harness (compare/ct) checks for every operation its
// library has.
var SecretCalls = []string{"Push", "Pull"}

// Timing is the secretstream family's call as the constant-time timing test
// runs it (family.Timed): a stream per call: its start (init_push's
// HChaCha20 of the key) and its first message both handle the key.
func Timing(s matrix.Spec, o matrix.SecretStream) (family.Timed, bool) {
	out, header := make([]byte, family.TimingMsgLen+s.Overhead), make([]byte, s.Header)
	key, msg := family.NewSecrets(s.Key, nil), family.NewSecrets(family.TimingMsgLen, nil)
	return family.Timed{Call: "Push", Secret: "key and message", Prepare: family.TwoSecrets(key, msg),
		Run: func(i int) error {
			p, err := o.NewPush(header, key.Buf[i])
			if err != nil {
				return err
			}
			return p.Push(out, msg.Buf[i], nil, matrix.SecretStreamMessage)
		}}, true
}
