package siphash

// Ops maps each operation of github.com/dchest/siphash that this package
// reaches, by its catalogue ID, to its type: what impls registers and the
// tests check.
func Ops() map[string]any {
	return map[string]any{
		"mac/siphash24": SipHash24{},
	}
}
