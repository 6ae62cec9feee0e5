package edwards25519

// Ops maps each operation of filippo.io/edwards25519 that this package reaches, by its
// catalogue ID, to its type: what impls registers and the tests check.
func Ops() map[string]any {
	return map[string]any{
		"keyconv/ed25519-x25519":       Ed25519X25519{},
		"sign/edwards25519sha512batch": Edwards25519SHA512Batch{},
	}
}
