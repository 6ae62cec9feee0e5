package sign

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// SecretCalls are the signature family's calls that handle a secret,
// which every constant-time harness (compare/ct) checks for every
// operation its library has. Verify is absent: it has no secret input.
var SecretCalls = []string{"Sign"}

// Timing is the signature family's call as the constant-time timing test
// runs it (family.Timed): Sign of a public message under a secret private
// key, for schemes with 32-byte seeds and 64-byte private keys (none
// other is timed: false).
func Timing(s matrix.Spec, o matrix.Signature) (family.Timed, bool) {
	if s.Private != 64 || s.Seed != 32 {
		return family.Timed{}, false
	}
	sig, msg, priv := make([]byte, s.Sig), family.PublicBytes(family.TimingMsgLen), family.Ed25519Secrets()
	if s.Primitive != "ed25519" {
		// Other schemes have their own key derivation: keys come from the
		// implementation itself, outside the timed region.
		priv.Derive = func(dst, seed []byte) {
			pub := make([]byte, s.Public)
			_ = o.KeyFromSeed(pub, dst, seed)
		}
		priv.Derive(priv.Fixed, make([]byte, 32))
	}
	return family.Timed{Call: "Sign", Secret: "private key", Prepare: priv.Prepare,
		Run: func(i int) error { return o.Sign(sig, msg, priv.Buf[i]) }}, true
}
