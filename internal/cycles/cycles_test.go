package cycles

import (
	"testing"
)

// TestReadAdvances checks that the counter moves forward across work: two
// readings taken around a loop differ, and the later one is larger.
func TestReadAdvances(t *testing.T) {
	if !Available() {
		if Read() != 0 {
			t.Fatal("Read returned a value on an architecture without a counter")
		}
		t.Skip("no cycle counter on this architecture")
	}
	a := Read()
	x := 0
	for i := range 1_000_000 {
		x += i
	}
	b := Read()
	if b <= a {
		t.Fatalf("counter did not advance: %d then %d (work %d)", a, b, x)
	}
}

// TestDescribe checks that a counter is labelled and has a positive rate.
func TestDescribe(t *testing.T) {
	c := Describe()
	if !Available() {
		if c.Name != "" || c.Hz != 0 {
			t.Fatalf("Describe = %+v on an architecture without a counter", c)
		}
		return
	}
	if c.Name == "" || c.Unit == "" || c.Note == "" || c.HzSource == "" {
		t.Errorf("counter description incomplete: %+v", c)
	}
	if c.Hz <= 0 {
		t.Errorf("counter rate %v Hz, want > 0", c.Hz)
	}
}
