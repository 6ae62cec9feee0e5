// Package sodium binds libsodium (the system library, found through
// pkg-config) directly through cgo, one file per operation family, so that
// its primitives can be cross-checked and benchmarked beside native Go code.
//
// Every primitive is a zero-size struct whose methods match one operation
// interface of the comparison matrix, for example
//
//	var h sodium.SHA256
//	err := h.Hash(out, msg)
//
// Conventions:
//
//   - The caller supplies every output buffer at its exact size; methods
//     write into it and allocate nothing on success. Go byte slices are
//     passed to C directly, and state that libsodium keeps in a struct
//     (HMAC, keyed BLAKE2b verification) lives on the C stack.
//   - Every length is checked before any C call. A wrong length returns an
//     error naming the parameter ("sodium: key: want 32 bytes, got 31") and
//     writes nothing: libsodium aborts the process on some misuse, and a
//     crash in cgo takes the whole program down.
//   - Outputs must not overlap inputs. Where libsodium documents in-place
//     operation (stream XOR, secretbox and box) an output may start at the
//     same byte as the message; any other overlap is an error.
//   - Authentication failures are not errors: Verify, Equal and Open return
//     false, and a failed Open zeroes its output. Malformed arguments (a
//     tag or signature of the wrong length) return false and an error.
//
// libsodium is initialised (sodium_init) once, on the first call; Init
// reports the outcome, and a failure is returned by every method.
//
// # cgo directives
//
// The public-key calls (signatures, X25519, crypto_box with its key
// agreement, key conversion) are marked "#cgo noescape" and "#cgo
// nocallback": libsodium keeps no pointer after a call and never calls
// back into Go, so a caller's buffers may stay on its stack, where without
// the marks cgo forces every one onto the heap. The byte-oriented
// symmetric calls (hashes, MACs, stream ciphers, secretbox, AEADs, box
// after precomputation) are not marked: nocallback makes the runtime flag
// and unflag the goroutine around the call, about 1.5 ns, up to half a
// per cent of a 1 KiB Poly1305 or XSalsa20 call, while a public-key call
// takes microseconds. cgocheck costs these calls nothing: cgo checks only
// pointers to memory that holds pointers, and a byte buffer holds none.
//
// As with NaCl, nonces must never repeat under one key; this package only
// forwards them.
package sodium

/*
#cgo pkg-config: libsodium
#include <sodium.h>
*/
import "C"

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"

	_ "github.com/naclcmp/naclcmp/internal/cstack" // no C from the main thread on riscv64
)

// initialize calls sodium_init exactly once, on the first call of any
// method (or of Init), and remembers the outcome. A failure is returned by
// every method, so a library that could not initialise fails loudly on
// first use instead of silently running without its CPU-specific code.
//
// It runs on first use rather than in a package init function because
// github.com/jamesruan/sodium, which the matrix links into the same
// program, panics in its own init unless its sodium_init call is the first
// in the process (a second call returns 1, "already initialised"), and Go
// does not promise that its init runs before this package's. After a
// failure every call comes here and returns the same error.
var initialize = sync.OnceValue(func() error {
	// sodium_init returns 0 on success, 1 if another binding in the same
	// process initialised the library already, and -1 on failure.
	if C.sodium_init() < 0 {
		return errors.New("sodium: sodium_init failed")
	}
	if err := checkMessageLimits(); err != nil {
		return err
	}
	if err := checkPwhashLimits(); err != nil {
		return err
	}
	initialized.Store(true)
	return nil
})

// initialized is set once initialize has succeeded. Every method tests it
// (see begin) beside a cgo crossing of some twenty nanoseconds, so the
// common case is one atomic load that the compiler inlines, where calling
// the sync.OnceValue function costs an indirect call more.
var initialized atomic.Bool

// version caches sodium_version_string, which never changes at run time and
// needs no sodium_init.
var version = C.GoString(C.sodium_version_string())

// Init initialises libsodium if no method has done so yet and reports the
// outcome: nil on success, otherwise the error every method of this package
// returns.
func Init() error { return initialize() }

// Version returns the version of the libsodium linked at run time, such as
// "1.0.18".
func Version() string { return version }

// checkMessageLimits confirms that the limits this package enforces are
// no larger than the ones the linked libsodium reports, so an upgrade that
// lowers a limit is noticed instead of reaching sodium_misuse.
func checkMessageLimits() error {
	for _, l := range []struct {
		name      string
		ours, lib uint64
	}{
		{"crypto_stream_chacha20_ietf", maxChaCha20IETF, uint64(C.crypto_stream_chacha20_ietf_messagebytes_max())},
		{"crypto_aead_chacha20poly1305_ietf", maxAEADChaCha20IETF, uint64(C.crypto_aead_chacha20poly1305_ietf_messagebytes_max())},
		{"crypto_aead_xchacha20poly1305_ietf", maxAEADXChaCha20IETF, uint64(C.crypto_aead_xchacha20poly1305_ietf_messagebytes_max())},
		{"crypto_aead_aes256gcm", maxAEADAES256GCM, uint64(C.crypto_aead_aes256gcm_messagebytes_max())},
		{"crypto_secretbox", maxSecretBox, uint64(C.crypto_secretbox_xsalsa20poly1305_messagebytes_max())},
		{"crypto_box", maxBox, uint64(C.crypto_box_curve25519xsalsa20poly1305_messagebytes_max())},
		{"crypto_sign", maxSign, uint64(C.crypto_sign_ed25519_messagebytes_max())},
		{"crypto_secretstream_xchacha20poly1305", maxSecretStream, uint64(C.crypto_secretstream_xchacha20poly1305_messagebytes_max())},
	} {
		if l.ours > l.lib {
			return fmt.Errorf("sodium: %s: library allows %d message bytes, binding assumes %d", l.name, l.lib, l.ours)
		}
	}
	return nil
}
