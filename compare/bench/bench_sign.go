package bench

import (
	"crypto/ed25519"

	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record"
)

// signCalls: signing and verifying a short message per call, as eBATS
// reports; key generation from a seed; and signing and verifying n-byte
// messages, whose cost grows with the hashing. The key pair comes from
// crypto/ed25519 so every implementation gets the same key; Verify gets the
// signature the same implementation made (Ed25519 is deterministic, so the
// same for every correct implementation).
func signCalls(matrix.Spec) []benchCall {
	sign := func(s matrix.Spec, op any, n int, in *benchRand) (func(int) error, [][]byte, error) {
		sg := op.(matrix.Signature)
		priv := ed25519.NewKeyFromSeed(in.bytes(s.Seed))
		msg, sig := in.bytes(n), make([]byte, s.Sig)
		return repeat(func() error { return sg.Sign(sig, msg, priv) }), [][]byte{sig}, nil
	}
	verify := func(s matrix.Spec, op any, n int, in *benchRand) (func(int) error, [][]byte, error) {
		sg := op.(matrix.Signature)
		priv := ed25519.NewKeyFromSeed(in.bytes(s.Seed))
		pub := priv.Public().(ed25519.PublicKey)
		msg, sig := in.bytes(n), make([]byte, s.Sig)
		if err := sg.Sign(sig, msg, priv); err != nil {
			return nil, nil, err
		}
		return repeatAccept(func() (bool, error) { return sg.Verify(sig, msg, pub) }), [][]byte{sig}, nil
	}
	return []benchCall{
		{name: "sign", bytes: record.ShortMessage, prepare: sign},
		{name: "verify", bytes: record.ShortMessage, prepare: verify},
		{name: "keypair", prepare: func(s matrix.Spec, op any, _ int, in *benchRand) (func(int) error, [][]byte, error) {
			sg := op.(matrix.Signature)
			seed, pub, priv := in.bytes(s.Seed), make([]byte, s.Public), make([]byte, s.Private)
			return repeat(func() error { return sg.KeyFromSeed(pub, priv, seed) }), [][]byte{pub, priv}, nil
		}},
		{name: "sign", perByte: true, prepare: sign},
		{name: "verify", perByte: true, prepare: verify},
	}
}

// benchLacks reports whether op, the implementation of s, lacks the call a
// workload would time, so that the workload is not formed and its cell
// shows as absent rather than as an error. Ed25519's keypair call can be
// missing (matrix.LacksKeyFromSeed: ed25519_dalek derives no key pair from
// a seed); the implementation itself says so when asked for the key pair
// of an all-zero seed, which fails only after the lengths are checked. A
// password hash can lack the parameters of a call (pwhashLacks).
func benchLacks(s matrix.Spec, c benchCall, op any) bool { return lacksWhy(s, c, op) != "" }

// lacksWhy is benchLacks, saying why: the implementation's own error, or
// "" when it has the call.
func lacksWhy(s matrix.Spec, c benchCall, op any) string {
	if s.Family == matrix.FamilyPasswordHash {
		return pwhashLacks(s, c, op)
	}
	sg, ok := op.(matrix.Signature)
	if !ok || c.name != "keypair" {
		return ""
	}
	if err := sg.KeyFromSeed(make([]byte, s.Public), make([]byte, s.Private), make([]byte, s.Seed)); matrix.LacksKeyFromSeed(s, err) {
		return err.Error()
	}
	return ""
}
