package matrix

// FamilyStream is the stream family (Stream in this file).
const FamilyStream Family = "stream"

// Stream is a stream cipher with a fixed nonce size and the block counter
// starting at zero.
type Stream interface {
	// KeyStream fills out with keystream.
	KeyStream(out, nonce, key []byte) error
	// XOR writes in XOR keystream to out; len(out) must equal len(in).
	XOR(out, in, nonce, key []byte) error
}

// The stream family's interface check and catalogue rows (Specs).
var _ = declare(FamilyStream, is[Stream], []Spec{
	{Family: FamilyStream, Primitive: "xsalsa20", Title: "XSalsa20", Key: 32, Nonce: 24},
	{Family: FamilyStream, Primitive: "salsa20", Title: "Salsa20", Key: 32, Nonce: 8},
	{Family: FamilyStream, Primitive: "salsa2012", Title: "Salsa20/12", Key: 32, Nonce: 8},
	{Family: FamilyStream, Primitive: "salsa208", Title: "Salsa20/8", Key: 32, Nonce: 8},
	{Family: FamilyStream, Primitive: "chacha20", Title: "ChaCha20 (64-bit nonce)", Key: 32, Nonce: 8},
	{Family: FamilyStream, Primitive: "chacha20-ietf", Title: "ChaCha20 (IETF, RFC 8439)", Key: 32, Nonce: 12},
	{Family: FamilyStream, Primitive: "xchacha20", Title: "XChaCha20", Key: 32, Nonce: 24},
	// AES in counter mode; the nonce is the initial 16-byte counter block,
	// incremented as a 128-bit big-endian number (NIST SP 800-38A).
	{Family: FamilyStream, Primitive: "aes128ctr", Title: "AES-128-CTR", Key: 16, Nonce: 16},
	{Family: FamilyStream, Primitive: "aes256ctr", Title: "AES-256-CTR", Key: 32, Nonce: 16},
})
