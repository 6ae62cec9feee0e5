package verifiers

import (
	"fmt"

	"github.com/oasisprotocol/curve25519-voi/primitives/ed25519"
)

const voiModule = "github.com/oasisprotocol/curve25519-voi"

// VoiMode names one of curve25519-voi's verification presets.
type VoiMode string

// The presets of curve25519-voi's primitives/ed25519 package.
const (
	VoiDefault VoiMode = "default" // VerifyOptionsDefault
	VoiStdLib  VoiMode = "stdlib"  // VerifyOptionsStdLib, documented as matching crypto/ed25519
	VoiFIPS    VoiMode = "fips"    // VerifyOptionsFIPS_186_5, also RFC 8032 cofactored
	VoiZIP215  VoiMode = "zip215"  // VerifyOptionsZIP_215
)

// VoiModes lists the presets in the order the matrix shows them.
func VoiModes() []VoiMode { return []VoiMode{VoiDefault, VoiStdLib, VoiFIPS, VoiZIP215} }

// Rules says in one line what the preset accepts.
func (m VoiMode) Rules() string {
	switch m {
	case VoiDefault:
		return "cofactored, rejects small-order A and non-canonical A and R, accepts small-order R, requires S < L"
	case VoiStdLib:
		return "cofactorless with byte comparison of R, accepts small-order A and R and non-canonical A, requires S < L"
	case VoiFIPS:
		return "FIPS 186-5 / RFC 8032: cofactored, accepts small-order A and R, rejects non-canonical A and R, requires S < L"
	case VoiZIP215:
		return "ZIP-215: cofactored, accepts small-order and non-canonical A and R, requires S < L"
	}
	return "unknown preset"
}

func (m VoiMode) options() (*ed25519.Options, error) {
	var v *ed25519.VerifyOptions
	switch m {
	case VoiDefault:
		v = ed25519.VerifyOptionsDefault
	case VoiStdLib:
		v = ed25519.VerifyOptionsStdLib
	case VoiFIPS:
		v = ed25519.VerifyOptionsFIPS_186_5
	case VoiZIP215:
		v = ed25519.VerifyOptionsZIP_215
	default:
		return nil, fmt.Errorf("verifiers: mode: unknown curve25519-voi preset %q", string(m))
	}
	return &ed25519.Options{Verify: v}, nil
}

// Voi is curve25519-voi's Ed25519 with one verification preset. Key
// derivation and signing do not depend on the preset.
type Voi struct {
	Mode VoiMode
}

// KeyFromSeed derives the 32-byte public key and the 64-byte private key
// (seed followed by public key) of the 32-byte seed.
func (Voi) KeyFromSeed(public, private, seed []byte) error {
	if err := checkKeyFromSeed(public, private, seed); err != nil {
		return err
	}
	priv := ed25519.NewKeyFromSeed(seed)
	copy(private, priv)
	copy(public, priv[seedSize:])
	return nil
}

// Sign writes the 64-byte signature of msg under private to sig.
func (Voi) Sign(sig, msg, private []byte) error {
	if err := checkSign(sig, msg, private); err != nil {
		return err
	}
	copy(sig, ed25519.Sign(ed25519.PrivateKey(private), msg))
	return nil
}

// Verify reports whether sig is a valid signature of msg under public by
// the preset's rules.
func (v Voi) Verify(sig, msg, public []byte) (bool, error) {
	opts, err := v.Mode.options()
	if err != nil {
		return false, err
	}
	if err := checkVerify(sig, public); err != nil {
		return false, err
	}
	return ed25519.VerifyWithOptions(ed25519.PublicKey(public), msg, sig, opts), nil
}
