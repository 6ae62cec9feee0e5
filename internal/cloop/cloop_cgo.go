//go:build cgo

package cloop

/*
#cgo pkg-config: libsodium
#include "cloop.h"
*/
import "C"

import (
	"errors"
	"math"
	"sync"
	"unsafe"

	_ "github.com/naclcmp/naclcmp/internal/cstack" // no C from the main thread on riscv64
)

// initSodium calls sodium_init on first use rather than in an init
// function: some bindings (github.com/jamesruan/sodium) panic when their
// own init finds libsodium already initialised, so this package must not
// initialise it first.
var initSodium = sync.OnceValue(func() error {
	// 0: initialised; 1: already initialised by another binding; -1: failed.
	if C.cloop_init() < 0 {
		return errors.New("cloop: sodium_init failed")
	}
	return nil
})

// Available reports whether the C loops are compiled in.
func Available() bool { return true }

// SodiumVersion is the version of the libsodium the loops are linked with.
func SodiumVersion() string { return C.GoString(C.cloop_sodium_version()) }

// Empty calls a C function that does nothing.
func Empty() { C.cloop_empty() }

// EmptyRunner makes n separate cgo calls of the empty function, the way a
// binding pays for each call.
func EmptyRunner(n int) error {
	for range n {
		C.cloop_empty()
	}
	return nil
}

// ptr returns a C pointer to b's first byte, or nil for an empty slice,
// which libsodium accepts together with a zero length.
func ptr(b []byte) *C.uchar {
	if len(b) == 0 {
		return nil
	}
	return (*C.uchar)(unsafe.Pointer(&b[0]))
}

// check validates the batch size before any C call.
func check(n int) error {
	if n < 0 || int64(n) > math.MaxInt32 {
		return errors.New("cloop: n: want 0 to 2^31-1 calls")
	}
	return initSodium()
}

// Loops lists the timing loops, in catalogue order.
func Loops() []Loop {
	return []Loop{
		{Function: "crypto_hash_sha512", Op: "hash/sha512", Call: "hash", newRunner: newHashSHA512},
		{Function: "crypto_onetimeauth_poly1305", Op: "mac/poly1305", Call: "mac", newRunner: newOneTimeAuth},
		{Function: "crypto_stream_xsalsa20_xor", Op: "stream/xsalsa20", Call: "xor", newRunner: newStreamXSalsa20},
		{Function: "crypto_secretbox_easy", Op: "secretbox/xsalsa20poly1305", Call: "seal", newRunner: newSecretBoxEasy},
		{Function: "crypto_sign_detached", Op: "sign/ed25519", Call: "sign", newRunner: newSignDetached},
	}
}

func newHashSHA512(msg, _, _ []byte) (*Prepared, error) {
	out := make([]byte, 64)
	run := func(n int) error {
		if err := check(n); err != nil {
			return err
		}
		if rc := C.cloop_hash_sha512(C.long(n), ptr(out), ptr(msg), C.ulonglong(len(msg))); rc != 0 {
			return callError("crypto_hash_sha512", int(rc))
		}
		return nil
	}
	return &Prepared{Run: run, Out: out}, nil
}

func newOneTimeAuth(msg, key, _ []byte) (*Prepared, error) {
	tag := make([]byte, 16)
	run := func(n int) error {
		if err := check(n); err != nil {
			return err
		}
		if rc := C.cloop_onetimeauth(C.long(n), ptr(tag), ptr(msg), C.ulonglong(len(msg)), ptr(key)); rc != 0 {
			return callError("crypto_onetimeauth_poly1305", int(rc))
		}
		return nil
	}
	return &Prepared{Run: run, Out: tag}, nil
}

func newStreamXSalsa20(msg, key, nonce []byte) (*Prepared, error) {
	out := make([]byte, len(msg))
	run := func(n int) error {
		if err := check(n); err != nil {
			return err
		}
		if rc := C.cloop_stream_xsalsa20_xor(C.long(n), ptr(out), ptr(msg), C.ulonglong(len(msg)), ptr(nonce), ptr(key)); rc != 0 {
			return callError("crypto_stream_xsalsa20_xor", int(rc))
		}
		return nil
	}
	return &Prepared{Run: run, Out: out}, nil
}

func newSecretBoxEasy(msg, key, nonce []byte) (*Prepared, error) {
	out := make([]byte, len(msg)+16)
	run := func(n int) error {
		if err := check(n); err != nil {
			return err
		}
		if rc := C.cloop_secretbox_easy(C.long(n), ptr(out), ptr(msg), C.ulonglong(len(msg)), ptr(nonce), ptr(key)); rc != 0 {
			return callError("crypto_secretbox_easy", int(rc))
		}
		return nil
	}
	return &Prepared{Run: run, Out: out}, nil
}

func newSignDetached(msg, seed, _ []byte) (*Prepared, error) {
	if err := initSodium(); err != nil {
		return nil, err
	}
	pk, sk, sig := make([]byte, 32), make([]byte, 64), make([]byte, 64)
	if rc := C.cloop_sign_keypair(ptr(pk), ptr(sk), ptr(seed)); rc != 0 {
		return nil, callError("crypto_sign_seed_keypair", int(rc))
	}
	run := func(n int) error {
		if err := check(n); err != nil {
			return err
		}
		if rc := C.cloop_sign_detached(C.long(n), ptr(sig), ptr(msg), C.ulonglong(len(msg)), ptr(sk)); rc != 0 {
			return callError("crypto_sign_detached", int(rc))
		}
		return nil
	}
	return &Prepared{Run: run, Out: sig}, nil
}
