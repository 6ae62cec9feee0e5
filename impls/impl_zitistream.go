package impls

import (
	"github.com/naclcmp/naclcmp/gonative/zitistream"
	"github.com/naclcmp/naclcmp/matrix"
)

// goZitiStreamImpl is libsodium's secretstream in pure Go from
// github.com/openziti/secretstream, the Go side of
// secretstream/xchacha20poly1305.
func goZitiStreamImpl() *matrix.Impl {
	return &matrix.Impl{
		Name:     "go-zitistream",
		Library:  "github.com/openziti/secretstream",
		Language: matrix.LangGo,
		Version:  zitistream.Version(),
		Source:   "Go module github.com/openziti/secretstream, pinned by go.sum",
		Ops:      zitistream.Ops(),
		Notes: map[string]string{
			"secretstream/xchacha20poly1305": "no associated data, no explicit rekey, and no rekey after a REKEY or FINAL tag or a counter wrap, " +
				"where libsodium rekeys: each reported as unsupported (—)",
		},
	}
}
