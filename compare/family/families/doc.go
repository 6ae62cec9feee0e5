// Package families is the list of the suite's operation families and the
// entry points that range over them: given an operation of the catalogue
// and a value implementing it, they find its family's package under
// compare/family and call it. It sits above the family packages, which
// know one family each, and below the engines and the bindings' tests,
// which range over every family without naming one.
//
// It also holds the argument tables' entry points (Table, Op, Ops),
// which cannot live in internal/argtest: internal/ is below compare/.
package families
