package family

import (
	"bytes"
	"crypto/ecdh"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/internal/tamper"
	"github.com/naclcmp/naclcmp/matrix"
)

// What the cross-checks of authenticated encryption share (secretbox,
// box, sealed boxes, AEADs and secretstream): the consumer must open the
// producer's box to the same plaintext, and one flipped bit in the
// ciphertext, the tag, the nonce, the key (or the associated data) must
// make the consumer refuse and leave no plaintext behind.

// CrossSealed is one sealed message and what the consumer needs to open it.
type CrossSealed struct {
	What string
	Msg  []byte
	Box  []byte
	Tag  int // offset of the tag in Box
}

// CrossNamed is an input buffer that a tampering may flip a bit of.
type CrossNamed struct {
	Name string
	Buf  []byte
}

// CrossTampering is one change to a sealed box or an input of its opener:
// Apply returns the box to open and undoes a change of an input with
// restore.
type CrossTampering struct {
	Name  string
	Apply func() (box []byte, restore func())
}

// CrossTamperings lists the one-bit changes every opener must refuse: a bit
// of the ciphertext body (when there is one), of the tag, and of each
// named extra input (nonce, key, associated data).
func CrossTamperings(sb CrossSealed, overhead int, extra ...CrossNamed) []CrossTampering {
	type t = CrossTampering
	var out []t
	body := len(sb.Box) - overhead
	if body > 0 {
		bodyAt := overhead // tag first
		if sb.Tag != 0 {
			bodyAt = 0 // tag last
		}
		out = append(out, t{"ciphertext", func() ([]byte, func()) { return tamper.Flip(sb.Box, bodyAt+body/2), func() {} }})
	}
	out = append(out, t{"tag", func() ([]byte, func()) { return tamper.Flip(sb.Box, sb.Tag+overhead-1), func() {} }})
	for _, e := range extra {
		name, buf := e.Name, e.Buf
		if len(buf) == 0 {
			continue
		}
		// The middle byte: bit 0 of an X25519 private key's first byte is
		// cleared by clamping, so flipping it would change nothing.
		at := len(buf) / 2
		out = append(out, t{name, func() ([]byte, func()) {
			buf[at] ^= 1
			return sb.Box, func() { buf[at] ^= 1 }
		}})
	}
	return out
}

// CrossCheckOpen opens a box through open and compares with want. For a
// tampered box (want == nil) it requires a refusal and an all-zero output
// buffer.
func CrossCheckOpen[T any](p matrix.Provider[T], what string, msgLen int, want []byte, open func(out []byte) (bool, error)) error {
	out := make([]byte, msgLen)
	for i := range out {
		out[i] = 0xA5 // so that "left untouched" is not mistaken for "wiped"
	}
	ok, err := open(out)
	if err != nil {
		return CrossErrOp(p, what, err)
	}
	if want == nil {
		if ok {
			return fmt.Errorf("%s: %s: accepted", p.Name(), what)
		}
		if !crossAllZero(out) {
			return fmt.Errorf("%s: %s: refused, but the output buffer was not wiped", p.Name(), what)
		}
		return nil
	}
	if !ok {
		return fmt.Errorf("%s: %s: refused", p.Name(), what)
	}
	if !bytes.Equal(out, want) {
		return fmt.Errorf("%s: %s: opened to a different plaintext", p.Name(), what)
	}
	return nil
}

// CrossRefuseTampered checks that p's opener refuses every tampering of a
// sealed box and leaves no plaintext behind (CrossCheckOpen).
func CrossRefuseTampered[T any](p matrix.Provider[T], what string, n int, tms []CrossTampering, open func(out, box []byte) (bool, error)) error {
	for _, tm := range tms {
		box, restore := tm.Apply()
		err := CrossCheckOpen(p, what+", one bit flipped in the "+tm.Name, n, nil, func(out []byte) (bool, error) { return open(out, box) })
		restore()
		if err != nil {
			return err
		}
	}
	return nil
}

// X25519Pair derives an X25519 key pair from random bytes. Public keys for
// the box checks come from crypto/ecdh, a reference outside the pair under
// test; X25519 itself is cross-checked by the scalarmult family.
func (in *Inputs) X25519Pair() (public, private []byte) {
	k, err := ecdh.X25519().NewPrivateKey(in.Bytes(32))
	if err != nil {
		panic(err) // unreachable: every 32-byte string is an X25519 key
	}
	return k.PublicKey().Bytes(), k.Bytes()
}

// crossAllZero reports whether b holds only zero bytes.
func crossAllZero(b []byte) bool {
	for _, x := range b {
		if x != 0 {
			return false
		}
	}
	return true
}
