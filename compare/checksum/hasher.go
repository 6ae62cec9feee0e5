package checksum

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/matrix"
)

// Chunk is how much of a file is read and hashed at a time: memory stays
// constant whatever the file's size.
const Chunk = 128 << 10

// Hasher is one implementation able to hash a stream incrementally, as
// Hashers and Pick return it.
type Hasher struct {
	Impl string // the implementation's name
	Op   string // the catalogue operation it computes
	s    matrix.HashStreamer
}

// Hashers lists, in registry order, the implementations of r that hash
// algorithm a incrementally with an n-byte digest, each once.
func Hashers(r *matrix.Registry, a Algorithm, n int) []Hasher {
	var out []Hasher
	seen := map[string]bool{}
	for _, id := range a.IDs {
		spec, err := matrix.Lookup(id)
		if err != nil {
			continue
		}
		min, max := spec.Out, spec.Out
		if spec.VariableOut() {
			min, max = spec.OutMin, spec.OutMax
		}
		outside := n < min || n > max
		if outside && !a.Variable {
			continue
		}
		for _, p := range matrix.Providers[matrix.HashStreamer](r, id) {
			if outside {
				// Below the 16 bytes the catalogue compares (b2sum -l
				// 8 to 120), only where the library's own incremental
				// API takes the length: libb2's blake2b_init and x/crypto's
				// blake2b.New accept 1 to 64 bytes, libsodium's
				// crypto_generichash_init 16 to 64.
				if _, err := p.Op.NewHash(n); err != nil {
					continue
				}
			}
			if !seen[p.Name()] {
				seen[p.Name()] = true
				out = append(out, Hasher{p.Name(), id, p.Op})
			}
		}
	}
	return out
}

// Pick returns the implementation called name, or the first of Hashers
// when name is empty. An implementation that cannot hash at n bytes is
// refused with its own library's reason and the names of those that can.
func Pick(r *matrix.Registry, a Algorithm, n int, name string) (Hasher, error) {
	hs := Hashers(r, a, n)
	var names []string
	for _, h := range hs {
		if name == "" || h.Impl == name {
			return h, nil
		}
		names = append(names, h.Impl)
	}
	what := fmt.Sprintf("incremental %s with %s", a.Name, termtext.AWord(fmt.Sprintf("%d-byte digest", n)))
	if len(hs) == 0 {
		return Hasher{}, fmt.Errorf("no implementation has an %s", what)
	}
	why := ""
	for _, id := range a.IDs {
		for _, p := range matrix.Providers[matrix.HashStreamer](r, id) {
			if _, err := p.Op.NewHash(n); p.Name() == name && err != nil && why == "" {
				why = " (" + err.Error() + ")"
			}
		}
	}
	return Hasher{}, fmt.Errorf("%s has no %s%s; these have: %s", name, what, why, strings.Join(names, ", "))
}

// Sum hashes everything r yields, in chunks of len(buf) bytes, into an
// n-byte digest.
func (h Hasher) Sum(n int, r io.Reader, buf []byte) ([]byte, error) {
	d, err := h.s.NewHash(n)
	if err != nil {
		return nil, err
	}
	for {
		k, err := r.Read(buf)
		if k > 0 {
			if _, werr := d.Write(buf[:k]); werr != nil {
				return nil, werr
			}
		}
		if err == io.EOF {
			return d.Sum(nil), nil
		}
		if err != nil {
			return nil, err
		}
	}
}

// SumFile hashes the file called name, or stdin for "-".
func (h Hasher) SumFile(n int, name string, stdin io.Reader, buf []byte) ([]byte, error) {
	if name == "-" {
		return h.Sum(n, stdin, buf)
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return h.Sum(n, f, buf)
}
