package kat

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// The known-answer checks of the symmetric families, each keyed by nothing
// or by a secret key alone: hash, MAC, stream, core and password hash.

// katHash: Hash into len(out) bytes equals out.
func katHash(s matrix.Spec, op matrix.Hash, v *vectors.Vector) error {
	if err := katNeed("msg", v.Msg, "out", v.Out); err != nil {
		return err
	}
	got := make([]byte, len(v.Out))
	err := op.Hash(got, v.Msg)
	return katOutcome(v, "digest", "Hash", got, err)
}

// katMAC: MAC equals tag, Verify accepts it and rejects it with one bit
// flipped.
func katMAC(s matrix.Spec, op matrix.MAC, v *vectors.Vector) error {
	if err := katNeed("key", v.Key, "msg", v.Msg, "tag", v.Tag); err != nil {
		return err
	}
	if v.Result == vectors.Invalid {
		ok, err := op.Verify(v.Tag, v.Msg, v.Key)
		return katExpectInvalid(katRejected(ok, err), "Verify accepted the tag")
	}
	got := make([]byte, len(v.Tag))
	if err := op.MAC(got, v.Msg, v.Key); err != nil {
		return fmt.Errorf("MAC: %w", err)
	}
	if err := katDiff("tag", got, v.Tag); err != nil {
		return err
	}
	return katVerifiesOnly("tag", v.Tag, func(tag []byte) (bool, error) { return op.Verify(tag, v.Msg, v.Key) })
}

// katStream: the keystream (no msg) or msg XOR keystream equals out. A
// vector with an initial block counter c is compared with the bytes from
// 64·c on of the stream that starts at counter 0: the same blocks, since
// block i of the stream is the block function at counter i.
func katStream(s matrix.Spec, op matrix.Stream, v *vectors.Vector) error {
	if err := katNeed("key", v.Key, "nonce", v.Nonce, "out", v.Out); err != nil {
		return err
	}
	if v.Counter > katMaxCounter {
		return katSkip{fmt.Sprintf("initial block counter %d is above the runner's limit of %d", v.Counter, katMaxCounter)}
	}
	skip := int(v.Counter) * 64
	got := make([]byte, skip+len(v.Out))
	call, what := "KeyStream", "keystream"
	var err error
	if v.Msg == nil {
		err = op.KeyStream(got, v.Nonce, v.Key)
	} else {
		if len(v.Msg) != len(v.Out) {
			return fmt.Errorf("malformed vector: %d-byte msg, %d-byte out", len(v.Msg), len(v.Out))
		}
		in := make([]byte, len(got))
		copy(in[skip:], v.Msg)
		call, what = "XOR", "ciphertext"
		err = op.XOR(got, in, v.Nonce, v.Key)
	}
	return katOutcome(v, what, call, got[skip:], err)
}

// katCore: Core(in, key, const) equals out.
func katCore(s matrix.Spec, op matrix.Core, v *vectors.Vector) error {
	if err := katNeed("key", v.Key, "in", v.In, "const", v.Const, "out", v.Out); err != nil {
		return err
	}
	got := make([]byte, len(v.Out))
	err := op.Core(got, v.In, v.Key, v.Const)
	return katOutcome(v, "core output", "Core", got, err)
}

// katPasswordHash: PasswordHash of password under salt, the secret and
// the associated data (empty when absent) at the vector's cost equals tag.
// An implementation that cannot take what the vector needs (a secret key,
// several lanes, another salt length: errors.ErrUnsupported) lacks it,
// and the result says what it lacks; it does not fail.
func katPasswordHash(s matrix.Spec, op matrix.PasswordHash, v *vectors.Vector) error {
	if err := katNeed("password", v.Password, "salt", v.Salt, "tag", v.Tag); err != nil {
		return err
	}
	if v.MemoryKiB > katMaxMemoryKiB {
		return katSkip{fmt.Sprintf("%d KiB of memory is above the runner's limit of %d KiB", v.MemoryKiB, katMaxMemoryKiB)}
	}
	c := matrix.Argon2Cost{Passes: v.Passes, MemoryKiB: v.MemoryKiB, Lanes: v.Lanes}
	got := make([]byte, len(v.Tag))
	err := op.PasswordHash(got, v.Password, v.Salt, katOr(v.Secret), katOr(v.AD), c)
	if errors.Is(err, errors.ErrUnsupported) {
		return katLacks{"lacks what the vector needs: " + err.Error()}
	}
	if v.Result == vectors.Invalid {
		return katExpectInvalid(err != nil || !bytes.Equal(got, v.Tag), "tag matches")
	}
	if err != nil {
		return fmt.Errorf("PasswordHash: %w", err)
	}
	return katDiff("tag", got, v.Tag)
}
