package matrix

import "unsafe"

// CLoop is a loop written in C, in a binding's package and built with it,
// that makes the very C calls one call of the binding makes, n times in a
// single cgo crossing. The benchmark times it beside the binding's call on
// the same buffers: the binding pays the crossing and its Go-side work on
// every call, the loop on none, so the difference, less the cost of an
// empty crossing, is what the binding adds.
type CLoop struct {
	// Function is the C function the loop calls, as the library names it
	// ("crypto_secretbox_easy", "EVP_DigestFinal_ex").
	Function string
	// Op is the catalogue ID and Call the benchmark call it times ("hash",
	// "seal", "sign"): the binding's workload of the same Op and Call is
	// timed beside it.
	Op, Call string
	// Note says what the binding must do in Go around these calls because
	// its library's API forces it (a copy into NaCl's zero-padded layout),
	// so that a report shows why it costs more; empty for most.
	Note string
	// Fn points to the loop, a C function
	//
	//	int fn(long n, const naclcmp_loop_args *a);
	//
	// (internal/cloop/include/naclcmp_loop.h) that stops at the first call
	// that fails and returns its non-zero status.
	Fn unsafe.Pointer
}
