package impls

import (
	"github.com/naclcmp/naclcmp/gonative/aesctr"
	"github.com/naclcmp/naclcmp/matrix"
)

// goAESCTRImpl is AES-CTR from Go's standard library (crypto/aes and
// crypto/cipher), the Go counterpart of NaCl's and OpenSSL's AES-CTR.
func goAESCTRImpl() *matrix.Impl {
	const alloc = "crypto/aes.NewCipher and crypto/cipher.NewCTR per call (the standard library allocates both)"
	return &matrix.Impl{
		Name:     "go-aesctr",
		Library:  "Go standard library (crypto/aes, crypto/cipher)",
		Language: matrix.LangGo,
		Version:  aesctr.Version(),
		Source:   "Go toolchain",
		Ops:      aesctr.Ops(),
		Notes: map[string]string{
			"stream/aes128ctr": alloc,
			"stream/aes256ctr": alloc,
		},
	}
}
