package tweetnacl

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
	params []string       // argument names, as errors must name them
	sizes  []int          // valid lengths
	fixed  []bool         // whether a wrong length must be refused
	nilOK  map[int]bool   // arguments for which an empty slice is valid
	alt    map[int]string // another name an error may give (a length tied to another argument)
	call   func(a [][]byte) error
}

// boolErr adapts a (bool, error) method: an error must come with false.
func boolErr(ok bool, err error) error {
	if err != nil && ok {
		return fmt.Errorf("returned true together with error %v", err)
	}
	return err
}

const n = 5 // message length in the cases below

var badCases = []badCase{
	{"SHA512.Hash", []string{"out", "msg"}, []int{64, n}, []bool{true, false}, nil, nil,
		func(a [][]byte) error { return SHA512{}.Hash(a[0], a[1]) }},
	{"SHA512.HashBlocks", []string{"state", "blocks"}, []int{64, 128}, []bool{true, true}, map[int]bool{1: true}, nil,
		func(a [][]byte) error { return SHA512{}.HashBlocks(a[0], a[1]) }},
	{"XSalsa20.KeyStream", []string{"out", "nonce", "key"}, []int{n, 24, 32}, []bool{false, true, true}, nil, nil,
		func(a [][]byte) error { return XSalsa20{}.KeyStream(a[0], a[1], a[2]) }},
	{"XSalsa20.XOR", []string{"out", "in", "nonce", "key"}, []int{n, n, 24, 32}, []bool{true, true, true, true}, nil, map[int]string{1: "out"},
		func(a [][]byte) error { return XSalsa20{}.XOR(a[0], a[1], a[2], a[3]) }},
	{"Salsa20.KeyStream", []string{"out", "nonce", "key"}, []int{n, 8, 32}, []bool{false, true, true}, nil, nil,
		func(a [][]byte) error { return Salsa20{}.KeyStream(a[0], a[1], a[2]) }},
	{"Salsa20.XOR", []string{"out", "in", "nonce", "key"}, []int{n, n, 8, 32}, []bool{true, true, true, true}, nil, map[int]string{1: "out"},
		func(a [][]byte) error { return Salsa20{}.XOR(a[0], a[1], a[2], a[3]) }},
	{"Salsa20Core.Core", []string{"out", "in", "key", "constant"}, []int{64, 16, 32, 16}, []bool{true, true, true, true}, nil, nil,
		func(a [][]byte) error { return Salsa20Core{}.Core(a[0], a[1], a[2], a[3]) }},
	{"HSalsa20.Core", []string{"out", "in", "key", "constant"}, []int{32, 16, 32, 16}, []bool{true, true, true, true}, nil, nil,
		func(a [][]byte) error { return HSalsa20{}.Core(a[0], a[1], a[2], a[3]) }},
	{"Poly1305.MAC", []string{"tag", "msg", "key"}, []int{16, n, 32}, []bool{true, false, true}, nil, nil,
		func(a [][]byte) error { return Poly1305{}.MAC(a[0], a[1], a[2]) }},
	{"Poly1305.Verify", []string{"tag", "msg", "key"}, []int{16, n, 32}, []bool{true, false, true}, nil, nil,
		func(a [][]byte) error { return boolErr(Poly1305{}.Verify(a[0], a[1], a[2])) }},
	{"SecretBox.Seal", []string{"box", "msg", "nonce", "key"}, []int{n + 16, n, 24, 32}, []bool{true, true, true, true}, nil, map[int]string{1: "box"},
		func(a [][]byte) error { return SecretBox{}.Seal(a[0], a[1], a[2], a[3]) }},
	{"SecretBox.Open", []string{"msg", "box", "nonce", "key"}, []int{n, n + 16, 24, 32}, []bool{true, true, true, true}, nil, map[int]string{1: "msg"},
		func(a [][]byte) error { return boolErr(SecretBox{}.Open(a[0], a[1], a[2], a[3])) }},
	{"Box.Seal", []string{"box", "msg", "nonce", "peerPublic", "private"}, []int{n + 16, n, 24, 32, 32}, []bool{true, true, true, true, true}, nil, map[int]string{1: "box"},
		func(a [][]byte) error { return Box{}.Seal(a[0], a[1], a[2], a[3], a[4]) }},
	{"Box.Open", []string{"msg", "box", "nonce", "peerPublic", "private"}, []int{n, n + 16, 24, 32, 32}, []bool{true, true, true, true, true}, nil, map[int]string{1: "msg"},
		func(a [][]byte) error { return boolErr(Box{}.Open(a[0], a[1], a[2], a[3], a[4])) }},
	{"Box.Precompute", []string{"shared", "peerPublic", "private"}, []int{32, 32, 32}, []bool{true, true, true}, nil, nil,
		func(a [][]byte) error { return Box{}.Precompute(a[0], a[1], a[2]) }},
	{"Box.SealAfter", []string{"box", "msg", "nonce", "shared"}, []int{n + 16, n, 24, 32}, []bool{true, true, true, true}, nil, map[int]string{1: "box"},
		func(a [][]byte) error { return Box{}.SealAfter(a[0], a[1], a[2], a[3]) }},
	{"Box.OpenAfter", []string{"msg", "box", "nonce", "shared"}, []int{n, n + 16, 24, 32}, []bool{true, true, true, true}, nil, map[int]string{1: "msg"},
		func(a [][]byte) error { return boolErr(Box{}.OpenAfter(a[0], a[1], a[2], a[3])) }},
	{"Box.KeyPair", []string{"public", "private"}, []int{32, 32}, []bool{true, true}, nil, nil,
		func(a [][]byte) error { return Box{}.KeyPair(a[0], a[1]) }},
	{"X25519.ScalarMult", []string{"out", "scalar", "point"}, []int{32, 32, 32}, []bool{true, true, true}, nil, nil,
		func(a [][]byte) error { return X25519{}.ScalarMult(a[0], a[1], a[2]) }},
	{"X25519.ScalarBaseMult", []string{"out", "scalar"}, []int{32, 32}, []bool{true, true}, nil, nil,
		func(a [][]byte) error { return X25519{}.ScalarBaseMult(a[0], a[1]) }},
	{"Ed25519.KeyFromSeed", []string{"public", "private", "seed"}, []int{32, 64, 32}, []bool{true, true, true}, nil, nil,
		func(a [][]byte) error { return Ed25519{}.KeyFromSeed(a[0], a[1], a[2]) }},
	{"Ed25519.GenerateKey", []string{"public", "private"}, []int{32, 64}, []bool{true, true}, nil, nil,
		func(a [][]byte) error { return Ed25519{}.GenerateKey(a[0], a[1]) }},
	{"Ed25519.Sign", []string{"sig", "msg", "private"}, []int{64, n, 64}, []bool{true, false, true}, nil, nil,
		func(a [][]byte) error { return Ed25519{}.Sign(a[0], a[1], a[2]) }},
	{"Ed25519.Verify", []string{"sig", "msg", "public"}, []int{64, n, 32}, []bool{true, false, true}, nil, nil,
		func(a [][]byte) error { return boolErr(Ed25519{}.Verify(a[0], a[1], a[2])) }},
	{"Verify16.Equal", []string{"a", "b"}, []int{16, 16}, []bool{true, true}, nil, nil,
		func(a [][]byte) error { return boolErr(Verify16{}.Equal(a[0], a[1])) }},
	{"Verify32.Equal", []string{"a", "b"}, []int{32, 32}, []bool{true, true}, nil, nil,
		func(a [][]byte) error { return boolErr(Verify32{}.Equal(a[0], a[1])) }},
}

// TestBadInput feeds every method nil, one-byte-short and one-byte-long
// versions of each checked argument: each must return an error naming that
// argument and leave every buffer as it was.
func TestBadInput(t *testing.T) {
	r := testRand(17)
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
			variants := map[string][]byte{
				"short": make([]byte, bc.sizes[i]-1),
				"long":  make([]byte, bc.sizes[i]+1),
			}
			if !bc.nilOK[i] {
				variants["nil"] = nil
			}
			for vname, v := range variants {
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
				if !strings.Contains(err.Error(), p+":") && (bc.alt[i] == "" || !strings.Contains(err.Error(), bc.alt[i]+":")) {
					t.Errorf("%s: %s %s: error %q does not name %s", bc.name, vname, p, err, p)
				}
				if !strings.HasPrefix(err.Error(), "tweetnacl: ") {
					t.Errorf("%s: error %q does not name the library", bc.name, err)
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

// TestOverlapRefused checks that outputs written directly by C may not
// alias their inputs.
func TestOverlapRefused(t *testing.T) {
	buf := make([]byte, 128)
	for name, call := range map[string]func() error{
		"SHA512.HashBlocks": func() error { return SHA512{}.HashBlocks(buf[:64], buf[:128]) },
		"HSalsa20.Core":     func() error { return HSalsa20{}.Core(buf[:32], buf[32:48], buf[16:48], buf[48:64]) },
		"X25519.ScalarMult": func() error { return X25519{}.ScalarMult(buf[:32], buf[:32], buf[32:64]) },
		"Ed25519.Sign":      func() error { return Ed25519{}.Sign(buf[:64], nil, buf[32:96]) },
		"Poly1305.MAC":      func() error { return Poly1305{}.MAC(buf[:16], buf[8:40], buf[64:96]) },
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
