package impls

import (
	"github.com/naclcmp/naclcmp/cref/tweetnacl"
	"github.com/naclcmp/naclcmp/matrix"
)

// The builders reach tweetnaclImpl through the record "tweetnacl" of
// internal/libraries (cBuilders, optional.go).
func init() { built["tweetnacl"] = tweetnaclImpl }

// tweetnaclImpl is TweetNaCl 20140427 compiled from the C source fetched
// by `make sources`; Source carries the SHA-256 of the files compiled.
func tweetnaclImpl() *matrix.Impl {
	return &matrix.Impl{
		Name:      "tweetnacl",
		Library:   "TweetNaCl",
		Language:  matrix.LangC,
		Version:   tweetnacl.Version(),
		Source:    tweetnacl.Source(),
		Ops:       tweetnacl.Ops(),
		Loops:     tweetnacl.Loops(),
		Algorithm: TweetNaCl,
		Notes: map[string]string{
			"secretbox/xsalsa20poly1305": "NaCl's zero-padded crypto_secretbox; the binding pads and unpads through a pooled scratch buffer " +
				"(two copies per call)",
			"box/curve25519xsalsa20poly1305": "NaCl's zero-padded crypto_box, padded by the binding; low-order peer keys not refused",
			"scalarmult/x25519":              "does not refuse low-order points (all-zero result, no error)",
			"sign/ed25519": "crypto_sign (signed messages) split by the binding; keys from a seed served as crypto_sign_keypair's " +
				"random bytes; accepts non-canonical S",
		},
	}
}

// TweetNaCl is the Algorithm of the implementations that follow TweetNaCl
// 20140427: the C original, the Go port and tweetnacl-js's nacl.js (not
// its main file, nacl-fast.js, which swaps in faster functions), one
// algorithm in three languages.
const TweetNaCl = "TweetNaCl 20140427"
