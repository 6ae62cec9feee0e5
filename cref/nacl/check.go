package nacl

// #include "naclglue.h"
import "C"

import (
	"fmt"
	"unsafe"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// maxMsg bounds messages that the glue copies into a buffer of twice their
// length (padding, signed messages), so that the size never overflows a C
// size_t on 32-bit platforms.
const maxMsg = uint64(^uintptr(0))/2 - 128

// begin starts the argument checks of one call.
func begin() argcheck.Checker { return argcheck.New("nacl") }

// empty stands in for the data pointer of an empty slice: NaCl's reference
// code does pointer arithmetic on message pointers even for zero lengths,
// which is undefined on NULL. It never reads or writes through this
// pointer for a zero length.
var empty [1]byte

// ptr returns b's first byte as a C pointer (&empty[0] when b is empty).
func ptr(b []byte) *C.uchar {
	if len(b) == 0 {
		return (*C.uchar)(unsafe.Pointer(&empty[0]))
	}
	return (*C.uchar)(unsafe.Pointer(unsafe.SliceData(b)))
}

// ull is len(b) as the unsigned long long length NaCl takes.
func ull(b []byte) C.ulonglong { return C.ulonglong(len(b)) }

// failed turns a nonzero return code of a NaCl function that cannot fail
// for valid lengths, or of the glue (which fails only when malloc does),
// into an error. It is small enough to be inlined after every cgo call;
// the error is built out of line, by callError, only when rc is not 0.
func failed(rc C.int, fn string) error {
	if rc != 0 {
		return callError(rc, fn)
	}
	return nil
}

// callError is failed's error for a nonzero rc.
func callError(rc C.int, fn string) error {
	if rc == C.NACLCMP_NACL_NOMEM {
		return fmt.Errorf("nacl: %s: out of memory for the conversion buffer", fn)
	}
	return fmt.Errorf("nacl: %s returned %d", fn, int(rc))
}
