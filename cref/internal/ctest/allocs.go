package ctest

import "testing"

// Call is a binding call whose allocations a test counts.
type Call struct {
	Name string
	F    func() error
}

// NoAllocations runs each call runs times and fails t when it returns an
// error or allocates: on the success path a binding passes Go memory to C
// without copying or boxing it, so that the benchmarks measure the library
// and not Go's allocator.
func NoAllocations(t *testing.T, runs int, calls ...Call) {
	t.Helper()
	for _, c := range calls {
		var err error
		allocs := testing.AllocsPerRun(runs, func() { err = c.F() })
		if err != nil {
			t.Errorf("%s: %v", c.Name, err)
		}
		if allocs != 0 {
			t.Errorf("%s allocates %.1f times per call, want 0", c.Name, allocs)
		}
	}
}
