package kat

import (
	"bytes"
	"crypto/subtle"
	"fmt"
	"github.com/naclcmp/naclcmp/vectors"
	"slices"
	"strings"

	"github.com/naclcmp/naclcmp/compare/edge"
	"github.com/naclcmp/naclcmp/compare/internal/sidebyside"
	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors/edge25519"
)

// ExtResult counts one implementation's answers on one external suite.
type ExtResult struct {
	Source string    `json:"source"`
	Format ExtFormat `json:"format"`
	Op     string    `json:"op"`
	Impl   string    `json:"impl"`
	// Registry is false for the extra Go verifiers, which take part in
	// Ed25519 suites only.
	Registry bool `json:"registry"`

	Passed             int `json:"passed"` // valid accepted or invalid rejected
	Failed             int `json:"failed"` // valid rejected, invalid accepted, or a wrong output
	AcceptableAccepted int `json:"acceptable_accepted"`
	AcceptableRejected int `json:"acceptable_rejected"`
	// EdgeFailed counts the failures of Ed25519 cases whose inputs fall in
	// a documented edge-case class (edge25519.Classify: S ≥ L, small-order
	// or non-canonical points, …), where the file's verdict is one rule
	// among several that deployed verifiers apply. They are included in
	// Failed.
	EdgeFailed int `json:"edge_failed"`
	// Accepted counts the signatures the verifier accepted (Ed25519 only).
	Accepted int `json:"accepted"`
	// Verdicts has one letter per case, V accepted and X rejected, for
	// Ed25519 suites of at most 64 cases (speccheck's twelve).
	Verdicts string `json:"verdicts,omitempty"`
	// Skipped counts, by reason, cases not run; they are neither passed
	// nor failed.
	Skipped map[string]int `json:"skipped,omitempty"`
	// Notes counts, by remark, cases checked in a way worth stating.
	Notes map[string]int `json:"notes,omitempty"`
	// Classes counts, per documented edge class, the cases of the class
	// the implementation accepted and rejected: for Ed25519 every case
	// whose key and signature fall in one (edge25519.Classify), for X25519
	// the acceptable cases and those with an edge-class u. It says what
	// an implementation does where the rules differ, pass or fail.
	Classes map[string]*ClassCount `json:"classes,omitempty"`
	// Failures describes the first failing cases.
	Failures []string `json:"failures,omitempty"`
}

// ClassCount is what an implementation did with the cases of one edge
// class.
type ClassCount struct {
	Accepted int `json:"accepted"`
	Rejected int `json:"rejected"`
}

// maxFailures bounds ExtResult.Failures.
const maxFailures = 10

// RunExtVectors runs suite against every implementation of its operation in
// r and, for Ed25519 suites, also against the extra verifiers (which only
// verify). It returns one result per implementation, in registry order.
func RunExtVectors(r *matrix.Registry, suite *ExtSuite, extra []edge.EdgeVerifier) ([]ExtResult, error) {
	spec, err := matrix.Lookup(suite.Op)
	if err != nil {
		return nil, err
	}
	providers := matrix.Providers[any](r, suite.Op)
	if spec.Family != matrix.FamilySignature {
		extra = nil
	}
	out := make([]ExtResult, len(providers)+len(extra))
	// The implementations run the suite side by side, each into its own
	// result, kept in registry order: a JavaScript or browser peer
	// computes in its own process while the others run, so that the
	// slowest (TweetNaCl's JavaScript, tens of milliseconds a
	// verification) do not add up one after another.
	sidebyside.Each(len(out), func(i int) {
		if i < len(providers) {
			p := providers[i]
			out[i] = ExtResult{Impl: p.Impl.Name, Registry: true}
			runExt(&out[i], suite, func(c ExtCase) outcome { return checkExt(spec, p.Op, c) })
			return
		}
		v := extra[i-len(providers)]
		out[i] = ExtResult{Impl: v.Name, Registry: v.Registry}
		runExt(&out[i], suite, func(c ExtCase) outcome { return verifyExt(v.Verify, c) })
	})
	return out, nil
}

// outcome is one implementation's answer on one case.
type outcome struct {
	accepted bool   // accepted, opened, or computed the expected output
	wrong    string // an output that contradicts the file: always a failure
	skip     string // not run, and why
	note     string // how the case was checked, when worth stating
}

func runExt(res *ExtResult, suite *ExtSuite, check func(ExtCase) outcome) {
	res.Source, res.Format, res.Op = suite.Source, suite.Format, suite.Op
	isSig := suite.Op == "sign/ed25519"
	var verdicts []byte
	for _, c := range suite.Cases {
		o := safeCheck(check, c)
		if o.skip != "" {
			res.Skipped = addCount(res.Skipped, o.skip)
			verdicts = append(verdicts, '-')
			continue
		}
		if o.note != "" {
			res.Notes = addCount(res.Notes, o.note)
		}
		if isSig && o.accepted {
			res.Accepted++
		}
		if o.accepted {
			verdicts = append(verdicts, 'V')
		} else {
			verdicts = append(verdicts, 'X')
		}
		if cls := caseClass(suite.Op, c); cls != "" {
			res.Classes = addClass(res.Classes, cls, o.accepted)
		}
		fail := o.wrong
		switch {
		case fail != "":
		case c.Expect == ExpectValid && !o.accepted:
			fail = "valid case rejected"
		case c.Expect == ExpectInvalid && o.accepted:
			fail = "invalid case accepted"
		case c.Expect == ExpectAcceptable && o.accepted:
			res.AcceptableAccepted++
		case c.Expect == ExpectAcceptable:
			res.AcceptableRejected++
		default:
			res.Passed++
		}
		if fail != "" {
			res.Failed++
			// Only a verdict can follow another rule; a wrong output
			// (a signature unlike the file's) is never excused.
			if isSig && o.wrong == "" {
				if cls := edge25519.Classify(c.Public, c.Sig); cls != 0 {
					res.EdgeFailed++
					fail += " [edge class: " + cls.String() + "]"
				}
			}
			if suite.Op == "scalarmult/x25519" {
				if cls := edge25519.X25519EdgeClass(c.Public); cls != "" {
					res.EdgeFailed++
					fail += " [edge class: " + cls + "]"
				}
			}
			if len(res.Failures) < maxFailures {
				// "tcId 3 (comment) [flags]", each part only when there is one.
				flags := ""
				if len(c.Flags) > 0 {
					flags = fmt.Sprintf(" %v", c.Flags)
				}
				res.Failures = append(res.Failures, c.ID+termtext.Paren(c.Comment)+flags+": "+fail)
			}
		}
	}
	if isSig && len(suite.Cases) <= 64 {
		res.Verdicts = string(verdicts)
	}
}

// caseClass names the documented edge class of a case, or "": for
// Ed25519 the classes of its key and signature; for X25519 an all-zero
// shared secret (a low-order u, which RFC 7748 Section 6.1 lets an
// implementation refuse), the u classes, and for another acceptable case
// the twist or the file's flags.
func caseClass(op string, c ExtCase) string {
	switch op {
	case "sign/ed25519":
		if cls := edge25519.Classify(c.Public, c.Sig); cls != 0 {
			return cls.String()
		}
	case "scalarmult/x25519":
		var parts []string
		if len(c.Out) == 32 && bytes.Equal(c.Out, make([]byte, 32)) {
			parts = append(parts, "low-order u (all-zero shared secret)")
		}
		if cls := edge25519.X25519EdgeClass(c.Public); cls != "" {
			parts = append(parts, cls)
		}
		switch {
		case len(parts) > 0 || c.Expect != ExpectAcceptable:
		case slices.Contains(c.Flags, "Twist"):
			parts = append(parts, "u on the twist")
		default:
			parts = append(parts, "acceptable, flags "+strings.Join(c.Flags, ", "))
		}
		return strings.Join(parts, "; ")
	}
	return ""
}

func addClass(m map[string]*ClassCount, cls string, accepted bool) map[string]*ClassCount {
	if m == nil {
		m = map[string]*ClassCount{}
	}
	if m[cls] == nil {
		m[cls] = &ClassCount{}
	}
	if accepted {
		m[cls].Accepted++
	} else {
		m[cls].Rejected++
	}
	return m
}

func addCount(m map[string]int, k string) map[string]int {
	if m == nil {
		m = map[string]int{}
	}
	m[k]++
	return m
}

// safeCheck runs check on a copy of the case, so that an implementation
// writing to its inputs cannot change what the next one sees, and turns a
// panic into a failure.
func safeCheck(check func(ExtCase) outcome, c ExtCase) (o outcome) {
	defer func() {
		if r := recover(); r != nil {
			o = outcome{wrong: fmt.Sprintf("panic: %v", r)}
		}
	}()
	for _, b := range []*[]byte{&c.Key, &c.Nonce, &c.AD, &c.Msg, &c.Out, &c.Public, &c.Private, &c.Seed, &c.Sig} {
		*b = slices.Clone(*b)
	}
	if c.Vector != nil {
		v := *c.Vector
		for _, h := range []*vectors.Hex{&v.Secret, &v.Salt, &v.Info, &v.PRK, &v.Out, &v.Key, &v.Msg} {
			*h = slices.Clone(*h)
		}
		c.Vector = &v
	}
	return check(c)
}

// checkExt dispatches on the family of spec.
func checkExt(spec matrix.Spec, op any, c ExtCase) outcome {
	switch spec.Family {
	case matrix.FamilySignature:
		return checkExtSign(spec, op.(matrix.Signature), c)
	case matrix.FamilyScalarMult:
		return checkExtX25519(op.(matrix.ScalarMult), c)
	case matrix.FamilyAEAD:
		return checkExtAEAD(spec, op.(matrix.AEAD), c)
	case matrix.FamilyMAC:
		return checkExtMAC(spec, op.(matrix.MAC), c)
	}
	if c.Vector != nil {
		return checkExtVector(spec, op, c)
	}
	return outcome{skip: "no external-vector check for family " + string(spec.Family)}
}

// verifyExt asks a verifier; an error (a length it refuses) is a rejection.
func verifyExt(verify func(sig, msg, public []byte) (bool, error), c ExtCase) outcome {
	ok, err := verify(c.Sig, c.Msg, c.Public)
	return outcome{accepted: ok && err == nil}
}

// checkExtSign verifies; for a valid case whose file gives the seed
// (Wycheproof), it also derives the key pair and signs, and the public key
// and signature must be the file's, since Ed25519 is deterministic. An
// implementation without KeyFromSeed (matrix.LacksKeyFromSeed) signs with seed ‖
// the file's public key, and a note counts the cases whose key derivation
// was not checked.
func checkExtSign(spec matrix.Spec, op matrix.Signature, c ExtCase) outcome {
	o := verifyExt(op.Verify, c)
	if c.Expect != ExpectValid || len(c.Seed) != 32 || !o.accepted {
		return o
	}
	public, private, sig := make([]byte, 32), make([]byte, 64), make([]byte, 64)
	switch err := op.KeyFromSeed(public, private, c.Seed); {
	case matrix.LacksKeyFromSeed(spec, err) && len(c.Public) == 32:
		copy(private, c.Seed)
		copy(private[32:], c.Public)
		o.note = "KeyFromSeed unsupported: key derivation not checked, signed with seed ‖ the file's public key"
	case err != nil:
		return outcome{wrong: "KeyFromSeed: " + err.Error()}
	case !bytes.Equal(public, c.Public):
		return outcome{wrong: fmt.Sprintf("KeyFromSeed gives public key %x, file %x", public, c.Public)}
	}
	if err := op.Sign(sig, c.Msg, private); err != nil {
		return outcome{wrong: "Sign: " + err.Error()}
	}
	if !bytes.Equal(sig, c.Sig) {
		return outcome{wrong: fmt.Sprintf("Sign gives %x, file %x", sig, c.Sig)}
	}
	return o
}

// checkExtX25519 computes the shared secret. An error is a rejection
// (implementations may refuse low-order points, which Wycheproof marks
// acceptable); a result other than the file's is always a failure.
func checkExtX25519(op matrix.ScalarMult, c ExtCase) outcome {
	out := make([]byte, 32)
	if err := op.ScalarMult(out, c.Private, c.Public); err != nil {
		return outcome{}
	}
	if !bytes.Equal(out, c.Out) {
		return outcome{wrong: fmt.Sprintf("shared secret %x, file %x", out, c.Out)}
	}
	return outcome{accepted: true}
}

// checkExtAEAD seals and opens a valid or acceptable case, and only opens
// an invalid one (its ciphertext is the forgery). Accepted means the
// ciphertext opened to the file's message.
func checkExtAEAD(spec matrix.Spec, op matrix.AEAD, c ExtCase) outcome {
	if c.Expect != ExpectInvalid {
		ct := make([]byte, len(c.Msg)+spec.Overhead)
		if err := op.Seal(ct, c.Msg, c.AD, c.Nonce, c.Key); err != nil {
			return outcome{}
		}
		if !bytes.Equal(ct, c.Out) {
			return outcome{wrong: fmt.Sprintf("Seal gives %x, file %x", ct, c.Out)}
		}
	}
	msg := make([]byte, max(0, len(c.Out)-spec.Overhead))
	ok, err := op.Open(msg, c.Out, c.AD, c.Nonce, c.Key)
	if err != nil || !ok {
		if !bytes.Equal(msg, make([]byte, len(msg))) {
			return outcome{wrong: "Open failed but left plaintext in the output buffer"}
		}
		return outcome{}
	}
	if c.Expect != ExpectInvalid && !bytes.Equal(msg, c.Msg) {
		return outcome{wrong: fmt.Sprintf("Open gives %x, file %x", msg, c.Msg)}
	}
	return outcome{accepted: true}
}

// truncatedNote explains how truncated tags are checked: MAC.Verify takes
// only full-length tags, so the tag is compared with the start of the full
// MAC the implementation computed.
const truncatedNote = "truncated tag compared with the start of the implementation's full MAC (Verify takes full-length tags only)"

// checkExtMAC computes the MAC and compares it with the file's tag; for a
// full-length tag Verify must agree with that comparison.
func checkExtMAC(spec matrix.Spec, op matrix.MAC, c ExtCase) outcome {
	tag := make([]byte, spec.Out)
	if err := op.MAC(tag, c.Msg, c.Key); err != nil {
		return outcome{}
	}
	if len(c.Out) > len(tag) {
		return outcome{skip: "tag longer than the MAC"}
	}
	match := subtle.ConstantTimeCompare(tag[:len(c.Out)], c.Out) == 1
	if len(c.Out) < len(tag) {
		return outcome{accepted: match, note: truncatedNote}
	}
	ok, err := op.Verify(c.Out, c.Msg, c.Key)
	if err != nil {
		return outcome{wrong: "Verify: " + err.Error()}
	}
	if ok != match {
		return outcome{wrong: fmt.Sprintf("Verify says %v but the computed tag %x vs file %x", ok, tag, c.Out)}
	}
	return outcome{accepted: match}
}
