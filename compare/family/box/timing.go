package box

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// SecretCalls are the box family's calls that handle a secret, which
// every constant-time harness (compare/ct) checks for every operation its
// library has.
var SecretCalls = []string{"Seal", "Open"}

// Timing is the box family's call as the constant-time timing test
// runs it (family.Timed): Seal to a fixed valid public key, the private key
// and the message secret.
func Timing(s matrix.Spec, o matrix.Box) (family.Timed, bool) {
	box, nonce, peer := make([]byte, family.TimingMsgLen+s.Overhead), family.PublicBytes(s.Nonce), family.X25519Public()
	priv, msg := family.NewSecrets(s.Private, nil), family.NewSecrets(family.TimingMsgLen, nil)
	return family.Timed{Call: "Seal", Secret: "private key and message", Prepare: family.TwoSecrets(priv, msg),
		Run: func(i int) error { return o.Seal(box, msg.Buf[i], nonce, peer, priv.Buf[i]) }}, true
}
