package kat

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
	"github.com/naclcmp/naclcmp/vectors/edge25519"
)

// VectorResult is the outcome of one known-answer vector run against one
// implementation.
type VectorResult struct {
	File    string `json:"file"`   // vector file name, "rfc8032"
	Source  string `json:"source"` // the file's citation
	Op      string `json:"op"`     // operation ID, "sign/ed25519"
	Impl    string `json:"impl"`   // implementation name
	ID      int    `json:"id"`     // vector id within the file
	Comment string `json:"comment"`
	Pass    bool   `json:"pass"`
	// Skipped is set when the vector was not run (Detail says why); a
	// skipped vector is neither a pass nor a failure.
	Skipped bool `json:"skipped,omitempty"`
	// Detail says, on a failure, what differed; on a skip, why; on a pass,
	// what was not checked because the implementation lacks it (key
	// derivation from a seed, for one without KeyFromSeed).
	Detail string `json:"detail,omitempty"`
	// EdgeClass names the documented edge class (edge_x25519.go) a failed
	// vector's input falls in: the failure is a known finding, shown and
	// counted apart, not a pass.
	EdgeClass string `json:"edge_class,omitempty"`
}

// Limits on the work one vector may ask for. A vector beyond them is
// reported as skipped, never run partially and never passed.
const (
	// katMaxCounter bounds the initial block counter of stream vectors: the
	// runner generates 64·counter bytes of keystream to reach it.
	katMaxCounter = 1 << 16
	// katMaxIterations bounds iterated X25519 vectors.
	katMaxIterations = 100_000
)

// RunVectors checks every vector of files against every implementation in r
// that provides the vector's operation, through the operation family's
// interface. An implementation that lacks the operation produces no result;
// an operation ID unknown to the catalogue produces none either (the
// vectors test reports such files).
//
// Results come in file, group, implementation, vector order.
func RunVectors(r *matrix.Registry, files []vectors.File) []VectorResult {
	var out []VectorResult
	for _, f := range files {
		for _, g := range f.Groups {
			s, err := matrix.Lookup(g.Op)
			if err != nil {
				continue
			}
			out = append(out, katGroup(r, s, f, g)...)
		}
	}
	return out
}

// katGroup dispatches a group to its family's checker.
func katGroup(r *matrix.Registry, s matrix.Spec, f vectors.File, g vectors.Group) []VectorResult {
	switch s.Family {
	case matrix.FamilyHash:
		return katRun(r, s, f, g, katHash)
	case matrix.FamilyMAC:
		return katRun(r, s, f, g, katMAC)
	case matrix.FamilyStream:
		return katRun(r, s, f, g, katStream)
	case matrix.FamilyCore:
		return katRun(r, s, f, g, katCore)
	case matrix.FamilySecretBox:
		return katRun(r, s, f, g, katSecretBox)
	case matrix.FamilyBox:
		return katRun(r, s, f, g, katBox)
	case matrix.FamilyScalarMult:
		return katRun(r, s, f, g, katScalarMult)
	case matrix.FamilySignature:
		return katRun(r, s, f, g, katSign)
	case matrix.FamilyAEAD:
		return katRun(r, s, f, g, katAEAD)
	}
	// A family without a checker must not let its vectors pass unseen.
	return katRun(r, s, f, g, func(matrix.Spec, any, *vectors.Vector) error {
		return fmt.Errorf("no known-answer checker for the %s family", s.Family)
	})
}

// katChecker checks one vector against one implementation: nil is a pass,
// a katSkip a skip, any other error a failure.
type katChecker[T any] func(s matrix.Spec, op T, v *vectors.Vector) error

// katSkip marks a vector that was deliberately not run.
type katSkip struct{ reason string }

func (k katSkip) Error() string { return k.reason }

// katPartial marks a vector whose checks all passed but one part of which
// could not be checked because the implementation lacks an operation: a
// pass of what ran, with the unchecked part named in the result's Detail.
type katPartial struct{ unchecked string }

func (k katPartial) Error() string { return k.unchecked }

func katRun[T any](r *matrix.Registry, s matrix.Spec, f vectors.File, g vectors.Group, check katChecker[T]) []VectorResult {
	var out []VectorResult
	for _, p := range matrix.Providers[T](r, g.Op) {
		for i := range g.Vectors {
			v := &g.Vectors[i]
			res := VectorResult{
				File: f.Name, Source: f.Source, Op: g.Op, Impl: p.Name(),
				ID: v.ID, Comment: v.Comment,
			}
			err := katSafe(func() error { return check(s, p.Op, v) })
			var skip katSkip
			var partial katPartial
			switch {
			case err == nil:
				res.Pass = true
			case errors.As(err, &partial):
				res.Pass, res.Detail = true, partial.unchecked
			case errors.As(err, &skip):
				res.Skipped, res.Detail = true, skip.reason
			default:
				res.Detail = err.Error()
				res.EdgeClass = katEdgeClass(g.Op, v)
			}
			out = append(out, res)
		}
	}
	return out
}

// katEdgeClass names the documented edge class of a vector's input, or
// returns "". Only single X25519 multiplications have one: an iterated
// vector's points are earlier results, which are reduced.
func katEdgeClass(op string, v *vectors.Vector) string {
	if op == "scalarmult/x25519" && v.Point != nil && v.Iterations == 0 {
		return edge25519.X25519EdgeClass(v.Point)
	}
	return ""
}

// katSafe runs check, turning a panic in an implementation into a failure
// of that vector rather than the end of the run.
func katSafe(check func() error) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	return check()
}

// katNeed reports the first of the named fields that the vector lacks.
func katNeed(fields ...any) error {
	for i := 0; i+1 < len(fields); i += 2 {
		if fields[i+1].(vectors.Hex) == nil {
			return fmt.Errorf("malformed vector: no %s field", fields[i])
		}
	}
	return nil
}

// katDiff returns nil when got equals want, else an error showing both,
// shortened, and where they first differ.
func katDiff(what string, got, want []byte) error {
	if bytes.Equal(got, want) {
		return nil
	}
	at := 0
	for at < len(got) && at < len(want) && got[at] == want[at] {
		at++
	}
	return fmt.Errorf("%s differs at byte %d: got %s, want %s", what, at, katShort(got), katShort(want))
}

// katShort is b in hex, cut to a readable length.
func katShort(b []byte) string {
	if len(b) <= 16 {
		return hex.EncodeToString(b)
	}
	return fmt.Sprintf("%s…(%d bytes)", hex.EncodeToString(b[:12]), len(b))
}

// katFlip returns a copy of b with the lowest bit of its first byte flipped.
func katFlip(b []byte) []byte {
	c := bytes.Clone(b)
	if len(c) > 0 {
		c[0] ^= 1
	}
	return c
}

// katVerifiesOnly checks that verify accepts the published value (a tag
// or a signature) and rejects it with its first bit flipped.
func katVerifiesOnly(what string, published []byte, verify func([]byte) (bool, error)) error {
	if ok, err := verify(published); err != nil || !ok {
		return fmt.Errorf("Verify rejected the published %s (err: %v)", what, err)
	}
	if ok, err := verify(katFlip(published)); err != nil || ok {
		return fmt.Errorf("Verify of the %s with one bit flipped: ok=%v, err=%v; want false, nil", what, ok, err)
	}
	return nil
}

// katOr returns h, or an empty slice when the field is absent: bindings may
// refuse nil, and an absent associated data is the empty string.
func katOr(h vectors.Hex) []byte {
	if h == nil {
		return []byte{}
	}
	return h
}

// katRejected reports whether a Verify or Open result rejects the input.
func katRejected(ok bool, err error) bool { return err != nil || !ok }

// katExpectInvalid turns the outcome of an invalid vector into a result: the
// implementation must have rejected it or computed something else.
func katExpectInvalid(rejected bool, what string) error {
	if rejected {
		return nil
	}
	return fmt.Errorf("accepted an invalid vector: %s", what)
}

// katHash: Hash into len(out) bytes equals out.
func katHash(s matrix.Spec, op matrix.Hash, v *vectors.Vector) error {
	if err := katNeed("msg", v.Msg, "out", v.Out); err != nil {
		return err
	}
	got := make([]byte, len(v.Out))
	err := op.Hash(got, v.Msg)
	if v.Result == vectors.Invalid {
		return katExpectInvalid(err != nil || !bytes.Equal(got, v.Out), "digest matches")
	}
	if err != nil {
		return fmt.Errorf("Hash: %w", err)
	}
	return katDiff("digest", got, v.Out)
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
	if v.Result == vectors.Invalid {
		return katExpectInvalid(err != nil || !bytes.Equal(got[skip:], v.Out), what+" matches")
	}
	if err != nil {
		return fmt.Errorf("%s: %w", call, err)
	}
	return katDiff(what, got[skip:], v.Out)
}

// katCore: Core(in, key, const) equals out.
func katCore(s matrix.Spec, op matrix.Core, v *vectors.Vector) error {
	if err := katNeed("key", v.Key, "in", v.In, "const", v.Const, "out", v.Out); err != nil {
		return err
	}
	got := make([]byte, len(v.Out))
	err := op.Core(got, v.In, v.Key, v.Const)
	if v.Result == vectors.Invalid {
		return katExpectInvalid(err != nil || !bytes.Equal(got, v.Out), "core output matches")
	}
	if err != nil {
		return fmt.Errorf("Core: %w", err)
	}
	return katDiff("core output", got, v.Out)
}

// katOpen checks an Open-like call: it must accept box and give want, and
// reject box with the first bit of its tag flipped.
func katOpen(what string, overhead int, box, want []byte, open func(msg, box []byte) (bool, error)) error {
	if len(box) < overhead {
		return fmt.Errorf("malformed vector: %d-byte box is shorter than the %d-byte tag", len(box), overhead)
	}
	msg := make([]byte, len(box)-overhead)
	ok, err := open(msg, box)
	if err != nil || !ok {
		return fmt.Errorf("%s rejected the published box (err: %v)", what, err)
	}
	if err := katDiff(what+" message", msg, want); err != nil {
		return err
	}
	if ok, err := open(make([]byte, len(msg)), katFlip(box)); err != nil || ok {
		return fmt.Errorf("%s of the box with one tag bit flipped: ok=%v, err=%v; want false, nil", what, ok, err)
	}
	return nil
}

// katSecretBox: Seal equals out (tag ‖ ciphertext) and Open recovers msg.
func katSecretBox(s matrix.Spec, op matrix.SecretBox, v *vectors.Vector) error {
	if err := katNeed("key", v.Key, "nonce", v.Nonce, "out", v.Out); err != nil {
		return err
	}
	open := func(msg, box []byte) (bool, error) { return op.Open(msg, box, v.Nonce, v.Key) }
	if v.Result == vectors.Invalid {
		ok, err := open(make([]byte, max(len(v.Out)-s.Overhead, 0)), v.Out)
		return katExpectInvalid(katRejected(ok, err), "Open accepted the box")
	}
	if err := katNeed("msg", v.Msg); err != nil {
		return err
	}
	box := make([]byte, len(v.Msg)+s.Overhead)
	if err := op.Seal(box, v.Msg, v.Nonce, v.Key); err != nil {
		return fmt.Errorf("Seal: %w", err)
	}
	if err := katDiff("box", box, v.Out); err != nil {
		return err
	}
	return katOpen("Open", s.Overhead, v.Out, v.Msg, open)
}

// katBox: Seal equals out and Open recovers msg with the vector's key pair;
// where shared is given, Precompute derives it and the precomputed
// interface seals and opens the same box.
func katBox(s matrix.Spec, op matrix.Box, v *vectors.Vector) error {
	if err := katNeed("private", v.Private, "peer_public", v.PeerPublic, "nonce", v.Nonce, "out", v.Out); err != nil {
		return err
	}
	open := func(msg, box []byte) (bool, error) { return op.Open(msg, box, v.Nonce, v.PeerPublic, v.Private) }
	if v.Result == vectors.Invalid {
		ok, err := open(make([]byte, max(len(v.Out)-s.Overhead, 0)), v.Out)
		return katExpectInvalid(katRejected(ok, err), "Open accepted the box")
	}
	if err := katNeed("msg", v.Msg); err != nil {
		return err
	}
	box := make([]byte, len(v.Msg)+s.Overhead)
	if err := op.Seal(box, v.Msg, v.Nonce, v.PeerPublic, v.Private); err != nil {
		return fmt.Errorf("Seal: %w", err)
	}
	if err := katDiff("box", box, v.Out); err != nil {
		return err
	}
	if err := katOpen("Open", s.Overhead, v.Out, v.Msg, open); err != nil {
		return err
	}
	if v.Shared == nil {
		return nil
	}
	shared := make([]byte, len(v.Shared))
	if err := op.Precompute(shared, v.PeerPublic, v.Private); err != nil {
		return fmt.Errorf("Precompute: %w", err)
	}
	if err := katDiff("precomputed shared key", shared, v.Shared); err != nil {
		return err
	}
	if err := op.SealAfter(box, v.Msg, v.Nonce, v.Shared); err != nil {
		return fmt.Errorf("SealAfter: %w", err)
	}
	if err := katDiff("box from SealAfter", box, v.Out); err != nil {
		return err
	}
	return katOpen("OpenAfter", s.Overhead, v.Out, v.Msg, func(msg, box []byte) (bool, error) {
		return op.OpenAfter(msg, box, v.Nonce, v.Shared)
	})
}

// katScalarMult: ScalarMult(scalar, point), or ScalarBaseMult(scalar) when
// the vector has no point, equals out; with iterations, RFC 7748 Section
// 5.2's loop k, u ← X25519(k, u), k ends with k = out.
func katScalarMult(s matrix.Spec, op matrix.ScalarMult, v *vectors.Vector) error {
	if err := katNeed("scalar", v.Scalar, "out", v.Out); err != nil {
		return err
	}
	if v.Iterations > katMaxIterations {
		return katSkip{fmt.Sprintf("%d iterations is above the runner's limit of %d", v.Iterations, katMaxIterations)}
	}
	got := make([]byte, len(v.Out))
	var err error
	switch {
	case v.Point == nil && v.Iterations > 0:
		return fmt.Errorf("malformed vector: iterations without a point")
	case v.Point == nil:
		err = op.ScalarBaseMult(got, v.Scalar)
	case v.Iterations == 0:
		err = op.ScalarMult(got, v.Scalar, v.Point)
	default:
		k, u := bytes.Clone(v.Scalar), bytes.Clone(v.Point)
		for i := 0; i < v.Iterations && err == nil; i++ {
			next := make([]byte, len(k))
			if err = op.ScalarMult(next, k, u); err != nil {
				err = fmt.Errorf("iteration %d: %w", i+1, err)
			}
			k, u = next, k
		}
		copy(got, k)
	}
	if v.Result == vectors.Invalid {
		return katExpectInvalid(err != nil || !bytes.Equal(got, v.Out), "result matches")
	}
	if err != nil {
		return fmt.Errorf("scalar multiplication: %w", err)
	}
	return katDiff("result", got, v.Out)
}

// katSign: KeyFromSeed gives public (and the seed ‖ public private key),
// Sign gives sig, Verify accepts sig and rejects it with one bit flipped.
// Vectors without a seed (or private key) are checked by Verify alone. An
// implementation without KeyFromSeed (errors.ErrUnsupported) signs with
// seed ‖ the vector's public key: its signature and verification are
// checked, and the result's Detail says that the key derivation was not.
func katSign(s matrix.Spec, op matrix.Signature, v *vectors.Vector) error {
	if err := katNeed("public", v.Public, "msg", v.Msg, "sig", v.Sig); err != nil {
		return err
	}
	if v.Result == vectors.Invalid {
		ok, err := op.Verify(v.Sig, v.Msg, v.Public)
		return katExpectInvalid(katRejected(ok, err), "Verify accepted the signature")
	}
	private := v.Private
	var unchecked error
	if v.Seed != nil {
		public, priv := make([]byte, s.Public), make([]byte, s.Private)
		err := op.KeyFromSeed(public, priv, v.Seed)
		switch {
		case matrix.LacksKeyFromSeed(s, err) && len(v.Seed)+len(v.Public) == s.Private:
			priv = append(bytes.Clone(v.Seed), v.Public...)
			unchecked = katPartial{"KeyFromSeed unsupported (" + err.Error() + "): key derivation from the seed not checked; signed with seed ‖ the vector's public key"}
		case err != nil:
			return fmt.Errorf("KeyFromSeed: %w", err)
		default:
			if err := katDiff("public key", public, v.Public); err != nil {
				return err
			}
			if err := katDiff("private key (seed ‖ public)", priv, append(bytes.Clone(v.Seed), v.Public...)); err != nil {
				return err
			}
		}
		private = priv
	}
	if private != nil {
		sig := make([]byte, len(v.Sig))
		if err := op.Sign(sig, v.Msg, private); err != nil {
			return fmt.Errorf("Sign: %w", err)
		}
		if err := katDiff("signature", sig, v.Sig); err != nil {
			return err
		}
	}
	if err := katVerifiesOnly("signature", v.Sig, func(sig []byte) (bool, error) { return op.Verify(sig, v.Msg, v.Public) }); err != nil {
		return err
	}
	return unchecked
}

// katAEAD: Seal equals out ‖ tag and Open recovers msg.
func katAEAD(s matrix.Spec, op matrix.AEAD, v *vectors.Vector) error {
	if err := katNeed("key", v.Key, "nonce", v.Nonce, "out", v.Out, "tag", v.Tag); err != nil {
		return err
	}
	ad := katOr(v.AD)
	sealed := append(bytes.Clone(v.Out), v.Tag...)
	open := func(msg, ct []byte) (bool, error) { return op.Open(msg, ct, ad, v.Nonce, v.Key) }
	if v.Result == vectors.Invalid {
		ok, err := open(make([]byte, len(v.Out)), sealed)
		return katExpectInvalid(katRejected(ok, err), "Open accepted the ciphertext")
	}
	if err := katNeed("msg", v.Msg); err != nil {
		return err
	}
	ct := make([]byte, len(v.Msg)+s.Overhead)
	if err := op.Seal(ct, v.Msg, ad, v.Nonce, v.Key); err != nil {
		return fmt.Errorf("Seal: %w", err)
	}
	if err := katDiff("ciphertext ‖ tag", ct, sealed); err != nil {
		return err
	}
	// The tag is at the end here: flip its last byte rather than the
	// ciphertext's first, so that the tampering check hits the tag.
	if len(v.Tag) != s.Overhead {
		return fmt.Errorf("malformed vector: %d-byte tag, want %d", len(v.Tag), s.Overhead)
	}
	msg := make([]byte, len(v.Msg))
	ok, err := open(msg, sealed)
	if err != nil || !ok {
		return fmt.Errorf("Open rejected the published ciphertext (err: %v)", err)
	}
	if err := katDiff("opened message", msg, v.Msg); err != nil {
		return err
	}
	bad := bytes.Clone(sealed)
	bad[len(bad)-1] ^= 1
	if ok, err := open(make([]byte, len(msg)), bad); err != nil || ok {
		return fmt.Errorf("Open of the ciphertext with one tag bit flipped: ok=%v, err=%v; want false, nil", ok, err)
	}
	return nil
}
