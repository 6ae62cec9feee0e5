package cycles

const available = true

// rdtsc executes LFENCE; RDTSC and returns EDX:EAX.
//
//go:noescape
func rdtsc() uint64

func read() uint64 { return rdtsc() }

func counter() Counter {
	return Counter{
		Name: "TSC cycles",
		Unit: "cycles",
		Note: "The time-stamp counter ticks at a constant rate (the CPU's nominal " +
			"frequency), not at the current core clock: with turbo boost or power " +
			"saving, TSC cycles and core cycles differ, and figures are comparable " +
			"between runs on the same machine rather than between machines.",
	}
}
