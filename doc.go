// Package naclcmp puts native Go cryptography beside the C libraries it
// replaces, called through cgo, and JavaScript peers in node and in
// browsers: it cross-checks every pair, runs the public vector suites,
// checks constant time and benchmarks each side in one run.
//
// The tree tells the design; dependencies point one way, from the commands
// down to the vocabulary and the data (layout_test.go holds the rules):
//
//	cmd/             the CLI (naclcmp) and the image index builder
//	report/          renders, merges and diffs results: links no binding, no C, no runner
//	compare/         what compares: interop, kat, edge, transcript, checksum, ct, bench
//	impls/           the only package importing every binding; the default registry
//	cref/ gonative/ js/   one package per library (C through cgo, Go, JavaScript peers)
//	matrix/          the vocabulary: family interfaces, the catalogue, Impl, Registry
//	record/          what a run recorded (results.json, ctrecord/ for `naclcmp ct`)
//	vectors/ expect/ internal/   data and small helpers at the bottom
//
// This package holds no code: its test (layout_test.go) holds the tree to
// that direction with `go list -deps`, and to the size limits of its files.
package naclcmp
