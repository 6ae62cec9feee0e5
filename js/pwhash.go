package js

import (
	"encoding/binary"
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
)

// Argon2Limits is what a JavaScript Argon2 package cannot take of what
// RFC 9106 allows. The zero value takes everything; every package is
// also bound by what one request line carries (MaxMessage bytes an
// input or tag). PasswordHash checks the limits in the order of the
// fields below, which is the order of the arguments (out, password,
// salt, secret, ad, then the cost's lanes, passes and memory), so that a call
// breaking two of them is refused for the first, as libsodium's cgo
// binding refuses (cref/sodium).
type Argon2Limits struct {
	// MinOut is the shortest tag the package writes, where RFC 9106
	// allows 4 bytes: libsodium's crypto_pwhash writes at least 16
	// (crypto_pwhash_BYTES_MIN).
	MinOut int
	// MinPassword is the shortest password the package takes, where
	// RFC 9106 allows an empty one: hash-wasm throws "Password must be
	// specified" on it.
	MinPassword int
	// MinSalt is the shortest salt the package takes: the reference
	// code refuses fewer than 8 bytes (ARGON2_MIN_SALT_LENGTH), where
	// RFC 9106 sets no minimum.
	MinSalt int
	// SaltLen is the one salt length the package takes, 0 for any:
	// crypto_pwhash reads exactly crypto_pwhash_SALTBYTES (16) bytes.
	SaltLen int
	// NoSecret marks a package with no secret key (RFC 9106's K): an
	// empty one is the only one it computes with.
	NoSecret bool
	// NoAD marks a package with no associated data (RFC 9106's X).
	NoAD bool
	// OneLane marks a package that computes one lane only (p = 1), as
	// crypto_pwhash does.
	OneLane bool
	// MinPassesArgon2i is the fewest passes the package's Argon2i takes,
	// where RFC 9106 allows one: libsodium refuses fewer than 3
	// (crypto_pwhash_argon2i_OPSLIMIT_MIN), against the time-memory
	// trade-offs of Argon2i's one- and two-pass forms. Argon2id is not
	// bound by it.
	MinPassesArgon2i uint64
	// MaxMemoryKiB is the most memory the package takes, in KiB, 0 for
	// RFC 9106's maximum: libsodium's memlimit is capped where the
	// platform's size_t puts it.
	MaxMemoryKiB uint64
}

// PasswordHash is Argon2 version 0x13 (RFC 9106) run in node, the variant
// named by the operation. What RFC 9106 allows but the package cannot
// take is refused here, as unsupported, before node sees it: a package
// would otherwise answer with an error of its own, which the checks
// would count as a failure rather than a missing capability.
type PasswordHash struct {
	base
	pkg    string // the npm package, named in the refusals
	limits Argon2Limits
}

// PasswordHash writes the len(out)-byte Argon2 tag of password to out (see
// matrix.PasswordHash).
func (h PasswordHash) PasswordHash(out, password, salt, secret, ad []byte, c matrix.Argon2Cost) error {
	k := h.checker()
	k.PasswordHashArgs(out, password, salt, secret, ad, c, matrix.Argon2MaxLen, matrix.Argon2MaxLen)
	if err := k.Err(); err != nil {
		return err
	}
	l := h.limits
	for _, a := range []struct {
		name string
		b    []byte
	}{{"out", out}, {"password", password}, {"salt", salt}, {"secret", secret}, {"ad", ad}} {
		if len(a.b) > MaxMessage {
			return k.Unsupported(a.name, fmt.Sprintf("the peer carries at most %d MiB an argument", MaxMessage>>20))
		}
	}
	// In Argon2Limits' order; each refusal names the package, whose
	// limit it is, not naclcmp's.
	switch {
	case len(out) < l.MinOut:
		return k.Unsupported("out", fmt.Sprintf("%s writes tags of at least %d bytes", h.pkg, l.MinOut))
	case len(password) < l.MinPassword && l.MinPassword == 1:
		return k.Unsupported("password", h.pkg+" refuses the empty password")
	case len(password) < l.MinPassword:
		return k.Unsupported("password", fmt.Sprintf("%s takes passwords of at least %d bytes", h.pkg, l.MinPassword))
	case len(salt) < l.MinSalt:
		return k.Unsupported("salt", fmt.Sprintf("%s takes salts of at least %d bytes", h.pkg, l.MinSalt))
	case l.SaltLen != 0 && len(salt) != l.SaltLen:
		return k.Unsupported("salt", fmt.Sprintf("%s takes exactly %d bytes of salt", h.pkg, l.SaltLen))
	case l.NoSecret && len(secret) != 0:
		return k.Unsupported("secret", h.pkg+" takes no secret key")
	case l.NoAD && len(ad) != 0:
		return k.Unsupported("ad", h.pkg+" takes no associated data")
	case l.OneLane && c.Lanes != 1:
		return k.Unsupported("lanes", h.pkg+" computes one lane only")
	case h.op == "pwhash/argon2i" && c.Passes < l.MinPassesArgon2i:
		return k.Unsupported("passes", fmt.Sprintf("%s needs at least %d passes for Argon2i", h.pkg, l.MinPassesArgon2i))
	case l.MaxMemoryKiB != 0 && c.MemoryKiB > l.MaxMemoryKiB:
		return k.Unsupported("memory", fmt.Sprintf("%s takes at most %d KiB", h.pkg, l.MaxMemoryKiB))
	}
	return h.peer.outputs(h.op, "hash", [][]byte{out}, password, salt, secret, ad, argon2Cost(len(out), c))
}

// argon2Cost encodes the tag length and the cost as the adapters'
// argon2Cost decodes them: four big-endian 32-bit words, which every
// value PasswordHash lets through fits.
func argon2Cost(tag int, c matrix.Argon2Cost) []byte {
	b := binary.BigEndian.AppendUint32(nil, uint32(tag))
	b = binary.BigEndian.AppendUint32(b, uint32(c.Passes))
	b = binary.BigEndian.AppendUint32(b, uint32(c.MemoryKiB))
	return binary.BigEndian.AppendUint32(b, uint32(c.Lanes))
}
