package transcript

import (
	"bytes"
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
)

// The transcript's sequence for each family (see transcript.go). Every step
// draws its inputs from the chain, calls the operation through its family
// interface, absorbs every output, and checks what the operation itself
// promises (a sealed box opens, a tampered one does not): a broken
// promise fails the cell even when every implementation breaks it alike.
// This file holds the table of sequences, their step budget and the helpers
// they share; the sequences themselves are in transcript_seq_symmetric.go,
// transcript_seq_boxes.go and transcript_seq_curve25519.go.

// transcriptFunc runs steps chained calls of op, an operation of spec s.
type transcriptFunc func(s matrix.Spec, op any, c *chain, steps int) error

// transcriptFuncs maps each family to its sequence, which runTranscriptCell
// looks up by the operation's family.
var transcriptFuncs = map[matrix.Family]transcriptFunc{
	matrix.FamilyHash:          transcriptHash,
	matrix.FamilyMAC:           transcriptMAC,
	matrix.FamilyStream:        transcriptStream,
	matrix.FamilyCore:          transcriptCore,
	matrix.FamilySecretBox:     transcriptSecretBox,
	matrix.FamilyBox:           transcriptBox,
	matrix.FamilySealedBox:     transcriptSealedBox,
	matrix.FamilyScalarMult:    transcriptScalarMult,
	matrix.FamilySignature:     transcriptSignature,
	matrix.FamilyAEAD:          transcriptAEAD,
	matrix.FamilyKeyConversion: transcriptKeyConversion,
	matrix.FamilyEqual:         transcriptEqual,
	matrix.FamilySecretStream:  transcriptSecretStream,
	matrix.FamilyPasswordHash:  transcriptPasswordHash,
}

// transcriptSteps is the number of chained steps per family. The budget
// keeps a whole transcript to seconds under qemu-user: the byte functions
// take many steps with messages growing to about 1 KiB, the public-key
// families (where TweetNaCl's arithmetic costs milliseconds per call even
// natively) take few, and password hashing, whose every call fills its
// memory, eight calls of 8 to 64 KiB.
var transcriptSteps = map[matrix.Family]int{
	matrix.FamilyHash:          64,
	matrix.FamilyMAC:           64,
	matrix.FamilyStream:        64,
	matrix.FamilyCore:          64,
	matrix.FamilySecretBox:     64,
	matrix.FamilyBox:           8,
	matrix.FamilySealedBox:     8,
	matrix.FamilyScalarMult:    8,
	matrix.FamilySignature:     8,
	matrix.FamilyAEAD:          64,
	matrix.FamilyKeyConversion: 8,
	matrix.FamilyEqual:         64,
	matrix.FamilySecretStream:  64,
	matrix.FamilyPasswordHash:  8,
}

// transcriptLen is the message length at step i: every length up to about
// 16, then wider gaps, 1055 bytes at step 63.
func transcriptLen(i int) int { return i + i*i/4 }

// stepErr reports an operation's error at step i.
func stepErr(i int, what string, err error) error {
	return fmt.Errorf("step %d: %s: %w", i, what, err)
}

// broken reports a broken promise at step i.
func broken(i int, format string, args ...any) error {
	return fmt.Errorf("step %d: "+format, append([]any{i}, args...)...)
}

// checkOpens runs the two opens of step i of an authenticated cipher:
// open, of the step's own box or ciphertext (what), must give msg, and
// openTampered, of a tampered one, must refuse it. openCall and
// tamperedCall name the calls in errors. It returns both verdicts, which
// the transcript absorbs.
func checkOpens(i int, msg []byte, what, tampered string,
	openCall string, open func(pt []byte) (bool, error),
	tamperedCall string, openTampered func(pt []byte) (bool, error)) (ok, bad bool, err error) {
	pt := make([]byte, len(msg))
	if ok, err = open(pt); err != nil {
		return false, false, stepErr(i, openCall, err)
	}
	if bad, err = openTampered(make([]byte, len(msg))); err != nil {
		return false, false, stepErr(i, tamperedCall, err)
	}
	if !ok || !bytes.Equal(pt, msg) || bad {
		return ok, bad, broken(i, "open: own %s opened %v (to the message: %v), %s opened %v", what, ok, bytes.Equal(pt, msg), tampered, bad)
	}
	return ok, bad, nil
}

// stepOut is the output length at step i: the fixed one, or for variable
// outputs each length of the range in turn.
func stepOut(s matrix.Spec, i int) int {
	if !s.VariableOut() {
		return s.Out
	}
	return s.OutMin + i%(s.OutMax-s.OutMin+1)
}

// stepKey is the key length at step i: for HMAC 0 to 159 bytes (empty,
// shorter and longer than a block), for a range each length in turn.
func stepKey(s matrix.Spec, i int) int {
	switch {
	case s.KeyMax < 0:
		return i * 29 % 160
	case s.KeyMax > s.KeyMin:
		return s.KeyMin + i*7%(s.KeyMax-s.KeyMin+1)
	}
	return s.Key
}
