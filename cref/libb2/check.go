package libb2

// #include <stddef.h>
// #include <stdint.h>
import "C"

import (
	"fmt"
	"unsafe"
)

// ptr returns b's first byte as a C pointer, or nil for an empty slice:
// libb2 takes (NULL, 0) for empty inputs and a NULL key for unkeyed
// hashing.
func ptr(b []byte) *C.uint8_t {
	if len(b) == 0 {
		return nil
	}
	return (*C.uint8_t)(unsafe.Pointer(unsafe.SliceData(b)))
}

// csize is len(b) as a C size_t.
func csize(b []byte) C.size_t { return C.size_t(len(b)) }

// failed turns a nonzero libb2 return code, which valid lengths never
// give, into an error.
func failed(rc C.int, fn string) error {
	if rc != 0 {
		return callError(rc, fn, "")
	}
	return nil
}

// failedIn is failed for function suffix of the variant named prefix
// ("blake2b" "_update"): the name is joined only when the call failed, not
// on every call.
func failedIn(rc C.int, prefix, suffix string) error {
	if rc != 0 {
		return callError(rc, prefix, suffix)
	}
	return nil
}

// callError is the error of a failed call of function prefix+suffix, kept
// apart so that failed and failedIn inline.
func callError(rc C.int, prefix, suffix string) error {
	return fmt.Errorf("libb2: %s%s returned %d", prefix, suffix, int(rc))
}
