package matrix

import "hash"

// FamilyHash is the hash family (Hash in this file).
const FamilyHash Family = "hash"

// Hash computes an unkeyed digest. out selects the output length for
// primitives that have several (BLAKE2b: 16 to 64 bytes); for the others it
// must be exactly the digest size.
type Hash interface {
	Hash(out, msg []byte) error
}

// HashStreamer is an optional interface of Hash operations whose library
// has an incremental API (init/update/final). Hash is one shot, which is
// what the matrix compares; hashing a stream of unknown length in constant
// memory (`naclcmp sum`, `naclcmp bench --stream`) needs the incremental
// one, and an implementation offers it by having this method.
//
// NewHash returns a hash.Hash whose Sum, over everything written to it,
// equals what Hash writes to an outLen-byte out for the same bytes. It
// accepts every outLen Hash accepts, and where the library's incremental
// API takes more lengths (x/crypto's blake2b.New and libb2's blake2b_init:
// 1 to 64 bytes) it may accept those too; any other outLen is an error
// naming outLen. The returned hash is for one goroutine at a time, as any
// hash.Hash.
type HashStreamer interface {
	NewHash(outLen int) (hash.Hash, error)
}

// The hash family's interface check and catalogue rows (Specs).
var _ = declare(FamilyHash, is[Hash], []Spec{
	{Family: FamilyHash, Primitive: "sha256", Title: "SHA-256", Out: 32},
	{Family: FamilyHash, Primitive: "sha512", Title: "SHA-512", Out: 64},
	{Family: FamilyHash, Primitive: "blake2b", Title: "BLAKE2b", Out: 64, OutMin: 16, OutMax: 64},
	{Family: FamilyHash, Primitive: "blake2s", Title: "BLAKE2s-256", Out: 32},
	// BLAKE2b with its output fixed at 64 bytes, for libraries that offer
	// no other length (OpenSSL 3.0's BLAKE2B-512): hash/blake2b requires
	// every length from 16 to 64.
	{Family: FamilyHash, Primitive: "blake2b512", Title: "BLAKE2b-512 (fixed length)", Out: 64},
	// The parallel tree modes of BLAKE2 (libb2): different functions from
	// BLAKE2b and BLAKE2s, with digests of 1 byte up to the hash's size.
	{Family: FamilyHash, Primitive: "blake2bp", Title: "BLAKE2bp", Out: 64, OutMin: 1, OutMax: 64},
	{Family: FamilyHash, Primitive: "blake2sp", Title: "BLAKE2sp", Out: 32, OutMin: 1, OutMax: 32},
})
