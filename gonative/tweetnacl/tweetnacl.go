// Package tweetnacl is a Go port of TweetNaCl 20140427, the 100-tweet C
// implementation of NaCl by Bernstein, van Gastel, Janssen, Lange,
// Schwabe and Smetsers, written in this repository line by line in the
// original's structure (the tweet_*.go files; tweet.go lists which file
// holds which original function and how the translation goes), and bound
// to the byte-slice operation interfaces of naclcmp, one file per
// operation family, with the same types and operations as the cgo binding
// of the C original, cref/tweetnacl.
//
// The port adds no check the original lacks, and this binding hides none
// of the original's leniency: X25519 and crypto_box_beforenm accept
// low-order points (the shared secret is then all zero), and Ed25519
// verification accepts a non-canonical S (S ≥ L) and non-canonical
// encodings of points. Comparison reports show those differences instead
// of faking errors.
//
// Every primitive is a zero-size struct whose methods match one operation
// interface of the comparison matrix:
//
//	var box tweetnacl.SecretBox
//	err := box.Seal(out, msg, nonce, key)
//
// Conventions:
//
//   - Every length is checked before the port sees it. A wrong length
//     returns an error naming the parameter ("go-tweetnacl: key: want 32
//     bytes, got 31") and writes nothing.
//   - Authentication failures are not errors: Verify, Equal and Open return
//     false, and a failed Open zeroes its output.
//   - The port keeps NaCl's zero-padded API: crypto_secretbox and
//     crypto_box take 32 zero bytes before the message and return 16 zero
//     bytes before the tag, and crypto_sign works on signed messages
//     sig‖msg. The methods take and return the combined format of
//     libsodium's _easy functions and golang.org/x/crypto/nacl
//     (tag‖ciphertext) and detached signatures, converting through pooled
//     scratch buffers (padding.go, scratch.go): each call copies its input
//     in and its output out, and zeroes the scratch space afterwards, but
//     allocates nothing once the pool holds a large enough buffer. Because
//     of that copy, those outputs may overlap their inputs.
package tweetnacl

// Version names the code: the TweetNaCl release the port follows.
func Version() string { return "TweetNaCl 20140427, ported to Go here" }
