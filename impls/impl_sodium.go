package impls

import (
	"slices"

	"github.com/naclcmp/naclcmp/cref/sodium"
	"github.com/naclcmp/naclcmp/cref/sodium/jamesruan"
	"github.com/naclcmp/naclcmp/matrix"
)

// The builders reach sodiumImpl and jamesruanImpl through the record
// "libsodium" of internal/libraries and its Wrappers (cBuilders,
// optional.go).
func init() {
	built["libsodium"] = sodiumImpl
	built["libsodium-jamesruan"] = jamesruanImpl
}

// sodiumImpl is the system libsodium called directly through cgo, with
// Go slices passed to C and no allocation per call.
func sodiumImpl() *matrix.Impl {
	return &matrix.Impl{
		Name:     "libsodium",
		Library:  "libsodium",
		Language: matrix.LangC,
		Version:  sodium.Version(),
		Source:   "Debian libsodium-dev (system library)",
		Roles:    []matrix.Role{matrix.RunsLibsodium},
		Ops:      sodium.Ops(),
		Loops:    sodium.Loops(),
		Notes: map[string]string{
			"mac/hmac-sha256":                      "crypto_auth_hmacsha256_init/update/final, so keys of any length work",
			"mac/hmac-sha512":                      "crypto_auth_hmacsha512_init/update/final, so keys of any length work",
			"stream/chacha20-ietf":                 "32-bit block counter: at most 256 GiB per nonce",
			"box/curve25519xsalsa20poly1305":       "refuses low-order peer keys (all-zero shared secret) on Seal and Precompute; Open reports false",
			"sealedbox/curve25519xsalsa20poly1305": "crypto_box_seal/_open; ephemeral key from randombytes; refuses low-order recipient keys on Seal",
			"scalarmult/x25519":                    "refuses low-order points (all-zero result)",
			"sign/ed25519":                         "rejects non-canonical S and small-order public keys and R",
			"keyconv/ed25519-x25519":               "refuses small-order and non-prime-order-subgroup public keys",
			"pwhash/argon2id": "crypto_pwhash (ALG_ARGON2ID13): one lane, 16-byte salt, tags of 16 bytes or more, no secret or " +
				"associated data; memory in bytes, m·1024",
			"pwhash/argon2i": "crypto_pwhash (ALG_ARGON2I13): as Argon2id, and at least 3 passes",
		},
	}
}

// jamesruanImpl is the same system libsodium reached through the
// third-party binding github.com/jamesruan/sodium: the difference from
// sodiumImpl is the cost of the binding (allocations, typed wrappers,
// copies into the caller's buffers).
func jamesruanImpl() *matrix.Impl {
	const via = "wraps the same libsodium as the libsodium implementation through github.com/jamesruan/sodium"
	return &matrix.Impl{
		Name:     "libsodium-jamesruan",
		Library:  "libsodium via github.com/jamesruan/sodium",
		Language: matrix.LangC,
		Version:  jamesruan.Version(),
		Source:   "Debian libsodium-dev (system library); Go module github.com/jamesruan/sodium, pinned by go.sum",
		Roles:    []matrix.Role{matrix.RunsLibsodium},
		Ops:      jamesruan.Ops(),
		Loops:    jamesruanLoops(),
		Notes: map[string]string{
			"hash/blake2b": via + "; hash.Hash API, allocates per call; its incremental hash frees its state in Sum, so it takes no " +
				"Write after a Sum (impls' TestHashStreamers holds this departure)",
			"mac/hmac-sha512256":         via + "; allocates per call",
			"mac/blake2b":                via + "; hash.Hash API, allocates per call",
			"secretbox/xsalsa20poly1305": via + "; allocates per call and copies into the caller's buffer",
			"sealedbox/curve25519xsalsa20poly1305": via + " (Bytes.SealedBox/SealedBoxOpen); allocates per call and copies into the caller's " +
				"buffer; a low-order recipient key makes the binding panic, recovered as an error",
			"scalarmult/x25519":              via + "; the binding panics on low-order points, recovered as an error",
			"sign/ed25519":                   via + "; allocates per call",
			"aead/chacha20poly1305-ietf":     via + "; allocates per call and copies into the caller's buffer",
			"aead/xchacha20poly1305-ietf":    via + "; allocates per call and copies into the caller's buffer",
			"keyconv/ed25519-x25519":         via + "; the binding drops the refusal code of pk_to_curve25519, detected from its all-zero result",
			"secretstream/xchacha20poly1305": via + "; io.Writer/io.Reader API, no explicit rekey, allocates per message",
		},
	}
}

// jamesruanLoops are libsodium's C loops of the functions that
// github.com/jamesruan/sodium calls for our calls (crypto_secretbox_easy,
// crypto_box_seal_open, crypto_sign_detached,
// crypto_aead_chacha20poly1305_ietf_encrypt, and
// crypto_secretstream_xchacha20poly1305_init_pull then _pull): what
// that binding adds beside them is its cost, a finding. Its X25519 calls
// crypto_scalarmult, not the function of libsodium's loop, so it has none.
func jamesruanLoops() []matrix.CLoop {
	same := []string{
		"secretbox/xsalsa20poly1305", "sealedbox/curve25519xsalsa20poly1305", "sign/ed25519",
		"aead/chacha20poly1305-ietf", "secretstream/xchacha20poly1305",
	}
	return slices.DeleteFunc(sodium.Loops(), func(l matrix.CLoop) bool { return !slices.Contains(same, l.Op) })
}
