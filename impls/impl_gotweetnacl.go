package impls

import (
	gotweetnacl "github.com/naclcmp/naclcmp/gonative/tweetnacl"
	"github.com/naclcmp/naclcmp/matrix"
)

// goTweetnaclImpl is the Go port of TweetNaCl 20140427 written in this
// repository (gonative/tweetnacl), line by line in the original's
// structure, beside the C original (tweetnaclImpl): the same operations,
// the same padded API reached the same way, and the same leniency.
func goTweetnaclImpl() *matrix.Impl {
	return &matrix.Impl{
		Name:      "go-tweetnacl",
		Library:   "TweetNaCl (Go port)",
		Language:  matrix.LangGo,
		Version:   gotweetnacl.Version(),
		Source:    "github.com/naclcmp/naclcmp/gonative/tweetnacl: tweetnacl.c ported to Go in this repository (tweet_*.go)",
		Ops:       gotweetnacl.Ops(),
		Algorithm: TweetNaCl,
		Notes: map[string]string{
			"secretbox/xsalsa20poly1305": "NaCl's zero-padded crypto_secretbox, as ported; the binding pads and unpads through a pooled scratch " +
				"buffer (two copies per call)",
			"box/curve25519xsalsa20poly1305": "NaCl's zero-padded crypto_box, padded by the binding; low-order peer keys not refused",
			"scalarmult/x25519":              "does not refuse low-order points (all-zero result, no error), as the original",
			"sign/ed25519": "crypto_sign (signed messages) split by the binding; keys from a seed by crypto_sign_keypair with the " +
				"seed as its random bytes; accepts non-canonical S, as the original",
		},
	}
}
