// Package hashtest is the one shared test of matrix.HashStreamer, the
// incremental API an operation of the hash family may offer beside its
// one-shot Hash, after Go's crypto/internal/cryptotest: one test of the
// interface, called in one line for each implementation. impls'
// TestHashStreamers calls it for every streamer of the default registry; a
// binding's own test calls it only for a value the registry does not hold.
//
// The accepted output lengths come from the operation's catalogue entry
// (matrix.Spec): Out for a fixed-length hash, OutMin to OutMax for a
// variable one. Check returns the failures rather than reporting them, so
// that this package's own tests can show it catching broken streamers.
//
// It imports no binding, no impls and no engine, so that impls and the
// binding tests under cref/ can both call it.
package hashtest

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/matrix"
)

// Streamer is a hash operation with an incremental API. Its one-shot Hash
// is the reference the incremental hash is held to.
type Streamer interface {
	matrix.Hash
	matrix.HashStreamer
}

// maxReported bounds the failures Test reports one by one: a streamer
// broken at every length fails the same way dozens of times.
const maxReported = 20

// Test reports through t every way op breaks the HashStreamer contract for
// the operation s, as Check finds them.
func Test(t testing.TB, s matrix.Spec, op Streamer) {
	t.Helper()
	errs := Check(s, op)
	for i, err := range errs {
		if i == maxReported {
			t.Errorf("%s: and %d more failures", s.ID(), len(errs)-i)
			break
		}
		t.Error(err)
	}
}

// ChunkSizes are the sizes in which Check writes the short message after a
// Reset: single bytes, sizes around the 64-byte blocks of SHA-256 and
// BLAKE2s and the 128-byte blocks of SHA-512 and BLAKE2b, sizes that
// straddle the parallel BLAKE2 trees' 512-byte rounds, and the whole
// message at once. Check writes in all of them at the lengths
// Spec.OutLengths names, and from 63 bytes up at the other accepted
// lengths: libb2 spreads each BLAKE2bp update over OpenMP threads, and
// single bytes at each of its 64 lengths would take seconds.
var ChunkSizes = []int{1, 7, 63, 64, 65, 127, 128, 129, 500, 1000, shortLen}

// coarseChunks are ChunkSizes from 63 bytes up.
var coarseChunks = ChunkSizes[2:]

// The two messages of every check: a short one written in each of
// ChunkSizes, and a long one in chunks growing 1, 4, 13, 40, ….
const (
	shortLen = 3000
	longLen  = 70000
)

// message returns n deterministic bytes, so that a failure reproduces; no
// block of it repeats another.
func message(n int) []byte {
	b := make([]byte, n)
	rand.NewChaCha8([32]byte{'h', 'a', 's', 'h', 't', 'e', 's', 't'}).Read(b)
	return b
}

// Check returns every way op breaks the HashStreamer contract for s
// (matrix/hash.go), at every output length s accepts:
//
//   - NewHash accepts the length and Size() is it; BlockSize() is positive;
//     Write takes every byte without an error, and an empty slice as
//     nothing: a hash given only that sums to the one-shot digest of "".
//   - A fresh hash, fed the long message in growing chunks, sums to what
//     the one-shot Hash writes.
//   - Reset makes the hash reusable, whatever was written since the last
//     Sum: the short message, in chunks of each of ChunkSizes, sums to the
//     one-shot digest.
//   - Sum in the middle gives the digest of what was written so far, twice
//     alike, and leaves the state usable; Sum appends to its argument and
//     leaves the argument's bytes as they were.
//
// and that NewHash refuses, with an error naming outLen, a negative length,
// zero, the longest accepted length plus one and, for a fixed-length hash,
// half its length and its length less one. Below a variable range (BLAKE2b
// from 16 bytes) the contract lets NewHash take the shorter lengths its
// library takes (x/crypto and libb2: from 1 byte): OutMin−1 may be
// accepted, and then its hash must have that Size and Sum that many bytes.
// A panic is returned as a failure.
func Check(s matrix.Spec, op Streamer) []error {
	short, long := message(shortLen), message(longLen)
	lo, hi := Range(s)
	var errs []error
	for n := lo; n <= hi; n++ {
		chunks := coarseChunks
		if slices.Contains(s.OutLengths(), n) {
			chunks = ChunkSizes
		}
		errs = append(errs, guard(s, n, func() []error { return checkLength(op, n, short, long, chunks) })...)
	}
	for _, n := range Refused(s) {
		errs = append(errs, guard(s, n, func() []error { return checkRefused(op, n) })...)
	}
	if s.VariableOut() && lo > 1 {
		errs = append(errs, guard(s, lo-1, func() []error { return checkExtra(op, lo-1) })...)
	}
	return errs
}

// Range returns the output lengths s accepts: OutMin to OutMax for a
// variable-length hash, else Out alone.
func Range(s matrix.Spec) (lo, hi int) {
	if s.VariableOut() {
		return s.OutMin, s.OutMax
	}
	return s.Out, s.Out
}

// Refused returns the output lengths NewHash must refuse for s: -1, 0,
// the longest accepted plus one and, for a fixed length, half of it and
// one less; sorted, without repeats.
func Refused(s matrix.Spec) []int {
	lo, hi := Range(s)
	out := []int{-1, 0, hi + 1}
	if !s.VariableOut() {
		out = append(out, lo/2, lo-1)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// guard runs one check of s at output length n, prefixing its failures
// with the operation and length and turning a panic into a failure.
func guard(s matrix.Spec, n int, check func() []error) (errs []error) {
	defer func() {
		if r := recover(); r != nil {
			errs = append(errs, fmt.Errorf("panicked: %v", r))
		}
		for i, err := range errs {
			errs[i] = fmt.Errorf("%s outLen %d: %w", s.ID(), n, err)
		}
	}()
	return check()
}

// checkLength checks the streamer at one accepted output length n, writing
// the short message after each Reset in each of chunks.
func checkLength(op Streamer, n int, short, long []byte, chunks []int) []error {
	var errs []error
	fail := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	wantShort, wantLong, wantHalf, wantEmpty := make([]byte, n), make([]byte, n), make([]byte, n), make([]byte, n)
	for _, c := range []struct {
		out, msg []byte
	}{{wantShort, short}, {wantLong, long}, {wantHalf, short[:len(short)/2]}, {wantEmpty, nil}} {
		if err := op.Hash(c.out, c.msg); err != nil {
			return append(errs, fmt.Errorf("one-shot Hash of %d bytes: %v", len(c.msg), err))
		}
	}
	// The empty message, on a hash of its own: empty writes change
	// nothing, and a hash given nothing sums to the one-shot digest of "".
	if e, err := op.NewHash(n); err == nil {
		for _, p := range [][]byte{nil, {}} {
			if k, err := e.Write(p); k != 0 || err != nil {
				fail("Write of an empty slice = %d, %v; want 0, nil", k, err)
			}
		}
		if got := e.Sum(nil); !bytes.Equal(got, wantEmpty) {
			fail("hash of the empty message:\n got  %x\n want %x (one-shot)", got, wantEmpty)
		}
	}
	h, err := op.NewHash(n)
	if err != nil {
		return append(errs, fmt.Errorf("NewHash refused an accepted length: %v", err))
	}
	if h.Size() != n {
		fail("Size() = %d", h.Size())
	}
	if h.BlockSize() <= 0 {
		fail("BlockSize() = %d", h.BlockSize())
	}
	write := func(p []byte) {
		if k, err := h.Write(p); k != len(p) || err != nil {
			fail("Write of %d bytes = %d, %v; want %d, nil", len(p), k, err, len(p))
		}
	}

	for i, chunk := 0, 1; i < len(long); i, chunk = i+chunk, chunk*3+1 {
		write(long[i:min(i+chunk, len(long))])
	}
	if got := h.Sum(nil); !bytes.Equal(got, wantLong) {
		fail("fresh hash of %d bytes in growing chunks:\n got  %x\n want %x (one-shot)", len(long), got, wantLong)
	}

	for _, chunk := range chunks {
		write(short[:17]) // left unsummed: Reset must drop it
		h.Reset()
		for i := 0; i < len(short); i += chunk {
			write(short[i:min(i+chunk, len(short))])
		}
		if got := h.Sum(nil); !bytes.Equal(got, wantShort) {
			fail("after Reset, %d bytes in chunks of %d:\n got  %x\n want %x (one-shot)", len(short), chunk, got, wantShort)
		}
	}

	h.Reset()
	write(short[:len(short)/2])
	mid1, mid2 := h.Sum(nil), h.Sum(nil)
	if !bytes.Equal(mid1, wantHalf) || !bytes.Equal(mid2, mid1) {
		fail("Sum in the middle, twice:\n got  %x\n then %x\n want %x (one-shot of the first half)", mid1, mid2, wantHalf)
	}
	write(short[len(short)/2:])
	prefix := make([]byte, 0, 6+n+16)
	prefix = append(prefix, "prefix"...)
	got := h.Sum(prefix)
	switch {
	case string(prefix) != "prefix":
		fail("Sum wrote over its argument: %q", prefix)
	case !bytes.Equal(got, append([]byte("prefix"), wantShort...)):
		fail("Sum(%q) after a Sum in the middle:\n got  %x\n want %x (prefix, then the one-shot digest)", "prefix", got, append([]byte("prefix"), wantShort...))
	}
	return errs
}

// checkRefused checks that NewHash refuses the output length n with an
// error naming outLen.
func checkRefused(op Streamer, n int) []error {
	h, err := op.NewHash(n)
	switch {
	case err == nil:
		return []error{fmt.Errorf("NewHash accepted the length (Size() = %d), want an error naming outLen", h.Size())}
	case !strings.Contains(err.Error(), "outLen"):
		return []error{fmt.Errorf("NewHash refused with %q, which does not name outLen", err)}
	}
	return nil
}

// checkExtra checks a length below a variable range, which NewHash may
// accept: refused, the error names outLen; accepted, the hash has that
// Size and sums to that many bytes.
func checkExtra(op Streamer, n int) []error {
	h, err := op.NewHash(n)
	if err != nil {
		return checkRefused(op, n)
	}
	var errs []error
	if h.Size() != n {
		errs = append(errs, fmt.Errorf("accepted below the range, Size() = %d", h.Size()))
	}
	h.Write([]byte("abc"))
	if got := h.Sum(nil); len(got) != n {
		errs = append(errs, fmt.Errorf("accepted below the range, Sum gives %d bytes", len(got)))
	}
	return errs
}

// Assert returns op as a Streamer of the hash operation s, or an error when
// s is not of the hash family or op has no one-shot Hash: a HashStreamer
// anywhere else breaks the interface's contract.
func Assert(s matrix.Spec, op matrix.HashStreamer) (Streamer, error) {
	if s.Family != matrix.FamilyHash {
		return nil, fmt.Errorf("hashtest: %s has NewHash, but HashStreamer belongs to family %s", s.ID(), matrix.FamilyHash)
	}
	st, ok := op.(Streamer)
	if !ok {
		return nil, fmt.Errorf("hashtest: %s has NewHash but no one-shot Hash to hold it to", s.ID())
	}
	return st, nil
}
