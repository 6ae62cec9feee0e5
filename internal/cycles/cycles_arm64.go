package cycles

const available = true

// cntvct executes ISB; MRS CNTVCT_EL0.
//
//go:noescape
func cntvct() uint64

// cntfrq returns CNTFRQ_EL0, the virtual counter's frequency in Hz.
//
//go:noescape
func cntfrq() uint64

func read() uint64 { return cntvct() }

func counter() Counter {
	c := Counter{
		Name: "virtual counter ticks",
		Unit: "ticks",
		Note: "The arm64 virtual counter (CNTVCT_EL0) ticks at a fixed frequency " +
			"set by the firmware, usually far below the core clock, so one tick " +
			"spans many core cycles; short operations are resolved by timing " +
			"batches of calls.",
	}
	if f := cntfrq(); f > 0 {
		c.Hz, c.HzSource = float64(f), "CNTFRQ_EL0"
	}
	return c
}
