package cloop

import (
	"errors"
	"fmt"
)

// errUnavailable is returned by loops in a build without cgo.
var errUnavailable = errors.New("cloop: C loops need cgo")

func sizeError(param string, want, got int) error {
	return fmt.Errorf("cloop: %s: want %d bytes, got %d", param, want, got)
}

// callError reports a non-zero status from a libsodium function.
func callError(function string, rc int) error {
	return fmt.Errorf("cloop: %s returned %d", function, rc)
}
