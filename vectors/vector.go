package vectors

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Result is the expected outcome of a vector.
type Result string

// The results a vector may expect.
const (
	// Valid: the implementation must reproduce every output field and
	// accept the authenticator or signature.
	Valid Result = "valid"
	// Invalid: the implementation must reject the input (Verify or Open
	// report false, or an error) or produce an output different from out.
	Invalid Result = "invalid"
)

// Vector is one known-answer test. A nil Hex field is absent from the file;
// a present but empty field ("msg": "") is a non-nil empty slice. Which
// fields a vector carries depends on its operation's family.
type Vector struct {
	ID      int    // unique within the file
	Comment string // one line: which test of the source, what it exercises

	Key, Nonce Hex
	Msg        Hex // plaintext or message
	AD         Hex // associated data ("ad")
	Out        Hex // digest, keystream, ciphertext, box, core output, X25519 result
	Tag        Hex // MAC or AEAD tag
	Seed       Hex // Ed25519 32-byte seed
	Public     Hex // signer's public key
	Private    Hex // own secret key (box) or 64-byte signing key
	PeerPublic Hex // the other party's public key ("peer_public")
	Shared     Hex // precomputed shared key (crypto_box_beforenm)
	Sig        Hex
	Scalar     Hex
	Point      Hex
	In         Hex // core input
	Const      Hex // core constant
	Header     Hex // secretstream header

	// Chunks are the messages of a secretstream vector, in stream order.
	Chunks []Chunk
	// Password, Salt and Secret are a password hash's inputs (RFC 9106's
	// P, S and K); its associated data is AD and its tag Tag.
	Password, Salt, Secret Hex
	// Info and PRK are HKDF's context information and pseudorandom key
	// (RFC 5869); its input keying material is Secret, its salt Salt and
	// its output Out.
	Info, PRK Hex

	// Iterations repeats X25519 as in RFC 7748 Section 5.2: k, u ←
	// X25519(k, u), k, starting from k = Scalar and u = Point.
	Iterations int
	// Counter is the initial 64-byte block counter of a stream vector.
	Counter uint64
	// Passes, MemoryKiB and Lanes are a password hash's cost parameters
	// (RFC 9106's t, m in KiB and p); zero where they do not apply.
	Passes, MemoryKiB, Lanes uint64
	// Size is the output length a vector asks for where Out cannot say
	// it: an invalid HKDF vector asks for more than 255·HashLen bytes and
	// has no output.
	Size   int
	Result Result
}

// hexFields maps the JSON names of v's hex fields to the fields.
func (v *Vector) hexFields() map[string]*Hex {
	return map[string]*Hex{
		"key": &v.Key, "nonce": &v.Nonce, "msg": &v.Msg, "ad": &v.AD,
		"out": &v.Out, "tag": &v.Tag, "seed": &v.Seed, "public": &v.Public,
		"private": &v.Private, "peer_public": &v.PeerPublic, "shared": &v.Shared,
		"sig": &v.Sig, "scalar": &v.Scalar, "point": &v.Point, "in": &v.In,
		"const": &v.Const, "header": &v.Header, "password": &v.Password, "salt": &v.Salt, "secret": &v.Secret,
		"info": &v.Info, "prk": &v.PRK,
	}
}

// UnmarshalJSON decodes a vector field by field, so that an error names the
// field, and rejects unknown fields: a misspelt "sgi" would otherwise leave
// Sig absent and its check silently skipped.
func (v *Vector) UnmarshalJSON(b []byte) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	*v = Vector{}
	hex := v.hexFields()
	for name, raw := range m {
		var err error
		switch name {
		case "id":
			err = json.Unmarshal(raw, &v.ID)
		case "comment":
			err = json.Unmarshal(raw, &v.Comment)
		case "iterations":
			err = json.Unmarshal(raw, &v.Iterations)
		case "counter":
			err = json.Unmarshal(raw, &v.Counter)
		case "passes":
			err = json.Unmarshal(raw, &v.Passes)
		case "memory_kib":
			err = json.Unmarshal(raw, &v.MemoryKiB)
		case "lanes":
			err = json.Unmarshal(raw, &v.Lanes)
		case "size":
			err = json.Unmarshal(raw, &v.Size)
		case "result":
			err = json.Unmarshal(raw, &v.Result)
		case "chunks":
			err = json.Unmarshal(raw, &v.Chunks)
		default:
			h, ok := hex[name]
			if !ok {
				return fmt.Errorf("unknown field %q", name)
			}
			err = h.UnmarshalJSON(raw)
		}
		if err != nil {
			return fmt.Errorf("field %q: %w", name, err)
		}
	}
	return nil
}

// MarshalJSON encodes v in the file format, leaving out absent fields.
func (v Vector) MarshalJSON() ([]byte, error) {
	m := map[string]any{"id": v.ID, "comment": v.Comment, "result": v.Result}
	for name, h := range v.hexFields() {
		if *h != nil {
			m[name] = *h
		}
	}
	if v.Iterations != 0 {
		m["iterations"] = v.Iterations
	}
	if v.Counter != 0 {
		m["counter"] = v.Counter
	}
	if v.Size != 0 {
		m["size"] = v.Size
	}
	if v.Chunks != nil {
		m["chunks"] = v.Chunks
	}
	for name, n := range map[string]uint64{"passes": v.Passes, "memory_kib": v.MemoryKiB, "lanes": v.Lanes} {
		if n != 0 {
			m[name] = n
		}
	}
	return json.Marshal(m)
}

// check enforces what every vector needs, whatever its family.
func (v *Vector) check() error {
	if v.ID <= 0 {
		return fmt.Errorf("id: want a positive integer, got %d", v.ID)
	}
	if strings.TrimSpace(v.Comment) == "" {
		return fmt.Errorf("comment: empty")
	}
	if v.Result != Valid && v.Result != Invalid {
		return fmt.Errorf("result: want %q or %q, got %q", Valid, Invalid, v.Result)
	}
	if v.Iterations < 0 {
		return fmt.Errorf("iterations: want 0 or more, got %d", v.Iterations)
	}
	if v.Size < 0 {
		return fmt.Errorf("size: want 0 or more, got %d", v.Size)
	}
	return nil
}

// Chunk is one message of a secretstream vector: pushed with tag (0
// MESSAGE, 1 PUSH, 2 REKEY, 3 FINAL) and ad, msg became out.
type Chunk struct {
	Tag     int
	AD      Hex // absent: pushed without associated data
	Msg     Hex
	Out     Hex
	present bool // the tag field was in the file
}

// UnmarshalJSON decodes a chunk, rejecting unknown fields and requiring
// the tag, msg and out.
func (c *Chunk) UnmarshalJSON(b []byte) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	*c = Chunk{}
	for name, raw := range m {
		var err error
		switch name {
		case "tag":
			err = json.Unmarshal(raw, &c.Tag)
			c.present = true
		case "ad":
			err = c.AD.UnmarshalJSON(raw)
		case "msg":
			err = c.Msg.UnmarshalJSON(raw)
		case "out":
			err = c.Out.UnmarshalJSON(raw)
		default:
			return fmt.Errorf("chunk: unknown field %q", name)
		}
		if err != nil {
			return fmt.Errorf("chunk: field %q: %w", name, err)
		}
	}
	switch {
	case !c.present:
		return fmt.Errorf("chunk: no tag")
	case c.Tag < 0 || c.Tag > 3:
		return fmt.Errorf("chunk: tag: want 0 to 3, got %d", c.Tag)
	case c.Msg == nil || c.Out == nil:
		return fmt.Errorf("chunk: want msg and out")
	}
	return nil
}

// MarshalJSON encodes c in the file format.
func (c Chunk) MarshalJSON() ([]byte, error) {
	m := map[string]any{"tag": c.Tag, "msg": c.Msg, "out": c.Out}
	if c.AD != nil {
		m["ad"] = c.AD
	}
	return json.Marshal(m)
}
