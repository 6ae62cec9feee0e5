package ctrecord

// TimingReport is the outcome of the timing test.
type TimingReport struct {
	// Counter names what was counted ("TSC cycles", or "ns").
	Counter   string         `json:"counter"`
	Threshold float64        `json:"threshold"`
	Budget    float64        `json:"budget_seconds"` // per operation
	Results   []TimingResult `json:"results"`
}

// TimingResult is the verdict of one timing test.
type TimingResult struct {
	Impl         string  `json:"impl"`
	Op           string  `json:"op"`
	Call         string  `json:"call"`
	Secret       string  `json:"secret"`
	Measurements int     `json:"measurements"`
	Seconds      float64 `json:"seconds"`
	Unit         string  `json:"unit"`
	// MaxT is the largest |t| over the uncropped and cropped tests, and
	// Test names the test it came from ("uncropped", "crop p=0.5").
	MaxT float64 `json:"max_t"`
	Test string  `json:"test"`
	// Leak is MaxT > the report's Threshold.
	Leak bool `json:"leak"`
	// Inconclusive is set when a class got too few measurements for a
	// verdict (the run was interrupted).
	Inconclusive bool `json:"inconclusive,omitempty"`
	// Err is set when the operation failed; there is no verdict then.
	Err string `json:"error,omitempty"`
}

// Verdict is the short form for tables: "no leak found", "LEAK", "too
// few measurements" or the error.
func (r TimingResult) Verdict() string {
	switch {
	case r.Err != "":
		return "error: " + r.Err
	case r.Inconclusive:
		return "too few measurements"
	case r.Leak:
		return "LEAK"
	}
	return "no leak found"
}
