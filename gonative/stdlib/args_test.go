package stdlib_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/gonative/stdlib"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

func TestArguments(t *testing.T) {
	F, Free := argtest.Fixed, argtest.Free
	var calls argtest.Calls
	calls = append(calls, argtest.Hash("SHA256", stdlib.SHA256{}, F("out", 32))...)
	calls = append(calls, argtest.Hash("SHA512", stdlib.SHA512{}, F("out", 64))...)
	calls = append(calls, argtest.MAC("HMACSHA256", stdlib.HMACSHA256{}, F("tag", 32), Free("key", 20))...)
	calls = append(calls, argtest.MAC("HMACSHA512", stdlib.HMACSHA512{}, F("tag", 64), Free("key", 20))...)
	calls = append(calls, argtest.MAC("HMACSHA512256", stdlib.HMACSHA512256{}, F("tag", 32), F("key", 32))...)
	// crypto/ecdh refuses low-order points: the product is all zero.
	calls = append(calls, argtest.ScalarMult("X25519", stdlib.X25519{}, argtest.LowOrderPoints...)...)
	calls = append(calls, argtest.Signature("Ed25519", stdlib.Ed25519{})...)
	calls = append(calls, argtest.Equal("Verify16", stdlib.Verify16{}, 16)...)
	calls = append(calls, argtest.Equal("Verify32", stdlib.Verify32{}, 32)...)
	calls = append(calls, argtest.Equal("Verify64", stdlib.Verify64{}, 64)...)
	argtest.Run(t, "stdlib", calls...)
}
