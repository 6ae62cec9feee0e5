package record

// Constants that the measuring side uses and the reports explain.

// ShortMessage is the message length of the per-call signing and box
// workloads: eBATS reports signing and verifying 59-byte messages.
const ShortMessage = 59

// EfficiencyTarget is the binding efficiency the suite aims at for messages
// of 1 KiB and more. It is shown in reports, never asserted by a test:
// timings belong to benchmarks.
const EfficiencyTarget = 0.97

// TargetFrom is the shortest message the efficiency target applies to:
// below it, the crossing alone weighs too much beside a call.
const TargetFrom = 1024

// AddedTarget is the most a binding should cost per call, in ns, beyond the
// cgo crossing and the C calls it makes (the C loop beside it).
const AddedTarget = 5

// MiB is the pinenacl-style throughput length.
const MiB = 1 << 20
