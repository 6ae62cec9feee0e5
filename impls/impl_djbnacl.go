//go:build !naclcmp_no_nacl

package impls

// The file is not called impl_nacl.go: Go reads a _nacl suffix as a build
// constraint for the retired GOOS nacl (Native Client) and would skip it.

import (
	"strings"

	"github.com/naclcmp/naclcmp/cref/nacl"
	"github.com/naclcmp/naclcmp/matrix"
)

// The builders reach naclImpl through the record "nacl" of internal/libraries
// (cBuilders, optional.go), which says why it is absent from builds that
// leave it out.
func init() { built["nacl"] = naclImpl }

// naclImpl is djb's NaCl 20110221 from Debian's libnacl-dev, linked from a
// private copy of its static archive whose symbols `make nacl` prefixed.
func naclImpl() *matrix.Impl {
	const copies = "NaCl's zero-padded format converted by the binding through a C buffer (two copies per call)"
	im := &matrix.Impl{
		Name:     "nacl",
		Library:  "NaCl",
		Language: matrix.LangC,
		Version:  nacl.Version(),
		Source:   nacl.Source(),
		Ops:      nacl.Ops(),
		Loops:    nacl.Loops(),
		Notes: map[string]string{
			"stream/salsa20": "amd64: salsa20_amd64_xmm6 assembly",
			"stream/aes128ctr": "bitsliced portable implementation; increments only the last 32 bits of the counter block, so inputs " +
				"whose counter would wrap are refused",
			"secretbox/xsalsa20poly1305":     copies,
			"box/curve25519xsalsa20poly1305": copies + "; low-order peer keys not refused",
			"scalarmult/x25519":              nacl.X25519Implementation() + "; does not refuse low-order points (all-zero result, no error)",
			"sign/edwards25519sha512batch": "NaCl's pre-Ed25519 crypto_sign, cross-checked against go-edwards25519's Go implementation of the " +
				"scheme; keys from a seed served as crypto_sign_keypair's random bytes; signed messages split into R ‖ S by the binding",
			"mac/hmac-sha512256": "crypto_auth; crypto_auth_hmacsha256 (32-byte keys only) is not registered as mac/hmac-sha256, which " +
				"takes keys of any length",
		},
	}
	// What differs by architecture, from what the archive holds.
	switch impl := nacl.X25519Implementation(); {
	case strings.HasSuffix(impl, "/donna_c64"):
		im.Notes["scalarmult/x25519"] += "; wrong results for public keys whose u (top bit cleared) lies within a few units of 2^255-19, canonical " +
			"or not (Wycheproof x25519 tcIds 31, 62, 75, 82, 84-87, 92-96, 153)"
	case strings.HasSuffix(impl, "/ref"):
		im.Notes["scalarmult/x25519"] += "; keeps bit 255 of u, which RFC 7748 Section 5 says to clear: points with it set give other results (RFC " +
			"7748 Section 5.2's second vector fails)"
	}
	if !nacl.HasAES128CTR() {
		// Debian's archive for this architecture lacks the primitive
		// (nacl.Ops leaves it out).
		delete(im.Notes, "stream/aes128ctr")
	}
	return im
}
