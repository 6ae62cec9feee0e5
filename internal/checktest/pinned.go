package checktest

import (
	"sync"
	"testing"

	"github.com/naclcmp/naclcmp/expect"
)

// Pinned holds the expectation files of expect/: what each implementation
// provides, fails, accepts and computes.
type Pinned struct {
	Providers  *expect.Providers
	Outcomes   *expect.Outcomes
	Edge       *expect.Edge
	Transcript *expect.Transcript
}

// pinned loads the expectation files once for every test.
var pinned = sync.OnceValues(func() (*Pinned, error) {
	var d Pinned
	var err error
	if d.Providers, err = expect.LoadProviders(); err != nil {
		return nil, err
	}
	if d.Outcomes, err = expect.LoadOutcomes(); err != nil {
		return nil, err
	}
	if d.Edge, err = expect.LoadEdge(); err != nil {
		return nil, err
	}
	if d.Transcript, err = expect.LoadTranscript(); err != nil {
		return nil, err
	}
	return &d, nil
})

// MustPinned returns the expectation files, failing t when one does not
// load.
func MustPinned(t testing.TB) *Pinned {
	t.Helper()
	d, err := pinned()
	if err != nil {
		t.Fatal(err)
	}
	return d
}
