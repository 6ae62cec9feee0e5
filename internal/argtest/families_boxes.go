package argtest

import (
	"github.com/naclcmp/naclcmp/matrix"
)

// The argument tables of the authenticated-encryption families: secretbox,
// box, sealed box, AEAD and secretstream, whose box and message lengths are
// tied to each other (sealArgs, openArgs).

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
