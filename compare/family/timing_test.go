package family

import "testing"

// TestSecretsClasses checks the timing test's two classes: class 0 always
// gets the fixed secret, class 1 fresh values that differ from call to
// call.
func TestSecretsClasses(t *testing.T) {
	s := NewSecrets(32, nil)
	s.Prepare(0, 0)
	s.Prepare(1, 1)
	s.Prepare(2, 1)
	if string(s.Buf[0]) != string(s.Fixed) {
		t.Error("class 0 did not get the fixed secret")
	}
	if string(s.Buf[1]) == string(s.Buf[2]) || string(s.Buf[1]) == string(s.Fixed) {
		t.Error("class 1 secrets repeat")
	}
}
