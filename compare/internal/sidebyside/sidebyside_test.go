package sidebyside

import (
	"sync"
	"testing"
	"time"
)

// TestEach: every index is called once; the first Workers calls run at
// once (each waits until all of them have started); and no more than
// Workers ever run at once. No duration is measured: the wait has a
// guard against hanging, and the calls are held briefly so that a looser
// limit would let more of them pile up.
func TestEach(t *testing.T) {
	const n = 3*Workers + 1
	var mu sync.Mutex
	seen := map[int]int{}
	running, most := 0, 0
	started := make(chan struct{}, n)
	allStarted := make(chan struct{})
	go func() {
		for range Workers {
			<-started
		}
		close(allStarted)
	}()
	together := true
	Each(n, func(i int) {
		mu.Lock()
		seen[i]++
		running++
		most = max(most, running)
		mu.Unlock()
		started <- struct{}{}
		select {
		case <-allStarted:
		case <-time.After(time.Minute): // a guard against hanging, not a measurement
			mu.Lock()
			together = false
			mu.Unlock()
		}
		// Held a little, so that a limit above Workers would show.
		time.Sleep(2 * time.Millisecond)
		mu.Lock()
		running--
		mu.Unlock()
	})
	for i := range n {
		if seen[i] != 1 {
			t.Errorf("index %d called %d times, want once", i, seen[i])
		}
	}
	if len(seen) != n {
		t.Errorf("%d indexes called, want %d", len(seen), n)
	}
	if !together {
		t.Errorf("the first %d calls did not run at once", Workers)
	}
	if most > Workers {
		t.Errorf("%d calls at once, more than %d", most, Workers)
	}
}
