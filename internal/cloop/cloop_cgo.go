//go:build cgo

package cloop

/*
#include <stdlib.h>
#include "cloop.h"
*/
import "C"

import (
	"errors"
	"fmt"
	"math"
	"unsafe"

	_ "github.com/naclcmp/naclcmp/internal/cstack" // no C from the main thread on riscv64
)

// Available reports whether the C loops are compiled in.
func Available() bool { return true }

// Empty calls a C function that does nothing.
func Empty() { C.cloop_empty() }

// EmptyRunner makes n separate cgo calls of the empty function, the way a
// binding pays for each call.
func EmptyRunner(n int) error {
	for range n {
		C.cloop_empty()
	}
	return nil
}

// NewArgs allocates the buffers of a loop in one block of C memory, zeroed:
// out, msg and ad bytes for Out, Msg and AD, and the fixed-size keys and
// nonce. Free releases them.
func NewArgs(out, msg, ad int) (*Args, error) {
	for _, n := range []struct {
		name string
		len  int
	}{{"out", out}, {"msg", msg}, {"ad", ad}} {
		if n.len < 0 || n.len > maxArgs {
			return nil, fmt.Errorf("cloop: %s: %d bytes is out of range", n.name, n.len)
		}
	}
	head := int(unsafe.Sizeof(C.naclcmp_loop_args{}))
	total := uint64(head) + uint64(out) + uint64(msg) + uint64(ad) + KeySize + NonceSize + PublicSize + PrivateSize
	if total > math.MaxInt {
		return nil, errors.New("cloop: buffers too large for this platform")
	}
	mem := C.calloc(1, C.size_t(total))
	if mem == nil {
		return nil, fmt.Errorf("cloop: cannot allocate %d bytes", total)
	}
	a := &Args{mem: mem, c: mem}
	next := unsafe.Add(mem, head)
	take := func(n int) []byte {
		b := unsafe.Slice((*byte)(next), n)
		next = unsafe.Add(next, n)
		return b[:n:n]
	}
	a.Out, a.Msg, a.AD = take(out), take(msg), take(ad)
	a.Key, a.Nonce, a.Public, a.Private = take(KeySize), take(NonceSize), take(PublicSize), take(PrivateSize)
	c := (*C.naclcmp_loop_args)(a.c)
	c.out = (*C.uchar)(unsafe.SliceData(a.Out))
	c.m, c.mlen = (*C.uchar)(unsafe.SliceData(a.Msg)), C.ulonglong(msg)
	c.ad, c.adlen = (*C.uchar)(unsafe.SliceData(a.AD)), C.ulonglong(ad)
	c.k, c.n = (*C.uchar)(unsafe.SliceData(a.Key)), (*C.uchar)(unsafe.SliceData(a.Nonce))
	c.pk, c.sk = (*C.uchar)(unsafe.SliceData(a.Public)), (*C.uchar)(unsafe.SliceData(a.Private))
	return a, nil
}

// SetCost sets the Argon2 cost a password-hashing loop reads: passes,
// memory in KiB and lanes.
func (a *Args) SetCost(passes, memoryKiB, lanes uint32) {
	c := (*C.naclcmp_loop_args)(a.c)
	c.t_cost, c.m_cost, c.lanes = C.uint32_t(passes), C.uint32_t(memoryKiB), C.uint32_t(lanes)
}

// Free releases the buffers; the slices of a must not be used after it.
// Free of a freed Args does nothing.
func (a *Args) Free() {
	if a.mem != nil {
		C.free(a.mem)
		*a = Args{}
	}
}

// Run calls the loop fn (a C function int fn(long n, const
// naclcmp_loop_args *a)) once, which makes its C calls n times on a's
// buffers. function names the C function the loop calls, for the error
// when one of its calls fails.
func (a *Args) Run(function string, fn unsafe.Pointer, n int) error {
	switch {
	case a.mem == nil:
		return errors.New("cloop: Run after Free")
	case fn == nil:
		return fmt.Errorf("cloop: %s: no loop", function)
	case n < 0 || int64(n) > math.MaxInt32:
		return errors.New("cloop: n: want 0 to 2^31-1 calls")
	}
	if rc := C.cloop_run(C.uintptr_t(uintptr(fn)), C.long(n), C.uintptr_t(uintptr(a.c))); rc != 0 {
		return fmt.Errorf("cloop: %s returned %d", function, int(rc))
	}
	return nil
}

// selfTest is the package's own loop, for its tests: each call XORs Msg
// and the repeated Key into Out, and a message starting with 0xff fails
// with status 7.
var selfTest = unsafe.Pointer(C.cloop_selftest)
