package sodium_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/cref/sodium"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// TestSealedBox checks crypto_box_seal's verdicts with a key pair from
// crypto_box_seed_keypair: own boxes open, every seal has a new ephemeral
// key, forgeries are refused with the output wiped. The published vector
// (vectors/pynacl-sealedbox.json) runs in compare/kat over the registry.
func TestSealedBox(t *testing.T) {
	_, _, pub, priv := boxPair(t)
	argtest.SealedBoxOpens(t, sodium.SealedBox{}, pub, priv)
}
