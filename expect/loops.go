package expect

// Loops is loops.json: for every C implementation, the C loops its
// binding has (matrix.CLoop: operation → the C function the loop calls)
// and, for each operation family it provides without a loop, why. The
// benchmark times each loop beside the binding's call to show what the
// binding adds beyond the cgo crossing; this file keeps a family from
// losing its loop unseen.
type Loops struct {
	Impls map[string]ImplLoops `json:"impls"`
}

// ImplLoops are one implementation's loops and the families without one.
type ImplLoops struct {
	// Loops maps an operation ID to the C function its loop calls.
	Loops map[string]string `json:"loops"`
	// Without maps a family the implementation provides to the reason it
	// has no loop.
	Without map[string]string `json:"without,omitempty"`
}

// LoadLoops decodes loops.json.
func LoadLoops() (*Loops, error) { return loadAs[Loops]("loops.json") }
