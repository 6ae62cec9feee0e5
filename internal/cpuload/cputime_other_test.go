//go:build !unix

package cpuload

import "time"

var began = time.Now()

// cpuTime stands in for the CPU time used where it cannot be read: the
// wall time since the tests began.
func cpuTime() time.Duration { return time.Since(began) }
