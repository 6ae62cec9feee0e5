// Package cloop measures what cgo costs: an empty C function to time the
// crossing alone, and timing loops written in C around a few libsodium
// functions, so that a report can set the throughput reached through a Go
// binding against the throughput of the same function called from C.
//
// Binding efficiency = throughput through cgo ÷ throughput of the C loop.
// A loop runs n calls inside one C call, so it pays the crossing once per
// batch; a binding pays it once per call. With a crossing of c ns and a
// call of t ns in C, efficiency is at best t / (t + c): at least 0.97 only
// for calls of 32 c or more. On an AMD EPYC (Zen 5) an empty call
// crossed in about 23 ns and a call doing real work in 25 to 60 ns, so a
// call must take roughly 0.75 to 2 µs: SHA-512 and signatures of 1 KiB
// do, secretbox of 1 KiB (1.7 µs) is at the edge, Poly1305 and XSalsa20
// of 1 KiB (0.3 and 0.5 µs) do not; the report says from which length
// each does.
//
// Each loop calls the very function the binding calls, from the same
// library, on buffers of the same lengths; only the loop is our code, so
// the compiler flags of this package do not touch the timed function.
//
// The C code in this package is our own; it links against the system
// libsodium (found through pkg-config), the same library the libsodium
// binding uses. Without cgo Available reports false and Loops is empty.
package cloop

// Runner performs n calls and returns the first failure.
type Runner func(n int) error

// Loop is one libsodium function timed in a C loop.
type Loop struct {
	// Function is the libsodium function the loop calls.
	Function string
	// Op and Call name the matching benchmark workload: the catalogue's
	// operation ID ("hash/sha512") and the call timed ("hash").
	Op, Call string

	newRunner func(msg, key, nonce []byte) (*Prepared, error)
}

// Prepared is a loop ready to time.
type Prepared struct {
	// Run performs n calls in one C call.
	Run Runner
	// Out is the output buffer every call writes (digest, tag, ciphertext
	// or signature), so that a test can check what the loop computes.
	Out []byte
}

// KeySize and NonceSize are the lengths New requires of key and nonce.
const (
	KeySize   = 32
	NonceSize = 24
)

// New prepares the loop over msg. key (32 bytes) is the secret key, or the
// seed of the signing key; nonce (24 bytes) is used by the functions that
// take one. Output buffers are allocated here, once.
func (l Loop) New(msg, key, nonce []byte) (*Prepared, error) {
	if len(key) != KeySize {
		return nil, sizeError("key", KeySize, len(key))
	}
	if len(nonce) != NonceSize {
		return nil, sizeError("nonce", NonceSize, len(nonce))
	}
	if l.newRunner == nil {
		return nil, errUnavailable
	}
	return l.newRunner(msg, key, nonce)
}
