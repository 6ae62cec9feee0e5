package argtest

import (
	"crypto/ed25519"

	"github.com/naclcmp/naclcmp/matrix"
)

// The pieces the argument tables are built from. Each family package
// under compare/family builds the table of its operations from the
// operation's matrix.Spec (its Args), so that every binding of an
// operation is checked against the same table with the catalogue's
// sizes, and the matrix interfaces are the only statement of the method
// sets. A binding adjusts its table where its documented rules differ,
// with the methods of Calls. What several families share is here, exported
// for them: the lengths, the output and key arguments, the tied box and
// message arguments, and the tables of a binding that serves half a family
// (BoxSeal, Verify). The points and keys the tables take as valid are in
// points.go.

// The lengths of the arguments a table chooses itself, shared so that the
// families' tables and the verdict checks agree on them.
const (
	MsgLen = 100 // message length of the hash, MAC, stream and signature tables
	BoxLen = 50  // message length of the box and AEAD tables
	ADLen  = 20  // associated data length of the AEAD tables
)

// Calls is a table of calls, as a family's Args builds it.
type Calls []Call

// Spec returns the catalogue's entry of operation id, for the sizes a
// binding test needs beyond the tables (libsodium's detached secretbox,
// orlp's expanded keys, the inputs of a known-answer test). It panics on
// an unknown ID, so that a slip in a test's list cannot make it check less.
func Spec(id string) matrix.Spec {
	s, err := matrix.Lookup(id)
	if err != nil {
		panic("argtest: " + err.Error())
	}
	return s
}

// Output is a digest or tag named name: the spec's size, or for a
// variable output its range, valid at the default size. Hash and MAC
// tables share it, so both hold a variable output to the same range.
func Output(name string, s matrix.Spec) Arg {
	if s.VariableOut() {
		return Range(name, s.OutMin, s.OutMax, s.Out)
	}
	return Fixed(name, s.Out)
}

// Key is the key of s: its canonical size where the spec gives no range,
// its range otherwise (KeyMax < 0: no upper bound), valid at the
// canonical size. It reads every key bound of the catalogue in one place,
// for the families whose keys may vary (MAC).
func Key(s matrix.Spec) Arg {
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

// SealArgs are the box (or ct) and message of a Seal, whose lengths are
// tied to each other: len(box) = len(msg) + Overhead. Every
// authenticated-encryption family (secretbox, box, sealed box, AEAD,
// secretstream) seals this way, so they share it.
func SealArgs(box string, s matrix.Spec) []Arg {
	return []Arg{Fixed(box, BoxLen+s.Overhead).AsOut().TiedTo("msg"), Fixed("msg", BoxLen).TiedTo(box)}
}

// OpenArgs are the message and box (or ct) of an Open, where a box
// shorter than the tag is refused too; shared as SealArgs is.
func OpenArgs(box string, s matrix.Spec) []Arg {
	b := Fixed(box, BoxLen+s.Overhead).TiedTo("msg")
	b.Bad = uniq(append(b.Bad, s.Overhead-1)...)
	return []Arg{Fixed("msg", BoxLen).AsOut().TiedTo(box), b}
}

// BoxSeal is the table of the one-shot half of the box family of s, Seal
// and Open, for a binding without the precomputation interface; the box
// family's table starts with it. It takes the two methods rather than an
// interface of its own: the matrix states the families' method sets, and
// only it.
func BoxSeal(name string, s matrix.Spec,
	seal func(box, msg, nonce, peerPublic, private []byte) error,
	open func(msg, box, nonce, peerPublic, private []byte) (bool, error),
) Calls {
	nonce, peer, priv := Fixed("nonce", s.Nonce), BoxPeer(s), Fixed("private", s.Private)
	return Calls{
		{Name: name + ".Seal", Args: append(SealArgs("box", s), nonce, peer, priv),
			Fn: func(a [][]byte) error { return seal(a[0], a[1], a[2], a[3], a[4]) }},
		{Name: name + ".Open", Args: append(OpenArgs("box", s), nonce, peer, priv),
			Fn: func(a [][]byte) error { return Verdict(open(a[0], a[1], a[2], a[3], a[4])) }},
	}
}

// BoxPeer is the peer's public key of the box tables: the base point, so
// that no binding refuses it as a low-order point. BoxSeal and the box
// family's Precompute share it.
func BoxPeer(s matrix.Spec) Arg { return Fixed("peerPublic", s.Public).With(Basepoint(s.Public)) }

// Verify is the table of the verification half of the signature family of
// s, for a verifier that cannot sign (ed25519consensus); the signature
// family's table ends with it. Like BoxSeal it takes the method, not an
// interface of its own. The valid public key is a real one, for the
// libraries that refuse a non-point before they verify.
func Verify(name string, s matrix.Spec, verify func(sig, msg, public []byte) (bool, error)) Calls {
	pub := Fixed("public", s.Public)
	if s.Public == ed25519.PublicKeySize {
		pub = pub.With(SigningKey[ed25519.SeedSize:])
	}
	return Calls{{Name: name + ".Verify", Args: []Arg{Fixed("sig", s.Sig), Free("msg", MsgLen), pub},
		Fn: func(a [][]byte) error { return Verdict(verify(a[0], a[1], a[2])) }}}
}

// PasswordHashCost is the cost of the password hash tables: 32 KiB, which
// four lanes may share, and three passes, the fewest libsodium's Argon2i
// takes, so that a valid call costs microseconds everywhere. The password
// hash family's table, PasswordHashLimits and the bindings' own tests
// share it.
var PasswordHashCost = matrix.Argon2Cost{Passes: 3, MemoryKiB: 32, Lanes: 1}
