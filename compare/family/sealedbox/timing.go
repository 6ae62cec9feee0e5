package sealedbox

import (
	"crypto/ecdh"
	"errors"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// SecretCalls are the sealed box family's calls that handle a secret,
// which every constant-time harness (compare/ct) checks for every
// operation its library has.
var SecretCalls = []string{"Seal", "Open"}

// Timing is the sealed box family's call as the constant-time timing test
// runs it (family.Timed): Open, the call that holds the recipient's
// long-term private key (Seal's ephemeral key is drawn inside the
// implementation, out of the harness's reach). Each slot's box is sealed,
// outside the timed region, to the public key of that slot's private key,
// so that every timed Open authenticates and decrypts in full.
func Timing(s matrix.Spec, o matrix.SealedBox) (family.Timed, bool) {
	msgLen := family.TimingMsgLen
	msg, out, priv := family.PublicBytes(msgLen), make([]byte, msgLen), family.NewSecrets(s.Private, nil)
	pubs, boxes := make([][]byte, family.TimingSlots), make([][]byte, family.TimingSlots)
	for i := range boxes {
		pubs[i], boxes[i] = make([]byte, s.Public), make([]byte, msgLen+s.Overhead)
	}
	sealErr := make([]error, family.TimingSlots)
	prepare := func(i, class int) {
		priv.Prepare(i, class)
		k, err := ecdh.X25519().NewPrivateKey(priv.Buf[i])
		if err == nil {
			copy(pubs[i], k.PublicKey().Bytes())
			err = o.Seal(boxes[i], msg, pubs[i])
		}
		sealErr[i] = err
	}
	return family.Timed{Call: "Open", Secret: "private key (and so the plaintext)", Prepare: prepare,
		Run: func(i int) error {
			if sealErr[i] != nil {
				return fmt.Errorf("sealing the box to open: %w", sealErr[i])
			}
			ok, err := o.Open(out, boxes[i], pubs[i], priv.Buf[i])
			if err == nil && !ok {
				err = errors.New("refused a box sealed to its key: the refusal path would be timed")
			}
			return err
		}}, true
}
