package matrix

// FamilyCore is the core family (Core in this file).
const FamilyCore Family = "core"

// Core is a core function of the Salsa20/ChaCha20 family in NaCl's
// crypto_core shape: out = f(in, key, constant). The constant is the
// 16-byte "expand 32-byte k" of the standard ciphers.
type Core interface {
	Core(out, in, key, constant []byte) error
}

// The core family's interface check and catalogue rows (Specs).
var _ = declare(FamilyCore, is[Core], []Spec{
	{Family: FamilyCore, Primitive: "salsa20", Title: "Salsa20 core", Out: 64, In: 16, Key: 32, Const: 16},
	{Family: FamilyCore, Primitive: "salsa2012", Title: "Salsa20/12 core", Out: 64, In: 16, Key: 32, Const: 16},
	{Family: FamilyCore, Primitive: "salsa208", Title: "Salsa20/8 core", Out: 64, In: 16, Key: 32, Const: 16},
	{Family: FamilyCore, Primitive: "hsalsa20", Title: "HSalsa20", Out: 32, In: 16, Key: 32, Const: 16},
	{Family: FamilyCore, Primitive: "hchacha20", Title: "HChaCha20", Out: 32, In: 16, Key: 32, Const: 16},
})
