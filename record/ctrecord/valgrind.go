package ctrecord

// Verdicts of the valgrind method, in eBACS's notation.
const (
	// VerdictConstantTime: no branch or memory index depended on a secret.
	VerdictConstantTime = "constant time"
	// VerdictLeak: one did (TIMECOP's mark); the result's Findings say where.
	VerdictLeak = "T!!!"
	// VerdictError: the call could not be checked; the result's Err says why.
	VerdictError = "error"
)

// ValgrindReport is the outcome of `naclcmp ct --valgrind`: what was run
// and one result per operation.
type ValgrindReport struct {
	Version string           `json:"valgrind"`
	Flags   []string         `json:"flags"`
	Results []ValgrindResult `json:"results"`
	// Seconds is the wall time of the valgrind runs (one per library),
	// BuildSeconds that of compiling the harnesses before them.
	Seconds      float64 `json:"seconds"`
	BuildSeconds float64 `json:"build_seconds"`
	// Notes says, per checked library, what its verdicts do not cover
	// (the Note of its entry in Libraries).
	Notes map[string]string `json:"notes,omitempty"`
}

// ValgrindResult is the verdict of one call of one operation of one C
// library.
type ValgrindResult struct {
	Impl string `json:"impl"`
	Op   string `json:"op"`
	// Call is the method of the operation's interface that was checked
	// ("Seal", "Open"); an operation has one result per call that handles
	// a secret.
	Call     string    `json:"call"`
	Secret   string    `json:"secret"`
	Verdict  string    `json:"verdict"`
	Findings []Finding `json:"findings,omitempty"`
	// Declassified are reports of branches on values that are public by
	// design (see compare/ct's Declassifications); they do not count
	// against the verdict but are shown with their reason.
	Declassified []Declassified `json:"declassified,omitempty"`
	Err          string         `json:"error,omitempty"`
}

// Finding is one memcheck error: what secret data decided, where, and
// where the secret came from.
type Finding struct {
	// Kind is valgrind's description: "Conditional jump or move depends on
	// uninitialised value(s)" (a secret-dependent branch) or "Use of
	// uninitialised value of size 8" (a secret-dependent memory index).
	Kind string `json:"kind"`
	// Stack is the first stack, innermost frame first, each frame as
	// valgrind prints it: "naclcmp_ct_leaky_equal (ct_controls.c:19)".
	Stack []string `json:"stack"`
	// Origin is where the uninitialised (secret) value was created.
	Origin []string `json:"origin,omitempty"`
}

// Declassified is a memcheck report set aside as a branch a library takes
// on purpose on a value that is public by design, with the reason.
type Declassified struct {
	Finding
	Reason string `json:"reason"`
}
