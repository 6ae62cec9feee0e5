package impls

import (
	"github.com/naclcmp/naclcmp/gonative/siphash"
	"github.com/naclcmp/naclcmp/matrix"
)

// goSipHashImpl is SipHash-2-4 from github.com/dchest/siphash, the Go
// package for libsodium's crypto_shorthash.
func goSipHashImpl() *matrix.Impl {
	return &matrix.Impl{
		Name:     "go-siphash",
		Library:  "github.com/dchest/siphash",
		Language: matrix.LangGo,
		Version:  siphash.Version(),
		Source:   "Go module github.com/dchest/siphash, pinned by go.sum",
		Ops:      siphash.Ops(),
	}
}
