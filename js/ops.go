package js

import (
	"fmt"
	"time"

	"github.com/naclcmp/naclcmp/internal/argcheck"
	"github.com/naclcmp/naclcmp/matrix"
)

// MaxMessage is the longest message, box or stream a call sends to node:
// every byte travels as base64 in one JSON line, and node's strings stop
// near 512 MiB, so the limit leaves room for the expansion.
const MaxMessage = 64 << 20

// base is what every family type holds: the peer serving the operation,
// the operation's ID ("sign/ed25519") and its entry of the catalogue,
// whose sizes the argument checks use.
type base struct {
	peer *Peer
	op   string
	spec matrix.Spec
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

// Timer returns a function that has node run batches of the single
// request call makes (see [Peer.Timer]): a benchmark's samples without
// call's own round trip, many to a request.
func (b base) Timer(call func() error) (func(n, m int) ([]time.Duration, error), error) {
	return b.peer.Timer(call)
}

// HostPID is the process ID of the peer (node, or browser.js with its
// browser below it), zero before it started: a benchmark lets it run while
// this implementation is timed and stops the other hosts.
func (b base) HostPID() int { return b.peer.pid() }

// StartHost starts the implementation's host and has it load the
// implementation, for a benchmark that starts every host before it times
// anything (bench.HostStarter).
func (b base) StartHost() error { return b.peer.Start() }

// ClockStep returns the step of the clock the peer times calls with when
// it is coarse, zero otherwise (see [Peer.ClockStep]).
func (b base) ClockStep() (time.Duration, error) { return b.peer.ClockStep() }

// NewOp returns the family type serving operation id through p. Its
// argument checks take every size from the operation's entry in the
// catalogue, the one statement of them.
func NewOp(p *Peer, id string) (any, error) {
	s, err := matrix.Lookup(id)
	if err != nil {
		return nil, fmt.Errorf("js: %w", err)
	}
	b := base{peer: p, op: id, spec: s}
	switch s.Family {
	case matrix.FamilyHash:
		return Hash{b}, nil
	case matrix.FamilyMAC:
		return MAC{b}, nil
	case matrix.FamilyStream:
		return Stream{b}, nil
	case matrix.FamilyCore:
		return Core{b}, nil
	case matrix.FamilySecretBox:
		return SecretBox{b}, nil
	case matrix.FamilyBox:
		return Box{b}, nil
	case matrix.FamilySealedBox:
		return SealedBox{b}, nil
	case matrix.FamilyScalarMult:
		return ScalarMult{b}, nil
	case matrix.FamilySignature:
		return Signature{base: b, keyFromSeed: true}, nil
	case matrix.FamilyAEAD:
		return AEAD{b}, nil
	case matrix.FamilyEqual:
		return Equal{b}, nil
	case matrix.FamilyKeyConversion:
		return KeyConversion{b}, nil
	case matrix.FamilySecretStream:
		return SecretStream{b}, nil
	case matrix.FamilyPasswordHash:
		// Takes all RFC 9106 allows until Discover sets the package's
		// limits (Entry.Argon2).
		return PasswordHash{base: b}, nil
	case matrix.FamilyHKDF:
		// Does all RFC 5869 allows until Discover sets the package's
		// limits (Entry.HKDF).
		return HKDF{base: b}, nil
	}
	return nil, fmt.Errorf("js: no family type for operation %q", id)
}
