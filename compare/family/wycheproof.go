package family

// Wycheproof says how a family's Wycheproof files read as the suite's
// vectors, for a family whose cases are one derivation or computation
// with named inputs and outputs (HKDF). compare/kat reads such a file
// with no code of the family's own: it checks every field against the
// lists below, renames each test's fields to the vector format's names
// (vectors.Vector) and judges each case with the family's KAT. The
// families read before this existed (EdDSA, XDH, AEADs, MACs) keep their
// own readers in compare/kat.
type Wycheproof struct {
	// Algorithms maps a file's algorithm name to the primitive of the
	// family it tests: "HKDF-SHA-256" to "sha256".
	Algorithms map[string]string
	// GroupType is the type of the test groups the family runs; a group
	// of another type is an error, never silently skipped.
	GroupType string
	// Group lists the fields a group has beyond type, tests and source,
	// all required: a sizes field the cases repeat ("keySize").
	Group []string
	// Fields maps each field of a test beyond tcId, comment, flags and
	// result to the vector field it fills ("ikm" to "secret"); every one
	// is required.
	Fields map[string]string
}
