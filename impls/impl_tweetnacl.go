package impls

import (
	"github.com/naclcmp/naclcmp/cref/tweetnacl"
	"github.com/naclcmp/naclcmp/matrix"
)

// tweetnaclImpl is TweetNaCl 20140427 compiled from the C source fetched
// by `make sources`; Source carries the SHA-256 of the files compiled.
func tweetnaclImpl() *matrix.Impl {
	return &matrix.Impl{
		Name:     "tweetnacl",
		Library:  "TweetNaCl",
		Language: matrix.LangC,
		Version:  tweetnacl.Version(),
		Source:   tweetnacl.Source(),
		Ops: map[string]any{
			"hash/sha512":                    tweetnacl.SHA512{},
			"mac/poly1305":                   tweetnacl.Poly1305{},
			"stream/xsalsa20":                tweetnacl.XSalsa20{},
			"stream/salsa20":                 tweetnacl.Salsa20{},
			"core/salsa20":                   tweetnacl.Salsa20Core{},
			"core/hsalsa20":                  tweetnacl.HSalsa20{},
			"secretbox/xsalsa20poly1305":     tweetnacl.SecretBox{},
			"box/curve25519xsalsa20poly1305": tweetnacl.Box{},
			"scalarmult/x25519":              tweetnacl.X25519{},
			"sign/ed25519":                   tweetnacl.Ed25519{},
			"verify/verify16":                tweetnacl.Verify16{},
			"verify/verify32":                tweetnacl.Verify32{},
		},
		Notes: map[string]string{
			"secretbox/xsalsa20poly1305":     "NaCl's zero-padded crypto_secretbox; the binding pads and unpads through a pooled scratch buffer (two copies per call)",
			"box/curve25519xsalsa20poly1305": "NaCl's zero-padded crypto_box, padded by the binding; low-order peer keys not refused",
			"scalarmult/x25519":              "does not refuse low-order points (all-zero result, no error)",
			"sign/ed25519":                   "crypto_sign (signed messages) split by the binding; keys from a seed served as crypto_sign_keypair's random bytes; accepts non-canonical S",
		},
	}
}
