package zitistream

// Ops maps each operation of github.com/openziti/secretstream that this
// package reaches, by its catalogue ID, to its type: what impls registers
// and the tests check.
func Ops() map[string]any {
	return map[string]any{
		"secretstream/xchacha20poly1305": SecretStream{},
	}
}
