package transcript

import (
	"bytes"

	"github.com/naclcmp/naclcmp/compare/internal/tamper"
	"github.com/naclcmp/naclcmp/matrix"
)

// The transcript's sequences of the symmetric families, each keyed by
// nothing or by a secret key alone: hash, MAC, stream, core, constant-time
// equality and password hash (see transcript_seq.go for what a sequence
// does).

func transcriptHash(s matrix.Spec, op any, c *chain, steps int) error {
	h := op.(matrix.Hash)
	for i := range steps {
		in := c.draw(transcriptLen(i))
		out := make([]byte, stepOut(s, i))
		if err := h.Hash(out, in[0]); err != nil {
			return stepErr(i, "hash", err)
		}
		c.absorb(out)
	}
	return nil
}

func transcriptMAC(s matrix.Spec, op any, c *chain, steps int) error {
	m := op.(matrix.MAC)
	for i := range steps {
		in := c.draw(transcriptLen(i), stepKey(s, i))
		msg, key := in[0], in[1]
		tag := make([]byte, stepOut(s, i))
		if err := m.MAC(tag, msg, key); err != nil {
			return stepErr(i, "mac", err)
		}
		ok, err := m.Verify(tag, msg, key)
		if err != nil {
			return stepErr(i, "verify", err)
		}
		bad, err := m.Verify(tamper.Flip(tag, i%len(tag)), msg, key)
		if err != nil {
			return stepErr(i, "verify", err)
		}
		if !ok || bad {
			return broken(i, "verify: own tag accepted %v, tag with a flipped bit accepted %v", ok, bad)
		}
		c.absorb(tag)
		c.absorbBools(ok, bad)
	}
	return nil
}

func transcriptStream(s matrix.Spec, op any, c *chain, steps int) error {
	st := op.(matrix.Stream)
	for i := range steps {
		n := transcriptLen(i)
		in := c.draw(s.Key, s.Nonce, n)
		key, nonce, msg := in[0], in[1], in[2]
		ks, ct := make([]byte, n), make([]byte, n)
		if err := st.KeyStream(ks, nonce, key); err != nil {
			return stepErr(i, "keystream", err)
		}
		if err := st.XOR(ct, msg, nonce, key); err != nil {
			return stepErr(i, "xor", err)
		}
		for j := range ct {
			if ct[j] != msg[j]^ks[j] {
				return broken(i, "xor: byte %d is not message ⊕ keystream", j)
			}
		}
		c.absorb(ks, ct)
	}
	return nil
}

func transcriptCore(s matrix.Spec, op any, c *chain, steps int) error {
	co := op.(matrix.Core)
	for i := range steps {
		in := c.draw(s.In, s.Key)
		out := make([]byte, s.Out)
		if err := co.Core(out, in[0], in[1], []byte(matrix.Sigma)); err != nil {
			return stepErr(i, "core", err)
		}
		c.absorb(out)
	}
	return nil
}

func transcriptEqual(s matrix.Spec, op any, c *chain, steps int) error {
	e := op.(matrix.Equal)
	for i := range steps {
		a := c.draw(s.In)[0]
		same, err := e.Equal(a, bytes.Clone(a))
		if err != nil {
			return stepErr(i, "equal", err)
		}
		differ, err := e.Equal(a, tamper.Flip(a, i%len(a)))
		if err != nil {
			return stepErr(i, "equal", err)
		}
		if !same || differ {
			return broken(i, "equal: equal strings %v, strings one bit apart %v", same, differ)
		}
		c.absorbBools(same, differ)
	}
	return nil
}

// transcriptPasswordHash hashes a password of growing length, from one
// byte, at a cost that cycles through 8, 16, 32 and 64 KiB and three or
// four passes, with tags of 16 to 127 bytes (past 64, Argon2's H' chains
// BLAKE2b calls). It keeps to what every Argon2 implementation takes (a
// password of one byte or more, one lane, a 16-byte salt, three passes
// or more, no secret or associated data), so that
// every implementation has a digest to compare, and to small memory: the
// transcript runs under emulation on every architecture. Its own promise
// is that the tag depends on the passes: the step hashes again with one
// pass more, which must give another tag.
func transcriptPasswordHash(s matrix.Spec, op any, c *chain, steps int) error {
	h := op.(matrix.PasswordHash)
	for i := range steps {
		in := c.draw(1+transcriptLen(i), s.Salt)
		password, salt := in[0], in[1]
		cost := matrix.Argon2Cost{Passes: 3 + uint64(i%2), MemoryKiB: 8 << (i % 4), Lanes: 1}
		tag := make([]byte, 16+i*37%112)
		if err := h.PasswordHash(tag, password, salt, nil, nil, cost); err != nil {
			return stepErr(i, "hash "+cost.String(), err)
		}
		more := cost
		more.Passes++
		other := make([]byte, len(tag))
		if err := h.PasswordHash(other, password, salt, nil, nil, more); err != nil {
			return stepErr(i, "hash "+more.String(), err)
		}
		if bytes.Equal(tag, other) {
			return broken(i, "the tag with %d passes equals the tag with %d", more.Passes, cost.Passes)
		}
		c.absorb(tag, other)
	}
	return nil
}
