package js

import (
	"fmt"
	"time"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// MaxMessage is the longest message, box or stream a call sends to node:
// every byte travels as base64 in one JSON line, and node's strings stop
// near 512 MiB, so the limit leaves room for the expansion.
const MaxMessage = 64 << 20

// base is what every family type holds: the peer serving the operation
// and the operation's ID ("sign/ed25519").
type base struct {
	peer *Peer
	op   string
}

// checker starts the argument checks of one call; errors start with the
// implementation name ("js:tweetnacl: key: want 32 bytes, got 31").
func (b base) checker() argcheck.Checker { return argcheck.New(b.peer.name) }

// TimeInProcess has node repeat the single request that call makes n times
// and returns node's own measurement of the n calls (see
// [Peer.TimeInProcess]). Benchmarks use it so that the figures are the
// JavaScript operation's, not the pipe's.
func (b base) TimeInProcess(n int, call func() error) (time.Duration, error) {
	return b.peer.TimeInProcess(n, call)
}

// NewOp returns the family type serving operation id through p, with the
// sizes of that operation. The sizes restate the compare catalogue's,
// since this package must not import compare; a mismatch shows in the
// interop tests.
func NewOp(p *Peer, id string) (any, error) {
	b := base{peer: p, op: id}
	switch id {
	case "hash/sha256", "hash/blake2s":
		return Hash{b, 32}, nil
	case "hash/sha512", "hash/blake2b512":
		return Hash{b, 64}, nil
	case "mac/hmac-sha256":
		return MAC{b, 32, 0, -1}, nil
	case "mac/hmac-sha512":
		return MAC{b, 64, 0, -1}, nil
	case "mac/poly1305":
		return MAC{b, 16, 32, 32}, nil
	case "stream/xsalsa20":
		return Stream{b, 24, 32}, nil
	case "stream/salsa20":
		return Stream{b, 8, 32}, nil
	case "stream/chacha20-ietf":
		return Stream{b, 12, 32}, nil
	case "stream/aes128ctr":
		return Stream{b, 16, 16}, nil
	case "stream/aes256ctr":
		return Stream{b, 16, 32}, nil
	case "core/hsalsa20":
		return Core{b, 32}, nil
	case "secretbox/xsalsa20poly1305":
		return SecretBox{b}, nil
	case "box/curve25519xsalsa20poly1305":
		return Box{b}, nil
	case "scalarmult/x25519":
		return ScalarMult{b}, nil
	case "sign/ed25519":
		return Signature{base: b, keyFromSeed: true}, nil
	case "aead/chacha20poly1305-ietf":
		return AEAD{b, 12}, nil
	case "verify/verify16":
		return Equal{b, 16}, nil
	case "verify/verify32":
		return Equal{b, 32}, nil
	}
	return nil, fmt.Errorf("js: no family type for operation %q", id)
}
