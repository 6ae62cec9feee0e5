// Package record is what a benchmark run recorded: the schema of
// results.json (Results, one Cell per measurement, the machine, the run's
// settings, the cost of crossing into C) and the statistics over samples.
//
// Package bench fills it; package report renders and merges it. Keeping it
// apart lets `naclcmp report --merge`, which only reads JSON, link none of
// the measuring code and no C.
//
// A run times every workload in many short batches (16 calls by default)
// and keeps the per-call figure of each batch; tables show the quartiles of
// those samples, in counter ticks (TSC cycles on amd64, virtual counter
// ticks on arm64) where the architecture has a counter and in nanoseconds
// everywhere. results.json (schema SchemaV1) is designed to be merged
// across machines: every file carries its machine (architecture, CPU,
// emulated or not), its counter and the implementations' versions next to
// the raw quartiles. Its JSON Schema is in record/schema, which the tests
// hold to these types: a field added here needs its property there, and
// docs/results-format.md says which changes keep SchemaV1.
package record
