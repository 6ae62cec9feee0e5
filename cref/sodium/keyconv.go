package sodium

/*
#include <sodium.h>

// Public-key calls take microseconds: see "cgo directives" in sodium.go.
#cgo noescape crypto_sign_ed25519_pk_to_curve25519
#cgo nocallback crypto_sign_ed25519_pk_to_curve25519
#cgo noescape crypto_sign_ed25519_sk_to_curve25519
#cgo nocallback crypto_sign_ed25519_sk_to_curve25519

// The C loop of Ed25519X25519.PublicToX25519 for the benchmark (loops.go):
// the same call, n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_sodium_loop_ed25519_pk_to_x25519, crypto_sign_ed25519_pk_to_curve25519(a->out, a->pk))
*/
import "C"

import "errors"

// Ed25519X25519 converts Ed25519 keys to X25519 keys
// (crypto_sign_ed25519_pk_to_curve25519 and _sk_to_curve25519), so one key
// pair can both sign and take part in crypto_box.
type Ed25519X25519 struct{}

// PublicToX25519 writes the X25519 public key (Montgomery u = (1+y)/(1-y))
// of an Ed25519 public key to out. It fails for encodings that are not
// points, and for small-order points and points outside the prime-order
// subgroup, which libsodium refuses.
func (Ed25519X25519) PublicToX25519(out, edPublic []byte) error {
	c := begin()
	c.Size("out", out, C.crypto_scalarmult_curve25519_BYTES)
	c.Size("edPublic", edPublic, ed25519PublicBytes)
	c.Disjoint("out", out, "edPublic", edPublic)
	if err := c.Err(); err != nil {
		return err
	}
	// libsodium returns before writing when it refuses the key.
	if C.crypto_sign_ed25519_pk_to_curve25519(ptr(out), ptr(edPublic)) != 0 {
		return errors.New("sodium: edPublic: not a valid Ed25519 public key of the prime-order subgroup")
	}
	return nil
}

// PrivateToX25519 writes the X25519 private key of a 64-byte seed‖public
// Ed25519 private key to out: the clamped first half of SHA-512(seed).
func (Ed25519X25519) PrivateToX25519(out, edPrivate []byte) error {
	c := begin()
	c.Size("out", out, C.crypto_scalarmult_curve25519_SCALARBYTES)
	c.Size("edPrivate", edPrivate, ed25519PrivateBytes)
	c.Disjoint("out", out, "edPrivate", edPrivate)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.crypto_sign_ed25519_sk_to_curve25519(ptr(out), ptr(edPrivate)), "crypto_sign_ed25519_sk_to_curve25519")
}
