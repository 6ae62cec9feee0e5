package orlp

// Ops maps each operation of orlp/ed25519 that this package reaches, by its
// catalogue ID, to its type: what impls registers and the tests check.
func Ops() map[string]any {
	return map[string]any{
		"sign/ed25519": Ed25519{},
	}
}
