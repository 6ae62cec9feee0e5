package cstack

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
)

// ErrNoProbe is returned by CheckEntryAlignment where EntrySP has no probe.
var ErrNoProbe = errors.New("cstack: no stack-pointer probe for this architecture")

// CheckEntryAlignment calls C from several goroutines, yielding between
// calls so that the scheduler moves them across threads, and returns an
// error naming the first misaligned entry it saw and how many there were.
// It returns ErrNoProbe where EntrySP has no probe. The impls tests,
// which run on every architecture, call it.
func CheckEntryAlignment(goroutines, calls int) error {
	if _, ok := EntrySP(); !ok {
		return ErrNoProbe
	}
	var (
		mu  sync.Mutex
		bad error
		n   int
		wg  sync.WaitGroup
	)
	for g := 0; g < goroutines; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < calls; i++ {
				sp, _ := EntrySP()
				if sp%ABIStackAlign != 0 {
					mu.Lock()
					n++
					if bad == nil {
						bad = fmt.Errorf("C entered with sp %#x, not %d-byte aligned", sp, ABIStackAlign)
					}
					mu.Unlock()
				}
				runtime.Gosched()
			}
		}()
	}
	wg.Wait()
	if bad != nil {
		return fmt.Errorf("%w (%d of %d calls misaligned)", bad, n, goroutines*calls)
	}
	return nil
}
