// Package interop checks that implementations interoperate: for every
// operation of a registry, every ordered pair (producer, consumer) is
// cross-checked by its family's check (Cross in compare/family/<name>) —
// what the producer computes, seals or signs, the consumer must
// reproduce, open or verify, and a forgery of either must be refused by
// both.
//
// `go test` (interop_test.go, fuzz_test.go) and `naclcmp interop` run the
// same code.
package interop
