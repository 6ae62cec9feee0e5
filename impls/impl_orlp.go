package impls

import (
	"github.com/naclcmp/naclcmp/cref/orlp"
	"github.com/naclcmp/naclcmp/matrix"
)

// The builders reach orlpImpl through the record "orlp-ed25519" of
// internal/libraries (cBuilders, optional.go).
func init() { built["orlp-ed25519"] = orlpImpl }

// orlpImpl is orlp/ed25519 compiled from the C source fetched by
// `make sources`; Source carries the SHA-256 of the files compiled.
func orlpImpl() *matrix.Impl {
	return &matrix.Impl{
		Name:     "orlp-ed25519",
		Library:  "orlp/ed25519",
		Language: matrix.LangC,
		Version:  orlp.Version(),
		Source:   orlp.Source(),
		Ops:      orlp.Ops(),
		Loops:    orlp.Loops(),
		Notes: map[string]string{
			"sign/ed25519": "orlp keeps SHA-512(seed) as its private key; the binding expands seed‖public with orlp's sha512 on each Sign; accepts " +
				"non-canonical S",
		},
	}
}
