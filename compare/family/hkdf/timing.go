package hkdf

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// secretLen is the length of the timed input keying material: a
// Diffie-Hellman shared secret's, the commonest input of HKDF.
const secretLen = 32

// SecretCalls are the hkdf family's calls that handle a secret, which
// every constant-time harness (compare/ct) checks for every operation its
// library has.
var SecretCalls = []string{"Key"}

// Timing is the hkdf family's call as the constant-time timing test
// runs it (family.Timed): Key, the whole derivation. The input keying
// material is the secret, secretLen bytes in both classes so that only its
// value differs. Salt (HashLen bytes, the catalogue's key length, as RFC
// 5869 recommends) and info are public; out is the catalogue's length, one
// block.
func Timing(s matrix.Spec, o matrix.HKDF) (family.Timed, bool) {
	out, salt, info := make([]byte, s.Out), family.PublicBytes(s.Key), family.PublicBytes(16)
	ikm := family.NewSecrets(secretLen, nil)
	return family.Timed{Call: "Key", Secret: "secret", Prepare: ikm.Prepare,
		Run: func(i int) error { return o.Key(out, ikm.Buf[i], salt, info) }}, true
}
