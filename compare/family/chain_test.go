package family

import (
	"bytes"
	"testing"
)

// TestChainDeterministic: the same start and the same calls give the same
// draws and state, so that two runs (and two architectures) agree; another
// version, seed or operation starts elsewhere.
func TestChainDeterministic(t *testing.T) {
	run := func(version int, seed uint64, op string, out []byte) ([][]byte, [32]byte) {
		c := ChainStart(version, seed, op)
		in := c.Draw(3, 0, 40)
		c.Absorb(out)
		c.AbsorbBools(true, false)
		return append(in, c.Draw(16)...), c.State()
	}
	in, st := run(3, 1, "hash/sha256", []byte("out"))
	again, stAgain := run(3, 1, "hash/sha256", []byte("out"))
	if st != stAgain || len(in) != 4 || len(in[0]) != 3 || len(in[1]) != 0 || len(in[2]) != 40 {
		t.Fatalf("two identical runs: states %x %x, draws %d", st, stAgain, len(in))
	}
	for i := range in {
		if !bytes.Equal(in[i], again[i]) {
			t.Errorf("draw %d differs between identical runs", i)
		}
	}
	for _, other := range []struct {
		version int
		seed    uint64
		op      string
		out     []byte
	}{{4, 1, "hash/sha256", []byte("out")}, {3, 2, "hash/sha256", []byte("out")}, {3, 1, "hash/blake2b", []byte("out")}, {3, 1, "hash/sha256", []byte("ouT")}} {
		if _, s := run(other.version, other.seed, other.op, other.out); s == st {
			t.Errorf("%+v gives the same state as version 3 seed 1 hash/sha256", other)
		}
	}
}

// TestChainAbsorbLengths: the lengths enter the state, so that moving a
// byte from one output to the next changes it.
func TestChainAbsorbLengths(t *testing.T) {
	a, b := ChainStart(3, 1, "x"), ChainStart(3, 1, "x")
	a.Absorb([]byte("ab"), []byte("c"))
	b.Absorb([]byte("a"), []byte("bc"))
	if a.State() == b.State() {
		t.Error("absorbing ab|c and a|bc give the same state")
	}
}
