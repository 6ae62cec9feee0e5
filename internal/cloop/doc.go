// Package cloop measures what cgo costs: an empty C function to time the
// crossing alone, and the runner of the C loops each C binding writes
// around its own calls, so that a report can show what a Go binding adds
// to the C function it calls.
//
// A binding's loops (matrix.CLoop, defined with NACLCMP_LOOP from
// include/naclcmp_loop.h in the preamble of the binding's loops.go) make
// exactly the C calls one call of the binding makes, n times inside one C
// call, so they pay the crossing once per batch where the binding pays it
// once per call. With a crossing of c ns, a binding that costs b ns per
// call and a loop that costs l ns per call, b − l − c is what the
// binding's Go side adds: its argument checks, conversions and copies.
// Efficiency, throughput through cgo ÷ throughput of the C loop, is at best
// l / (l + c): at least 0.97 only for calls of 32 c or more, about 0.75 to
// 1 µs here, which SHA-512 and signatures of 1 KiB reach and Poly1305 of
// 1 KiB does not.
//
// The loop and the binding run on the same buffers (Args), allocated here
// in C memory. Without cgo Available reports false and NewArgs fails.
//
// On calls of a µs, b − l − c drowns a few ns in the call's own noise and
// in where its code lies. The Go-side build (build tag naclcmp_goside)
// removes the C work instead: each binding package's goside.go makes the
// linker send the C functions its timed calls and loops make to functions
// that return at once (include/naclcmp_goside.h), so that the binding,
// beside its loop called once, costs only its Go side. Elided reports that
// build, and ElidedCalls counts the elided calls, by which the benchmark
// checks that a binding and its loop reach the same ones.
package cloop
