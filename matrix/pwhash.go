package matrix

import "fmt"

// FamilyPasswordHash is memory-hard password hashing, Argon2 (RFC
// 9106): the first family whose calls take cost parameters as well as
// byte strings (PasswordHash, below).
const FamilyPasswordHash Family = "pwhash"

// PasswordHash is memory-hard password hashing: Argon2 version 0x13 (RFC
// 9106), the variant named by the operation (Argon2id, Argon2i).
//
// PasswordHash writes the len(out)-byte tag of password under salt, the
// optional secret key (RFC 9106's K) and associated data (X), at cost c,
// to out. RFC 9106 allows tags of 4 to 2^32 − 1 bytes, inputs of at most
// 2^32 − 1 bytes each and the cost ranges of Argon2Cost; an argument
// outside them is an error naming it, and nothing is written. A library
// that cannot take an argument RFC 9106 allows (libsodium: one lane, a
// 16-byte salt, no secret or associated data; x/crypto: no secret or
// associated data) returns an error naming the argument and wrapping
// errors.ErrUnsupported, before it computes anything: a missing
// capability, shown as "—", never a failure. out must not overlap an
// input.
type PasswordHash interface {
	PasswordHash(out, password, salt, secret, ad []byte, c Argon2Cost) error
}

// Argon2Cost holds Argon2's cost parameters (RFC 9106, Section 3.1). The
// fields are wider than Argon2's 32-bit ones so that a value beyond
// Argon2's range reaches the implementation, which must refuse it rather
// than have it truncated on the way.
type Argon2Cost struct {
	// Passes is t, the number of passes over memory: 1 to 2^32 − 1.
	Passes uint64
	// MemoryKiB is m, the memory in KiB: 8·p to 2^32 − 1. Argon2 uses
	// the largest multiple of 4·p not above it.
	MemoryKiB uint64
	// Lanes is p, the degree of parallelism: 1 to 2^24 − 1.
	Lanes uint64
}

// Argon2's limits (RFC 9106, Section 3.1): every input and the tag have at
// most Argon2MaxLen bytes, the tag at least Argon2MinTag.
const (
	Argon2MaxLen     = 1<<32 - 1
	Argon2MinTag     = 4
	Argon2MaxPasses  = 1<<32 - 1
	Argon2MaxMemory  = 1<<32 - 1 // KiB
	Argon2MaxLanes   = 1<<24 - 1
	Argon2MemPerLane = 8 // KiB: m ≥ 8·p
)

// String gives the parameters as "m=19456 KiB, t=2, p=1", the way reports
// label a workload.
func (c Argon2Cost) String() string {
	return fmt.Sprintf("m=%d KiB, t=%d, p=%d", c.MemoryKiB, c.Passes, c.Lanes)
}

// The pwhash family's interface check and catalogue rows (Specs).
var _ = declare(FamilyPasswordHash, is[PasswordHash], []Spec{
	// Argon2 version 0x13 (RFC 9106). Out is the default tag length; the
	// tag may have 4 to 2^32 − 1 bytes (libsodium: at least 16), which the
	// family's checks sample with lengths of their own rather than through
	// OutMin and OutMax, whose whole range a generic check would allocate.
	// The cost parameters are arguments of each call (Argon2Cost).
	{Family: FamilyPasswordHash, Primitive: "argon2id", Title: "Argon2id (RFC 9106, v0x13)", Out: 32, Salt: 16},
	{Family: FamilyPasswordHash, Primitive: "argon2i", Title: "Argon2i (RFC 9106, v0x13)", Out: 32, Salt: 16},
})
