package impls

import (
	"bytes"
	"testing"

	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
)

// TestHashStreamers checks every incremental hash of the registry against
// its implementation's one-shot Hash, over a message written in uneven
// chunks, at every output length the catalogue checks; and that an outLen
// outside the operation's range is refused.
func TestHashStreamers(t *testing.T) {
	r := checktest.Load(t, Default)
	msg := make([]byte, 70000)
	for i := range msg {
		msg[i] = byte(i * 7)
	}
	found := 0
	for _, s := range matrix.SpecsOf(matrix.FamilyHash) {
		for _, p := range matrix.Providers[matrix.HashStreamer](r, s.ID()) {
			found++
			oneShot := p.Impl.Ops[s.ID()].(matrix.Hash)
			for _, outLen := range s.OutLengths() {
				want := make([]byte, outLen)
				if err := oneShot.Hash(want, msg); err != nil {
					t.Fatalf("%s %s: Hash: %v", p.Name(), s.ID(), err)
				}
				h, err := p.Op.NewHash(outLen)
				if err != nil {
					t.Fatalf("%s %s: NewHash(%d): %v", p.Name(), s.ID(), outLen, err)
				}
				for i, chunk := 0, 1; i < len(msg); i, chunk = i+chunk, chunk*3+1 {
					h.Write(msg[i:min(i+chunk, len(msg))])
				}
				if got := h.Sum(nil); !bytes.Equal(got, want) {
					t.Errorf("%s %s out %d: incremental %x, one-shot %x", p.Name(), s.ID(), outLen, got, want)
				}
			}
			max := s.Out
			if s.VariableOut() {
				max = s.OutMax
			}
			if _, err := p.Op.NewHash(max + 1); err == nil {
				t.Errorf("%s %s: NewHash(%d) accepted", p.Name(), s.ID(), max+1)
			}
		}
	}
	if found == 0 {
		t.Fatal("no implementation in the registry hashes incrementally")
	}
}
