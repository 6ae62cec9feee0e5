package kat

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/naclcmp/naclcmp/matrix"
)

// wycheproofOps maps Wycheproof's algorithm names to catalogue operations.
var wycheproofOps = map[string]string{
	"EDDSA":              "sign/ed25519",
	"XDH":                "scalarmult/x25519",
	"CHACHA20-POLY1305":  "aead/chacha20poly1305-ietf",
	"XCHACHA20-POLY1305": "aead/xchacha20poly1305-ietf",
	"AES-GCM":            "aead/aes256gcm",
	"HMACSHA256":         "mac/hmac-sha256",
	"HMACSHA512":         "mac/hmac-sha512",
}

type wpFile struct {
	Algorithm  string    `json:"algorithm"`
	TestGroups []wpGroup `json:"testGroups"`
}

type wpGroup struct {
	Type    string `json:"type"`
	Curve   string `json:"curve"` // XDH groups
	Key     *wpKey `json:"key"`   // EdDSA groups
	IvSize  int    `json:"ivSize"`
	KeySize int    `json:"keySize"`
	TagSize int    `json:"tagSize"`
	Tests   []wpTest
}

type wpKey struct {
	Curve string `json:"curve"`
	PK    string `json:"pk"`
	SK    string `json:"sk"`
}

type wpTest struct {
	TcID    int      `json:"tcId"`
	Comment string   `json:"comment"`
	Flags   []string `json:"flags"`
	Result  string   `json:"result"`

	Msg, Sig, Key, Iv, Aad, Ct, Tag, Public, Private, Shared string
}

// wpExpect maps a Wycheproof result.
func wpExpect(result string) (Expect, error) {
	switch e := Expect(result); e {
	case ExpectValid, ExpectInvalid, ExpectAcceptable:
		return e, nil
	}
	return "", fmt.Errorf("unknown result %q", result)
}

func parseWycheproof(data []byte) (*ExtSuite, error) {
	var f wpFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, err
	}
	op, ok := wycheproofOps[f.Algorithm]
	if !ok {
		var have []string
		for a := range wycheproofOps {
			have = append(have, a)
		}
		return nil, fmt.Errorf("algorithm %q is not one of %v", f.Algorithm, have)
	}
	spec, _ := matrix.Lookup(op)
	s := &ExtSuite{Algorithm: f.Algorithm, Op: op, Unsupported: map[string]int{}}
	for gi, g := range f.TestGroups {
		if why := wpUnsupported(spec, g); why != "" {
			s.Unsupported[why] += len(g.Tests)
			continue
		}
		for _, t := range g.Tests {
			c, err := wpCase(spec, g, t)
			if err != nil {
				return nil, fmt.Errorf("group %d, tcId %d: %w", gi, t.TcID, err)
			}
			s.Cases = append(s.Cases, c)
		}
	}
	if len(s.Unsupported) == 0 {
		s.Unsupported = nil
	}
	return s, nil
}

// wpUnsupported says why a group cannot be run as spec, or "".
func wpUnsupported(spec matrix.Spec, g wpGroup) string {
	switch spec.Family {
	case matrix.FamilySignature:
		if g.Type != "EddsaVerify" {
			return "group type " + g.Type
		}
		if g.Key == nil || g.Key.Curve != "edwards25519" {
			return "EdDSA group on another curve than edwards25519"
		}
	case matrix.FamilyScalarMult:
		if g.Type != "XdhComp" {
			return "group type " + g.Type + " (keys not in raw form)"
		}
		if g.Curve != "curve25519" {
			return "XDH group on " + g.Curve
		}
	case matrix.FamilyAEAD:
		if g.Type != "AeadTest" {
			return "group type " + g.Type
		}
		if g.TagSize != 8*spec.Overhead {
			return fmt.Sprintf("%d-bit tags", g.TagSize)
		}
		// AES-GCM's file holds three key sizes, and IVs of many lengths
		// that GCM accepts (a longer or shorter IV goes through GHASH):
		// other operations than the 256-bit key and 96-bit nonce of the
		// catalogue's. A group of another nonce length whose cases are all
		// invalid (ChaCha20-Poly1305's 64-bit nonces) still runs: every
		// implementation must refuse them.
		if g.KeySize != 8*spec.Key {
			return fmt.Sprintf("%d-bit keys", g.KeySize)
		}
		if g.IvSize != 8*spec.Nonce && slices.ContainsFunc(g.Tests, func(t wpTest) bool { return t.Result != string(ExpectInvalid) }) {
			return fmt.Sprintf("%d-bit IVs", g.IvSize)
		}
	case matrix.FamilyMAC:
		if g.Type != "MacTest" {
			return "group type " + g.Type
		}
		if g.TagSize > 8*spec.Out {
			return fmt.Sprintf("%d-bit tags, longer than the MAC", g.TagSize)
		}
	}
	return ""
}

func wpCase(spec matrix.Spec, g wpGroup, t wpTest) (ExtCase, error) {
	exp, err := wpExpect(t.Result)
	if err != nil {
		return ExtCase{}, err
	}
	c := ExtCase{ID: fmt.Sprintf("tcId %d", t.TcID), Comment: t.Comment, Flags: t.Flags, Expect: exp}
	var errs []error
	dec := func(name, s string) []byte {
		b, err := hex.DecodeString(s)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", name, err))
		}
		return b
	}
	// The EdDSA group's key holds for every case; the other lengths, those
	// the group declares and those of the operation, for every case but an
	// invalid one, which may test a truncated signature, an empty tag or a
	// nonce of another size.
	var lens, runnable []fieldLen
	bits := func(name string, b []byte, size int) {
		if size > 0 {
			runnable = append(runnable, fieldLen{name, b, size / 8})
		}
	}
	switch spec.Family {
	case matrix.FamilySignature:
		c.Public, c.Seed = dec("pk", g.Key.PK), dec("sk", g.Key.SK)
		c.Msg, c.Sig = dec("msg", t.Msg), dec("sig", t.Sig)
		lens = append(lens, fieldLen{"pk", c.Public, spec.Public})
		if g.Key.SK != "" { // without the seed, only verification is checked
			lens = append(lens, fieldLen{"sk", c.Seed, spec.Seed})
		}
		runnable = append(runnable, fieldLen{"sig", c.Sig, spec.Sig})
	case matrix.FamilyScalarMult:
		c.Public, c.Private, c.Out = dec("public", t.Public), dec("private", t.Private), dec("shared", t.Shared)
		runnable = append(runnable, fieldLen{"public", c.Public, spec.Public}, fieldLen{"private", c.Private, spec.Private}, fieldLen{"shared", c.Out, spec.Out})
	case matrix.FamilyAEAD:
		c.Key, c.Nonce, c.AD, c.Msg = dec("key", t.Key), dec("iv", t.Iv), dec("aad", t.Aad), dec("msg", t.Msg)
		ct, tag := dec("ct", t.Ct), dec("tag", t.Tag)
		c.Out = append(ct, tag...)
		bits("key", c.Key, g.KeySize)
		bits("iv", c.Nonce, g.IvSize)
		bits("tag", tag, g.TagSize)
		runnable = append(runnable, fieldLen{"ct", ct, len(c.Msg)})
		runnable = append(runnable, fieldLen{"key", c.Key, spec.Key}, fieldLen{"iv", c.Nonce, spec.Nonce})
	case matrix.FamilyMAC:
		c.Key, c.Msg, c.Out = dec("key", t.Key), dec("msg", t.Msg), dec("tag", t.Tag)
		bits("key", c.Key, g.KeySize)
		bits("tag", c.Out, g.TagSize)
	}
	if len(errs) > 0 {
		return ExtCase{}, errs[0]
	}
	if exp != ExpectInvalid {
		lens = append(lens, runnable...)
	}
	if err := checkLens(lens...); err != nil {
		return ExtCase{}, err
	}
	return c, nil
}
