package ct

import "strings"

// Declassification is a branch a library takes on purpose on a value
// derived from a secret but public by design, so that memcheck's report of
// it is not a leak. Each entry names the function that branches and says
// why the value is public; the report lists every declassified report
// with this reason, so nothing is hidden.
type Declassification struct {
	Impl string
	// Function is the innermost frame's function name.
	Function string
	Reason   string
}

// Declassified is a memcheck report set aside by a Declassification.
type Declassified struct {
	Finding
	Reason string `json:"reason"`
}

// Declassifications lists the known by-design branches.
var Declassifications = []Declassification{
	{
		Impl:     "libsodium",
		Function: "crypto_box_curve25519xsalsa20poly1305_beforenm",
		Reason: "branches on crypto_scalarmult_curve25519's return value, which says whether the shared point is zero; " +
			"with a clamped scalar that happens exactly when the peer's public key has small order, a property of public data " +
			"(libsodium refuses such keys on purpose)",
	},
}

// declassify splits findings into those that stand and those a
// Declassification explains.
func declassify(impl string, findings []Finding) (stand []Finding, set []Declassified) {
next:
	for _, f := range findings {
		if len(f.Stack) > 0 {
			fn, _, _ := strings.Cut(f.Stack[0], " ")
			for _, d := range Declassifications {
				if d.Impl == impl && d.Function == fn {
					set = append(set, Declassified{Finding: f, Reason: d.Reason})
					continue next
				}
			}
		}
		stand = append(stand, f)
	}
	return stand, set
}
