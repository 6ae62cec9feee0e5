package cloop

import "unsafe"

// Sizes of the fixed buffers of Args.
const (
	KeySize     = 32 // a symmetric key, or the seed of a key pair
	NonceSize   = 24 // the longest nonce of the catalogue; shorter ones are its prefix
	PublicSize  = 32 // a public key
	PrivateSize = 64 // Ed25519's seed‖public; an X25519 scalar uses the first 32 bytes
)

// maxArgs bounds each length NewArgs takes: 1 GiB, an int on every
// platform, far beyond the lengths a loop is timed at.
const maxArgs = 1 << 30

// Args are the inputs and the output of a C loop, in C memory, so that the
// loop's argument struct may point to them (C memory must not hold Go
// pointers) and the binding's call is timed on the very same bytes: on
// buffers of its own one side could gain or lose by where they fall in
// memory (alignment, cache sets, 4 KiB aliasing), which is not the cost of
// cgo. The slices stay valid until Free.
type Args struct {
	Out     []byte // what the call writes
	Msg     []byte // the message
	AD      []byte // associated data, for AEADs
	Key     []byte // KeySize bytes
	Nonce   []byte // NonceSize bytes
	Public  []byte // PublicSize bytes
	Private []byte // PrivateSize bytes

	c   unsafe.Pointer // the naclcmp_loop_args handed to the loop
	mem unsafe.Pointer // the one allocation holding everything
}
