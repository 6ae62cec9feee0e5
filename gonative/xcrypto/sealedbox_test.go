package xcrypto_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/gonative/xcrypto"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// TestSealedBox checks the verdicts of SealAnonymous and OpenAnonymous
// with a key pair from the package's X25519; the published vector runs in
// compare/kat over the registry.
func TestSealedBox(t *testing.T) {
	priv, pub := seq(30, 32), make([]byte, 32)
	if err := (xcrypto.X25519{}).ScalarBaseMult(pub, priv); err != nil {
		t.Fatal(err)
	}
	argtest.SealedBoxOpens(t, xcrypto.SealedBox{}, pub, priv)
}
