package argon2

// Ops maps each operation of libargon2 that this package reaches, by its
// catalogue ID, to its type: what impls registers and the tests check.
func Ops() map[string]any {
	return map[string]any{
		"pwhash/argon2id": Argon2id{},
		"pwhash/argon2i":  Argon2i{},
	}
}
