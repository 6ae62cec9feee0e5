// Package jamesruan reaches libsodium through the third-party binding
// github.com/jamesruan/sodium instead of calling it directly, with the same
// method sets as package sodium (cref/sodium).
//
// Both packages link the same system libsodium, so any difference between
// them in the comparison matrix is the cost of the binding itself: that
// library returns freshly allocated results, wraps every key in a typed
// struct, and hashes through a hash.Hash. This package copies its results
// into the caller's buffers, which is the honest way to use it behind an
// allocation-free interface; the copies and allocations show in the
// benchmarks as the price of the binding.
//
// github.com/jamesruan/sodium panics on arguments of the wrong length and
// when libsodium returns an error. Every method here checks all lengths
// first and returns an error naming the parameter ("jamesruan: key: want 32
// bytes, got 31"); a panic the library still raises for valid lengths (a
// low-order X25519 point) is recovered and returned as an error.
//
// The binding covers Ed25519, secretbox, crypto_box without its
// precomputation interface, both IETF ChaCha20-Poly1305 AEADs, BLAKE2b
// (keyed and unkeyed), crypto_auth (HMAC-SHA-512-256), X25519 and the
// Ed25519 to X25519 key conversion. It has no SHA-2 hashes, stream
// ciphers, core functions, Poly1305 or crypto_verify; those are absent
// here rather than routed elsewhere.
//
// Initialisation order matters: github.com/jamesruan/sodium panics in its
// init function unless its sodium_init call is the first in the process.
// cref/sodium therefore initialises libsodium lazily, on first use, which
// always comes after every package init of a program that links this
// package.
package jamesruan

import (
	"runtime/debug"

	"github.com/naclcmp/naclcmp/cref/sodium"
)

// modulePath is the binding this package wraps.
const modulePath = "github.com/jamesruan/sodium"

// Version describes what this package measures: the libsodium linked at
// run time and the binding's module version from the build information,
// such as "libsodium 1.0.18, jamesruan/sodium v1.0.14".
func Version() string {
	return "libsodium " + sodium.Version() + ", jamesruan/sodium " + bindingVersion()
}

// bindingVersion returns the module version of the binding compiled into
// this program. Test binaries and binaries built without module support
// carry no dependency list; it then says "(version unknown)".
func bindingVersion() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return unknownVersion
	}
	return versionIn(info)
}

const unknownVersion = "(version unknown)"

// versionIn finds the binding's version in the build information,
// following a replace directive to the module actually built.
func versionIn(info *debug.BuildInfo) string {
	for _, m := range info.Deps {
		if m.Path != modulePath {
			continue
		}
		if m.Replace != nil {
			m = m.Replace
		}
		if m.Version == "" {
			return unknownVersion
		}
		return m.Version
	}
	return unknownVersion
}
