package argtest

import (
	"crypto/ed25519"
	"fmt"
	"slices"
)

// The functions below build the argument tables of the operation families
// of the comparison matrix, so that every binding of a family is checked
// against the same table. The interfaces restate the method sets of the
// compare package's operation interfaces, which the bindings satisfy
// without importing it. A binding adjusts a table where its documented
// rules differ, with Calls.Allow or Calls.Copying.

const (
	msgLen = 50 // message length of the tables
	tag    = 16 // Poly1305 tag, the overhead of every box and AEAD
)

// Sigma is the standard Salsa20 and ChaCha20 constant, the valid constant
// of the Core tables (x/crypto's HChaCha20 accepts no other).
const Sigma = "expand 32-byte k"

// Basepoint is u = 9, a valid X25519 point (a random point could be of low
// order, which some bindings refuse).
var Basepoint = append([]byte{9}, make([]byte, 31)...)

// LowOrderPoints are the X25519 points u = 0 and u = 1, of low order (RFC
// 7748, section 6.1): the product is all zero, which the bindings that
// follow libsodium refuse.
var LowOrderPoints = [][]byte{make([]byte, 32), append([]byte{1}, make([]byte, 31)...)}

// Identity is the Ed25519 encoding of the neutral point (y = 1), a
// small-order public key that libsodium refuses to convert to X25519.
var Identity = append([]byte{1}, make([]byte, 31)...)

// Calls is a table of calls, as the family functions build it.
type Calls []Call

// Allow returns a copy of cs in which the output out of the call named
// method may overlap the named arguments, as the binding documents. It
// panics when the call, the output or an argument does not exist, so that
// a misspelt name cannot weaken a test.
func (cs Calls) Allow(method, out string, others ...string) Calls {
	return cs.adjust(method, out, others, Arg.Overlapping)
}

// AllowInPlace returns a copy of cs in which the output out of the call
// named method may start at the same byte as the named arguments, and
// panics as Allow does.
func (cs Calls) AllowInPlace(method, out string, others ...string) Calls {
	return cs.adjust(method, out, others, Arg.InPlaceWith)
}

// adjust applies allow to output out of the call named method.
func (cs Calls) adjust(method, out string, others []string, allow func(Arg, ...string) Arg) Calls {
	cs = slices.Clone(cs)
	for i, c := range cs {
		if c.Name != method {
			continue
		}
		c.Args = slices.Clone(c.Args)
		o := slices.IndexFunc(c.Args, func(a Arg) bool { return a.Name == out && a.Out })
		if o < 0 {
			panic(fmt.Sprintf("argtest: %s has no output %s", method, out))
		}
		for _, n := range others {
			if !slices.ContainsFunc(c.Args, func(a Arg) bool { return a.Name == n }) {
				panic(fmt.Sprintf("argtest: %s has no argument %s", method, n))
			}
		}
		c.Args[o] = allow(c.Args[o], others...)
		cs[i] = c
		return cs
	}
	panic(fmt.Sprintf("argtest: no call %s", method))
}

// Copying returns a copy of cs in which every output of the named calls,
// or of all calls when none is named, may overlap every other argument:
// for methods that compute into buffers of their own and copy the result
// out. It panics when a named call does not exist.
func (cs Calls) Copying(methods ...string) Calls {
	cs = slices.Clone(cs)
	for _, m := range methods {
		if !slices.ContainsFunc(cs, func(c Call) bool { return c.Name == m }) {
			panic(fmt.Sprintf("argtest: no call %s", m))
		}
	}
	for i, c := range cs {
		if len(methods) > 0 && !slices.Contains(methods, c.Name) {
			continue
		}
		c.Args = slices.Clone(c.Args)
		for j, a := range c.Args {
			if !a.Out {
				continue
			}
			for k, b := range c.Args {
				if k != j {
					a = a.Overlapping(b.Name)
				}
			}
			c.Args[j] = a
		}
		cs[i] = c
	}
	return cs
}

// Hasher is the Hash family.
type Hasher interface {
	Hash(out, msg []byte) error
}

// Hash is the table of Hash, whose output is out (Fixed or Range).
func Hash(name string, h Hasher, out Arg) Calls {
	return Calls{{name + ".Hash", []Arg{out.AsOut(), Free("msg", 100)},
		func(a [][]byte) error { return h.Hash(a[0], a[1]) }}}
}

// MACer is the MAC family.
type MACer interface {
	MAC(tag, msg, key []byte) error
	Verify(tag, msg, key []byte) (bool, error)
}

// MAC is the table of MAC and Verify with the given tag and key.
func MAC(name string, m MACer, tag, key Arg) Calls {
	msg := Free("msg", 100)
	return Calls{
		{name + ".MAC", []Arg{tag.AsOut(), msg, key},
			func(a [][]byte) error { return m.MAC(a[0], a[1], a[2]) }},
		{name + ".Verify", []Arg{tag, msg, key},
			func(a [][]byte) error { return Verdict(m.Verify(a[0], a[1], a[2])) }},
	}
}

// Streamer is the stream cipher family.
type Streamer interface {
	KeyStream(out, nonce, key []byte) error
	XOR(out, in, nonce, key []byte) error
}

// Stream is the table of KeyStream and XOR with a nonce of nonce bytes and
// a 32-byte key. A wrong length of in may be reported as one of out, and
// XOR may work in place, as every stream binding documents.
func Stream(name string, s Streamer, nonce int) Calls {
	return Calls{
		{name + ".KeyStream", []Arg{Free("out", 100).AsOut(), Fixed("nonce", nonce), Fixed("key", 32)},
			func(a [][]byte) error { return s.KeyStream(a[0], a[1], a[2]) }},
		{name + ".XOR", []Arg{Fixed("out", 100).AsOut().InPlaceWith("in"), Fixed("in", 100).TiedTo("out"), Fixed("nonce", nonce), Fixed("key", 32)},
			func(a [][]byte) error { return s.XOR(a[0], a[1], a[2], a[3]) }},
	}
}

// Corer is the core family.
type Corer interface {
	Core(out, in, key, constant []byte) error
}

// Core is the table of a core with an out-byte output, a 16-byte input, a
// 32-byte key and the standard constant.
func Core(name string, c Corer, out int) Calls {
	return Calls{{name + ".Core",
		[]Arg{Fixed("out", out).AsOut(), Fixed("in", 16), Fixed("key", 32), Fixed("constant", 16).With([]byte(Sigma))},
		func(a [][]byte) error { return c.Core(a[0], a[1], a[2], a[3]) }}}
}

// sealed is the box (or ct) of a Seal, whose length is tied to msg's.
func sealed(name string) Arg { return Fixed(name, msgLen+tag).TiedTo("msg") }

// opened is the box (or ct) of an Open: also one byte shorter than a tag.
func opened(name string) Arg {
	a := sealed(name)
	a.Bad = uniq(append(a.Bad, tag-1)...)
	return a
}

// SecretBoxer is the secretbox family.
type SecretBoxer interface {
	Seal(box, msg, nonce, key []byte) error
	Open(msg, box, nonce, key []byte) (bool, error)
}

// SecretBox is the table of Seal and Open with a 24-byte nonce and a
// 32-byte key.
func SecretBox(name string, b SecretBoxer) Calls {
	nonce, key := Fixed("nonce", 24), Fixed("key", 32)
	return Calls{
		{name + ".Seal", []Arg{sealed("box").AsOut(), Free("msg", msgLen), nonce, key},
			func(a [][]byte) error { return b.Seal(a[0], a[1], a[2], a[3]) }},
		{name + ".Open", []Arg{Fixed("msg", msgLen).AsOut().TiedTo("box"), opened("box"), nonce, key},
			func(a [][]byte) error { return Verdict(b.Open(a[0], a[1], a[2], a[3])) }},
	}
}

// BoxSealer is the one-shot half of the box family.
type BoxSealer interface {
	Seal(box, msg, nonce, peerPublic, private []byte) error
	Open(msg, box, nonce, peerPublic, private []byte) (bool, error)
}

// Boxer is the box family.
type Boxer interface {
	BoxSealer
	Precompute(shared, peerPublic, private []byte) error
	SealAfter(box, msg, nonce, shared []byte) error
	OpenAfter(msg, box, nonce, shared []byte) (bool, error)
}

// boxPeer is the valid peer key of the box tables: the base point, so that
// no binding refuses it as a low-order point.
func boxPeer() Arg { return Fixed("peerPublic", 32).With(Basepoint) }

// BoxSeal is the table of the one-shot Seal and Open with a 24-byte nonce
// and 32-byte keys.
func BoxSeal(name string, b BoxSealer) Calls {
	nonce, peer, priv := Fixed("nonce", 24), boxPeer(), Fixed("private", 32)
	return Calls{
		{name + ".Seal", []Arg{sealed("box").AsOut(), Free("msg", msgLen), nonce, peer, priv},
			func(a [][]byte) error { return b.Seal(a[0], a[1], a[2], a[3], a[4]) }},
		{name + ".Open", []Arg{Fixed("msg", msgLen).AsOut().TiedTo("box"), opened("box"), nonce, peer, priv},
			func(a [][]byte) error { return Verdict(b.Open(a[0], a[1], a[2], a[3], a[4])) }},
	}
}

// Box is the table of all box methods: BoxSeal's, and Precompute and the
// methods that use its shared key.
func Box(name string, b Boxer) Calls {
	nonce, shared := Fixed("nonce", 24), Fixed("shared", 32)
	return append(BoxSeal(name, b),
		Call{name + ".Precompute", []Arg{shared.AsOut(), boxPeer(), Fixed("private", 32)},
			func(a [][]byte) error { return b.Precompute(a[0], a[1], a[2]) }},
		Call{name + ".SealAfter", []Arg{sealed("box").AsOut(), Free("msg", msgLen), nonce, shared},
			func(a [][]byte) error { return b.SealAfter(a[0], a[1], a[2], a[3]) }},
		Call{name + ".OpenAfter", []Arg{Fixed("msg", msgLen).AsOut().TiedTo("box"), opened("box"), nonce, shared},
			func(a [][]byte) error { return Verdict(b.OpenAfter(a[0], a[1], a[2], a[3])) }},
	)
}

// AEADer is the AEAD family.
type AEADer interface {
	Seal(ct, msg, ad, nonce, key []byte) error
	Open(msg, ct, ad, nonce, key []byte) (bool, error)
}

// AEAD is the table of Seal and Open with a nonce of nonce bytes and a
// 32-byte key.
func AEAD(name string, x AEADer, nonce int) Calls {
	ad, n, key := Free("ad", 20), Fixed("nonce", nonce), Fixed("key", 32)
	return Calls{
		{name + ".Seal", []Arg{sealed("ct").AsOut(), Free("msg", msgLen), ad, n, key},
			func(a [][]byte) error { return x.Seal(a[0], a[1], a[2], a[3], a[4]) }},
		{name + ".Open", []Arg{Fixed("msg", msgLen).AsOut().TiedTo("ct"), opened("ct"), ad, n, key},
			func(a [][]byte) error { return Verdict(x.Open(a[0], a[1], a[2], a[3], a[4])) }},
	}
}

// ScalarMulter is the scalar multiplication family.
type ScalarMulter interface {
	ScalarMult(out, scalar, point []byte) error
	ScalarBaseMult(out, scalar []byte) error
}

// ScalarMult is the table of ScalarMult and ScalarBaseMult with 32-byte
// arguments; refused are the points ScalarMult must refuse
// (LowOrderPoints, for the bindings that refuse them).
func ScalarMult(name string, x ScalarMulter, refused ...[]byte) Calls {
	return Calls{
		{name + ".ScalarMult", []Arg{Fixed("out", 32).AsOut(), Fixed("scalar", 32), Fixed("point", 32).With(Basepoint).Refusing(refused...)},
			func(a [][]byte) error { return x.ScalarMult(a[0], a[1], a[2]) }},
		{name + ".ScalarBaseMult", []Arg{Fixed("out", 32).AsOut(), Fixed("scalar", 32)},
			func(a [][]byte) error { return x.ScalarBaseMult(a[0], a[1]) }},
	}
}

// Signer is the signature family (Ed25519: 32-byte public keys and seeds,
// 64-byte private keys and signatures).
type Signer interface {
	KeyFromSeed(public, private, seed []byte) error
	Sign(sig, msg, private []byte) error
	Verify(sig, msg, public []byte) (bool, error)
}

// Signature is the table of KeyFromSeed, Sign and Verify.
func Signature(name string, s Signer) Calls {
	return Calls{
		{name + ".KeyFromSeed", []Arg{Fixed("public", 32).AsOut(), Fixed("private", 64).AsOut(), Fixed("seed", 32)},
			func(a [][]byte) error { return s.KeyFromSeed(a[0], a[1], a[2]) }},
		{name + ".Sign", []Arg{Fixed("sig", 64).AsOut(), Free("msg", 100), Fixed("private", 64)},
			func(a [][]byte) error { return s.Sign(a[0], a[1], a[2]) }},
		{name + ".Verify", []Arg{Fixed("sig", 64), Free("msg", 100), Fixed("public", 32)},
			func(a [][]byte) error { return Verdict(s.Verify(a[0], a[1], a[2])) }},
	}
}

// KeyConverter is the Ed25519 to X25519 key conversion family.
type KeyConverter interface {
	PublicToX25519(out, edPublic []byte) error
	PrivateToX25519(out, edPrivate []byte) error
}

// KeyConversion is the table of PublicToX25519 and PrivateToX25519; the
// valid public key is that of an all-zero seed, and refused are the public
// keys PublicToX25519 must refuse (Identity, for the bindings that follow
// libsodium).
func KeyConversion(name string, k KeyConverter, refused ...[]byte) Calls {
	pub := ed25519.NewKeyFromSeed(make([]byte, ed25519.SeedSize)).Public().(ed25519.PublicKey)
	return Calls{
		{name + ".PublicToX25519", []Arg{Fixed("out", 32).AsOut(), Fixed("edPublic", 32).With(pub).Refusing(refused...)},
			func(a [][]byte) error { return k.PublicToX25519(a[0], a[1]) }},
		{name + ".PrivateToX25519", []Arg{Fixed("out", 32).AsOut(), Fixed("edPrivate", 64)},
			func(a [][]byte) error { return k.PrivateToX25519(a[0], a[1]) }},
	}
}

// Equaler is the constant-time comparison family.
type Equaler interface {
	Equal(a, b []byte) (bool, error)
}

// Equal is the table of Equal for n-byte strings.
func Equal(name string, e Equaler, n int) Calls {
	return Calls{{name + ".Equal", []Arg{Fixed("a", n), Fixed("b", n)},
		func(a [][]byte) error { return Verdict(e.Equal(a[0], a[1])) }}}
}
