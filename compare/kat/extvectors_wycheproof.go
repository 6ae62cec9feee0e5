package kat

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/naclcmp/naclcmp/internal/jsonerr"
	"github.com/naclcmp/naclcmp/matrix"
)

// wycheproofOps maps Wycheproof's algorithm names to catalogue operations
// for the families read by this package's own readers; a family that
// describes its files (family.Wycheproof, as hkdf does) adds its names
// there. A file of another algorithm (AES-GCM-SIV, HKDF-SHA-1,
// SipHash-1-3) is refused by name: the catalogue has no operation to put
// its cases to.
var wycheproofOps = map[string]string{
	"EDDSA":              "sign/ed25519",
	"XDH":                "scalarmult/x25519",
	"CHACHA20-POLY1305":  "aead/chacha20poly1305-ietf",
	"XCHACHA20-POLY1305": "aead/xchacha20poly1305-ietf",
	"AES-GCM":            "aead/aes256gcm",
	"HMACSHA256":         "mac/hmac-sha256",
	"HMACSHA512":         "mac/hmac-sha512",
	"SipHash-2-4":        "mac/siphash24",
}

// wycheproofLookalikes are algorithms whose names suggest an operation of
// the catalogue but that compute another function: refused with why.
var wycheproofLookalikes = map[string]string{
	// Every implementation of crypto_auth rejects all 55 valid cases of
	// C2SP's hmac_sha512_256_test.json and accepts its tcId 1, "using
	// SHA-512 instead of SHA-512/256" (flagged TruncatedHmac, invalid):
	// that is crypto_auth's construction.
	"HMACSHA512/256": "HMAC over SHA-512/256 (FIPS 180-4's own initial values) is not mac/hmac-sha512256, " +
		"crypto_auth's HMAC-SHA-512 truncated to 256 bits",
}

// WycheproofAlgorithms lists the algorithm names whose files the reader
// runs, sorted.
func WycheproofAlgorithms() []string {
	out := familyAlgorithms()
	for a := range wycheproofOps {
		out = append(out, a)
	}
	slices.Sort(out)
	return out
}

type wpFile struct {
	Algorithm     string    `json:"algorithm"`
	Schema        string    `json:"schema"`
	NumberOfTests *int      `json:"numberOfTests"`
	TestGroups    []wpGroup `json:"testGroups"`
}

type wpGroup struct {
	Type  string `json:"type"`
	Curve string `json:"curve"` // XDH groups
	// Key is an EdDSA group's key pair (2019) or PublicKey its public key
	// (testvectors_v1).
	Key       *wpKey `json:"key"`
	PublicKey *wpKey `json:"publicKey"`
	IvSize    int    `json:"ivSize"`
	KeySize   int    `json:"keySize"`
	TagSize   int    `json:"tagSize"`
	// Tests are decoded only for a group that runs: the cases of a group
	// left out may not fit wpTest (XdhJwkComp's keys are JSON objects).
	Tests []json.RawMessage `json:"tests"`
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

// notInCatalogue ends every reason a group is left out for: the one
// reason a file may leave cases unrun and still pass.
const notInCatalogue = ": not in the catalogue"

func parseWycheproof(data []byte) (*ExtSuite, error) {
	// The algorithm first: another algorithm's cases may not even fit
	// the fields read here (AES-FF1's messages are arrays).
	var head struct{ Algorithm string }
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, jsonerr.Explain(data, err)
	}
	op, ok := wycheproofOps[head.Algorithm]
	fop, w := familyWycheproof(head.Algorithm)
	described := w != nil
	if described {
		op, ok = fop, true
	}
	if why := wycheproofLookalikes[head.Algorithm]; why != "" {
		return nil, fmt.Errorf("algorithm %q is not in the catalogue: %s", head.Algorithm, why)
	}
	if !ok {
		return nil, fmt.Errorf("algorithm %q is not in the catalogue (the reader runs %s)", head.Algorithm, strings.Join(WycheproofAlgorithms(), ", "))
	}
	var f wpFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, jsonerr.Explain(data, err)
	}
	spec, err := matrix.Lookup(op)
	if err != nil {
		return nil, err
	}
	layout := wpLayout(f.Schema)
	if err := checkWycheproofFields(data, spec.Family, layout); err != nil {
		return nil, fmt.Errorf("%s layout: %w", layout, err)
	}
	s := &ExtSuite{Algorithm: f.Algorithm, Layout: layout, Op: op, Unsupported: map[string]int{}}
	total := 0
	for gi, g := range f.TestGroups {
		total += len(g.Tests)
		why, err := wpLeftOut(spec, g)
		if err != nil {
			return nil, fmt.Errorf("group %d: %w", gi, err)
		}
		if why != "" {
			s.Unsupported[why] += len(g.Tests)
			continue
		}
		for ti, raw := range g.Tests {
			if described {
				c, err := wpVectorCase(wycheproofOf(spec.Family), raw)
				if err != nil {
					return nil, fmt.Errorf("group %d, test %d: %w", gi, ti, err)
				}
				s.Cases = append(s.Cases, c)
				continue
			}
			var t wpTest
			if err := json.Unmarshal(raw, &t); err != nil {
				return nil, fmt.Errorf("group %d, test %d: %w", gi, ti, err)
			}
			c, err := wpCase(spec, g, t)
			if err != nil {
				return nil, fmt.Errorf("group %d, tcId %d: %w", gi, t.TcID, err)
			}
			s.Cases = append(s.Cases, c)
		}
	}
	if f.NumberOfTests != nil && *f.NumberOfTests != total {
		return nil, fmt.Errorf("numberOfTests says %d, the groups hold %d", *f.NumberOfTests, total)
	}
	if len(s.Unsupported) == 0 {
		s.Unsupported = nil
	}
	return s, nil
}

// wpKeyOf returns an EdDSA group's key in either layout.
func wpKeyOf(g wpGroup) *wpKey {
	if g.PublicKey != nil {
		return g.PublicKey
	}
	return g.Key
}

// wpXdhEncodings names the XDH group types whose keys are encoded; the
// catalogue's X25519 takes the raw 32-byte strings of XdhComp.
var wpXdhEncodings = map[string]string{
	"XdhAsnComp": "keys in ASN.1 DER",
	"XdhJwkComp": "keys in JWK",
	"XdhPemComp": "keys in PEM",
}

// wpLeftOut says which operation or parameter set outside the catalogue a
// group tests ("" when the catalogue's operation runs it), or returns an
// error for a group the reader does not understand: an unknown type, or a
// missing key. Every reason it gives ends in notInCatalogue and is true of
// the group it names.
func wpLeftOut(spec matrix.Spec, g wpGroup) (string, error) {
	unknownType := func(want string) error {
		return fmt.Errorf("group type %q is not one the reader knows for %s (want %s)", g.Type, spec.ID(), want)
	}
	switch spec.Family {
	case matrix.FamilySignature:
		if g.Type != "EddsaVerify" {
			return "", unknownType("EddsaVerify")
		}
		k := wpKeyOf(g)
		if k == nil {
			return "", fmt.Errorf("EdDSA group without a key")
		}
		if k.Curve != "edwards25519" {
			return "EdDSA on " + k.Curve + notInCatalogue, nil
		}
	case matrix.FamilyScalarMult:
		if enc, ok := wpXdhEncodings[g.Type]; ok {
			return fmt.Sprintf("%s (%s)%s, whose X25519 takes raw 32-byte keys", enc, g.Type, notInCatalogue), nil
		}
		if g.Type != "XdhComp" {
			return "", unknownType("XdhComp")
		}
		if g.Curve != "curve25519" {
			return "XDH on " + g.Curve + notInCatalogue, nil
		}
	case matrix.FamilyAEAD:
		if g.Type != "AeadTest" {
			return "", unknownType("AeadTest")
		}
		if g.TagSize != 8*spec.Overhead {
			return fmt.Sprintf("%d-bit tags%s (%s: %d)", g.TagSize, notInCatalogue, spec.ID(), 8*spec.Overhead), nil
		}
		// AES-GCM's file holds three key sizes, and IVs of many lengths
		// that GCM accepts (a longer or shorter IV goes through GHASH):
		// other operations than the 256-bit key and 96-bit nonce of the
		// catalogue's. A group of another nonce length whose cases are all
		// invalid (ChaCha20-Poly1305's 64-bit nonces) still runs: every
		// implementation must refuse them.
		if g.KeySize != 8*spec.Key {
			return fmt.Sprintf("%d-bit keys%s (%s: %d)", g.KeySize, notInCatalogue, spec.ID(), 8*spec.Key), nil
		}
		if g.IvSize != 8*spec.Nonce && !allInvalid(g.Tests) {
			return fmt.Sprintf("%d-bit IVs%s (%s: %d)", g.IvSize, notInCatalogue, spec.ID(), 8*spec.Nonce), nil
		}
	case matrix.FamilyMAC:
		if g.Type != "MacTest" {
			return "", unknownType("MacTest")
		}
		if g.TagSize > 8*spec.Out {
			return "", fmt.Errorf("%d-bit tags, longer than %s's %d bits", g.TagSize, spec.ID(), 8*spec.Out)
		}
		// crypto_auth (HMAC-SHA-512-256) and SipHash take keys of one
		// length; the other groups test another parameter set.
		if g.KeySize < 8*spec.KeyMin || (spec.KeyMax >= 0 && g.KeySize > 8*spec.KeyMax) {
			return fmt.Sprintf("%d-bit keys%s (%s: %s)", g.KeySize, notInCatalogue, spec.ID(), keyBits(spec)), nil
		}
	default:
		w := wycheproofOf(spec.Family)
		if w == nil {
			return "", fmt.Errorf("no Wycheproof reader for family %s", spec.Family)
		}
		if g.Type != w.GroupType {
			return "", unknownType(w.GroupType)
		}
	}
	return "", nil
}

// allInvalid reports whether every test's result is invalid; a test that
// does not decode is not.
func allInvalid(tests []json.RawMessage) bool {
	for _, raw := range tests {
		var t struct{ Result string }
		if json.Unmarshal(raw, &t) != nil || t.Result != string(ExpectInvalid) {
			return false
		}
	}
	return true
}

// keyBits says which key lengths spec takes, in bits.
func keyBits(spec matrix.Spec) string {
	switch {
	case spec.KeyMin == spec.KeyMax:
		return fmt.Sprintf("%d", 8*spec.KeyMin)
	case spec.KeyMax < 0:
		return fmt.Sprintf("%d or more", 8*spec.KeyMin)
	}
	return fmt.Sprintf("%d to %d", 8*spec.KeyMin, 8*spec.KeyMax)
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
		k := wpKeyOf(g)
		c.Public, c.Seed = dec("pk", k.PK), dec("sk", k.SK)
		c.Msg, c.Sig = dec("msg", t.Msg), dec("sig", t.Sig)
		lens = append(lens, fieldLen{"pk", c.Public, spec.Public})
		if k.SK != "" { // without the seed, only verification is checked
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
