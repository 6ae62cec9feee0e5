package matrix

// FamilyEqual is the verify family (Equal in this file).
const FamilyEqual Family = "verify"

// Equal is a constant-time comparison of fixed-length strings
// (crypto_verify_16, _32, _64).
type Equal interface {
	Equal(a, b []byte) (bool, error)
}

// The verify family's interface check and catalogue rows (Specs).
var _ = declare(FamilyEqual, is[Equal], []Spec{
	{Family: FamilyEqual, Primitive: "verify16", Title: "crypto_verify_16", In: 16},
	{Family: FamilyEqual, Primitive: "verify32", Title: "crypto_verify_32", In: 32},
	{Family: FamilyEqual, Primitive: "verify64", Title: "crypto_verify_64", In: 64},
})
