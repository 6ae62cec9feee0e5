package aesctr

// Ops maps each operation of crypto/aes in counter mode that this package reaches, by its
// catalogue ID, to its type: what impls registers and the tests check.
func Ops() map[string]any {
	return map[string]any{
		"stream/aes128ctr": AES128CTR{},
		"stream/aes256ctr": AES256CTR{},
	}
}
