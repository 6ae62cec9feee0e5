// Package sidebyside runs the checks' per-implementation work a few
// implementations at a time.
//
// A JavaScript or browser peer computes outside naclcmp (a worker
// thread of the node host, a browser's page), tens of
// milliseconds a call for the slowest (TweetNaCl's JavaScript): asked one
// after another, the implementations' times add up, while asked all at
// once, every peer competes for two cores. The vector suites, the edge
// matrix and the transcript therefore ask Workers implementations at a
// time, each of them one call after another, so that no implementation is
// called from two goroutines at once.
package sidebyside

import "golang.org/x/sync/errgroup"

// Workers is how many implementations are asked at once: enough to keep
// two cores busy while several peers compute outside this process,
// few enough that the peers do not all compete at once.
const Workers = 4

// Each calls f(i) for every i from 0 to n-1, Workers at a time, and
// returns when every call has returned. f writes its result into its own
// slot, so that results keep the order of i.
func Each(n int, f func(i int)) {
	var g errgroup.Group
	g.SetLimit(Workers)
	for i := range n {
		g.Go(func() error {
			f(i)
			return nil
		})
	}
	g.Wait()
}
