// Package ctrecord is the format of what `naclcmp ct` records — the JSON
// of `naclcmp ct --json` and the constantTime part of results.json — and
// the facts the report prints beside it: which implementations have a
// valgrind harness (Libraries, SameCode, from internal/libraries'
// records) and why the others have no verdict (Unchecked), what each
// library's verdicts leave out (its Note), and which findings an
// operation's design makes expected (ByDesign).
//
// Package compare/ct, the runner, fills it; package report reads it.
// Keeping it apart lets the report, and so `naclcmp report --merge`, link
// none of the runner: no C harness, no valgrind, no cgo.
package ctrecord
