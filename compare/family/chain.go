package family

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
)

// Chain is the running state of one transcript cell, the SHA-256 state the
// transcript engine (compare/transcript) digests: a family's Sequence draws
// every input from it and absorbs every output into it, so that one wrong
// byte anywhere changes every later input and the cell's digest. It lives
// here, not in the engine, because the sequences that feed it live in the
// family packages.
type Chain struct {
	state [32]byte
}

// ChainStart begins the chain of one cell from the transcript's version,
// its seed and the operation's ID: cells of different versions, seeds or
// operations never start alike. The version is the engine's
// (transcript.TranscriptVersion), passed in so that it has one home.
func ChainStart(version int, seed uint64, op string) *Chain {
	c := &Chain{}
	h := sha256.New()
	fmt.Fprintf(h, "naclcmp transcript v%d\x00%d\x00%s", version, seed, op)
	h.Sum(c.state[:0])
	return c
}

// State is the chain's state after the last absorb or draw: the cell's
// digest once its sequence has run.
func (c *Chain) State() [32]byte { return c.state }

// Absorb mixes outputs into the state: SHA-256(state ‖ len ‖ out ‖ …), the
// lengths as 8 little-endian bytes so that no two sequences collide.
func (c *Chain) Absorb(outs ...[]byte) {
	h := sha256.New()
	h.Write(c.state[:])
	var n [8]byte
	for _, b := range outs {
		binary.LittleEndian.PutUint64(n[:], uint64(len(b)))
		h.Write(n[:])
		h.Write(b)
	}
	h.Sum(c.state[:0])
}

// AbsorbBools absorbs verification outcomes as bytes 0 and 1.
func (c *Chain) AbsorbBools(bs ...bool) {
	b := make([]byte, len(bs))
	for i, v := range bs {
		if v {
			b[i] = 1
		}
	}
	c.Absorb(b)
}

// Draw returns fresh inputs of the given sizes, expanded from the state
// with ChaCha8 (whose output is defined byte for byte on every
// architecture), and moves the state on so that no two draws repeat.
func (c *Chain) Draw(sizes ...int) [][]byte {
	rng := rand.NewChaCha8(c.state)
	out := make([][]byte, len(sizes))
	for i, n := range sizes {
		out[i] = make([]byte, n)
		rng.Read(out[i])
	}
	c.Absorb([]byte("draw"))
	return out
}
