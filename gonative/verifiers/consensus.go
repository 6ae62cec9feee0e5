package verifiers

import (
	"crypto/ed25519"

	"github.com/hdevalence/ed25519consensus"
)

const consensusModule = "github.com/hdevalence/ed25519consensus"

// Consensus verifies with github.com/hdevalence/ed25519consensus, which
// implements the validation rules of ZIP-215. The library only verifies, so
// Consensus has no KeyFromSeed or Sign.
type Consensus struct{}

// Verify reports whether sig is a valid signature of msg under public by
// the ZIP-215 rules.
func (Consensus) Verify(sig, msg, public []byte) (bool, error) {
	if err := checkVerify(sig, public); err != nil {
		return false, err
	}
	return ed25519consensus.Verify(ed25519.PublicKey(public), msg, sig), nil
}
