package edwards25519

import (
	"crypto/sha512"

	ed "filippo.io/edwards25519"
)

// Sizes of edwards25519sha512batch in the formats of the comparison: a
// 32-byte seed, 32-byte public keys, 64-byte private keys seed ‖ public and
// 64-byte signatures R ‖ S.
const (
	batchSeedBytes    = 32
	batchPublicBytes  = 32
	batchPrivateBytes = 64
	batchSigBytes     = 64
)

// Edwards25519SHA512Batch is NaCl 20110221's crypto_sign,
// crypto_sign_edwards25519sha512batch, the Schnorr-like signature on the
// Ed25519 curve and base point that predates Ed25519, written in Go on the
// group and scalar arithmetic of filippo.io/edwards25519. It is a second,
// independent implementation of the scheme beside the cgo binding of NaCl
// itself, written from NaCl 20110221's reference implementation
// (crypto_sign/edwards25519sha512batch/ref: sign.c for the scheme, sc25519.c
// for the reductions mod l, ge25519.c and fe25519.c for the point encoding)
// and sharing no code with it.
//
// With H = SHA-512, B the Ed25519 base point and l its prime order, as
// sign.c computes them:
//
//   - Key generation (crypto_sign_keypair) draws 32 random bytes s and
//     keeps the secret key H(s), whose first half is clamped as in Ed25519
//     (bits 0-2 and 255 cleared, bit 254 set) and read as a scalar a mod l;
//     the public key is the encoding of A = a·B. The key pair of a seed is
//     the one this generation makes when served the seed as its random
//     bytes, as the NaCl binding does, so A is the Ed25519 public key of the
//     same seed.
//   - Signing (crypto_sign) takes r = H(H(s)[32:64] ‖ m) mod l, R = r·B,
//     h = H(R ‖ m) mod l, and S = h·r + a mod l. NaCl writes the signed
//     message R ‖ m ‖ S; the signature here is R ‖ S. Ed25519 instead hashes
//     R ‖ A ‖ m and computes S = r + h·a, so neither scheme accepts the
//     other's signatures.
//   - Verification (crypto_sign_open) decodes R and A, refusing encodings
//     of no point, recomputes h = H(R ‖ m) mod l, reads S as a 256-bit
//     integer reduced mod l (an S of l or more is not refused), and accepts
//     when h·R + A and S·B have the same encoding. A is neither hashed nor
//     checked for small order; non-canonical encodings of R and A (y of p or
//     more, x = 0 with the sign bit set) are accepted, as fe25519_unpack and
//     ge25519_unpack_vartime accept them.
//
// Private keys are 64 bytes, seed ‖ public, like the other signature schemes
// of the comparison; Sign uses only the seed, as NaCl's signing uses only
// its secret key. Arguments are checked first: a wrong length or an output
// overlapping an input is an error naming the parameter, and nothing is
// written.
type Edwards25519SHA512Batch struct{}

// batchExpand returns NaCl's 64-byte secret key of seed: SHA-512(seed) with
// its first half clamped, and the scalar a of that first half reduced mod l.
// The caller clears the returned key.
func batchExpand(seed []byte) (sk [64]byte, a *ed.Scalar) {
	sk = sha512.Sum512(seed)
	sk[0] &= 248
	sk[31] &= 127
	sk[31] |= 64
	// The clamped half as a 256-bit integer reduced mod l, as
	// sc25519_from32bytes reads it.
	var wide [64]byte
	copy(wide[:32], sk[:32])
	a = scalarOf512(&wide)
	clear(wide[:])
	return sk, a
}

// scalarOf512 returns the 64-byte little-endian x reduced mod l, as
// sc25519_from64bytes does (and sc25519_from32bytes, given x with its upper
// half zero).
func scalarOf512(x *[64]byte) *ed.Scalar {
	s, err := new(ed.Scalar).SetUniformBytes(x[:])
	if err != nil {
		panic(err) // unreachable: SetUniformBytes fails only on a length other than 64
	}
	return s
}

// KeyFromSeed writes the 32-byte public key of the 32-byte seed to public and
// the 64-byte private key seed ‖ public to private.
func (Edwards25519SHA512Batch) KeyFromSeed(public, private, seed []byte) error {
	c := begin()
	c.KeyFromSeedArgs(public, private, seed, batchPublicBytes, batchPrivateBytes, batchSeedBytes)
	if err := c.Err(); err != nil {
		return err
	}
	sk, a := batchExpand(seed)
	clear(sk[:]) // only the scalar is needed
	pub := new(ed.Point).ScalarBaseMult(a).Bytes()
	copy(private, seed)
	copy(private[batchSeedBytes:], pub)
	copy(public, pub)
	return nil
}

// Sign writes the 64-byte signature R ‖ S of msg under private (seed ‖
// public) to sig. The public half of private is not used.
func (Edwards25519SHA512Batch) Sign(sig, msg, private []byte) error {
	c := begin()
	c.SignArgs(sig, msg, private, batchSigBytes, batchPrivateBytes)
	if err := c.Err(); err != nil {
		return err
	}
	sk, a := batchExpand(private[:batchSeedBytes])

	// The nonce r: SHA-512 of the second half of the secret key, then the
	// message, reduced mod l.
	hr := sha512.New()
	hr.Write(sk[32:])
	hr.Write(msg)
	var digest [64]byte
	hr.Sum(digest[:0])
	r := scalarOf512(&digest)
	clear(sk[:])
	clear(digest[:])

	var R [32]byte
	copy(R[:], new(ed.Point).ScalarBaseMult(r).Bytes())

	// h = SHA-512(R ‖ m) mod l; the public key is not hashed.
	hh := sha512.New()
	hh.Write(R[:])
	hh.Write(msg)
	hh.Sum(digest[:0])
	h := scalarOf512(&digest)

	// S = h·r + a mod l.
	S := new(ed.Scalar).MultiplyAdd(h, r, a)
	copy(sig[:32], R[:])
	copy(sig[32:], S.Bytes())
	r.Set(ed.NewScalar())
	a.Set(ed.NewScalar())
	return nil
}

// Verify reports whether sig (R ‖ S) is a valid signature of msg under the
// 32-byte public key public. A signature or key whose R or A encodes no
// point is reported as invalid, not as an error.
func (Edwards25519SHA512Batch) Verify(sig, msg, public []byte) (bool, error) {
	c := begin()
	c.VerifyArgs(sig, public, batchSigBytes, batchPublicBytes)
	if err := c.Err(); err != nil {
		return false, err
	}
	R, err := new(ed.Point).SetBytes(sig[:32])
	if err != nil {
		return false, nil
	}
	A, err := new(ed.Point).SetBytes(public)
	if err != nil {
		return false, nil
	}

	hh := sha512.New()
	hh.Write(sig[:32])
	hh.Write(msg)
	var digest [64]byte
	hh.Sum(digest[:0])
	h := scalarOf512(&digest)

	// S is read as any 256-bit integer and reduced mod l, as
	// sc25519_from32bytes does: a non-canonical S is not refused.
	var wide [64]byte
	copy(wide[:32], sig[32:])
	S := scalarOf512(&wide)

	// h·R + A = S·B, checked as h·R − S·B + A = identity; equal points have
	// equal encodings, so this is the comparison of the two encodings that
	// crypto_sign_open makes.
	check := new(ed.Point).VarTimeDoubleScalarBaseMult(h, R, new(ed.Scalar).Negate(S))
	check.Add(check, A)
	return check.Equal(ed.NewIdentityPoint()) == 1, nil
}
