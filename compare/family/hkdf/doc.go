// Package hkdf is everything the suite knows about the hkdf family
// (HMAC-based extract-and-expand key derivation, RFC 5869, matrix.HKDF),
// joined in Def: how two implementations are cross-checked (Cross), how a
// known-answer vector is judged (KAT), the transcript's sequence, the
// argument table every binding of the family runs (Args), and the
// benchmark's calls.
//
// Some libraries offer only the whole derivation (node's hkdfSync,
// WebCrypto's deriveBits): their Extract and Expand return
// errors.ErrUnsupported, and every check here compares those calls only
// where both sides have them, recording the rest as unchecked, never as a
// pass. Key has no such way out: on what RFC 5869 allows and every
// library takes, an error fails.
package hkdf
