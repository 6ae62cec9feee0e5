package bench

import (
	"bytes"
	"crypto/ecdh"
	"crypto/ed25519"
	"fmt"

	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
)

// The binding call of each family that its C loops time (loopCalls), set
// up on the loop's buffers as naclcmp_loop.h lays them out.

// loopCall is the binding call a family's C loops time, on the loop's
// buffers: what naclcmp_loop.h says each buffer holds.
type loopCall struct {
	call string // the benchmark call (benchCall.name)
	// sizes gives the lengths of Out, Msg and AD for an n-byte workload.
	sizes func(s matrix.Spec, n int) (out, msg, ad int)
	// prepare derives what the call needs from the inputs (a key pair, a
	// public point) and returns the call.
	prepare func(s matrix.Spec, op any, a *cloop.Args) (func() error, error)
}

// loopCalls maps a family to its loopCall.
var loopCalls = map[matrix.Family]loopCall{
	matrix.FamilyHash: {"hash", func(s matrix.Spec, n int) (int, int, int) { return s.Out, n, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			h := op.(matrix.Hash)
			return func() error { return h.Hash(a.Out, a.Msg) }, nil
		}},
	matrix.FamilyMAC: {"mac", func(s matrix.Spec, n int) (int, int, int) { return s.Out, n, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			m, key := op.(matrix.MAC), a.Key[:s.Key]
			return func() error { return m.MAC(a.Out, a.Msg, key) }, nil
		}},
	matrix.FamilyStream: {"xor", func(s matrix.Spec, n int) (int, int, int) { return n, n, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			c, nonce, key := op.(matrix.Stream), a.Nonce[:s.Nonce], a.Key[:s.Key]
			return func() error { return c.XOR(a.Out, a.Msg, nonce, key) }, nil
		}},
	// The core's input is the nonce's prefix and its constant, in AD,
	// the standard one.
	matrix.FamilyCore: {"core", func(s matrix.Spec, n int) (int, int, int) { return s.Out, 0, len(matrix.Sigma) },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			c, input, key := op.(matrix.Core), a.Nonce[:s.In], a.Key[:s.Key]
			copy(a.AD, matrix.Sigma)
			return func() error { return c.Core(a.Out, input, key, a.AD) }, nil
		}},
	matrix.FamilySecretBox: {"seal", func(s matrix.Spec, n int) (int, int, int) { return n + s.Overhead, n, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			sb, nonce, key := op.(matrix.SecretBox), a.Nonce[:s.Nonce], a.Key[:s.Key]
			return func() error { return sb.Seal(a.Out, a.Msg, nonce, key) }, nil
		}},
	// crypto_box_afternm: Key is the precomputed shared key.
	matrix.FamilyBox: {"seal-afternm", func(s matrix.Spec, n int) (int, int, int) { return n + s.Overhead, n, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			b, nonce, shared := op.(matrix.Box), a.Nonce[:s.Nonce], a.Key[:s.Key]
			return func() error { return b.SealAfter(a.Out, a.Msg, nonce, shared) }, nil
		}},
	// crypto_box_seal_open: Public and Private's first half are the
	// recipient's key pair (crypto/ecdh), and Msg holds a box the binding
	// sealed of a random message. Seal has no loop: every call draws a new
	// ephemeral key, so no loop can be shown to write what the binding
	// writes.
	matrix.FamilySealedBox: {"open", func(s matrix.Spec, n int) (int, int, int) { return n, n + s.Overhead, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			k, err := ecdh.X25519().NewPrivateKey(a.Private[:s.Private])
			if err != nil {
				return nil, err
			}
			public, private := a.Public[:s.Public], a.Private[:s.Private]
			copy(public, k.PublicKey().Bytes())
			sb := op.(matrix.SealedBox)
			if err := sb.Seal(a.Msg, bytes.Clone(a.Msg[:len(a.Out)]), public); err != nil {
				return nil, err
			}
			return func() error {
				ok, err := sb.Open(a.Out, a.Msg, public, private)
				if err == nil && !ok {
					err = errRejected
				}
				return err
			}, nil
		}},
	// No associated data, as the AEAD workloads.
	matrix.FamilyAEAD: {"seal", func(s matrix.Spec, n int) (int, int, int) { return n + s.Overhead, n, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			ae, nonce, key := op.(matrix.AEAD), a.Nonce[:s.Nonce], a.Key[:s.Key]
			return func() error { return ae.Seal(a.Out, a.Msg, a.AD, nonce, key) }, nil
		}},
	// Public is a valid peer key (crypto/ecdh), Private's first half the
	// scalar.
	matrix.FamilyScalarMult: {"scalarmult", func(s matrix.Spec, n int) (int, int, int) { return s.Out, 0, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			peer, err := ecdh.X25519().NewPrivateKey(a.Public)
			if err != nil {
				return nil, err
			}
			copy(a.Public, peer.PublicKey().Bytes())
			m, scalar := op.(matrix.ScalarMult), a.Private[:s.Private]
			return func() error { return m.ScalarMult(a.Out, scalar, a.Public) }, nil
		}},
	// Key is the seed; the binding derives Public and Private from it, in
	// its own private-key format, which its loop then reads.
	matrix.FamilySignature: {"sign", func(s matrix.Spec, n int) (int, int, int) { return s.Sig, n, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			sg, private := op.(matrix.Signature), a.Private[:s.Private]
			if err := sg.KeyFromSeed(a.Public[:s.Public], private, a.Key[:s.Seed]); err != nil {
				return nil, err
			}
			return func() error { return sg.Sign(a.Out, a.Msg, private) }, nil
		}},
	// The opening of a one-message stream: the binding pushes Msg's bytes
	// as the stream's FINAL message into Msg itself (Msg is the message
	// plus the overhead), its header into Nonce (24 bytes); the call
	// starts a pull state and pulls it into Out. AD stays empty.
	matrix.FamilySecretStream: {"open", func(s matrix.Spec, n int) (int, int, int) { return n, n + s.Overhead, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			x, key, header := op.(matrix.SecretStream), a.Key[:s.Key], a.Nonce[:s.Header]
			p, err := x.NewPush(header, key)
			if err != nil {
				return nil, err
			}
			msg := bytes.Clone(a.Msg[:len(a.Msg)-s.Overhead])
			if err := p.Push(a.Msg, msg, nil, matrix.SecretStreamFinal); err != nil {
				return nil, err
			}
			return func() error {
				if ok, err := secretStreamOpen(x, header, key, a.Out, a.Msg); err != nil || !ok {
					return fmt.Errorf("its own stream did not open (%v)", err)
				}
				return nil
			}, nil
		}},
	// Public is an Ed25519 public key (crypto/ed25519, from the seed in
	// Key) and Out its X25519 form.
	matrix.FamilyKeyConversion: {"pk", func(s matrix.Spec, n int) (int, int, int) { return s.Out, 0, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			copy(a.Public, ed25519.NewKeyFromSeed(a.Key).Public().(ed25519.PublicKey))
			kc := op.(matrix.KeyConversion)
			return func() error { return kc.PublicToX25519(a.Out, a.Public) }, nil
		}},
	// The first preset's cost (OWASP's m = 19 MiB, t = 2, p = 1), in the
	// loop's cost fields; Msg is the password and Nonce's first bytes the
	// salt, with no secret or associated data, as the workload.
	matrix.FamilyPasswordHash: {pwhashPresets[0].name, func(s matrix.Spec, n int) (int, int, int) { return s.Out, 16, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			c, ok := pwhashPresets[0].cost[s.Primitive]
			if !ok {
				return nil, fmt.Errorf("%s: no %s cost", s.ID(), pwhashPresets[0].name)
			}
			a.SetCost(uint32(c.Passes), uint32(c.MemoryKiB), uint32(c.Lanes))
			h, salt := op.(matrix.PasswordHash), a.Nonce[:s.Salt]
			return func() error { return h.PasswordHash(a.Out, a.Msg, salt, nil, nil, c) }, nil
		}},
	// Two equal strings, Msg and AD: the case that reads every byte. Out
	// stays empty; the loop fails on a difference.
	matrix.FamilyEqual: {"equal", func(s matrix.Spec, n int) (int, int, int) { return 0, s.In, s.In },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			e := op.(matrix.Equal)
			copy(a.AD, a.Msg)
			return func() error {
				if ok, err := e.Equal(a.Msg, a.AD); err != nil || !ok {
					return fmt.Errorf("equal strings compared unequal (%v)", err)
				}
				return nil
			}, nil
		}},
}
