//go:build !naclcmp_no_libb2

package impls

import (
	"github.com/naclcmp/naclcmp/cref/libb2"
	"github.com/naclcmp/naclcmp/matrix"
)

// The builders reach libb2Impl through the record "libb2" of internal/libraries
// (cBuilders, optional.go), which says why it is absent from builds that
// leave it out.
func init() { built["libb2"] = libb2Impl }

// libb2Impl is libb2, the BLAKE2 reference library with its SIMD
// implementations, from the system library.
func libb2Impl() *matrix.Impl {
	return &matrix.Impl{
		Name:     "libb2",
		Library:  "libb2 (BLAKE2 reference)",
		Language: matrix.LangC,
		Version:  libb2.Version(),
		Source:   "Debian libb2-dev (system library)",
		Ops:      libb2.Ops(),
		Loops:    libb2.Loops(),
		Notes: map[string]string{
			"hash/blake2b":    "digests of 1 to 64 bytes accepted",
			"hash/blake2b512": "the same blake2b function as hash/blake2b, at 64 bytes",
			"hash/blake2bp":   "no other implementation in the matrix; leaves hashed in parallel by OpenMP threads (more than one core)",
			"hash/blake2sp":   "no other implementation in the matrix; leaves hashed in parallel by OpenMP threads (more than one core)",
			"mac/blake2b":     "keys and tags of 1 to 64 bytes accepted",
		},
	}
}
