package aead

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// SecretCalls are the aead family's calls that handle a secret, which
// every constant-time harness (compare/ct) checks for every operation its
// library has.
var SecretCalls = []string{"Seal", "Open"}

// Timing is the aead family's call as the constant-time timing test
// runs it (family.Timed): Seal, key and message secret, associated data and
// nonce public.
func Timing(s matrix.Spec, o matrix.AEAD) (family.Timed, bool) {
	ct, ad, nonce := make([]byte, family.TimingMsgLen+s.Overhead), family.PublicBytes(16), family.PublicBytes(s.Nonce)
	key, msg := family.NewSecrets(s.Key, nil), family.NewSecrets(family.TimingMsgLen, nil)
	return family.Timed{Call: "Seal", Secret: "key and message", Prepare: family.TwoSecrets(key, msg),
		Run: func(i int) error { return o.Seal(ct, msg.Buf[i], ad, nonce, key.Buf[i]) }}, true
}
