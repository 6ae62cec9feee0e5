package argcheck

import (
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
)

// The methods below record the checks every binding makes of one
// interface method's arguments, as the conventions of package matrix
// state them: each buffer at its size, and no output overlapping an
// input. A binding adds what its library needs beyond them (a message
// length limit, a refused value) with the single-argument checks.

// EqualArgs checks Equal(a, b): both n bytes.
func (c *Checker) EqualArgs(a, b []byte, n int) {
	c.Size("a", a, n)
	c.Size("b", b, n)
}

// KeyFromSeedArgs checks KeyFromSeed(public, private, seed): each at its
// size, no two overlapping.
func (c *Checker) KeyFromSeedArgs(public, private, seed []byte, publicLen, privateLen, seedLen int) {
	c.Size("public", public, publicLen)
	c.Size("private", private, privateLen)
	c.Size("seed", seed, seedLen)
	c.Disjoint("public", public, "private", private)
	c.Disjoint("public", public, "seed", seed)
	c.Disjoint("private", private, "seed", seed)
}

// SignArgs checks Sign(sig, msg, private): sig and private at their sizes,
// sig overlapping neither input.
func (c *Checker) SignArgs(sig, msg, private []byte, sigLen, privateLen int) {
	c.Size("sig", sig, sigLen)
	c.Size("private", private, privateLen)
	c.Disjoint("sig", sig, "msg", msg)
	c.Disjoint("sig", sig, "private", private)
}

// VerifyArgs checks Verify(sig, msg, public): sig and public at their
// sizes.
func (c *Checker) VerifyArgs(sig, public []byte, sigLen, publicLen int) {
	c.Size("sig", sig, sigLen)
	c.Size("public", public, publicLen)
}

// ScalarMultArgs checks ScalarMult(out, scalar, point): each at its size,
// out overlapping neither input.
func (c *Checker) ScalarMultArgs(out, scalar, point []byte, outLen, scalarLen, pointLen int) {
	c.Size("out", out, outLen)
	c.Size("scalar", scalar, scalarLen)
	c.Size("point", point, pointLen)
	c.Disjoint("out", out, "scalar", scalar)
	c.Disjoint("out", out, "point", point)
}

// ScalarBaseMultArgs checks ScalarBaseMult(out, scalar): each at its size,
// out not overlapping scalar.
func (c *Checker) ScalarBaseMultArgs(out, scalar []byte, outLen, scalarLen int) {
	c.Size("out", out, outLen)
	c.Size("scalar", scalar, scalarLen)
	c.Disjoint("out", out, "scalar", scalar)
}

// CoreArgs checks Core(out, in, key, constant): each at its size, out
// overlapping no input.
func (c *Checker) CoreArgs(out, in, key, constant []byte, outLen, inLen, keyLen, constLen int) {
	c.Size("out", out, outLen)
	c.Size("in", in, inLen)
	c.Size("key", key, keyLen)
	c.Size("constant", constant, constLen)
	c.Disjoint("out", out, "in", in)
	c.Disjoint("out", out, "key", key)
	c.Disjoint("out", out, "constant", constant)
}

// SecretStreamStartArgs checks NewPush(header, key) and NewPull(header,
// key): each at its size, and, when the header is written (NewPush), not
// overlapping the key, which the library reads after writing the header.
func (c *Checker) SecretStreamStartArgs(header, key []byte, headerLen, keyLen int, writesHeader bool) {
	c.Size("header", header, headerLen)
	c.Size("key", key, keyLen)
	if writesHeader {
		c.Disjoint("header", header, "key", key)
	}
}

// SecretStreamTag requires one of the four tags of crypto_secretstream
// (MESSAGE 0, PUSH 1, REKEY 2, FINAL 3): libsodium would encrypt any byte,
// but a reader could not tell what another one means.
func (c *Checker) SecretStreamTag(tag byte) {
	if tag > 3 && c.err == nil {
		c.err = fmt.Errorf("%s: tag: want MESSAGE (0), PUSH (1), REKEY (2) or FINAL (3), got %d", c.lib, tag)
	}
}

// PushArgs checks Push(out, msg, ad, tag): len(out) = len(msg) +
// overhead, a known tag, out overlapping neither input. The library
// writes the ciphertext one byte after the message's start, so not even
// exact in-place use is allowed.
func (c *Checker) PushArgs(out, msg, ad []byte, tag byte, overhead int) {
	c.Size("out", out, len(msg)+overhead)
	c.SecretStreamTag(tag)
	c.Disjoint("out", out, "msg", msg)
	c.Disjoint("out", out, "ad", ad)
}

// PullArgs checks Pull(msg, in, ad): in at least overhead bytes, len(msg)
// = len(in) - overhead, msg overlapping neither input.
func (c *Checker) PullArgs(msg, in, ad []byte, overhead int) {
	c.AtLeast("in", in, overhead)
	c.Size("msg", msg, len(in)-overhead)
	c.Disjoint("msg", msg, "in", in)
	c.Disjoint("msg", msg, "ad", ad)
}

// PasswordHashArgs checks PasswordHash(out, password, salt, secret, ad, c)
// against what RFC 9106 allows (matrix.PasswordHash): a tag of
// matrix.Argon2MinTag to maxOut bytes, a password of at most maxPassword
// bytes and the other inputs of at most matrix.Argon2MaxLen, each cost
// parameter within its range (memory at least 8 KiB a lane), and out
// overlapping no input. maxOut and maxPassword let a library state the
// tighter limits of its own length types. What a library cannot take
// although RFC 9106 allows it is the binding's to refuse afterwards, as
// unsupported.
func (c *Checker) PasswordHashArgs(out, password, salt, secret, ad []byte, cost matrix.Argon2Cost, maxOut, maxPassword uint64) {
	c.AtLeast("out", out, matrix.Argon2MinTag)
	c.AtMost("out", out, maxOut)
	c.AtMost("password", password, maxPassword)
	c.AtMost("salt", salt, matrix.Argon2MaxLen)
	c.AtMost("secret", secret, matrix.Argon2MaxLen)
	c.AtMost("ad", ad, matrix.Argon2MaxLen)
	c.Value("passes", cost.Passes, 1, matrix.Argon2MaxPasses, "")
	c.Value("lanes", cost.Lanes, 1, matrix.Argon2MaxLanes, "")
	c.Value("memory", cost.MemoryKiB, matrix.Argon2MemPerLane*max(cost.Lanes, 1), matrix.Argon2MaxMemory, "KiB")
	c.Disjoint("out", out, "password", password)
	c.Disjoint("out", out, "salt", salt)
	c.Disjoint("out", out, "secret", secret)
	c.Disjoint("out", out, "ad", ad)
}

// StreamSizes are a stream cipher's key and nonce sizes and the longest
// keystream one nonce gives (^uint64(0) when no slice can reach a limit).
type StreamSizes struct {
	Key, Nonce int
	Max        uint64
}

// KeyStreamArgs checks KeyStream(out, nonce, key): out at most s.Max
// bytes, nonce and key at their sizes, out overlapping neither.
func (c *Checker) KeyStreamArgs(out, nonce, key []byte, s StreamSizes) {
	c.AtMost("out", out, s.Max)
	c.Size("nonce", nonce, s.Nonce)
	c.Size("key", key, s.Key)
	c.Disjoint("out", out, "nonce", nonce)
	c.Disjoint("out", out, "key", key)
}

// XORArgs checks XOR(out, in, nonce, key): in at most s.Max bytes, out as
// long as in and either exactly in place or apart from it, nonce and key at
// their sizes, out overlapping neither.
func (c *Checker) XORArgs(out, in, nonce, key []byte, s StreamSizes) {
	c.AtMost("in", in, s.Max)
	c.Size("out", out, len(in))
	c.Size("nonce", nonce, s.Nonce)
	c.Size("key", key, s.Key)
	c.InPlace("out", out, "in", in)
	c.Disjoint("out", out, "nonce", nonce)
	c.Disjoint("out", out, "key", key)
}

// AEADSizes are an AEAD's key, nonce and tag sizes and its longest
// plaintext.
type AEADSizes struct {
	Key, Nonce, Tag int
	MaxMsg          uint64
}

// SealArgs checks Seal(ct, msg, ad, nonce, key): msg at most s.MaxMsg
// bytes, len(ct) = len(msg) + s.Tag, nonce and key at their sizes, ct
// overlapping no input.
func (c *Checker) SealArgs(ct, msg, ad, nonce, key []byte, s AEADSizes) {
	c.AtMost("msg", msg, s.MaxMsg)
	c.Size("ct", ct, len(msg)+s.Tag)
	c.aeadRest("ct", ct, "msg", msg, ad, nonce, key, s)
}

// OpenArgs checks Open(msg, ct, ad, nonce, key): ct from s.Tag to s.MaxMsg
// + s.Tag bytes, len(msg) = len(ct) - s.Tag, nonce and key at their sizes,
// msg overlapping no input.
func (c *Checker) OpenArgs(msg, ct, ad, nonce, key []byte, s AEADSizes) {
	c.AtLeast("ct", ct, s.Tag)
	c.AtMost("ct", ct, s.MaxMsg+uint64(s.Tag))
	c.Size("msg", msg, len(ct)-s.Tag)
	c.aeadRest("msg", msg, "ct", ct, ad, nonce, key, s)
}

// aeadRest is what Seal and Open check alike, after the message lengths.
func (c *Checker) aeadRest(outName string, out []byte, inName string, in, ad, nonce, key []byte, s AEADSizes) {
	c.Size("nonce", nonce, s.Nonce)
	c.Size("key", key, s.Key)
	c.Disjoint(outName, out, inName, in)
	c.Disjoint(outName, out, "ad", ad)
	c.Disjoint(outName, out, "nonce", nonce)
	c.Disjoint(outName, out, "key", key)
}

// MACKeyArgs checks MAC(tag, msg, key) (writing) or Verify(tag, msg, key)
// after the tag's length, which each binding states its own way: a key of
// keyMin to keyMax bytes (exactly keyMin when they are equal, any length
// when keyMax < 0) and, when the tag is written, the tag overlapping
// neither input.
func (c *Checker) MACKeyArgs(writing bool, tag, msg, key []byte, keyMin, keyMax int) {
	switch {
	case keyMax < 0:
	case keyMin == keyMax:
		c.Size("key", key, keyMin)
	default:
		c.Between("key", key, keyMin, keyMax)
	}
	if writing {
		c.Disjoint("tag", tag, "msg", msg)
		c.Disjoint("tag", tag, "key", key)
	}
}

// HKDFKeyArgs checks Key(out, secret, salt, info) of an HKDF whose hash
// writes hashLen bytes: out of 1 to 255·hashLen bytes (RFC 5869), not
// overlapping an input.
func (c *Checker) HKDFKeyArgs(out, secret, salt, info []byte, hashLen int) {
	c.Between("out", out, 1, matrix.HKDFMaxBlocks*hashLen)
	c.Disjoint("out", out, "secret", secret)
	c.Disjoint("out", out, "salt", salt)
	c.Disjoint("out", out, "info", info)
}

// HKDFExtractArgs checks Extract(prk, secret, salt): prk of hashLen bytes,
// not overlapping an input.
func (c *Checker) HKDFExtractArgs(prk, secret, salt []byte, hashLen int) {
	c.Size("prk", prk, hashLen)
	c.Disjoint("prk", prk, "secret", secret)
	c.Disjoint("prk", prk, "salt", salt)
}

// HKDFExpandArgs checks Expand(out, prk, info): out of 1 to 255·hashLen
// bytes, prk of at least hashLen (RFC 5869, Section 2.3), out overlapping
// neither.
func (c *Checker) HKDFExpandArgs(out, prk, info []byte, hashLen int) {
	c.Between("out", out, 1, matrix.HKDFMaxBlocks*hashLen)
	c.AtLeast("prk", prk, hashLen)
	c.Disjoint("out", out, "prk", prk)
	c.Disjoint("out", out, "info", info)
}
