package argtest

// RegistryCalls is registryCalls for the external tests, which, unlike
// this package, may import compare/family/families for the tables.
var RegistryCalls = registryCalls
