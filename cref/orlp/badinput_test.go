package orlp

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// badCase describes one method for TestBadInput: valid arguments, their
// names, and which of them have a checked length.
type badCase struct {
	name   string
	params []string // argument names, as errors must name them
	sizes  []int    // valid lengths
	fixed  []bool   // whether a wrong length must be refused
	call   func(a [][]byte) error
}

// boolErr adapts a (bool, error) method: an error must come with false.
func boolErr(ok bool, err error) error {
	if err != nil && ok {
		return fmt.Errorf("returned true together with error %v", err)
	}
	return err
}

var badCases = []badCase{
	{"KeyFromSeed", []string{"public", "private", "seed"}, []int{32, 64, 32}, []bool{true, true, true},
		func(a [][]byte) error { return Ed25519{}.KeyFromSeed(a[0], a[1], a[2]) }},
	{"Sign", []string{"sig", "msg", "private"}, []int{64, 5, 64}, []bool{true, false, true},
		func(a [][]byte) error { return Ed25519{}.Sign(a[0], a[1], a[2]) }},
	{"Verify", []string{"sig", "msg", "public"}, []int{64, 5, 32}, []bool{true, false, true},
		func(a [][]byte) error { return boolErr(Ed25519{}.Verify(a[0], a[1], a[2])) }},
	{"CreateKeyPair", []string{"public", "expanded", "seed"}, []int{32, 64, 32}, []bool{true, true, true},
		func(a [][]byte) error { return Ed25519{}.CreateKeyPair(a[0], a[1], a[2]) }},
	{"ExpandPrivate", []string{"expanded", "private"}, []int{64, 64}, []bool{true, true},
		func(a [][]byte) error { return Ed25519{}.ExpandPrivate(a[0], a[1]) }},
	{"SignExpanded", []string{"sig", "msg", "public", "expanded"}, []int{64, 5, 32, 64}, []bool{true, false, true, true},
		func(a [][]byte) error { return Ed25519{}.SignExpanded(a[0], a[1], a[2], a[3]) }},
	{"KeyExchange", []string{"shared", "peerPublic", "private"}, []int{32, 32, 64}, []bool{true, true, true},
		func(a [][]byte) error { return Ed25519{}.KeyExchange(a[0], a[1], a[2]) }},
	{"AddScalar", []string{"public", "expanded", "scalar"}, []int{32, 64, 32}, []bool{true, true, true},
		func(a [][]byte) error { return Ed25519{}.AddScalar(a[0], a[1], a[2]) }},
	{"AddScalarPublic", []string{"public", "scalar"}, []int{32, 32}, []bool{true, true},
		func(a [][]byte) error { return Ed25519{}.AddScalarPublic(a[0], a[1]) }},
}

// TestBadInput feeds every method nil, one-byte-short and one-byte-long
// versions of each checked argument: each must return an error naming that
// argument and leave every buffer as it was.
func TestBadInput(t *testing.T) {
	r := testRand(7)
	for _, bc := range badCases {
		valid := func() [][]byte {
			a := make([][]byte, len(bc.sizes))
			for i, s := range bc.sizes {
				a[i] = randBytes(r, s)
			}
			return a
		}
		if err := bc.call(valid()); err != nil {
			t.Errorf("%s: valid arguments refused: %v", bc.name, err)
			continue
		}
		for i, p := range bc.params {
			if !bc.fixed[i] {
				continue
			}
			for vname, v := range map[string][]byte{
				"nil":   nil,
				"short": make([]byte, bc.sizes[i]-1),
				"long":  make([]byte, bc.sizes[i]+1),
			} {
				a := valid()
				a[i] = v
				before := make([][]byte, len(a))
				for j := range a {
					before[j] = bytes.Clone(a[j])
				}
				err := bc.call(a)
				if err == nil {
					t.Errorf("%s: %s %s (%d bytes): no error", bc.name, vname, p, len(v))
					continue
				}
				if !strings.HasPrefix(err.Error(), "orlp: "+p+":") {
					t.Errorf("%s: %s %s: error %q does not name orlp and %s", bc.name, vname, p, err, p)
				}
				for j := range a {
					if !bytes.Equal(a[j], before[j]) {
						t.Errorf("%s: %s %s: refused call changed %s", bc.name, vname, p, bc.params[j])
					}
				}
			}
		}
	}
}

// TestOverlapRefused checks that outputs may not alias inputs.
func TestOverlapRefused(t *testing.T) {
	buf := make([]byte, 160)
	for name, call := range map[string]func() error{
		"Sign":         func() error { return Ed25519{}.Sign(buf[:64], buf[32:40], buf[96:160]) },
		"SignExpanded": func() error { return Ed25519{}.SignExpanded(buf[:64], nil, buf[32:64], buf[96:160]) },
		"KeyFromSeed":  func() error { return Ed25519{}.KeyFromSeed(buf[:32], buf[32:96], buf[64:96]) },
		"AddScalar":    func() error { return Ed25519{}.AddScalar(buf[:32], buf[16:80], buf[96:128]) },
	} {
		before := bytes.Clone(buf)
		err := call()
		if err == nil || !strings.Contains(err.Error(), "overlaps") {
			t.Errorf("%s with overlapping arguments: error %v, want an overlap error", name, err)
		}
		if !bytes.Equal(buf, before) {
			t.Errorf("%s: refused call changed its buffer", name)
		}
	}
}
