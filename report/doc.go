// Package report renders and merges what benchmark runs recorded (package
// record): tables for the terminal, report.md, report.html (report.md as
// one self-contained page), results.json, results.csv, the run in the Go
// benchmark format for benchstat, and charts; the merged report of runs
// on several machines; and the difference between two runs, cell by cell,
// with a significance test of each (report --diff).
//
// Byte-oriented operations are reported per byte, as eBACS's "long
// message" figure and as MB/s at 1 MiB; the others per call and in
// operations per second. The cost of the cgo crossing and, for the C
// library with C loops, the same functions timed in C show what a Go
// binding costs. The constant-time verdicts of `naclcmp ct --merge` add a
// section.
//
// The package measures nothing and imports no binding: it reads
// record.Results, so `naclcmp report --merge` links no C.
package report
