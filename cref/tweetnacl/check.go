package tweetnacl

// #include <stddef.h>
import "C"

import (
	"fmt"
	"unsafe"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// begin starts the argument checks of one call. Outputs TweetNaCl writes
// directly must be disjoint from the inputs, since it writes them while it
// still reads; only the stream functions, which read each input byte
// before they write the output byte at the same index, allow exact
// in-place use.
func begin() argcheck.Checker { return argcheck.New("tweetnacl") }

// empty stands in for the data pointer of an empty slice. TweetNaCl does
// pointer arithmetic on message pointers even for zero lengths
// (crypto_hash), which is undefined on NULL; it never reads or writes
// through this pointer for a zero length.
var empty [1]byte

// ptr returns b's first byte as a C pointer (&empty[0] when b is empty).
func ptr(b []byte) *C.uchar {
	if len(b) == 0 {
		return (*C.uchar)(unsafe.Pointer(&empty[0]))
	}
	return (*C.uchar)(unsafe.Pointer(unsafe.SliceData(b)))
}

// ull is len(b) as the unsigned long long length TweetNaCl takes.
func ull(b []byte) C.ulonglong { return C.ulonglong(len(b)) }

// failed turns a nonzero return code of a TweetNaCl function that cannot
// fail for valid lengths into an error. It is small enough to be inlined
// after every cgo call; the error is built out of line, by callError, only
// when rc is not 0.
func failed(rc C.int, fn string) error {
	if rc != 0 {
		return callError(rc, fn)
	}
	return nil
}

// callError is failed's error for a nonzero rc.
func callError(rc C.int, fn string) error {
	return fmt.Errorf("tweetnacl: %s returned %d", fn, int(rc))
}
