package argcheck

import "unsafe"

// Fast paths. The family methods of families.go record the first failed
// check in parameter order, so that an error names the right parameter;
// that takes the Checker in memory and a call per family with five or
// more slices, most of them passed on the stack, and measured 7 to 11 ns
// per call with valid arguments: a third of a cgo crossing, and more than
// the 5 ns a binding may add to it. Each function below tests the same
// conditions as one method, as a leaf function of comparisons that
// records nothing, in 3 to 5 ns. A binding tests it first and runs the
// method, which finds and names the failure, only when it is false:
//
//	if !argcheck.SealOK(ct, msg, ad, nonce, key, sizes) {
//		c.SealArgs(ct, msg, ad, nonce, key, sizes)
//	}
//
// TestFastPaths holds each to its method: on random layouts of the slices
// in one buffer, OK is true exactly when the method records no error.
// The families whose calls take microseconds (signatures, scalar
// multiplication, password hashing) have no fast path: a few ns are below
// what their timing resolves.

// SealOK reports whether SealArgs(ct, msg, ad, nonce, key, s) passes.
func SealOK(ct, msg, ad, nonce, key []byte, s AEADSizes) bool {
	return uint64(len(msg)) <= s.MaxMsg && len(ct) == len(msg)+s.Tag &&
		len(nonce) == s.Nonce && len(key) == s.Key &&
		!Overlap(ct, msg) && !Overlap(ct, ad) && !Overlap(ct, nonce) && !Overlap(ct, key)
}

// OpenOK reports whether OpenArgs(msg, ct, ad, nonce, key, s) passes.
func OpenOK(msg, ct, ad, nonce, key []byte, s AEADSizes) bool {
	return uint64(len(ct)) <= s.MaxMsg+uint64(s.Tag) && len(msg) == len(ct)-s.Tag &&
		len(nonce) == s.Nonce && len(key) == s.Key &&
		!Overlap(msg, ct) && !Overlap(msg, ad) && !Overlap(msg, nonce) && !Overlap(msg, key)
}

// XOROK reports whether XORArgs(out, in, nonce, key, s) passes.
func XOROK(out, in, nonce, key []byte, s StreamSizes) bool {
	return uint64(len(in)) <= s.Max && len(out) == len(in) &&
		len(nonce) == s.Nonce && len(key) == s.Key &&
		(!Overlap(out, in) || unsafe.SliceData(out) == unsafe.SliceData(in)) && !Overlap(out, nonce) && !Overlap(out, key)
}

// KeyStreamOK reports whether KeyStreamArgs(out, nonce, key, s) passes.
func KeyStreamOK(out, nonce, key []byte, s StreamSizes) bool {
	return uint64(len(out)) <= s.Max && len(nonce) == s.Nonce && len(key) == s.Key &&
		!Overlap(out, nonce) && !Overlap(out, key)
}

// MACKeyOK reports whether MACKeyArgs(writing, tag, msg, key, keyMin,
// keyMax) passes.
func MACKeyOK(writing bool, tag, msg, key []byte, keyMin, keyMax int) bool {
	return (keyMax < 0 || keyMin <= len(key) && len(key) <= keyMax) &&
		(!writing || !Overlap(tag, msg) && !Overlap(tag, key))
}

// CoreOK reports whether CoreArgs(out, in, key, constant, outLen, inLen,
// keyLen, constLen) passes.
func CoreOK(out, in, key, constant []byte, outLen, inLen, keyLen, constLen int) bool {
	return len(out) == outLen && len(in) == inLen && len(key) == keyLen && len(constant) == constLen &&
		!Overlap(out, in) && !Overlap(out, key) && !Overlap(out, constant)
}

// PullOK reports whether PullArgs(msg, in, ad, overhead) passes.
func PullOK(msg, in, ad []byte, overhead int) bool {
	return len(msg) == len(in)-overhead && !Overlap(msg, in) && !Overlap(msg, ad)
}
