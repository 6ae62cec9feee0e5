package argcheck

import (
	"unsafe"

	"github.com/naclcmp/naclcmp/matrix"
)

// Fast paths. The family methods of families.go record the first failed
// check in parameter order, so that an error names the right parameter;
// that takes the Checker in memory and a call per family with five or
// more slices, and measured 7 to 11 ns per call with valid arguments: a
// third of a cgo crossing, and more than the 5 ns a binding may add to it.
//
// A binding therefore tests its arguments first with the functions below,
// and runs the method, which finds and names the failure, only when they
// say no. Each is small enough for the compiler to inline (cost ≤ 80,
// held by TestFastPathsInline): a call that is not inlined makes the
// binding keep its slices on the stack across it, and a single such call
// (an earlier SealOK that tested everything at once) measured 4 to 5 ns
// in the Go-side build, where the same tests inlined measure under 1 ns.
// So a family's fast path is a conjunction of these pieces, written out
// in the binding, which must be the one function between the interface
// method and the cgo call (one more layer passing five slices on costs
// under 1 ns; a loop over the slices, 5 ns):
//
//	Seal(ct, msg, ad, nonce, key)   SealLensOK(ct, msg, nonce, key, s) && Apart(ct, msg, ad) && Apart(ct, nonce, key)
//	Open(msg, ct, ad, nonce, key)   OpenLensOK(msg, ct, nonce, key, s) && Apart(msg, ct, ad) && Apart(msg, nonce, key)
//	XOR(out, in, nonce, key)        XORLensOK(out, in, nonce, key, s) && InPlaceOK(out, in) && Apart(out, nonce, key)
//	KeyStream(out, nonce, key)      KeyStreamLensOK(out, nonce, key, s) && Apart(out, nonce, key)
//	MAC(tag, msg, key)              (the tag's length, OutLenOK where it varies) && KeyLenOK(key, keyMin, keyMax) && Apart(tag, msg, key)
//	Verify(tag, msg, key)           (the tag's length, OutLenOK where it varies) && KeyLenOK(key, keyMin, keyMax)
//	Core(out, in, key, constant)    CoreLensOK(out, in, key, constant, …) && Apart(out, in, key) && Apart(out, constant, nil)
//	Pull(msg, in, ad)               len(msg) == len(in)-overhead && Apart(msg, in, ad)
//	Sign(sig, msg, private)         len(sig) == sigLen && len(private) == privateLen && Apart(sig, msg, private)
//	ScalarMult(out, scalar, point)  (the three lengths) && Apart(out, scalar, point)
//	PasswordHash(out, password, salt, secret, ad, cost)
//	                                PasswordHashLensOK(out, password, salt, secret, ad, maxOut, maxPassword) &&
//	                                Argon2CostOK(cost) && Apart(out, password, salt) && Apart(out, secret, ad)
//
// Each conjunction is true exactly when its method records no error:
// TestFastPaths holds each to its method on random layouts of the slices
// in one buffer. The argument tables of package internal/argtest, run
// against every binding, refuse a binding that leaves a piece out.

// Apart reports whether out overlaps neither a nor b, as Disjoint checks
// it: an empty slice, or nil, overlaps nothing. It is Overlap twice,
// written out so that it stays within the inlining budget: b's start
// minus out's, as an unsigned number, is below len(out) exactly when b
// starts inside out, and the same the other way round.
func Apart(out, a, b []byte) bool {
	o, n := addr(out), uintptr(len(out))
	return n == 0 || (addr(a)-o >= n || len(a) == 0) && o-addr(a) >= uintptr(len(a)) &&
		(addr(b)-o >= n || len(b) == 0) && o-addr(b) >= uintptr(len(b))
}

// InPlaceOK reports whether out, as long as in, is either apart from in
// or exactly in place (the same first byte), as InPlace checks it.
func InPlaceOK(out, in []byte) bool {
	return !Overlap(out, in) || unsafe.SliceData(out) == unsafe.SliceData(in)
}

// addr is b's first byte as a number.
func addr(b []byte) uintptr { return uintptr(unsafe.Pointer(unsafe.SliceData(b))) }

// SealLensOK reports whether SealArgs's length checks pass.
func SealLensOK(ct, msg, nonce, key []byte, s AEADSizes) bool {
	return uint64(len(msg)) <= s.MaxMsg && len(ct) == len(msg)+s.Tag &&
		len(nonce) == s.Nonce && len(key) == s.Key
}

// OpenLensOK reports whether OpenArgs's length checks pass.
func OpenLensOK(msg, ct, nonce, key []byte, s AEADSizes) bool {
	return uint64(len(ct)) <= s.MaxMsg+uint64(s.Tag) && len(msg) == len(ct)-s.Tag &&
		len(nonce) == s.Nonce && len(key) == s.Key
}

// XORLensOK reports whether XORArgs's length checks pass.
func XORLensOK(out, in, nonce, key []byte, s StreamSizes) bool {
	return uint64(len(in)) <= s.Max && len(out) == len(in) &&
		len(nonce) == s.Nonce && len(key) == s.Key
}

// KeyStreamLensOK reports whether KeyStreamArgs's length checks pass.
func KeyStreamLensOK(out, nonce, key []byte, s StreamSizes) bool {
	return uint64(len(out)) <= s.Max && len(nonce) == s.Nonce && len(key) == s.Key
}

// OutLenOK reports whether OutLen(name, b, size, lo, hi) passes: the
// length of a MAC's tag or a hash's output that the caller chooses.
func OutLenOK(b []byte, size, lo, hi int) bool {
	return lo <= len(b) && len(b) <= hi && (size == 0 || len(b) == size)
}

// KeyLenOK reports whether MACKeyArgs's key check passes: keyMin to
// keyMax bytes, any length when keyMax < 0.
func KeyLenOK(key []byte, keyMin, keyMax int) bool {
	return keyMax < 0 || keyMin <= len(key) && len(key) <= keyMax
}

// CoreLensOK reports whether CoreArgs's length checks pass.
func CoreLensOK(out, in, key, constant []byte, outLen, inLen, keyLen, constLen int) bool {
	return len(out) == outLen && len(in) == inLen && len(key) == keyLen && len(constant) == constLen
}

// PasswordHashLensOK reports whether PasswordHashArgs's length checks pass.
func PasswordHashLensOK(out, password, salt, secret, ad []byte, maxOut, maxPassword uint64) bool {
	return len(out) >= matrix.Argon2MinTag && uint64(len(out)) <= maxOut && uint64(len(password)) <= maxPassword &&
		uint64(len(salt)) <= matrix.Argon2MaxLen && uint64(len(secret)) <= matrix.Argon2MaxLen && uint64(len(ad)) <= matrix.Argon2MaxLen
}

// Argon2CostOK reports whether PasswordHashArgs's cost checks pass.
func Argon2CostOK(c matrix.Argon2Cost) bool {
	return 1 <= c.Passes && c.Passes <= matrix.Argon2MaxPasses && 1 <= c.Lanes && c.Lanes <= matrix.Argon2MaxLanes &&
		matrix.Argon2MemPerLane*c.Lanes <= c.MemoryKiB && c.MemoryKiB <= matrix.Argon2MaxMemory
}
