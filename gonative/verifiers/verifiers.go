// Package verifiers adapts the Go Ed25519 verifiers that are worth setting
// beside the registry's implementations in the edge-case matrix, because
// each applies a different, documented set of validation rules:
//
//   - github.com/hdevalence/ed25519consensus: the ZIP-215 rules (cofactored
//     equation, non-canonical and small-order A and R accepted, S < L);
//   - github.com/oasisprotocol/curve25519-voi, in each of its verification
//     presets (default, crypto/ed25519-compatible, FIPS 186-5, ZIP-215);
//   - github.com/cloudflare/circl/sign/ed25519: cofactorless, strict decoding
//     of A.
//
// Every adapter has the method set of package matrix's Signature
// interface where the library can sign (Voi, Circl) and a Verify method
// alone where it cannot (Consensus). Lengths are checked before the library
// is called, which would otherwise panic, and errors name the parameter.
package verifiers

import (
	"crypto/ed25519"

	"github.com/naclcmp/naclcmp/gonative/internal/buildinfo"
	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// Sizes shared by every Ed25519 adapter: crypto/ed25519's, which every
// library here shares.
const (
	publicSize    = ed25519.PublicKeySize
	privateSize   = ed25519.PrivateKeySize
	seedSize      = ed25519.SeedSize
	signatureSize = ed25519.SignatureSize
)

// Info describes one verifier: a row of the edge-case matrix.
type Info struct {
	Name    string // short row label: "ed25519consensus", "voi-zip215", …
	Module  string // Go module path of the library
	Version string // module version linked into the binary
	Rules   string // the validation rules, in one line
	Verify  func(sig, msg, public []byte) (bool, error)
}

// All returns every verifier of this package, one per library and mode.
func All() []Info {
	out := []Info{{
		Name:    "ed25519consensus",
		Module:  consensusModule,
		Version: buildinfo.ModuleVersion(consensusModule),
		Rules:   "ZIP-215: cofactored, accepts small-order and non-canonical A and R, requires S < L",
		Verify:  Consensus{}.Verify,
	}}
	for _, m := range VoiModes() {
		out = append(out, Info{
			Name:    "voi-" + string(m),
			Module:  voiModule,
			Version: buildinfo.ModuleVersion(voiModule),
			Rules:   m.Rules(),
			Verify:  Voi{Mode: m}.Verify,
		})
	}
	out = append(out, Info{
		Name:    "circl",
		Module:  circlModule,
		Version: buildinfo.ModuleVersion(circlModule),
		Rules:   "cofactorless with byte comparison of R, rejects non-canonical A (y ≥ p or x = 0 with sign bit), requires S < L",
		Verify:  Circl{}.Verify,
	})
	return out
}

// checkVerify validates the arguments every Verify takes.
func checkVerify(sig, public []byte) error {
	c := argcheck.New("verifiers")
	c.VerifyArgs(sig, public, signatureSize, publicSize)
	return c.Err()
}

// checkKeyFromSeed validates the arguments of KeyFromSeed.
func checkKeyFromSeed(public, private, seed []byte) error {
	c := argcheck.New("verifiers")
	c.KeyFromSeedArgs(public, private, seed, publicSize, privateSize, seedSize)
	return c.Err()
}

// checkSign validates the arguments of Sign.
func checkSign(sig, msg, private []byte) error {
	c := argcheck.New("verifiers")
	c.SignArgs(sig, msg, private, signatureSize, privateSize)
	return c.Err()
}
