package secretstream

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// KAT checks one known-answer vector against op: a pull state started
// from the vector's header and key opens each chunk, with its associated
// data, to its message and tag; and the first chunk with one bit flipped
// is refused. An implementation that lacks what a chunk needs (associated
// data, a REKEY tag) lacks the vector, saying so: neither a pass nor a
// failure.
func KAT(s matrix.Spec, op matrix.SecretStream, v *vectors.Vector) error {
	if err := family.KATNeed("key", v.Key, "header", v.Header); err != nil {
		return err
	}
	if len(v.Chunks) == 0 || v.Result != vectors.Valid {
		return fmt.Errorf("malformed vector: a secretstream vector is a valid stream of one chunk or more")
	}
	pl, err := op.NewPull(v.Header, v.Key)
	if err != nil {
		return fmt.Errorf("NewPull: %w", err)
	}
	for i, c := range v.Chunks {
		if len(c.Out) < s.Overhead {
			return fmt.Errorf("malformed vector: chunk %d: out shorter than %d bytes", i, s.Overhead)
		}
		got := make([]byte, len(c.Out)-s.Overhead)
		tag, ok, err := pl.Pull(got, c.Out, c.AD)
		switch {
		case errors.Is(err, errors.ErrUnsupported):
			// Associated data or a rekey the implementation lacks: a
			// missing capability ("—"), not a vector left out.
			return family.KATLacks{What: fmt.Sprintf("lacks what the vector needs: chunk %d: %v", i, err)}
		case err != nil:
			return fmt.Errorf("Pull of chunk %d: %w", i, err)
		case !ok:
			return fmt.Errorf("Pull refused chunk %d", i)
		case int(tag) != c.Tag:
			return fmt.Errorf("chunk %d: tag %d, want %d", i, tag, c.Tag)
		}
		if err := family.KATDiff(fmt.Sprintf("chunk %d plaintext", i), got, c.Msg); err != nil {
			return err
		}
	}
	pl, err = op.NewPull(v.Header, v.Key)
	if err != nil {
		return fmt.Errorf("NewPull: %w", err)
	}
	first := v.Chunks[0]
	bad := bytes.Clone(first.Out)
	bad[len(bad)-1] ^= 1
	if _, ok, err := pl.Pull(make([]byte, len(first.Msg)), bad, first.AD); err != nil || ok {
		return fmt.Errorf("chunk 0 with one bit of its MAC flipped: accepted %v, error %v", ok, err)
	}
	return nil
}
