package js

import (
	"encoding/binary"
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
)

// Argon2Limits is what a JavaScript Argon2 package cannot take of what
// RFC 9106 allows. The zero value takes everything; every package is
// also bound by what one request line carries (MaxMessage bytes an
// input or tag).
type Argon2Limits struct {
	// MinSalt is the shortest salt the package takes: the reference
	// code refuses fewer than 8 bytes (ARGON2_MIN_SALT_LENGTH), where
	// RFC 9106 sets no minimum.
	MinSalt int
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
	if len(salt) < l.MinSalt {
		return k.Unsupported("salt", fmt.Sprintf("%s takes salts of at least %d bytes", h.pkg, l.MinSalt))
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
