package interop

import (
	"bytes"
	"crypto/ecdh"
	"crypto/ed25519"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/naclcmp/naclcmp/compare/edge"
	"github.com/naclcmp/naclcmp/compare/family/pwhash"
	"github.com/naclcmp/naclcmp/gonative/stdlib"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/impls/implstest"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors/edge25519"
)

// Differential fuzzing: each target gives one input to every
// implementation of an operation in the registry and fails on any
// disagreement, except in the documented edge-case classes where
// implementations legitimately differ:
//
//   - Ed25519 verification of a public key and signature in one of the
//     classes of edge25519.Classify (small-order or mixed-order A or R,
//     non-canonical encodings, S ≥ L, undecodable points): verifiers apply
//     different rules there, as `naclcmp edge` shows.
//   - X25519 and box with a peer public key of low order, whose shared
//     secret is all zero: libsodium and crypto/ecdh refuse it with an
//     error, NaCl and TweetNaCl compute with it. Those that do not refuse
//     must still agree.
//
// Everything else — keys, signatures, boxes, digests, tags, keystreams,
// shared secrets, and every verification of a well-formed input — must be
// byte-identical (but for sealed boxes, whose seal is randomised), and
// every implementation must open what every other sealed. Each target is a thin wrapper around a check function that
// returns the disagreement as an error, so that TestFuzzChecksCatch can
// show each check failing on a broken implementation. `make fuzz` runs
// each target in turn for FUZZTIME.

// fit returns exactly n bytes: b truncated or zero-padded.
func fit(b []byte, n int) []byte {
	out := make([]byte, n)
	copy(out, b)
	return out
}

// errSkip says that the registry has no implementation to fuzz.
var errSkip = errors.New("no implementation of the operation in the registry")

// fuzzRun runs a check on the implementations of the default registry
// that run in this process, and turns its error into the target's verdict.
//
// The JavaScript implementations are left out: each of their calls crosses
// a pipe to node and costs milliseconds (tweetnacl-js signs in about 25 ms),
// which cut the fuzzer to some twenty executions a second, too few for
// coverage-guided fuzzing to reach anything, and made a short -fuzztime end
// before the seed corpus had run. The interop checks, the vectors, the
// edge-case matrix and the Wycheproof suites cover them.
func fuzzRun(t *testing.T, check func(r *matrix.Registry) error) {
	t.Helper()
	r, err := fuzzRegistry()
	if err != nil {
		t.Fatal(err)
	}
	switch err := check(r); {
	case errors.Is(err, errSkip):
		t.Skip(err)
	case err != nil:
		t.Fatal(err)
	}
}

// fuzzRegistry is the default registry without the JavaScript
// implementations (see fuzzRun), built once.
var fuzzRegistry = sync.OnceValues(func() (*matrix.Registry, error) {
	all, err := impls.Default()
	if err != nil {
		return nil, err
	}
	r := &matrix.Registry{}
	for _, im := range all.Impls {
		if im.Language != matrix.LangJS {
			r.Impls = append(r.Impls, im)
		}
	}
	return r, nil
})

// agree returns an error unless every output equals the first.
func agree(what string, names []string, outs [][]byte) error {
	for i := 1; i < len(outs); i++ {
		if !bytes.Equal(outs[0], outs[i]) {
			return fmt.Errorf("%s: %s gives %x\n%s gives %x", what, names[0], outs[0], names[i], outs[i])
		}
	}
	return nil
}

// zeroSharedSecret reports whether X25519(scalar, point) is all zero, the
// documented class in which implementations may refuse with an error. The
// oracle is crypto/ecdh, which refuses exactly that case.
func zeroSharedSecret(scalar, point []byte) bool {
	k, err := ecdh.X25519().NewPrivateKey(scalar)
	if err != nil {
		return false
	}
	p, err := ecdh.X25519().NewPublicKey(point)
	if err != nil {
		return false
	}
	_, err = k.ECDH(p)
	return err != nil
}

func FuzzSignVerify(f *testing.F) {
	cs, err := edge25519.PaperCases()
	if err != nil {
		f.Fatal(err)
	}
	for _, c := range cs {
		f.Add(c.Public, c.Msg, c.Sig, c.Public)
	}
	// A message past libgcrypt's limit of 65472 bytes: libgcrypt declines
	// it, every other signer must still agree.
	f.Add([]byte("seed"), make([]byte, 65473), make([]byte, 64), make([]byte, 32))
	f.Fuzz(func(t *testing.T, seed, msg, sig, public []byte) {
		fuzzRun(t, func(r *matrix.Registry) error {
			return checkSignVerify(r, edge.Extra(impls.ExtraVerifiers()), seed, msg, sig, public)
		})
	})
}

// checkSignVerify derives keys from seed and signs msg with every signer:
// keys and signatures must be identical and every verifier must accept.
// A signer without KeyFromSeed (matrix.LacksKeyFromSeed) signs with the key pair
// the others derived, or, when none derives keys, with crypto/ed25519's;
// its signature must still be identical.
// Then sig, under public and under the derived key, goes to every verifier
// (extra included): all must agree unless the input is in an edge class.
func checkSignVerify(r *matrix.Registry, extra []edge.EdgeVerifier, seed, msg, sig, public []byte) error {
	signers := matrix.Providers[matrix.Signature](r, "sign/ed25519")
	if len(signers) == 0 {
		return errSkip
	}
	s, err := matrix.Lookup("sign/ed25519")
	if err != nil {
		return err
	}
	var names []string
	var pubs, privs [][]byte
	for _, p := range signers {
		pub, priv := make([]byte, 32), make([]byte, 64)
		if err := p.Op.KeyFromSeed(pub, priv, fit(seed, 32)); err != nil {
			if matrix.LacksKeyFromSeed(s, err) {
				continue
			}
			return fmt.Errorf("%s: KeyFromSeed: %w", p.Name(), err)
		}
		names = append(names, p.Name())
		pubs, privs = append(pubs, pub), append(privs, priv)
	}
	if err := errors.Join(agree("public key", names, pubs), agree("private key", names, privs)); err != nil {
		return err
	}
	if len(privs) == 0 {
		k := ed25519.NewKeyFromSeed(fit(seed, 32))
		pubs, privs = [][]byte{k[32:]}, [][]byte{k}
	}
	// The derived keys are all equal now: every signer signs with them. A
	// signer that declines the message (errors.ErrUnsupported: libgcrypt's
	// S-expressions hold 65472 bytes) drops out for this input, provided
	// it declines it in Verify too and signs the empty message, so that a
	// binding declining every message is still caught.
	names = nil
	var sigs [][]byte
	var takers, decliners []matrix.Provider[matrix.Signature]
	for _, p := range signers {
		sg := make([]byte, 64)
		if err := p.Op.Sign(sg, msg, privs[0]); err != nil {
			if !errors.Is(err, errors.ErrUnsupported) {
				return fmt.Errorf("%s: Sign: %w", p.Name(), err)
			}
			if err := p.Op.Sign(sg, nil, privs[0]); err != nil {
				return fmt.Errorf("%s: Sign of the empty message: %w", p.Name(), err)
			}
			decliners = append(decliners, p)
			continue
		}
		takers = append(takers, p)
		names, sigs = append(names, p.Name()), append(sigs, sg)
	}
	if len(sigs) == 0 {
		return fmt.Errorf("every signer declines a %d-byte message", len(msg))
	}
	if err := agree("signature", names, sigs); err != nil {
		return err
	}
	for _, v := range decliners {
		if ok, err := v.Op.Verify(sigs[0], msg, pubs[0]); ok || !errors.Is(err, errors.ErrUnsupported) {
			return fmt.Errorf("%s: Sign declines a %d-byte message, Verify answers %v, %v", v.Name(), len(msg), ok, err)
		}
	}
	for _, v := range takers {
		if ok, err := v.Op.Verify(sigs[0], msg, pubs[0]); !ok || err != nil {
			return fmt.Errorf("%s rejects the signature all signers made: %v, %v", v.Name(), ok, err)
		}
	}
	if len(sig) != 64 {
		return nil
	}
	verifiers := slices.Clone(extra)
	for _, p := range takers {
		verifiers = append(verifiers, edge.EdgeVerifier{Name: p.Name(), Verify: p.Op.Verify})
	}
	for _, pub := range [][]byte{public, pubs[0]} {
		if len(pub) != 32 {
			continue
		}
		var answers []bool
		var said []string
		for _, v := range verifiers {
			ok, err := v.Verify(bytes.Clone(sig), bytes.Clone(msg), bytes.Clone(pub))
			if err != nil {
				return fmt.Errorf("%s: Verify of well-sized input: %w", v.Name, err)
			}
			answers, said = append(answers, ok), append(said, fmt.Sprintf("%s=%v", v.Name, ok))
		}
		if slices.Contains(answers, !answers[0]) && edge25519.Classify(pub, sig) == 0 {
			return fmt.Errorf("verifiers disagree outside the edge-case classes: %s\npublic %x\nmsg %x\nsig %x",
				strings.Join(said, " "), pub, msg, sig)
		}
	}
	return nil
}

func FuzzX25519(f *testing.F) {
	f.Add(make([]byte, 32), make([]byte, 32))
	f.Fuzz(func(t *testing.T, scalar, point []byte) {
		fuzzRun(t, func(r *matrix.Registry) error { return checkX25519(r, scalar, point) })
	})
}

// checkX25519 computes scalar·point and scalar·9 with every
// implementation. Refusing is allowed only when the secret is all zero.
func checkX25519(r *matrix.Registry, scalar, point []byte) error {
	ps := matrix.Providers[matrix.ScalarMult](r, "scalarmult/x25519")
	if len(ps) == 0 {
		return errSkip
	}
	s, u := fit(scalar, 32), fit(point, 32)
	// The documented edge classes: bit 255 is cleared (the vectors cover
	// points with it set, X25519Bit255Class), and for a u near p, which
	// djb's NaCl reduces incompletely (X25519NearPClass), only the base
	// point is checked.
	u[len(u)-1] &= 0x7f
	if edge25519.X25519EdgeClass(u) != "" {
		u = nil
	}
	zero := u != nil && zeroSharedSecret(s, u)
	var names, baseNames []string
	var outs, bases [][]byte
	for _, p := range ps {
		out := make([]byte, 32)
		if u == nil {
			// the point is in the documented edge class: not compared
		} else if err := p.Op.ScalarMult(out, s, u); err != nil {
			if !zero {
				return fmt.Errorf("%s: ScalarMult refuses a point whose shared secret is not zero: %w\nscalar %x\npoint %x", p.Name(), err, s, u)
			}
		} else {
			names, outs = append(names, p.Name()), append(outs, out)
		}
		base := make([]byte, 32)
		if err := p.Op.ScalarBaseMult(base, s); err != nil {
			return fmt.Errorf("%s: ScalarBaseMult: %w", p.Name(), err)
		}
		baseNames, bases = append(baseNames, p.Name()), append(bases, base)
	}
	if err := errors.Join(agree(fmt.Sprintf("X25519(%x, %x)", s, u), names, outs),
		agree(fmt.Sprintf("X25519(%x, 9)", s), baseNames, bases)); err != nil {
		return err
	}
	for i, out := range outs {
		if zero && !bytes.Equal(out, make([]byte, 32)) {
			return fmt.Errorf("%s: %x where crypto/ecdh finds an all-zero secret", names[i], out)
		}
	}
	return nil
}

func FuzzBox(f *testing.F) {
	f.Add([]byte("alice"), []byte("bob"), []byte("nonce"), []byte("message"), false)
	f.Add([]byte("alice"), make([]byte, 32), []byte("nonce"), []byte("low-order peer"), true)
	f.Fuzz(func(t *testing.T, sk1, sk2, nonce, msg []byte, rawPeer bool) {
		fuzzRun(t, func(r *matrix.Registry) error { return checkBox(r, sk1, sk2, nonce, msg, rawPeer) })
	})
}

// checkBox seals msg from sk1 to the public key of sk2 (or, with rawPeer,
// to sk2 taken as any 32-byte public key, possibly of low order) with
// every implementation, directly and after precomputation. Boxes and
// precomputed keys must agree; every implementation opens the first box,
// and refuses it with one bit flipped, leaving no plaintext.
func checkBox(r *matrix.Registry, sk1, sk2, nonce, msg []byte, rawPeer bool) error {
	const id = "box/curve25519xsalsa20poly1305"
	boxes, sms := matrix.Providers[matrix.Box](r, id), matrix.Providers[matrix.ScalarMult](r, "scalarmult/x25519")
	if len(boxes) == 0 || len(sms) == 0 {
		return errSkip
	}
	spec, _ := matrix.Lookup(id)
	a, b, n := fit(sk1, 32), fit(sk2, 32), fit(nonce, spec.Nonce)
	pa, pb := make([]byte, 32), make([]byte, 32)
	if err := errors.Join(sms[0].Op.ScalarBaseMult(pa, a), sms[0].Op.ScalarBaseMult(pb, b)); err != nil {
		return err
	}
	peer := pb
	if rawPeer {
		peer = b
		if edge25519.X25519EdgeClass(peer) != "" {
			return errSkip // a documented X25519 edge class (edge_x25519.go)
		}
	}
	zero := zeroSharedSecret(a, peer)

	var names []string
	var sealed, shared, sealedAfter [][]byte
	for _, p := range boxes {
		box, k, box2 := make([]byte, len(msg)+spec.Overhead), make([]byte, 32), make([]byte, len(msg)+spec.Overhead)
		err := p.Op.Seal(box, msg, n, peer, a)
		if err == nil {
			err = p.Op.Precompute(k, peer, a)
		}
		if err == nil {
			err = p.Op.SealAfter(box2, msg, n, k)
		}
		if err != nil {
			if !zero {
				return fmt.Errorf("%s: %w", p.Name(), err)
			}
			continue
		}
		names = append(names, p.Name())
		sealed, shared, sealedAfter = append(sealed, box), append(shared, k), append(sealedAfter, box2)
	}
	if err := errors.Join(agree("box", names, sealed), agree("precomputed key", names, shared),
		agree("box after precomputation", names, sealedAfter)); err != nil {
		return err
	}
	if len(sealed) == 0 {
		return nil
	}
	if !bytes.Equal(sealed[0], sealedAfter[0]) {
		return fmt.Errorf("%s: Seal and SealAfter differ", names[0])
	}
	bit := (len(msg)*7 + int(n[0])) % (8 * len(sealed[0]))
	tampered := bytes.Clone(sealed[0])
	tampered[bit/8] ^= 1 << (bit % 8)
	for _, p := range boxes {
		if !slices.Contains(names, p.Name()) {
			continue
		}
		out := make([]byte, len(msg))
		if !rawPeer {
			if ok, err := p.Op.Open(out, sealed[0], n, pa, b); !ok || err != nil || !bytes.Equal(out, msg) {
				return fmt.Errorf("%s: Open of %s's box: %v, %v, %x", p.Name(), names[0], ok, err, out)
			}
		}
		if ok, err := p.Op.OpenAfter(out, sealed[0], n, shared[0]); !ok || err != nil || !bytes.Equal(out, msg) {
			return fmt.Errorf("%s: OpenAfter of %s's box: %v, %v", p.Name(), names[0], ok, err)
		}
		if ok, err := p.Op.OpenAfter(out, tampered, n, shared[0]); ok || err != nil || !bytes.Equal(out, make([]byte, len(out))) {
			return fmt.Errorf("%s: OpenAfter with bit %d flipped: %v, %v, plaintext left %x", p.Name(), bit, ok, err, out)
		}
	}
	return nil
}

func FuzzSecretBox(f *testing.F) {
	f.Add([]byte("key"), []byte("nonce"), []byte("message"), uint16(3))
	f.Fuzz(func(t *testing.T, key, nonce, msg []byte, flip uint16) {
		fuzzRun(t, func(r *matrix.Registry) error { return checkSecretBox(r, key, nonce, msg, flip) })
	})
}

// checkSecretBox seals with every implementation; boxes must agree, every
// implementation opens the first and refuses it with bit flip flipped.
func checkSecretBox(r *matrix.Registry, key, nonce, msg []byte, flip uint16) error {
	const id = "secretbox/xsalsa20poly1305"
	ps := matrix.Providers[matrix.SecretBox](r, id)
	if len(ps) == 0 {
		return errSkip
	}
	spec, _ := matrix.Lookup(id)
	k, n := fit(key, spec.Key), fit(nonce, spec.Nonce)
	var names []string
	var boxes [][]byte
	for _, p := range ps {
		box := make([]byte, len(msg)+spec.Overhead)
		if err := p.Op.Seal(box, msg, n, k); err != nil {
			return fmt.Errorf("%s: Seal: %w", p.Name(), err)
		}
		names, boxes = append(names, p.Name()), append(boxes, box)
	}
	if err := agree("secretbox", names, boxes); err != nil {
		return err
	}
	bit := int(flip) % (8 * len(boxes[0]))
	tampered := bytes.Clone(boxes[0])
	tampered[bit/8] ^= 1 << (bit % 8)
	for _, p := range ps {
		out := make([]byte, len(msg))
		if ok, err := p.Op.Open(out, boxes[0], n, k); !ok || err != nil || !bytes.Equal(out, msg) {
			return fmt.Errorf("%s: Open of %s's box: %v, %v", p.Name(), names[0], ok, err)
		}
		if ok, err := p.Op.Open(out, tampered, n, k); ok || err != nil || !bytes.Equal(out, make([]byte, len(out))) {
			return fmt.Errorf("%s: Open with bit %d flipped: %v, %v, plaintext left %x", p.Name(), bit, ok, err, out)
		}
	}
	return nil
}

func FuzzSealedBox(f *testing.F) {
	f.Add([]byte("recipient"), []byte("message"), uint16(3))
	f.Fuzz(func(t *testing.T, sk, msg []byte, flip uint16) {
		fuzzRun(t, func(r *matrix.Registry) error { return checkSealedBox(r, sk, msg, flip) })
	})
}

// checkSealedBox seals msg to the public key of sk with every
// implementation. Seals are randomised, so they are not compared: every
// implementation must open every implementation's sealed box to msg, and
// refuse the first with bit flip flipped, leaving no plaintext.
func checkSealedBox(r *matrix.Registry, sk, msg []byte, flip uint16) error {
	const id = "sealedbox/curve25519xsalsa20poly1305"
	ps := matrix.Providers[matrix.SealedBox](r, id)
	if len(ps) == 0 {
		return errSkip
	}
	spec, _ := matrix.Lookup(id)
	k, err := ecdh.X25519().NewPrivateKey(fit(sk, spec.Private))
	if err != nil {
		return err
	}
	pub, priv := k.PublicKey().Bytes(), k.Bytes()
	var names []string
	var boxes [][]byte
	for _, p := range ps {
		box := make([]byte, len(msg)+spec.Overhead)
		if err := p.Op.Seal(box, msg, pub); err != nil {
			return fmt.Errorf("%s: Seal: %w", p.Name(), err)
		}
		names, boxes = append(names, p.Name()), append(boxes, box)
	}
	bit := int(flip) % (8 * len(boxes[0]))
	tampered := bytes.Clone(boxes[0])
	tampered[bit/8] ^= 1 << (bit % 8)
	for _, p := range ps {
		out := make([]byte, len(msg))
		for i, box := range boxes {
			if ok, err := p.Op.Open(out, box, pub, priv); !ok || err != nil || !bytes.Equal(out, msg) {
				return fmt.Errorf("%s: Open of %s's sealed box: %v, %v", p.Name(), names[i], ok, err)
			}
		}
		if ok, err := p.Op.Open(out, tampered, pub, priv); ok || err != nil || !bytes.Equal(out, make([]byte, len(out))) {
			return fmt.Errorf("%s: Open of %s's sealed box with bit %d flipped: %v, %v, plaintext left %x", p.Name(), names[0], bit, ok, err, out)
		}
	}
	return nil
}

// outLen picks an output length in the spec's range from a fuzzed number.
func outLen(s matrix.Spec, x uint16) int {
	if !s.VariableOut() {
		return s.Out
	}
	return s.OutMin + int(x)%(s.OutMax-s.OutMin+1)
}

func FuzzHash(f *testing.F) {
	f.Add([]byte("abc"), uint16(48))
	f.Fuzz(func(t *testing.T, msg []byte, size uint16) {
		fuzzRun(t, func(r *matrix.Registry) error { return checkHash(r, msg, size) })
	})
}

// checkHash hashes msg with every implementation of every hash.
func checkHash(r *matrix.Registry, msg []byte, size uint16) error {
	for _, s := range matrix.SpecsOf(matrix.FamilyHash) {
		var names []string
		var outs [][]byte
		for _, p := range matrix.Providers[matrix.Hash](r, s.ID()) {
			out := make([]byte, outLen(s, size))
			if err := p.Op.Hash(out, msg); err != nil {
				return fmt.Errorf("%s: %s: %w", s.ID(), p.Name(), err)
			}
			names, outs = append(names, p.Name()), append(outs, out)
		}
		if err := agree(s.ID(), names, outs); err != nil {
			return err
		}
	}
	return nil
}

// macKey fits a fuzzed key to the spec's accepted key lengths.
func macKey(s matrix.Spec, key []byte) []byte {
	if s.KeyMax == -1 || (len(key) >= s.KeyMin && len(key) <= s.KeyMax) {
		return key
	}
	return fit(key, s.Key)
}

func FuzzMAC(f *testing.F) {
	f.Add([]byte("Jefe"), []byte("what do ya want for nothing?"), uint16(0))
	// A key past Botan 2's HMAC limit of 4096 bytes: Botan declines it,
	// every other HMAC must still agree.
	f.Add(bytes.Repeat([]byte{0xaa}, 4097), []byte("what do ya want for nothing?"), uint16(0))
	f.Fuzz(func(t *testing.T, key, msg []byte, size uint16) {
		fuzzRun(t, func(r *matrix.Registry) error { return checkMAC(r, key, msg, size) })
	})
}

// checkMAC computes the tag of msg with every implementation of every MAC;
// tags must agree, every implementation verifies the first and refuses it
// with one bit changed. An implementation that declines the key
// (errors.ErrUnsupported: Botan 2's HMAC past 4096 bytes) is left out of
// the comparison for that input, provided it declines it in Verify too
// and takes the spec's canonical key length, so that a binding declining
// every key is still caught.
func checkMAC(r *matrix.Registry, key, msg []byte, size uint16) error {
	for _, s := range matrix.SpecsOf(matrix.FamilyMAC) {
		k := macKey(s, key)
		var names []string
		var tags [][]byte
		var ps []matrix.Provider[matrix.MAC]
		for _, p := range matrix.Providers[matrix.MAC](r, s.ID()) {
			tag := make([]byte, outLen(s, size))
			if err := p.Op.MAC(tag, msg, k); err != nil {
				if errors.Is(err, errors.ErrUnsupported) {
					if ok, verr := p.Op.Verify(tag, msg, k); ok || !errors.Is(verr, errors.ErrUnsupported) {
						return fmt.Errorf("%s: %s: MAC declines a %d-byte key (%v), Verify answers %v, %v", s.ID(), p.Name(), len(k), err, ok, verr)
					}
					if cerr := p.Op.MAC(tag, msg, fit(k, s.Key)); cerr != nil {
						return fmt.Errorf("%s: %s: MAC with the canonical %d-byte key: %w", s.ID(), p.Name(), s.Key, cerr)
					}
					continue
				}
				return fmt.Errorf("%s: %s: MAC with a %d-byte key: %w", s.ID(), p.Name(), len(k), err)
			}
			names, tags, ps = append(names, p.Name()), append(tags, tag), append(ps, p)
		}
		if err := agree(s.ID(), names, tags); err != nil {
			return err
		}
		if len(tags) == 0 {
			continue
		}
		bad := bytes.Clone(tags[0])
		bad[int(size)%len(bad)] ^= 0x80
		for _, p := range ps {
			if ok, err := p.Op.Verify(tags[0], msg, k); !ok || err != nil {
				return fmt.Errorf("%s: %s: Verify of %s's tag: %v, %v", s.ID(), p.Name(), names[0], ok, err)
			}
			if ok, err := p.Op.Verify(bad, msg, k); ok || err != nil {
				return fmt.Errorf("%s: %s: Verify of a changed tag: %v, %v", s.ID(), p.Name(), ok, err)
			}
		}
	}
	return nil
}

func FuzzStream(f *testing.F) {
	f.Add([]byte("key"), []byte("nonce"), []byte("message"))
	f.Fuzz(func(t *testing.T, key, nonce, msg []byte) {
		fuzzRun(t, func(r *matrix.Registry) error { return checkStream(r, key, nonce, msg) })
	})
}

// checkStream encrypts msg and draws as much keystream with every
// implementation of every stream cipher; XOR must be msg ⊕ keystream and
// both must agree across implementations.
func checkStream(r *matrix.Registry, key, nonce, msg []byte) error {
	for _, s := range matrix.SpecsOf(matrix.FamilyStream) {
		k, n := fit(key, s.Key), fit(nonce, s.Nonce)
		var names []string
		var xors, streams [][]byte
		for _, p := range matrix.Providers[matrix.Stream](r, s.ID()) {
			x, ks := make([]byte, len(msg)), make([]byte, len(msg))
			if err := p.Op.XOR(x, msg, n, k); err != nil {
				// A documented limit (NaCl's AES-CTR refuses a counter
				// that would wrap its 32-bit part) is not a disagreement.
				if errors.Is(err, errors.ErrUnsupported) {
					continue
				}
				return fmt.Errorf("%s: %s: XOR: %w", s.ID(), p.Name(), err)
			}
			if err := p.Op.KeyStream(ks, n, k); err != nil {
				return fmt.Errorf("%s: %s: KeyStream: %w", s.ID(), p.Name(), err)
			}
			for i := range ks {
				if x[i] != ks[i]^msg[i] {
					return fmt.Errorf("%s: %s: XOR is not message ⊕ KeyStream at byte %d", s.ID(), p.Name(), i)
				}
			}
			names, xors, streams = append(names, p.Name()), append(xors, x), append(streams, ks)
		}
		if err := errors.Join(agree(s.ID()+" XOR", names, xors), agree(s.ID()+" keystream", names, streams)); err != nil {
			return err
		}
	}
	return nil
}

func FuzzSecretStream(f *testing.F) {
	f.Add([]byte("key"), []byte("first|second||last"), uint16(9))
	f.Fuzz(func(t *testing.T, key, data []byte, flip uint16) {
		fuzzRun(t, func(r *matrix.Registry) error { return checkSecretStream(r, key, data, flip) })
	})
}

// checkSecretStream splits data at '|' into at most four messages (tags
// MESSAGE, then PUSH for a message that ends in '!', FINAL last); every
// implementation pushes them as a stream, every implementation pulls
// every stream to the same messages and tags, and refuses the first
// message of the first stream with bit flip flipped, leaving no plaintext.
func checkSecretStream(r *matrix.Registry, key, data []byte, flip uint16) error {
	const id = "secretstream/xchacha20poly1305"
	ps := matrix.Providers[matrix.SecretStream](r, id)
	if len(ps) == 0 {
		return errSkip
	}
	spec, _ := matrix.Lookup(id)
	k := fit(key, spec.Key)
	msgs := bytes.SplitN(data, []byte("|"), 4)
	tags := make([]byte, len(msgs))
	for i, m := range msgs {
		if bytes.HasSuffix(m, []byte("!")) {
			tags[i] = matrix.SecretStreamPush
		}
	}
	tags[len(tags)-1] = matrix.SecretStreamFinal
	type stream struct {
		from   string
		header []byte
		cts    [][]byte
	}
	var streams []stream
	for _, p := range ps {
		st := stream{from: p.Name(), header: make([]byte, spec.Header)}
		ph, err := p.Op.NewPush(st.header, k)
		if err != nil {
			return fmt.Errorf("%s: NewPush: %w", p.Name(), err)
		}
		for i, m := range msgs {
			ct := make([]byte, len(m)+spec.Overhead)
			if err := ph.Push(ct, m, nil, tags[i]); err != nil {
				return fmt.Errorf("%s: Push of message %d: %w", p.Name(), i, err)
			}
			st.cts = append(st.cts, ct)
		}
		streams = append(streams, st)
	}
	first := streams[0].cts[0]
	bit := int(flip) % (8 * len(first))
	tampered := bytes.Clone(first)
	tampered[bit/8] ^= 1 << (bit % 8)
	for _, p := range ps {
		for _, st := range streams {
			pl, err := p.Op.NewPull(st.header, k)
			if err != nil {
				return fmt.Errorf("%s: NewPull of %s's stream: %w", p.Name(), st.from, err)
			}
			for i, ct := range st.cts {
				out := make([]byte, len(msgs[i]))
				tag, ok, err := pl.Pull(out, ct, nil)
				if err != nil || !ok || tag != tags[i] || !bytes.Equal(out, msgs[i]) {
					return fmt.Errorf("%s: Pull of %s's message %d: ok %v, tag %d (pushed %d), err %v", p.Name(), st.from, i, ok, tag, tags[i], err)
				}
			}
		}
		pl, err := p.Op.NewPull(streams[0].header, k)
		if err != nil {
			return fmt.Errorf("%s: NewPull: %w", p.Name(), err)
		}
		out := make([]byte, len(msgs[0]))
		if _, ok, err := pl.Pull(out, tampered, nil); ok || err != nil || !bytes.Equal(out, make([]byte, len(out))) {
			return fmt.Errorf("%s: Pull of %s's first message with bit %d flipped: %v, %v, plaintext left %x", p.Name(), streams[0].from, bit, ok, err, out)
		}
	}
	return nil
}

func FuzzPasswordHash(f *testing.F) {
	f.Add([]byte("password"), []byte("0123456789abcdef"), uint8(3), uint8(8), uint8(1), uint8(32))
	f.Add([]byte(""), []byte("somesalt"), uint8(1), uint8(40), uint8(2), uint8(100))
	f.Fuzz(func(t *testing.T, password, salt []byte, passes, memory, lanes, tag uint8) {
		fuzzRun(t, func(r *matrix.Registry) error {
			return checkPasswordHash(r, password, salt, passes, memory, lanes, tag)
		})
	})
}

// checkPasswordHash hashes password under salt with every implementation
// of every password hash, at a cost drawn from the fuzzed numbers but kept
// small (1 to 4 passes, 1 or 2 lanes, up to 64 KiB: the fuzzer makes
// thousands of calls) and a tag of 4 to 131 bytes; the tags must agree.
// An implementation that cannot take the parameters (errors.ErrUnsupported)
// is left out of the comparison, except on the common ground every Argon2
// implementation takes (pwhash.CrossCommon), where that is a failure.
func checkPasswordHash(r *matrix.Registry, password, salt []byte, passes, memory, lanes, tag uint8) error {
	c := matrix.Argon2Cost{Passes: 1 + uint64(passes%4), Lanes: 1 + uint64(lanes%2)}
	c.MemoryKiB = 8*c.Lanes + uint64(memory)%(65-8*c.Lanes)
	salt = salt[:min(len(salt), 64)]
	for _, s := range matrix.SpecsOf(matrix.FamilyPasswordHash) {
		var names []string
		var outs [][]byte
		for _, p := range matrix.Providers[matrix.PasswordHash](r, s.ID()) {
			out := make([]byte, 4+int(tag)%128)
			err := p.Op.PasswordHash(out, password, salt, nil, nil, c)
			if errors.Is(err, errors.ErrUnsupported) && !pwhash.CrossCommon(len(out), len(password), len(salt), 0, 0, c) {
				continue
			}
			if err != nil {
				return fmt.Errorf("%s: %s: %s: %w", s.ID(), p.Name(), c, err)
			}
			names, outs = append(names, p.Name()), append(outs, out)
		}
		if err := agree(fmt.Sprintf("%s %s, %d-byte salt", s.ID(), c, len(salt)), names, outs); err != nil {
			return err
		}
	}
	return nil
}

// TestFuzzChecksCatch runs every fuzz check on the registry, where it must
// pass, and on the registry plus one broken wrapper of the first
// implementation, where it must report the disagreement. The wrappers are
// the families' breakers (see wrapBroken), and wrappers below that
// misreport a limit.
func TestFuzzChecksCatch(t *testing.T) {
	r, err := impls.Default()
	if err != nil {
		t.Fatal(err)
	}
	rfc1 := checktest.Vector(t, "rfc8032", "sign/ed25519", 1)
	pub, sig := rfc1.Public, bytes.Clone(rfc1.Sig)
	sig[40] ^= 1 // S changes, stays below L: an ordinary bad signature
	checks := []struct {
		id    string
		wrap  func(t *testing.T, s matrix.Spec, op any) any
		check func(r *matrix.Registry) error
	}{
		{"hash/sha512", byBreaker("wrong-first-byte"),
			func(r *matrix.Registry) error { return checkHash(r, []byte("abc"), 0) }},
		{"mac/poly1305", byBreaker("verify-accepts-all"),
			func(r *matrix.Registry) error { return checkMAC(r, []byte("k"), []byte("abc"), 0) }},
		{"mac/hmac-sha256", func(_ *testing.T, _ matrix.Spec, op any) any { return macDeclines{op.(matrix.MAC), -1, true} },
			func(r *matrix.Registry) error { return checkMAC(r, []byte("k"), []byte("abc"), 0) }},
		{"mac/hmac-sha256", func(_ *testing.T, _ matrix.Spec, op any) any { return macDeclines{op.(matrix.MAC), 32, false} },
			func(r *matrix.Registry) error { return checkMAC(r, []byte("k"), []byte("abc"), 0) }},
		{"stream/xsalsa20", byBreaker("xor-wrong-last-byte"),
			func(r *matrix.Registry) error { return checkStream(r, []byte("k"), []byte("n"), []byte("abc")) }},
		{"secretbox/xsalsa20poly1305", byBreaker("seal-wrong-last-byte"),
			func(r *matrix.Registry) error { return checkSecretBox(r, []byte("k"), []byte("n"), []byte("abc"), 1) }},
		{"box/curve25519xsalsa20poly1305", byBreaker("precompute-wrong"),
			func(r *matrix.Registry) error {
				return checkBox(r, []byte("a"), []byte("b"), []byte("n"), []byte("abc"), false)
			}},
		{"sealedbox/curve25519xsalsa20poly1305", byBreaker("nonce-without-recipient-key"),
			func(r *matrix.Registry) error { return checkSealedBox(r, []byte("r"), []byte("abc"), 5) }},
		{"scalarmult/x25519", byBreaker("base-wrong-byte"),
			func(r *matrix.Registry) error { return checkX25519(r, []byte("s"), []byte{9}) }},
		{"secretstream/xchacha20poly1305", byBreaker("pull-skips-mac"),
			func(r *matrix.Registry) error { return checkSecretStream(r, []byte("k"), []byte("a|b"), 3) }},
		{"sign/ed25519", byBreaker("verify-accepts-all"),
			func(r *matrix.Registry) error { return checkSignVerify(r, nil, []byte("seed"), nil, sig, pub) }},
		{"sign/ed25519", func(_ *testing.T, _ matrix.Spec, op any) any { return signDeclines{op.(matrix.Signature), -1, true} },
			func(r *matrix.Registry) error {
				return checkSignVerify(r, nil, []byte("seed"), []byte("abc"), sig, pub)
			}},
		{"sign/ed25519", func(_ *testing.T, _ matrix.Spec, op any) any { return signDeclines{op.(matrix.Signature), 0, false} },
			func(r *matrix.Registry) error {
				return checkSignVerify(r, nil, []byte("seed"), []byte("abc"), sig, pub)
			}},
		{"pwhash/argon2id", byBreaker("ignores-passes"),
			func(r *matrix.Registry) error {
				return checkPasswordHash(r, []byte("password"), []byte("0123456789abcdef"), 0, 0, 0, 28)
			}},
	}
	for _, c := range checks {
		t.Run(c.id, func(t *testing.T) {
			ps := matrix.Providers[any](r, c.id)
			if len(ps) == 0 {
				t.Skipf("no registry implementation of %s to break", c.id)
			}
			if err := c.check(r); err != nil {
				t.Fatalf("check fails on the registry: %v", err)
			}
			s, err := matrix.Lookup(c.id)
			if err != nil {
				t.Fatal(err)
			}
			withBroken := &matrix.Registry{Impls: slices.Clone(r.Impls)}
			if err := withBroken.Add(&matrix.Impl{Name: "broken", Ops: map[string]any{c.id: c.wrap(t, s, ps[0].Op)}}); err != nil {
				t.Fatal(err)
			}
			err = c.check(withBroken)
			if err == nil || errors.Is(err, errSkip) || !strings.Contains(err.Error(), "broken") {
				t.Errorf("check misses the broken implementation: %v", err)
			}
			t.Logf("caught: %v", err)
		})
	}
}

// byBreaker is the wrapper of TestFuzzChecksCatch that applies the breaker
// called name of the operation's family.
func byBreaker(name string) func(t *testing.T, s matrix.Spec, op any) any {
	return func(t *testing.T, s matrix.Spec, op any) any { return wrapBroken(t, s, name, op) }
}

// TestSignVerifyWithoutKeyFromSeed runs the Ed25519 fuzz check with
// signers that derive no key pair from a seed: they sign with the others'
// keys (or crypto/ed25519's when no signer derives keys), and a wrong
// signature or a verifier accepting a bad signature is still caught.
func TestSignVerifyWithoutKeyFromSeed(t *testing.T) {
	rfc1 := checktest.Vector(t, "rfc8032", "sign/ed25519", 1)
	pub, sig := rfc1.Public, bytes.Clone(rfc1.Sig)
	sig[40] ^= 1 // S changes, stays below L: an ordinary bad signature
	reg := func(impls ...*matrix.Impl) *matrix.Registry {
		r := &matrix.Registry{}
		if err := r.Add(impls...); err != nil {
			t.Fatal(err)
		}
		return r
	}
	good, seedless := checktest.SignImpl("go", stdlib.Ed25519{}), checktest.SignImpl("seedless", implstest.Ed25519NoSeed{})
	other := checktest.SignImpl("seedless-2", implstest.Ed25519NoSeed{})
	wrong := checktest.SignImpl("seedless-wrong", implstest.Ed25519NoSeed{FlipSig: true})
	lenient := checktest.SignImpl("seedless-lenient", implstest.AcceptAllNoSeed{})
	for _, r := range []*matrix.Registry{reg(good, seedless), reg(seedless, good), reg(seedless, other)} {
		if err := checkSignVerify(r, nil, []byte("seed"), []byte("abc"), sig, pub); err != nil {
			t.Errorf("%v: %v", r.Names(), err)
		}
	}
	for _, r := range []*matrix.Registry{reg(good, wrong), reg(wrong, good), reg(seedless, wrong)} {
		err := checkSignVerify(r, nil, []byte("seed"), []byte("abc"), sig, pub)
		if err == nil || !strings.Contains(err.Error(), "signature") || !strings.Contains(err.Error(), "seedless-wrong") {
			t.Errorf("%v: a wrong signature was not caught: %v", r.Names(), err)
		}
	}
	err := checkSignVerify(reg(good, lenient), nil, []byte("seed"), []byte("abc"), sig, pub)
	if err == nil || !strings.Contains(err.Error(), "seedless-lenient=true") {
		t.Errorf("a verifier accepting a bad signature was not caught: %v", err)
	}
}

// signDeclines answers errors.ErrUnsupported from Sign for every message
// but one of length takes (none when takes is -1), and from Verify too if
// verifyToo: a signer that misreports a limit, caught by checkSignVerify's
// empty message (takes -1) or by its Verify (verifyToo false).
type signDeclines struct {
	matrix.Signature
	takes     int
	verifyToo bool
}

func (w signDeclines) Sign(sig, msg, private []byte) error {
	if len(msg) != w.takes {
		return fmt.Errorf("broken: msg: declined: %w", errors.ErrUnsupported)
	}
	return w.Signature.Sign(sig, msg, private)
}

func (w signDeclines) Verify(sig, msg, public []byte) (bool, error) {
	if w.verifyToo && len(msg) != w.takes {
		return false, fmt.Errorf("broken: msg: declined: %w", errors.ErrUnsupported)
	}
	return w.Signature.Verify(sig, msg, public)
}

// macDeclines answers errors.ErrUnsupported from MAC for every key but one
// of length takes (none when takes is -1), and from Verify too if
// verifyToo: a binding that misreports a limit, caught by checkMAC's
// canonical key (takes -1) or by its Verify (verifyToo false). The
// allowance for a documented limit must not let it through.
type macDeclines struct {
	m         matrix.MAC
	takes     int
	verifyToo bool
}

func (w macDeclines) MAC(tag, msg, key []byte) error {
	if len(key) != w.takes {
		return fmt.Errorf("broken: key: declined: %w", errors.ErrUnsupported)
	}
	return w.m.MAC(tag, msg, key)
}

func (w macDeclines) Verify(tag, msg, key []byte) (bool, error) {
	if w.verifyToo && len(key) != w.takes {
		return false, fmt.Errorf("broken: key: declined: %w", errors.ErrUnsupported)
	}
	return w.m.Verify(tag, msg, key)
}
