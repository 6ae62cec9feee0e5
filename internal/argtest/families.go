package argtest

import (
	"crypto/ed25519"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/naclcmp/naclcmp/matrix"
)

// The functions below build the argument table of every operation family
// of the catalogue from the operation's matrix.Spec, so that every
// binding of an operation is checked against the same table with the
// catalogue's sizes, and the matrix interfaces are the only statement of
// the method sets. A binding adjusts its table where its documented rules
// differ, with the methods of Calls.

const (
	msgLen = 100 // message length of the hash, MAC, stream and signature tables
	boxLen = 50  // message length of the box and AEAD tables
	adLen  = 20  // associated data length of the AEAD tables
)

// LowOrderPoints are the X25519 points u = 0 and u = 1, of low order (RFC
// 7748, section 6.1): the product is all zero, which the bindings that
// follow libsodium refuse.
var LowOrderPoints = [][]byte{
	make([]byte, Spec("scalarmult/x25519").Public),
	identity(Spec("scalarmult/x25519").Public),
}

// Identity is the Ed25519 encoding of the neutral point (y = 1), a
// small-order public key that libsodium refuses to convert to X25519.
var Identity = identity(Spec("sign/ed25519").Public)

// identity returns the little-endian 1 in n bytes: u = 1 on X25519, the
// neutral point's y on Ed25519.
func identity(n int) []byte {
	b := make([]byte, n)
	b[0] = 1
	return b
}

// basepoint returns u = 9 in n little-endian bytes, a valid X25519 point
// (a random point could be of low order, which some bindings refuse).
func basepoint(n int) []byte {
	b := make([]byte, n)
	b[0] = 9
	return b
}

// signingKey is a real Ed25519 key pair, the valid keys of the signature
// and key conversion tables: some libraries refuse a private key whose
// public half is not the point of its seed (ed25519_dalek's), or a public
// key that is not a point.
var signingKey = ed25519.NewKeyFromSeed(make([]byte, ed25519.SeedSize))

// Calls is a table of calls, as Table builds it.
type Calls []Call

// Table returns the argument table of op, an implementation of the
// operation s describes; each call is named name + "." + the method. Every
// size comes from s. It fails when op does not implement the interface of
// s's family.
func Table(name string, s matrix.Spec, op any) (Calls, error) {
	if !s.Family.Implements(op) {
		return nil, fmt.Errorf("argtest: %s: %T does not implement the %s interface", s.ID(), op, s.Family)
	}
	build, ok := tables[s.Family]
	if !ok {
		return nil, fmt.Errorf("argtest: no table for family %s", s.Family)
	}
	return build(name, s, op), nil
}

// Op is Table for the operation with ID id, for a binding's own test. It
// panics on an unknown ID or an op of another family, so that a slip in a
// test's list cannot make it check less.
func Op(name, id string, op any) Calls {
	calls, err := Table(name, Spec(id), op)
	if err != nil {
		panic(err.Error())
	}
	return calls
}

// Ops returns the tables of a binding's operations, given as
// matrix.Impl.Ops gives them (operation ID to the value implementing it),
// in catalogue order. Each call is named after the Go type of its
// operation ("SecretBox.Seal"), with "/primitive" added when a type serves
// two operations. It panics as Op does.
func Ops(ops map[string]any) Calls {
	ops = maps.Clone(ops)
	var calls Calls
	seen := map[string]bool{}
	for _, s := range matrix.Specs {
		op, ok := ops[s.ID()]
		if !ok {
			continue
		}
		delete(ops, s.ID())
		name := fmt.Sprintf("%T", op)
		name = name[strings.LastIndex(name, ".")+1:]
		if seen[name] {
			name += "/" + s.Primitive
		}
		seen[name] = true
		calls = append(calls, Op(name, s.ID(), op)...)
	}
	if len(ops) > 0 {
		panic(fmt.Sprintf("argtest: unknown operations %v", slices.Sorted(maps.Keys(ops))))
	}
	return calls
}

// Spec returns the catalogue's entry of operation id, for the sizes a
// binding test needs beyond the tables (libsodium's detached secretbox,
// orlp's expanded keys, the inputs of a known-answer test). It panics on
// an unknown ID, as Op does.
func Spec(id string) matrix.Spec {
	s, err := matrix.Lookup(id)
	if err != nil {
		panic("argtest: " + err.Error())
	}
	return s
}

// tables maps each family to the builder of its table; the builders may
// assert the family interface, which Table has checked.
var tables = map[matrix.Family]func(name string, s matrix.Spec, op any) Calls{
	matrix.FamilyHash:          hashTable,
	matrix.FamilyMAC:           macTable,
	matrix.FamilyStream:        streamTable,
	matrix.FamilyCore:          coreTable,
	matrix.FamilySecretBox:     secretBoxTable,
	matrix.FamilyBox:           boxTable,
	matrix.FamilySealedBox:     sealedBoxTable,
	matrix.FamilyScalarMult:    scalarMultTable,
	matrix.FamilySignature:     signatureTable,
	matrix.FamilyAEAD:          aeadTable,
	matrix.FamilyKeyConversion: keyConversionTable,
	matrix.FamilyEqual:         equalTable,
	matrix.FamilySecretStream:  secretStreamTable,
	matrix.FamilyPasswordHash:  passwordHashTable,
}

// output is a digest or tag named name: the spec's size, or for a
// variable output its range, valid at the default size.
func output(name string, s matrix.Spec) Arg {
	if s.VariableOut() {
		return Range(name, s.OutMin, s.OutMax, s.Out)
	}
	return Fixed(name, s.Out)
}

// key is the key of s: its canonical size where the spec gives no range,
// its range otherwise (KeyMax < 0: no upper bound), valid at the
// canonical size.
func key(s matrix.Spec) Arg {
	switch {
	case s.KeyMin == s.KeyMax:
		return Fixed("key", s.Key)
	case s.KeyMax < 0 && s.KeyMin > 0:
		return Min("key", s.KeyMin, s.Key)
	case s.KeyMax < 0:
		return Free("key", s.Key)
	}
	return Range("key", s.KeyMin, s.KeyMax, s.Key)
}

func hashTable(name string, s matrix.Spec, op any) Calls {
	h := op.(matrix.Hash)
	return Calls{{Name: name + ".Hash", Args: []Arg{output("out", s).AsOut(), Free("msg", msgLen)},
		Fn: func(a [][]byte) error { return h.Hash(a[0], a[1]) }}}
}

func macTable(name string, s matrix.Spec, op any) Calls {
	m := op.(matrix.MAC)
	tag, msg, k := output("tag", s), Free("msg", msgLen), key(s)
	return Calls{
		{Name: name + ".MAC", Args: []Arg{tag.AsOut(), msg, k},
			Fn: func(a [][]byte) error { return m.MAC(a[0], a[1], a[2]) }},
		{Name: name + ".Verify", Args: []Arg{tag, msg, k},
			Fn: func(a [][]byte) error { return Verdict(m.Verify(a[0], a[1], a[2])) }},
	}
}

// streamTable: a wrong length of in may be reported as one of out, and XOR
// may work in place, as every stream binding documents.
func streamTable(name string, s matrix.Spec, op any) Calls {
	x := op.(matrix.Stream)
	nonce, k := Fixed("nonce", s.Nonce), Fixed("key", s.Key)
	return Calls{
		{Name: name + ".KeyStream", Args: []Arg{Free("out", msgLen).AsOut(), nonce, k},
			Fn: func(a [][]byte) error { return x.KeyStream(a[0], a[1], a[2]) }},
		{Name: name + ".XOR", Args: []Arg{Fixed("out", msgLen).AsOut().InPlaceWith("in"), Fixed("in", msgLen).TiedTo("out"), nonce, k},
			Fn: func(a [][]byte) error { return x.XOR(a[0], a[1], a[2], a[3]) }},
	}
}

// coreTable: the valid constant is the standard one, since x/crypto's
// HChaCha20 accepts no other.
func coreTable(name string, s matrix.Spec, op any) Calls {
	c := op.(matrix.Core)
	constant := Fixed("constant", s.Const)
	if s.Const == len(matrix.Sigma) {
		constant = constant.With([]byte(matrix.Sigma))
	}
	return Calls{{Name: name + ".Core",
		Args: []Arg{Fixed("out", s.Out).AsOut(), Fixed("in", s.In), Fixed("key", s.Key), constant},
		Fn:   func(a [][]byte) error { return c.Core(a[0], a[1], a[2], a[3]) }}}
}

// sealArgs are the box (or ct) and message of a Seal, whose lengths are
// tied to each other: len(box) = len(msg) + Overhead.
func sealArgs(box string, s matrix.Spec) []Arg {
	return []Arg{Fixed(box, boxLen+s.Overhead).AsOut().TiedTo("msg"), Fixed("msg", boxLen).TiedTo(box)}
}

// openArgs are the message and box (or ct) of an Open, where a box
// shorter than the tag is refused too.
func openArgs(box string, s matrix.Spec) []Arg {
	b := Fixed(box, boxLen+s.Overhead).TiedTo("msg")
	b.Bad = uniq(append(b.Bad, s.Overhead-1)...)
	return []Arg{Fixed("msg", boxLen).AsOut().TiedTo(box), b}
}

func secretBoxTable(name string, s matrix.Spec, op any) Calls {
	b := op.(matrix.SecretBox)
	nonce, k := Fixed("nonce", s.Nonce), Fixed("key", s.Key)
	return Calls{
		{Name: name + ".Seal", Args: append(sealArgs("box", s), nonce, k),
			Fn: func(a [][]byte) error { return b.Seal(a[0], a[1], a[2], a[3]) }},
		{Name: name + ".Open", Args: append(openArgs("box", s), nonce, k),
			Fn: func(a [][]byte) error { return Verdict(b.Open(a[0], a[1], a[2], a[3])) }},
	}
}

// boxTable: the valid peer key is the base point, so that no binding
// refuses it as a low-order point; the shared key of Precompute has the
// spec's key size.
func boxTable(name string, s matrix.Spec, op any) Calls {
	b := op.(matrix.Box)
	nonce, shared := Fixed("nonce", s.Nonce), Fixed("shared", s.Key)
	return append(BoxSeal(name, s, b.Seal, b.Open),
		Call{Name: name + ".Precompute", Args: []Arg{shared.AsOut(), boxPeer(s), Fixed("private", s.Private)},
			Fn: func(a [][]byte) error { return b.Precompute(a[0], a[1], a[2]) }},
		Call{Name: name + ".SealAfter", Args: append(sealArgs("box", s), nonce, shared),
			Fn: func(a [][]byte) error { return b.SealAfter(a[0], a[1], a[2], a[3]) }},
		Call{Name: name + ".OpenAfter", Args: append(openArgs("box", s), nonce, shared),
			Fn: func(a [][]byte) error { return Verdict(b.OpenAfter(a[0], a[1], a[2], a[3])) }},
	)
}

// BoxSeal is the table of the one-shot half of the box family of s, Seal
// and Open, for a binding without the precomputation interface. It takes
// the two methods rather than an interface of its own: the matrix states
// the families' method sets, and only it.
func BoxSeal(name string, s matrix.Spec,
	seal func(box, msg, nonce, peerPublic, private []byte) error,
	open func(msg, box, nonce, peerPublic, private []byte) (bool, error),
) Calls {
	nonce, peer, priv := Fixed("nonce", s.Nonce), boxPeer(s), Fixed("private", s.Private)
	return Calls{
		{Name: name + ".Seal", Args: append(sealArgs("box", s), nonce, peer, priv),
			Fn: func(a [][]byte) error { return seal(a[0], a[1], a[2], a[3], a[4]) }},
		{Name: name + ".Open", Args: append(openArgs("box", s), nonce, peer, priv),
			Fn: func(a [][]byte) error { return Verdict(open(a[0], a[1], a[2], a[3], a[4])) }},
	}
}

// boxPeer is the peer's public key of the box tables.
func boxPeer(s matrix.Spec) Arg { return Fixed("peerPublic", s.Public).With(basepoint(s.Public)) }

// sealedBoxTable: the valid recipient key is the base point, as for box,
// so that no binding refuses it as a low-order point; the private key need
// not match it, since a box that does not open is a verdict, not an error.
func sealedBoxTable(name string, s matrix.Spec, op any) Calls {
	b := op.(matrix.SealedBox)
	public := Fixed("public", s.Public).With(basepoint(s.Public))
	return Calls{
		{Name: name + ".Seal", Args: append(sealArgs("box", s), public),
			Fn: func(a [][]byte) error { return b.Seal(a[0], a[1], a[2]) }},
		{Name: name + ".Open", Args: append(openArgs("box", s), public, Fixed("private", s.Private)),
			Fn: func(a [][]byte) error { return Verdict(b.Open(a[0], a[1], a[2], a[3])) }},
	}
}

func aeadTable(name string, s matrix.Spec, op any) Calls {
	x := op.(matrix.AEAD)
	ad, nonce, k := Free("ad", adLen), Fixed("nonce", s.Nonce), Fixed("key", s.Key)
	seal, open := sealArgs("ct", s), openArgs("ct", s)
	return Calls{
		{Name: name + ".Seal", Args: []Arg{seal[0], seal[1], ad, nonce, k},
			Fn: func(a [][]byte) error { return x.Seal(a[0], a[1], a[2], a[3], a[4]) }},
		{Name: name + ".Open", Args: []Arg{open[0], open[1], ad, nonce, k},
			Fn: func(a [][]byte) error { return Verdict(x.Open(a[0], a[1], a[2], a[3], a[4])) }},
	}
}

// scalarMultTable: the valid point is the base point; which points a
// binding refuses it says with Calls.Refusing.
func scalarMultTable(name string, s matrix.Spec, op any) Calls {
	x := op.(matrix.ScalarMult)
	out, scalar := Fixed("out", s.Out).AsOut(), Fixed("scalar", s.Private)
	return Calls{
		{Name: name + ".ScalarMult", Args: []Arg{out, scalar, Fixed("point", s.Public).With(basepoint(s.Public))},
			Fn: func(a [][]byte) error { return x.ScalarMult(a[0], a[1], a[2]) }},
		{Name: name + ".ScalarBaseMult", Args: []Arg{out, scalar},
			Fn: func(a [][]byte) error { return x.ScalarBaseMult(a[0], a[1]) }},
	}
}

func signatureTable(name string, s matrix.Spec, op any) Calls {
	x := op.(matrix.Signature)
	priv := Fixed("private", s.Private)
	if s.Private == len(signingKey) {
		priv = priv.With(signingKey)
	}
	return append(Calls{
		{Name: name + ".KeyFromSeed", Args: []Arg{Fixed("public", s.Public).AsOut(), Fixed("private", s.Private).AsOut(), Fixed("seed", s.Seed)},
			Fn: func(a [][]byte) error { return x.KeyFromSeed(a[0], a[1], a[2]) }},
		{Name: name + ".Sign", Args: []Arg{Fixed("sig", s.Sig).AsOut(), Free("msg", msgLen), priv},
			Fn: func(a [][]byte) error { return x.Sign(a[0], a[1], a[2]) }},
	}, Verify(name, s, x.Verify)...)
}

// Verify is the table of the verification half of the signature family of
// s, for a verifier that cannot sign (ed25519consensus). Like BoxSeal it
// takes the method, not an interface of its own. The valid public key is
// a real one, for the libraries that refuse a non-point before they
// verify.
func Verify(name string, s matrix.Spec, verify func(sig, msg, public []byte) (bool, error)) Calls {
	pub := Fixed("public", s.Public)
	if s.Public == ed25519.PublicKeySize {
		pub = pub.With(signingKey[ed25519.SeedSize:])
	}
	return Calls{{Name: name + ".Verify", Args: []Arg{Fixed("sig", s.Sig), Free("msg", msgLen), pub},
		Fn: func(a [][]byte) error { return Verdict(verify(a[0], a[1], a[2])) }}}
}

// keyConversionTable: the valid keys are a real Ed25519 pair; which public
// keys a binding refuses it says with Calls.Refusing.
func keyConversionTable(name string, s matrix.Spec, op any) Calls {
	k := op.(matrix.KeyConversion)
	pub, priv := Fixed("edPublic", s.Public), Fixed("edPrivate", s.Private)
	if s.Private == len(signingKey) && s.Public == ed25519.PublicKeySize {
		pub, priv = pub.With(signingKey[ed25519.SeedSize:]), priv.With(signingKey)
	}
	return Calls{
		{Name: name + ".PublicToX25519", Args: []Arg{Fixed("out", s.Out).AsOut(), pub},
			Fn: func(a [][]byte) error { return k.PublicToX25519(a[0], a[1]) }},
		{Name: name + ".PrivateToX25519", Args: []Arg{Fixed("out", s.Out).AsOut(), priv},
			Fn: func(a [][]byte) error { return k.PrivateToX25519(a[0], a[1]) }},
	}
}

func equalTable(name string, s matrix.Spec, op any) Calls {
	e := op.(matrix.Equal)
	return Calls{{Name: name + ".Equal", Args: []Arg{Fixed("a", s.In), Fixed("b", s.In)},
		Fn: func(a [][]byte) error { return Verdict(e.Equal(a[0], a[1])) }}}
}

// secretStreamTable: NewPush and NewPull as they are; Push and Pull each
// on a stream of their own, started with a valid header and key outside
// the arguments under test, with the tag MESSAGE (a refused tag is for the
// bindings' own tests: it is no byte slice). The valid message to Pull is
// not authentic, so the valid call is a refusal, as for the other Open
// tables.
func secretStreamTable(name string, s matrix.Spec, op any) Calls {
	x := op.(matrix.SecretStream)
	header, key := Fixed("header", s.Header), Fixed("key", s.Key)
	validHeader, validKey := pattern(s.Header), pattern(s.Key)
	push, pull, ad := sealArgs("out", s), openArgs("in", s), Free("ad", adLen)
	return Calls{
		{Name: name + ".NewPush", Args: []Arg{header.AsOut(), key},
			Fn: func(a [][]byte) error { _, err := x.NewPush(a[0], a[1]); return err }},
		{Name: name + ".NewPull", Args: []Arg{header, key},
			Fn: func(a [][]byte) error { _, err := x.NewPull(a[0], a[1]); return err }},
		{Name: name + ".Push", Args: []Arg{push[0], push[1], ad},
			Fn: func(a [][]byte) error {
				p, err := x.NewPush(make([]byte, s.Header), validKey)
				if err != nil {
					return err
				}
				return p.Push(a[0], a[1], a[2], matrix.SecretStreamMessage)
			}},
		{Name: name + ".Pull", Args: []Arg{pull[0], pull[1], ad},
			Fn: func(a [][]byte) error {
				p, err := x.NewPull(validHeader, validKey)
				if err != nil {
					return err
				}
				_, ok, err := p.Pull(a[0], a[1], a[2])
				return Verdict(ok, err)
			}},
	}
}

// PasswordHashCost is the cost of the password hash tables: 32 KiB, which
// four lanes may share, and three passes, the fewest libsodium's Argon2i
// takes, so that a valid call costs microseconds everywhere.
var PasswordHashCost = matrix.Argon2Cost{Passes: 3, MemoryKiB: 32, Lanes: 1}

// passwordHashTable: the tag may have any length from RFC 9106's 4 bytes
// on (libsodium refuses shorter than 16 as unsupported, which a binding's
// own table adds), every input any length; the cost parameters are
// integer arguments whose values outside RFC 9106's ranges every
// implementation refuses: no passes or lanes, 2^32 passes, 2^24 lanes,
// less than 8 KiB of memory and 2^32 KiB. No absurd value can reach an
// allocation: each is refused before anything is computed. Since memory
// must be at least 8 KiB per lane, an error about lanes may name memory.
func passwordHashTable(name string, s matrix.Spec, op any) Calls {
	h := op.(matrix.PasswordHash)
	c := PasswordHashCost
	out := Arg{Name: "out", Valid: pattern(s.Out), Bad: uniq(Nil, 0, matrix.Argon2MinTag-1)}.AsOut()
	return Calls{{Name: name + ".PasswordHash",
		Args: []Arg{out, Free("password", msgLen), Free("salt", s.Salt), Free("secret", 0), Free("ad", 0),
			Uint("passes", c.Passes, 0, matrix.Argon2MaxPasses+1),
			Uint("memory", c.MemoryKiB, matrix.Argon2MemPerLane-1, matrix.Argon2MaxMemory+1),
			Uint("lanes", c.Lanes, 0, matrix.Argon2MaxLanes+1).TiedTo("memory")},
		Fn: func(a [][]byte) error {
			return h.PasswordHash(a[0], a[1], a[2], a[3], a[4],
				matrix.Argon2Cost{Passes: AsUint64(a[5]), MemoryKiB: AsUint64(a[6]), Lanes: AsUint64(a[7])})
		}}}
}
