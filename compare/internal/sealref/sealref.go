// Package sealref builds and opens sealed boxes in libsodium's
// crypto_box_seal format from an ephemeral private key the caller chooses,
// so that the checks can hand implementations sealed boxes that are the
// same on every run and every machine, and can open the sealed boxes an
// implementation makes without trusting that implementation's Open.
//
// The format, as libsodium documents it: the ephemeral public key, then
// crypto_box (tag ‖ ciphertext) of the message from the ephemeral private
// key to the recipient under the nonce BLAKE2b-192(ephemeral public ‖
// recipient public). The pieces are crypto/ecdh's X25519 for the ephemeral
// public key, x/crypto's blake2b for the nonce and x/crypto's nacl/box for
// the box: a construction from parts, used as input preparation for every
// implementation alike, never as an implementation under test.
package sealref

import (
	"crypto/ecdh"
	"fmt"

	"golang.org/x/crypto/blake2b"
	"golang.org/x/crypto/nacl/box"
)

// Overhead is the ephemeral public key and the tag.
const Overhead = 32 + box.Overhead

// NonceFunc derives a sealed box's nonce from the ephemeral and the
// recipient's public keys.
type NonceFunc func(ephemeralPublic, recipientPublic []byte) [24]byte

// Nonce is the nonce of libsodium's sealed boxes,
// BLAKE2b-192(ephemeralPublic ‖ recipientPublic), unkeyed.
func Nonce(ephemeralPublic, recipientPublic []byte) [24]byte {
	h, err := blake2b.New(24, nil)
	if err != nil {
		panic(err) // unreachable: 24 bytes is a valid BLAKE2b size without a key
	}
	h.Write(ephemeralPublic)
	h.Write(recipientPublic)
	var n [24]byte
	h.Sum(n[:0])
	return n
}

// Seal returns the sealed box of msg to recipientPublic under the
// ephemeral private key ephemeralPrivate, with the nonce nonce derives
// (Nonce for libsodium's format). Both keys are 32 bytes.
func Seal(msg, recipientPublic, ephemeralPrivate []byte, nonce NonceFunc) ([]byte, error) {
	if len(recipientPublic) != 32 {
		return nil, fmt.Errorf("sealref: recipient public key: want 32 bytes, got %d", len(recipientPublic))
	}
	k, err := ecdh.X25519().NewPrivateKey(ephemeralPrivate)
	if err != nil {
		return nil, fmt.Errorf("sealref: ephemeral private key: %w", err)
	}
	epk := k.PublicKey().Bytes()
	n := nonce(epk, recipientPublic)
	out := make([]byte, 0, len(msg)+Overhead)
	out = append(out, epk...)
	return box.Seal(out, msg, &n, (*[32]byte)(recipientPublic), (*[32]byte)(ephemeralPrivate)), nil
}

// Open opens a sealed box with the recipient's key pair, under the nonce
// nonce derives, and reports whether it is authentic.
func Open(sealed, public, private []byte, nonce NonceFunc) ([]byte, bool) {
	if len(sealed) < Overhead || len(public) != 32 || len(private) != 32 {
		return nil, false
	}
	epk := sealed[:32]
	n := nonce(epk, public)
	return box.Open(nil, sealed[32:], &n, (*[32]byte)(epk), (*[32]byte)(private))
}
