// Package bench measures: the workloads of every operation of a registry
// (Workloads), the timer that takes SUPERCOP-style samples of short
// batches, a whole run (Run) with the cost of an empty cgo call and the C
// loops beside their binding, the description of the machine and the
// detection of an emulator. What it measures it records in a
// record.Results, which package report renders.
//
// `go test -bench` (bench_test.go) and `naclcmp bench` time the same
// workloads.
package bench
