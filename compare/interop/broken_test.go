package interop

import (
	"bytes"
	"crypto/rand"
	"crypto/subtle"
	"fmt"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/internal/sealref"
	"github.com/naclcmp/naclcmp/compare/transcript"
	"github.com/naclcmp/naclcmp/gonative/xcrypto"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
)

// The checks must be able to fail. For every family, breakers lists
// realistic bugs, each a small wrapper around a real implementation that
// is wrong in one way; TestBrokenImplementationsCaught applies every
// breaker of a family to the first registry implementation of every
// operation of that family, and requires
//
//   - checkPair to fail, naming the broken implementation, with the broken
//     one consuming (good → broken) and producing (broken → good), and to
//     pass for good → good;
//   - the transcript of {good, broken} to report a problem of that
//     operation naming the broken implementation, with no overall digest,
//     and the transcript of {good} to report none.
//
// A check that by design does not look at the aspect a breaker breaks is
// declared blind to it, with the reason and what catches the bug instead;
// the test then requires that check to pass, so that a blind spot that is
// closed later shows up here and its declaration can go. A breaker blind to
// every check fails: each bug must be caught by at least one of them.
//
// The wrappers are also the broken implementations of TestFuzzChecksCatch.

// breaker is one realistic bug, applicable to every operation of a family.
type breaker struct {
	name string
	// wrap returns the broken wrapper of op, an implementation of s.
	wrap func(s matrix.Spec, op any) any
	// applies, when set, says whether the bug can exist in s at all (a
	// wrong output length needs a variable output length); the subtests of
	// other operations are skipped, saying so.
	applies func(s matrix.Spec) bool
	// Blind spots: why a check cannot see the bug, and what catches it.
	// Empty: the check must catch it. consumerBlind is checkPair(good,
	// broken), producerBlind checkPair(broken, good).
	consumerBlind, producerBlind, transcriptBlind string
}

// Recurring reasons for blind spots.
const (
	// The producer of a pair only hashes, seals and signs: a bug in
	// verifying or opening shows when the implementation consumes, which
	// Interop also checks, as every ordered pair (and a lone
	// implementation against itself) runs.
	onlyConsumes = "checkPair(a, b) never has a verify or open: the good → broken direction catches it"
	// The mirror of onlyConsumes, for a bug in pushing only: a correct
	// producer gives the broken consumer nothing to get wrong.
	onlyProduces = "checkPair(a, b) has b only pull: the broken → good direction catches it"
	// The transcript uses only what every secretstream implementation
	// has: no associated data, no rekey.
	ssNoOptional = "the transcript has no associated data and no rekey, which not every implementation has: checkPair's parts catch it"
	// The transcript opens tampered boxes into a fresh buffer that it
	// never reads: it checks the verdict, not the wipe.
	wipeUnread = "the transcript does not read the buffer of a refused open: checkPair's family.CrossCheckOpen catches it"
)

// breakers lists, per family, the bugs the checks must catch. Every
// family of Families needs at least one (TestBrokenBreakersCoverEveryFamily).
var breakers = map[matrix.Family][]breaker{matrix.FamilyHash: {
	{name: "wrong-first-byte", wrap: func(_ matrix.Spec, op any) any { return brokenHash{h: op.(matrix.Hash)} }},
	{name: "wrong-after-two-blocks", wrap: func(_ matrix.Spec, op any) any { return brokenHashLong{h: op.(matrix.Hash)} }},
	{name: "drops-last-byte", wrap: func(_ matrix.Spec, op any) any { return brokenHashShort{h: op.(matrix.Hash)} }},
	{name: "truncates-longest-digest", applies: matrix.Spec.VariableOut,
		wrap: func(s matrix.Spec, op any) any { return brokenHashTruncates{op.(matrix.Hash), s.OutMax} }},
}, matrix.FamilyMAC: {
	{name: "verify-accepts-all", wrap: func(_ matrix.Spec, op any) any { return brokenMAC{m: op.(matrix.MAC)} },
		producerBlind: onlyConsumes},
	{name: "verify-half-tag", wrap: func(_ matrix.Spec, op any) any { return brokenMACHalfVerify{macOf{op.(matrix.MAC)}} },
		producerBlind: onlyConsumes},
	{name: "key-last-byte-zeroed", wrap: func(_ matrix.Spec, op any) any { return brokenMACKeyTail{macOf{op.(matrix.MAC)}} }},
	{name: "key-truncated-to-32", applies: func(s matrix.Spec) bool { return s.KeyMax < 0 || s.KeyMax > 32 },
		wrap: func(_ matrix.Spec, op any) any { return brokenMACKey32{macOf{op.(matrix.MAC)}} }},
	{name: "truncates-longest-tag", applies: matrix.Spec.VariableOut,
		wrap: func(s matrix.Spec, op any) any { return brokenMACTruncates{macOf{op.(matrix.MAC)}, s.OutMax} }},
}, matrix.FamilyStream: {
	{name: "xor-wrong-last-byte", wrap: func(_ matrix.Spec, op any) any { return brokenStream{op.(matrix.Stream)} }},
	{name: "ignores-nonce", wrap: func(_ matrix.Spec, op any) any { return brokenStreamNoNonce{op.(matrix.Stream)} }},
	{name: "counter-starts-at-1", wrap: func(_ matrix.Spec, op any) any { return brokenStreamCounter{op.(matrix.Stream)} }},
}, matrix.FamilyCore: {
	{name: "ignores-key-half", wrap: func(_ matrix.Spec, op any) any { return brokenCore{op.(matrix.Core), coreKeyHalf} }},
	{name: "ignores-input", wrap: func(_ matrix.Spec, op any) any { return brokenCore{op.(matrix.Core), coreNoInput} }},
	{name: "ignores-constant", wrap: func(_ matrix.Spec, op any) any { return brokenCore{op.(matrix.Core), coreSigma} },
		transcriptBlind: "core.Sequence (the transcript) always passes sigma: core.Cross's random constant catches it"},
}, matrix.FamilySecretBox: {
	{name: "seal-wrong-last-byte", wrap: func(_ matrix.Spec, op any) any { return brokenSecret{op.(matrix.SecretBox)} }},
	{name: "open-skips-tag-check", wrap: func(_ matrix.Spec, op any) any { return lenientSecretBox{op.(matrix.SecretBox)} },
		producerBlind: onlyConsumes},
	{name: "open-leaves-box-behind", wrap: func(_ matrix.Spec, op any) any { return brokenSecretLeaves{op.(matrix.SecretBox)} },
		producerBlind: onlyConsumes, transcriptBlind: wipeUnread},
	{name: "ignores-nonce", wrap: func(_ matrix.Spec, op any) any { return brokenSecretNoNonce{op.(matrix.SecretBox)} }},
}, matrix.FamilyBox: {
	{name: "precompute-wrong", wrap: func(_ matrix.Spec, op any) any { return brokenBox{op.(matrix.Box)} }},
	{name: "ignores-nonce", wrap: func(_ matrix.Spec, op any) any { return brokenBoxNoNonce{op.(matrix.Box)} }},
	{name: "sealafter-ignores-nonce", wrap: func(_ matrix.Spec, op any) any { return brokenBoxSealAfter{op.(matrix.Box)} },
		producerBlind: "box.Cross's producer seals with Seal only, its consumer with SealAfter: the good → broken direction catches it"},
	{name: "open-skips-tag-check", wrap: func(_ matrix.Spec, op any) any { return brokenBoxOpen{Box: op.(matrix.Box), open: brokenOpenLenient} },
		producerBlind:   onlyConsumes,
		transcriptBlind: "box.Sequence (the transcript) opens only the intact box with Open, tampered ones with OpenAfter: checkPair catches it"},
	{name: "openafter-skips-tag-check", wrap: func(_ matrix.Spec, op any) any { return brokenBoxOpen{Box: op.(matrix.Box), after: brokenOpenLenient} },
		producerBlind: onlyConsumes},
	{name: "open-leaves-box-behind", wrap: func(_ matrix.Spec, op any) any { return brokenBoxOpen{Box: op.(matrix.Box), open: brokenOpenLeaves} },
		producerBlind:   onlyConsumes,
		transcriptBlind: "box.Sequence (the transcript) opens only the intact box with Open: checkPair's family.CrossCheckOpen catches it"},
	{name: "openafter-leaves-box-behind", wrap: func(_ matrix.Spec, op any) any { return brokenBoxOpen{Box: op.(matrix.Box), after: brokenOpenLeaves} },
		producerBlind:   onlyConsumes,
		transcriptBlind: "box.Sequence (the transcript) does not read the buffer of the refused OpenAfter: checkPair's family.CrossCheckOpen catches it"},
}, matrix.FamilySealedBox: {
	{name: "nonce-without-recipient-key", wrap: func(_ matrix.Spec, op any) any { return brokenSealedNonce{op.(matrix.SealedBox)} }},
	{name: "fixed-ephemeral-key", wrap: func(_ matrix.Spec, op any) any { return brokenSealedFixedKey{op.(matrix.SealedBox)} },
		consumerBlind: "the bug is in sealing, and its boxes open everywhere: checkPair(broken, good) catches the repeated ephemeral key"},
	{name: "open-skips-tag-check", wrap: func(_ matrix.Spec, op any) any { return brokenSealedOpen{op.(matrix.SealedBox), brokenOpenLenient} },
		producerBlind: onlyConsumes},
	{name: "open-leaves-box-behind", wrap: func(_ matrix.Spec, op any) any { return brokenSealedOpen{op.(matrix.SealedBox), brokenOpenLeaves} },
		producerBlind: onlyConsumes, transcriptBlind: wipeUnread},
}, matrix.FamilyScalarMult: {
	{name: "base-wrong-byte", wrap: func(_ matrix.Spec, op any) any { return brokenX25519{x: op.(matrix.ScalarMult)} }},
	{name: "ignores-point", wrap: func(_ matrix.Spec, op any) any { return brokenX25519NoPoint{op.(matrix.ScalarMult)} }},
	{name: "scalar-last-byte-zeroed", wrap: func(_ matrix.Spec, op any) any { return brokenX25519Scalar{op.(matrix.ScalarMult)} }},
}, matrix.FamilySignature: {
	{name: "verify-accepts-all", wrap: func(_ matrix.Spec, op any) any { return brokenSign{op.(matrix.Signature)} },
		producerBlind: onlyConsumes},
	{name: "sign-drops-last-byte", wrap: func(_ matrix.Spec, op any) any { return brokenSignShort{op.(matrix.Signature)} }},
	{name: "seed-last-byte-zeroed", wrap: func(_ matrix.Spec, op any) any { return brokenSignSeed{op.(matrix.Signature)} }},
	{name: "verify-refuses-long-messages", wrap: func(_ matrix.Spec, op any) any { return brokenSignLong{op.(matrix.Signature)} },
		producerBlind:   onlyConsumes,
		transcriptBlind: "the transcript's 8 signature steps sign messages of at most 19 bytes (sign.Steps, family.StepLen): checkPair catches it"},
}, matrix.FamilyAEAD: {
	{name: "ignores-ad", wrap: func(_ matrix.Spec, op any) any { return brokenAEADNoAD{op.(matrix.AEAD)} }},
	{name: "open-skips-tag-check", wrap: func(_ matrix.Spec, op any) any { return brokenAEADOpen{op.(matrix.AEAD), brokenOpenLenient} },
		producerBlind: onlyConsumes},
	{name: "open-leaves-ct-behind", wrap: func(_ matrix.Spec, op any) any { return brokenAEADOpen{op.(matrix.AEAD), brokenOpenLeaves} },
		producerBlind: onlyConsumes, transcriptBlind: wipeUnread},
	{name: "tag-first", wrap: func(_ matrix.Spec, op any) any { return brokenAEADTagFirst{op.(matrix.AEAD)} }},
	{name: "nonce-tail-zeroed", wrap: func(_ matrix.Spec, op any) any { return brokenAEADNonce{op.(matrix.AEAD)} }},
}, matrix.FamilyKeyConversion: {
	{name: "public-is-edwards-y", wrap: func(_ matrix.Spec, op any) any { return brokenKeyConvY{op.(matrix.KeyConversion)} }},
	{name: "private-is-seed", wrap: func(_ matrix.Spec, op any) any { return brokenKeyConvPrivate{op.(matrix.KeyConversion), true} }},
	{name: "private-hashes-public-half", wrap: func(_ matrix.Spec, op any) any { return brokenKeyConvPrivate{op.(matrix.KeyConversion), false} }},
}, matrix.FamilyEqual: {
	{name: "compares-first-byte-only", wrap: func(_ matrix.Spec, op any) any {
		return brokenEqualPrefix{op.(matrix.Equal), func(int) int { return 1 }}
	}},
	{name: "ignores-last-byte", wrap: func(_ matrix.Spec, op any) any {
		return brokenEqualPrefix{op.(matrix.Equal), func(n int) int { return n - 1 }}
	}},
	{name: "inverted", wrap: func(_ matrix.Spec, op any) any { return brokenEqualInverted{op.(matrix.Equal)} }},
}, matrix.FamilySecretStream: {
	{name: "push-drops-tag", wrap: func(_ matrix.Spec, op any) any { return brokenSS(op, ssPushDropsTag, nil) },
		consumerBlind: onlyProduces},
	{name: "pull-ignores-tag", wrap: func(_ matrix.Spec, op any) any {
		return brokenSS(op, nil, ssPullTag(func(byte) byte { return matrix.SecretStreamMessage }))
	}, producerBlind: onlyConsumes},
	// A reader that takes the PUSH bit for the end: a stream cut after
	// a PUSH message would look complete.
	{name: "pull-push-as-final", wrap: func(_ matrix.Spec, op any) any {
		return brokenSS(op, nil, ssPullTag(func(t byte) byte {
			if t&matrix.SecretStreamPush != 0 {
				return matrix.SecretStreamFinal
			}
			return t
		}))
	}, producerBlind: onlyConsumes},
	// Accepts whatever does not authenticate: reordered, replayed, cut
	// and flipped messages alike.
	{name: "pull-skips-mac", wrap: func(_ matrix.Spec, op any) any { return brokenSS(op, nil, ssPullLenient) },
		producerBlind: onlyConsumes},
	{name: "pull-leaves-plaintext", wrap: func(_ matrix.Spec, op any) any { return brokenSS(op, nil, ssPullLeaves) },
		producerBlind: onlyConsumes, transcriptBlind: wipeUnread},
	{name: "rekey-does-nothing", wrap: func(_ matrix.Spec, op any) any { return brokenSS(op, ssPushNoRekey, ssPullNoRekey) },
		transcriptBlind: ssNoOptional},
	{name: "push-ignores-ad", wrap: func(_ matrix.Spec, op any) any { return brokenSS(op, ssPushNoAD, nil) },
		consumerBlind: onlyProduces, transcriptBlind: ssNoOptional},
}, matrix.FamilyPasswordHash: {
	{name: "ignores-passes", wrap: func(_ matrix.Spec, op any) any { return brokenPwhashPasses{op.(matrix.PasswordHash)} }},
	{name: "swaps-argon2i-and-argon2id", wrap: func(s matrix.Spec, _ any) any { return brokenPwhashVariant(s) }},
	{name: "truncates-a-64-byte-tag", wrap: func(_ matrix.Spec, op any) any { return brokenPwhashTruncates{op.(matrix.PasswordHash)} }},
	{name: "drops-last-password-byte", wrap: func(_ matrix.Spec, op any) any { return brokenPwhashPassword{op.(matrix.PasswordHash)} }},
},
}

// TestBrokenBreakersCoverEveryFamily: a new family cannot be added
// without a bug that its checks are shown to catch.
func TestBrokenBreakersCoverEveryFamily(t *testing.T) {
	for _, f := range matrix.Families {
		if len(breakers[f]) == 0 {
			t.Errorf("family %s has no breaker: add its realistic bugs to breakers", f)
		}
		seen := map[string]bool{}
		for _, b := range breakers[f] {
			if b.name == "" || b.wrap == nil || seen[b.name] {
				t.Errorf("family %s: breaker %q has no name, no wrapper or a name used twice", f, b.name)
			}
			seen[b.name] = true
		}
	}
}

// TestBrokenImplementationsCaught applies every breaker to every operation
// of its family in the default registry (see the top of this file).
func TestBrokenImplementationsCaught(t *testing.T) {
	r := checktest.Load(t, impls.Default)
	for _, f := range matrix.Families {
		if len(breakers[f]) == 0 {
			t.Errorf("family %s has no breaker", f)
		}
		ops := 0
		for _, s := range matrix.SpecsOf(f) {
			ps := matrix.Providers[any](r, s.ID())
			if len(ps) == 0 {
				continue
			}
			ops++
			// The first implementation only: the checks are under test,
			// not the implementations (TestInterop covers those).
			good := &matrix.Impl{Name: ps[0].Name(), Ops: map[string]any{s.ID(): ps[0].Op}}
			t.Run(s.ID(), func(t *testing.T) {
				t.Parallel()
				if err := checkPair(s, good, good, checktest.FixedSeed); err != nil {
					t.Fatalf("checkPair(%[1]s → %[1]s) fails unbroken: %v", good.Name, err)
				}
				if p := transcript.RunTranscript(checktest.NewRegistry(t, good), checktest.FixedSeed).Problems(); len(p) != 0 {
					t.Fatalf("transcript of %s alone: %q", good.Name, p)
				}
				for _, b := range breakers[f] {
					t.Run(b.name, func(t *testing.T) { checkBreaker(t, s, good, b) })
				}
			})
		}
		if ops == 0 {
			t.Logf("no operation of family %s in this build: its breakers ran nowhere", f)
		}
	}
}

// checkBreaker applies b to good's implementation of s and requires every
// check not declared blind to catch it, naming the broken implementation.
func checkBreaker(t *testing.T, s matrix.Spec, good *matrix.Impl, b breaker) {
	if b.applies != nil && !b.applies(s) {
		t.Skipf("the bug cannot exist in %s", s.ID())
	}
	bad := &matrix.Impl{Name: "broken-" + b.name, Ops: map[string]any{s.ID(): b.wrap(s, good.Ops[s.ID()])}}
	if b.consumerBlind != "" && b.producerBlind != "" && b.transcriptBlind != "" {
		t.Errorf("neither checkPair nor the transcript catches %s: close the gap in one of them", bad.Name)
	}
	pairs := []struct {
		from, to *matrix.Impl
		blind    string
	}{{good, bad, b.consumerBlind}, {bad, good, b.producerBlind}}
	for _, p := range pairs {
		err := checkPair(s, p.from, p.to, checktest.FixedSeed)
		expectCaught(t, fmt.Sprintf("checkPair(%s → %s)", p.from.Name, p.to.Name), p.blind, bad.Name, err)
	}

	tr := transcript.RunTranscript(checktest.NewRegistry(t, good, bad), checktest.FixedSeed)
	var hits []string
	for _, p := range tr.Problems() {
		if strings.HasPrefix(p, s.ID()+": ") && strings.Contains(p, bad.Name) {
			hits = append(hits, p)
		}
	}
	var err error
	if len(hits) > 0 {
		err = fmt.Errorf("%s", strings.Join(hits, "\n"))
		if tr.Digest != "" {
			t.Errorf("transcript: overall digest %s despite: %v", tr.Digest, err)
		}
	}
	expectCaught(t, "transcript", b.transcriptBlind, bad.Name, err)
}

// expectCaught checks the verdict err of one check on a broken
// implementation: an error naming it, or, when the check is declared
// blind, none.
func expectCaught(t *testing.T, check, blind, name string, err error) {
	t.Helper()
	switch {
	case blind != "" && err == nil:
		t.Logf("%s: blind by design: %s", check, blind)
	case blind != "":
		t.Errorf("%s catches %s although declared blind (%s): remove the declaration\n%v", check, name, blind, err)
	case err == nil:
		t.Errorf("%s misses %s", check, name)
	case !strings.Contains(err.Error(), name):
		t.Errorf("%s fails without naming %s:\n%v", check, name, err)
	}
}

// dropLast returns b without its last byte.
func dropLast(b []byte) []byte {
	if len(b) == 0 {
		return b
	}
	return b[:len(b)-1]
}

// zeroTail returns a copy of b with the bytes from i on zeroed.
func zeroTail(b []byte, i int) []byte {
	c := bytes.Clone(b)
	if i < len(c) {
		clear(c[i:])
	}
	return c
}

// The hash breakers.
type (
	// brokenHash gets the first byte of every digest wrong: a wrong
	// initial value or a slip in the final output encoding.
	brokenHash struct{ h matrix.Hash }
	// brokenHashLong is wrong only for messages of more than 128 bytes: a
	// bug in the multi-block path of a buffering binding, which short test
	// vectors never reach.
	brokenHashLong struct{ h matrix.Hash }
	// brokenHashShort hashes one byte too few: an off-by-one in the length
	// handed to C.
	brokenHashShort struct{ h matrix.Hash }
	// brokenHashTruncates computes the longest digest and truncates it,
	// where BLAKE2 makes the length a parameter of the hash: the binding
	// does not pass the caller's output length on.
	brokenHashTruncates struct {
		h    matrix.Hash
		full int
	}
)

func (b brokenHash) Hash(out, msg []byte) error {
	err := b.h.Hash(out, msg)
	out[0] ^= 1
	return err
}

func (b brokenHashLong) Hash(out, msg []byte) error {
	err := b.h.Hash(out, msg)
	if len(msg) > 128 {
		out[len(out)-1] ^= 0x40
	}
	return err
}

func (b brokenHashShort) Hash(out, msg []byte) error { return b.h.Hash(out, dropLast(msg)) }

func (b brokenHashTruncates) Hash(out, msg []byte) error {
	return truncated(out, b.full, func(full []byte) error { return b.h.Hash(full, msg) })
}

// truncated computes an output of n bytes through f and copies its prefix
// to out.
func truncated(out []byte, n int, f func(full []byte) error) error {
	full := make([]byte, n)
	err := f(full)
	copy(out, full)
	return err
}

// The MAC breakers.
type (
	// brokenMAC's Verify accepts every tag: the binding turns the C
	// verify's -1 into true (or ignores it).
	brokenMAC struct{ m matrix.MAC }
	// brokenMACHalfVerify's Verify compares only the first half of the tag:
	// a length slip (16 bytes compared of a 32-byte tag).
	brokenMACHalfVerify struct{ macOf }
	// brokenMACKeyTail's MAC ignores the key's last byte: an off-by-one in
	// copying the key.
	brokenMACKeyTail struct{ macOf }
	// brokenMACKey32 truncates keys to 32 bytes: the binding calls an API
	// with fixed 32-byte keys (crypto_auth_hmacsha256) for an operation
	// that takes keys of any length.
	brokenMACKey32 struct{ macOf }
	// brokenMACTruncates computes the longest tag and truncates it (see
	// brokenHashTruncates).
	brokenMACTruncates struct {
		macOf
		full int
	}
)

func (b brokenMAC) MAC(tag, msg, key []byte) error { return b.m.MAC(tag, msg, key) }

// macOf forwards both calls to m: the other MAC breakers embed it and
// replace one.
type macOf struct{ m matrix.MAC }

func (w macOf) MAC(tag, msg, key []byte) error { return w.m.MAC(tag, msg, key) }

func (w macOf) Verify(tag, msg, key []byte) (bool, error) { return w.m.Verify(tag, msg, key) }

func (b brokenMAC) Verify(tag, msg, key []byte) (bool, error) { return true, nil }

func (b brokenMACHalfVerify) Verify(tag, msg, key []byte) (bool, error) {
	want := make([]byte, len(tag))
	if err := b.m.MAC(want, msg, key); err != nil {
		return false, err
	}
	h := len(tag) / 2
	return subtle.ConstantTimeCompare(want[:h], tag[:h]) == 1, nil
}

func (b brokenMACKeyTail) MAC(tag, msg, key []byte) error {
	return b.m.MAC(tag, msg, zeroTail(key, len(key)-1))
}

func (b brokenMACKey32) MAC(tag, msg, key []byte) error {
	return b.m.MAC(tag, msg, key[:min(len(key), 32)])
}

func (b brokenMACTruncates) MAC(tag, msg, key []byte) error {
	return truncated(tag, b.full, func(full []byte) error { return b.m.MAC(full, msg, key) })
}

// The stream cipher breakers.
type (
	// brokenStream's XOR gets the last byte wrong: a bug in the handling
	// of the final partial block.
	brokenStream struct{ matrix.Stream }
	// brokenStreamNoNonce uses an all-zero nonce: the binding passes the
	// wrong buffer.
	brokenStreamNoNonce struct{ matrix.Stream }
	// brokenStreamCounter starts one 64-byte block late: the block counter
	// starts at 1, the convention of the AEAD that uses block 0 for the
	// Poly1305 key, in a plain stream binding.
	brokenStreamCounter struct{ matrix.Stream }
)

func (b brokenStream) XOR(out, in, nonce, key []byte) error {
	return flipLast(out, b.Stream.XOR(out, in, nonce, key))
}

// flipLast flips a bit of the last byte of b, if any, and returns err.
func flipLast(b []byte, err error) error {
	if len(b) > 0 {
		b[len(b)-1] ^= 1
	}
	return err
}

func (b brokenStreamNoNonce) KeyStream(out, nonce, key []byte) error {
	return b.Stream.KeyStream(out, make([]byte, len(nonce)), key)
}

func (b brokenStreamNoNonce) XOR(out, in, nonce, key []byte) error {
	return b.Stream.XOR(out, in, make([]byte, len(nonce)), key)
}

func (b brokenStreamCounter) KeyStream(out, nonce, key []byte) error {
	ks := make([]byte, 64+len(out))
	err := b.Stream.KeyStream(ks, nonce, key)
	copy(out, ks[64:])
	return err
}

func (b brokenStreamCounter) XOR(out, in, nonce, key []byte) error {
	if len(out) != len(in) {
		return b.Stream.XOR(out, in, nonce, key) // the real argument error
	}
	ks := make([]byte, len(in))
	err := b.KeyStream(ks, nonce, key)
	subtle.XORBytes(out, in, ks)
	return err
}

// brokenCore changes the core function's arguments before the real call:
// a binding that passes a wrong buffer.
type brokenCore struct {
	c    matrix.Core
	args func(in, key, constant []byte) ([]byte, []byte, []byte)
}

func (b brokenCore) Core(out, in, key, constant []byte) error {
	in, key, constant = b.args(in, key, constant)
	return b.c.Core(out, in, key, constant)
}

// coreKeyHalf keeps only the first 16 key bytes: a 16-byte copy of the
// 32-byte key.
func coreKeyHalf(in, key, constant []byte) ([]byte, []byte, []byte) {
	return in, zeroTail(key, 16), constant
}

// coreNoInput uses an all-zero input block.
func coreNoInput(in, key, constant []byte) ([]byte, []byte, []byte) {
	return make([]byte, len(in)), key, constant
}

// coreSigma ignores the caller's constant and uses the standard one: the
// binding passes NULL, which libsodium's crypto_core_* read as "expand
// 32-byte k".
func coreSigma(in, key, constant []byte) ([]byte, []byte, []byte) {
	if len(constant) != len(matrix.Sigma) {
		return in, key, constant // the real argument error
	}
	return in, key, []byte(matrix.Sigma)
}

// An opener breaker changes what an open reports and leaves in out, given
// the real open's verdict; the secretbox, box and AEAD breakers share them.
type opener func(ok bool, err error, out, box []byte) (bool, error)

// brokenOpenLenient: the tag check's failure is ignored, as when the
// binding tests the C function's result the wrong way.
func brokenOpenLenient(ok bool, err error, out, box []byte) (bool, error) {
	return ok || err == nil, err
}

// brokenOpenLeaves: on refusal the buffer keeps the box, as when the
// binding copies the box into out and opens in place (NaCl's zero-padded
// API) without wiping on failure.
func brokenOpenLeaves(ok bool, err error, out, box []byte) (bool, error) {
	if !ok && err == nil {
		copy(out, box)
	}
	return ok, err
}

// The secretbox breakers.
type (
	// brokenSecret's Seal gets the last byte of the box wrong.
	brokenSecret struct{ matrix.SecretBox }
	// brokenSecretLeaves's Open leaves the box behind (brokenOpenLeaves).
	// lenientSecretBox (interop_test.go) is the tag check skipped.
	brokenSecretLeaves struct{ matrix.SecretBox }
	// brokenSecretNoNonce seals and opens with an all-zero nonce.
	brokenSecretNoNonce struct{ matrix.SecretBox }
)

func (b brokenSecret) Seal(box, msg, nonce, key []byte) error {
	return flipLast(box, b.SecretBox.Seal(box, msg, nonce, key))
}

func (b brokenSecretLeaves) Open(msg, box, nonce, key []byte) (bool, error) {
	ok, err := b.SecretBox.Open(msg, box, nonce, key)
	return brokenOpenLeaves(ok, err, msg, box)
}

func (b brokenSecretNoNonce) Seal(box, msg, nonce, key []byte) error {
	return b.SecretBox.Seal(box, msg, make([]byte, len(nonce)), key)
}

func (b brokenSecretNoNonce) Open(msg, box, nonce, key []byte) (bool, error) {
	return b.SecretBox.Open(msg, box, make([]byte, len(nonce)), key)
}

// The box breakers.
type (
	// brokenBox's Precompute gets the shared key wrong.
	brokenBox struct{ matrix.Box }
	// brokenBoxNoNonce uses an all-zero nonce in every call.
	brokenBoxNoNonce struct{ matrix.Box }
	// brokenBoxSealAfter's SealAfter uses an all-zero nonce, Seal the
	// right one: a bug in the precomputed path only.
	brokenBoxSealAfter struct{ matrix.Box }
	// brokenBoxOpen breaks Open with open or OpenAfter with after, one
	// of the opener breakers; the method left nil stays right.
	brokenBoxOpen struct {
		matrix.Box

		open, after opener
	}
)

func (b brokenBox) Precompute(shared, peerPublic, private []byte) error {
	err := b.Box.Precompute(shared, peerPublic, private)
	shared[0] ^= 1
	return err
}

func (b brokenBoxNoNonce) Seal(box, msg, nonce, peerPublic, private []byte) error {
	return b.Box.Seal(box, msg, make([]byte, len(nonce)), peerPublic, private)
}

func (b brokenBoxNoNonce) Open(msg, box, nonce, peerPublic, private []byte) (bool, error) {
	return b.Box.Open(msg, box, make([]byte, len(nonce)), peerPublic, private)
}

func (b brokenBoxNoNonce) SealAfter(box, msg, nonce, shared []byte) error {
	return b.Box.SealAfter(box, msg, make([]byte, len(nonce)), shared)
}

func (b brokenBoxNoNonce) OpenAfter(msg, box, nonce, shared []byte) (bool, error) {
	return b.Box.OpenAfter(msg, box, make([]byte, len(nonce)), shared)
}

func (b brokenBoxSealAfter) SealAfter(box, msg, nonce, shared []byte) error {
	return b.Box.SealAfter(box, msg, make([]byte, len(nonce)), shared)
}

func (b brokenBoxOpen) Open(msg, box, nonce, peerPublic, private []byte) (bool, error) {
	ok, err := b.Box.Open(msg, box, nonce, peerPublic, private)
	if b.open == nil {
		return ok, err
	}
	return b.open(ok, err, msg, box)
}

func (b brokenBoxOpen) OpenAfter(msg, box, nonce, shared []byte) (bool, error) {
	ok, err := b.Box.OpenAfter(msg, box, nonce, shared)
	if b.after == nil {
		return ok, err
	}
	return b.after(ok, err, msg, box)
}

// The sealed box breakers. The first two seal with sealref, the
// construction from parts, under a key the binding draws itself, as a
// binding that builds sealed boxes from crypto_box would; each first calls
// the real method, so that its argument errors are the real ones.
type (
	// brokenSealedNonce derives the nonce from the ephemeral public key
	// alone, leaving the recipient's key out of the hash, in Seal and
	// Open alike: consistent with itself, not with libsodium.
	brokenSealedNonce struct{ matrix.SealedBox }
	// brokenSealedFixedKey seals every box under one ephemeral key pair,
	// as a binding whose random generator is seeded with a constant: its
	// boxes open everywhere, and whoever learns that key opens them all.
	brokenSealedFixedKey struct{ matrix.SealedBox }
	// brokenSealedOpen breaks Open with an opener breaker.
	brokenSealedOpen struct {
		matrix.SealedBox

		open opener
	}
)

// ephemeralOnlyNonce is BLAKE2b-192 of the ephemeral public key alone.
func ephemeralOnlyNonce(ephemeralPublic, _ []byte) [24]byte {
	return sealref.Nonce(ephemeralPublic, nil)
}

// sealBroken runs the real Seal for its argument checks, then writes the
// sealed box that sealref makes under the ephemeral key esk and nonce.
func sealBroken(real matrix.SealedBox, box, msg, public, esk []byte, nonce sealref.NonceFunc) error {
	if err := real.Seal(box, msg, public); err != nil {
		return err
	}
	sealed, err := sealref.Seal(msg, public, esk, nonce)
	if err != nil {
		return err
	}
	copy(box, sealed)
	return nil
}

func (b brokenSealedNonce) Seal(box, msg, public []byte) error {
	esk := make([]byte, 32)
	rand.Read(esk)
	return sealBroken(b.SealedBox, box, msg, public, esk, ephemeralOnlyNonce)
}

func (b brokenSealedNonce) Open(msg, box, public, private []byte) (bool, error) {
	if _, err := b.SealedBox.Open(msg, box, public, private); err != nil {
		return false, err
	}
	m, ok := sealref.Open(box, public, private, ephemeralOnlyNonce)
	if !ok {
		clear(msg)
		return false, nil
	}
	copy(msg, m)
	return true, nil
}

func (b brokenSealedFixedKey) Seal(box, msg, public []byte) error {
	return sealBroken(b.SealedBox, box, msg, public, bytes.Repeat([]byte{0x42}, 32), sealref.Nonce)
}

func (b brokenSealedOpen) Open(msg, box, public, private []byte) (bool, error) {
	ok, err := b.SealedBox.Open(msg, box, public, private)
	return b.open(ok, err, msg, box)
}

// The X25519 breakers.
type (
	// brokenX25519's ScalarBaseMult gets one byte wrong.
	brokenX25519 struct{ x matrix.ScalarMult }
	// brokenX25519NoPoint's ScalarMult ignores the point and multiplies
	// the base point: the binding calls crypto_scalarmult_base for both.
	brokenX25519NoPoint struct{ x matrix.ScalarMult }
	// brokenX25519Scalar ignores the scalar's last byte: a 31-byte copy.
	brokenX25519Scalar struct{ x matrix.ScalarMult }
)

func (b brokenX25519) ScalarMult(out, scalar, point []byte) error {
	return b.x.ScalarMult(out, scalar, point)
}

func (b brokenX25519) ScalarBaseMult(out, scalar []byte) error {
	err := b.x.ScalarBaseMult(out, scalar)
	out[5] ^= 1
	return err
}

func (b brokenX25519NoPoint) ScalarMult(out, scalar, point []byte) error {
	return b.x.ScalarBaseMult(out, scalar)
}

func (b brokenX25519NoPoint) ScalarBaseMult(out, scalar []byte) error {
	return b.x.ScalarBaseMult(out, scalar)
}

func (b brokenX25519Scalar) ScalarMult(out, scalar, point []byte) error {
	return b.x.ScalarMult(out, zeroTail(scalar, len(scalar)-1), point)
}

func (b brokenX25519Scalar) ScalarBaseMult(out, scalar []byte) error {
	return b.x.ScalarBaseMult(out, zeroTail(scalar, len(scalar)-1))
}

// The signature breakers.
type (
	// brokenSign's Verify accepts every signature (see brokenMAC).
	brokenSign struct{ matrix.Signature }
	// brokenSignShort derives keys right but signs one byte too few of
	// the message: an off-by-one in the length handed to C.
	brokenSignShort struct{ matrix.Signature }
	// brokenSignSeed derives the key pair from the seed without its last
	// byte: a 31-byte copy. Keys, signatures and verification agree with
	// each other, not with anyone else.
	brokenSignSeed struct{ matrix.Signature }
	// brokenSignLong's Verify refuses messages of more than 192 bytes: the
	// binding builds NaCl's signature ‖ message in a fixed 256-byte buffer
	// and reports the overflow as a bad signature.
	brokenSignLong struct{ matrix.Signature }
)

func (b brokenSign) Verify(sig, msg, public []byte) (bool, error) { return true, nil }

func (b brokenSignShort) Sign(sig, msg, private []byte) error {
	return b.Signature.Sign(sig, dropLast(msg), private)
}

func (b brokenSignSeed) KeyFromSeed(public, private, seed []byte) error {
	return b.Signature.KeyFromSeed(public, private, zeroTail(seed, len(seed)-1))
}

func (b brokenSignLong) Verify(sig, msg, public []byte) (bool, error) {
	ok, err := b.Signature.Verify(sig, msg, public)
	return ok && len(msg) <= 192, err
}

// The AEAD breakers.
type (
	// brokenAEADNoAD seals and opens without the associated data: the
	// binding passes adlen 0.
	brokenAEADNoAD struct{ matrix.AEAD }
	// brokenAEADOpen breaks Open with an opener breaker.
	brokenAEADOpen struct {
		matrix.AEAD

		open opener
	}
	// brokenAEADTagFirst puts the tag before the ciphertext, in
	// secretbox's order, and opens that format: consistent with itself,
	// not with the AEAD's definition.
	brokenAEADTagFirst struct{ matrix.AEAD }
	// brokenAEADNonce zeroes the nonce after its first 8 bytes: the
	// binding copies a 64-bit nonce, that of the original
	// ChaCha20-Poly1305.
	brokenAEADNonce struct{ matrix.AEAD }
)

func (b brokenAEADNoAD) Seal(ct, msg, ad, nonce, key []byte) error {
	return b.AEAD.Seal(ct, msg, ad[:0], nonce, key)
}

func (b brokenAEADNoAD) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	return b.AEAD.Open(msg, ct, ad[:0], nonce, key)
}

func (b brokenAEADOpen) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	ok, err := b.AEAD.Open(msg, ct, ad, nonce, key)
	return b.open(ok, err, msg, ct)
}

func (b brokenAEADTagFirst) Seal(ct, msg, ad, nonce, key []byte) error {
	err := b.AEAD.Seal(ct, msg, ad, nonce, key)
	rotate(ct, len(msg))
	return err
}

func (b brokenAEADTagFirst) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	c := bytes.Clone(ct)
	if len(c) >= len(msg) {
		rotate(c, len(c)-len(msg))
	}
	return b.AEAD.Open(msg, c, ad, nonce, key)
}

// rotate moves b[:i] to the end of b.
func rotate(b []byte, i int) {
	c := append(bytes.Clone(b[i:]), b[:i]...)
	copy(b, c)
}

func (b brokenAEADNonce) Seal(ct, msg, ad, nonce, key []byte) error {
	return b.AEAD.Seal(ct, msg, ad, zeroTail(nonce, 8), key)
}

func (b brokenAEADNonce) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	return b.AEAD.Open(msg, ct, ad, zeroTail(nonce, 8), key)
}

// The key conversion breakers.
type (
	// brokenKeyConvY returns the Edwards y-coordinate of the public key
	// (its sign bit cleared) instead of the Montgomery u = (1+y)/(1−y):
	// the map left out.
	brokenKeyConvY struct{ matrix.KeyConversion }
	// brokenKeyConvPrivate confuses the halves of the seed ‖ public
	// private key: with seed set it returns the seed itself, unhashed and
	// unclamped; without, it converts the public half as if it were the
	// seed.
	brokenKeyConvPrivate struct {
		matrix.KeyConversion

		seed bool
	}
)

func (b brokenKeyConvY) PublicToX25519(out, edPublic []byte) error {
	if err := b.KeyConversion.PublicToX25519(out, edPublic); err != nil {
		return err
	}
	copy(out, edPublic)
	out[len(out)-1] &= 0x7f
	return nil
}

func (b brokenKeyConvPrivate) PrivateToX25519(out, edPrivate []byte) error {
	if err := b.KeyConversion.PrivateToX25519(out, edPrivate); err != nil || len(edPrivate) != 64 {
		return err
	}
	if b.seed {
		copy(out, edPrivate[:32])
		return nil
	}
	half := append(bytes.Clone(edPrivate[32:]), edPrivate[32:]...)
	return b.KeyConversion.PrivateToX25519(out, half)
}

// The comparison breakers.
type (
	// brokenEqualPrefix compares only the first keep(n) of the n bytes:
	// a loop bound slip, from "the first byte only" to an off-by-one.
	brokenEqualPrefix struct {
		e    matrix.Equal
		keep func(n int) int
	}
	// brokenEqualInverted reads crypto_verify's 0 for "equal" as false.
	brokenEqualInverted struct{ e matrix.Equal }
)

func (b brokenEqualPrefix) Equal(x, y []byte) (bool, error) {
	if _, err := b.e.Equal(x, y); err != nil {
		return false, err
	}
	n := b.keep(len(x))
	return subtle.ConstantTimeCompare(x[:n], y[:n]) == 1, nil
}

func (b brokenEqualInverted) Equal(x, y []byte) (bool, error) {
	ok, err := b.e.Equal(x, y)
	return !ok && err == nil, err
}

// brokenSS wraps a secretstream so that its pushers and pullers go
// through push and pull (either may be nil: that side is left correct).
func brokenSS(op any, push func(matrix.SecretStreamPusher) matrix.SecretStreamPusher, pull func(matrix.SecretStreamPuller) matrix.SecretStreamPuller) matrix.SecretStream {
	return brokenSecretStream{op.(matrix.SecretStream), push, pull}
}

type brokenSecretStream struct {
	matrix.SecretStream
	push func(matrix.SecretStreamPusher) matrix.SecretStreamPusher
	pull func(matrix.SecretStreamPuller) matrix.SecretStreamPuller
}

func (b brokenSecretStream) NewPush(header, key []byte) (matrix.SecretStreamPusher, error) {
	p, err := b.SecretStream.NewPush(header, key)
	if err != nil || b.push == nil {
		return p, err
	}
	return b.push(p), nil
}

func (b brokenSecretStream) NewPull(header, key []byte) (matrix.SecretStreamPuller, error) {
	p, err := b.SecretStream.NewPull(header, key)
	if err != nil || b.pull == nil {
		return p, err
	}
	return b.pull(p), nil
}

// ssPushDropsTag pushes every message as MESSAGE, whatever its tag.
func ssPushDropsTag(p matrix.SecretStreamPusher) matrix.SecretStreamPusher { return pushDropsTag{p} }

type pushDropsTag struct{ matrix.SecretStreamPusher }

func (p pushDropsTag) Push(out, msg, ad []byte, _ byte) error {
	return p.SecretStreamPusher.Push(out, msg, ad, matrix.SecretStreamMessage)
}

// ssPushNoAD pushes without the associated data it is given.
func ssPushNoAD(p matrix.SecretStreamPusher) matrix.SecretStreamPusher { return pushNoAD{p} }

type pushNoAD struct{ matrix.SecretStreamPusher }

func (p pushNoAD) Push(out, msg, _ []byte, tag byte) error {
	return p.SecretStreamPusher.Push(out, msg, nil, tag)
}

// ssPushNoRekey and ssPullNoRekey say they rekeyed and did not.
func ssPushNoRekey(p matrix.SecretStreamPusher) matrix.SecretStreamPusher { return pushNoRekey{p} }
func ssPullNoRekey(p matrix.SecretStreamPuller) matrix.SecretStreamPuller { return pullNoRekey{p} }

type pushNoRekey struct{ matrix.SecretStreamPusher }

func (pushNoRekey) Rekey() error { return nil }

type pullNoRekey struct{ matrix.SecretStreamPuller }

func (pullNoRekey) Rekey() error { return nil }

// ssPullTag reports the tag f makes of the true one.
func ssPullTag(f func(byte) byte) func(matrix.SecretStreamPuller) matrix.SecretStreamPuller {
	return func(p matrix.SecretStreamPuller) matrix.SecretStreamPuller { return pullTag{p, f} }
}

type pullTag struct {
	matrix.SecretStreamPuller
	f func(byte) byte
}

func (p pullTag) Pull(msg, in, ad []byte) (byte, bool, error) {
	tag, ok, err := p.SecretStreamPuller.Pull(msg, in, ad)
	return p.f(tag), ok, err
}

// ssPullLenient accepts a message that does not authenticate.
func ssPullLenient(p matrix.SecretStreamPuller) matrix.SecretStreamPuller { return pullLenient{p} }

type pullLenient struct{ matrix.SecretStreamPuller }

func (p pullLenient) Pull(msg, in, ad []byte) (byte, bool, error) {
	tag, ok, err := p.SecretStreamPuller.Pull(msg, in, ad)
	if err == nil && !ok {
		return matrix.SecretStreamMessage, true, nil
	}
	return tag, ok, err
}

// ssPullLeaves refuses what it must but leaves the ciphertext in msg.
func ssPullLeaves(p matrix.SecretStreamPuller) matrix.SecretStreamPuller { return pullLeaves{p} }

type pullLeaves struct{ matrix.SecretStreamPuller }

func (p pullLeaves) Pull(msg, in, ad []byte) (byte, bool, error) {
	tag, ok, err := p.SecretStreamPuller.Pull(msg, in, ad)
	if err == nil && !ok {
		copy(msg, in[1:])
	}
	return tag, ok, err
}

// The password hash breakers.
type (
	// brokenPwhashPasses always makes three passes, whatever it is asked:
	// a binding that passes libsodium's default opslimit instead of the
	// caller's.
	brokenPwhashPasses struct{ h matrix.PasswordHash }
	// brokenPwhashTruncates computes a 64-byte tag and copies its prefix:
	// Argon2 makes the tag length an input of the hash (and longer tags
	// come from H''s chain), so a binding with a fixed buffer computes
	// another function for every other length.
	brokenPwhashTruncates struct{ h matrix.PasswordHash }
	// brokenPwhashPassword hashes one password byte too few: an
	// off-by-one in the length handed to C.
	brokenPwhashPassword struct{ h matrix.PasswordHash }
)

func (b brokenPwhashPasses) PasswordHash(out, password, salt, secret, ad []byte, c matrix.Argon2Cost) error {
	c.Passes = 3
	return b.h.PasswordHash(out, password, salt, secret, ad, c)
}

func (b brokenPwhashTruncates) PasswordHash(out, password, salt, secret, ad []byte, c matrix.Argon2Cost) error {
	return truncated(out, 64, func(full []byte) error { return b.h.PasswordHash(full, password, salt, secret, ad, c) })
}

func (b brokenPwhashPassword) PasswordHash(out, password, salt, secret, ad []byte, c matrix.Argon2Cost) error {
	return b.h.PasswordHash(out, dropLast(password), salt, secret, ad, c)
}

// brokenPwhashVariant computes the other Argon2 variant than s: a binding
// that passes the wrong algorithm constant (ALG_ARGON2I13 for
// ALG_ARGON2ID13). The other variant is x/crypto's, a correct one.
func brokenPwhashVariant(s matrix.Spec) matrix.PasswordHash {
	if s.Primitive == "argon2id" {
		return xcrypto.Argon2i{}
	}
	return xcrypto.Argon2id{}
}
