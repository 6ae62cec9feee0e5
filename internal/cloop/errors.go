package cloop

import "errors"

// errUnavailable is returned by loops in a build without cgo.
var errUnavailable = errors.New("cloop: C loops need cgo")
