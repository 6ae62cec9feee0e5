package libb2

// Ops maps each operation of libb2 that this package reaches, by its
// catalogue ID, to its type: what impls registers and the tests check.
func Ops() map[string]any {
	return map[string]any{
		"hash/blake2b":    BLAKE2b{},
		"hash/blake2s":    BLAKE2s{Size: 32},
		"hash/blake2b512": BLAKE2b{Size: 64},
		"hash/blake2bp":   BLAKE2bp{},
		"hash/blake2sp":   BLAKE2sp{},
		"mac/blake2b":     BLAKE2bMAC{},
		"mac/blake2s":     BLAKE2sMAC{Size: 32},
	}
}
