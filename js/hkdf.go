package js

import "fmt"

// HKDFLimits is what a JavaScript HKDF cannot do of what RFC 5869 allows.
// The zero value does everything; every package is also bound by what
// one request line carries (MaxMessage bytes an input).
type HKDFLimits struct {
	// API names the package's HKDF call in the refusals, which are the
	// package's limits, not naclcmp's: "node:crypto's hkdfSync".
	API string
	// WholeOnly marks a package whose one call derives the whole key from
	// the secret, salt and info: it neither returns the pseudorandom key
	// (Extract) nor takes one (Expand). node:crypto's hkdfSync and
	// WebCrypto's deriveBits are such calls.
	WholeOnly bool
	// MaxInfo is the most bytes of info the package takes, 0 for any,
	// where RFC 5869 sets no bound: node's hkdfSync throws
	// ERR_OUT_OF_RANGE past 1024 (node 18 and 20).
	MaxInfo int
}

// HKDF is HKDF (RFC 5869) over the hash the operation names, run in node
// or in a browser's page. Arguments are checked as every binding checks
// them (argcheck's HKDF checks: an output of 1 to 255·HashLen bytes, a
// pseudorandom key of at least HashLen, no output overlapping an input);
// what RFC 5869 allows but the package cannot do (HKDFLimits) is then
// refused as unsupported, before node sees it: the package would
// otherwise answer with an error of its own, which the checks would count
// as a failure rather than a missing capability.
type HKDF struct {
	base
	limits HKDFLimits
}

// Key derives len(out) bytes from secret, salt and info (see matrix.HKDF).
// The peer is sent len(out) zero bytes after the inputs, whose length is
// all it uses.
func (h HKDF) Key(out, secret, salt, info []byte) error {
	k := h.checker()
	k.HKDFKeyArgs(out, secret, salt, info, h.spec.Key)
	if err := k.Err(); err != nil {
		return err
	}
	if err := h.carried(hkdfArg{"secret", secret}, hkdfArg{"salt", salt}, hkdfArg{"info", info}); err != nil {
		return err
	}
	if err := h.infoFits(info); err != nil {
		return err
	}
	return h.peer.outputs(h.op, "key", [][]byte{out}, secret, salt, info, make([]byte, len(out)))
}

// Extract writes the pseudorandom key of secret and salt to prk, HashLen
// bytes; a package that derives the whole key only (WholeOnly) returns an
// error wrapping errors.ErrUnsupported.
func (h HKDF) Extract(prk, secret, salt []byte) error {
	k := h.checker()
	k.HKDFExtractArgs(prk, secret, salt, h.spec.Key)
	if err := k.Err(); err != nil {
		return err
	}
	if h.limits.WholeOnly {
		return k.Unsupported("prk", h.limits.API+" derives the whole key only and never returns the pseudorandom key")
	}
	if err := h.carried(hkdfArg{"secret", secret}, hkdfArg{"salt", salt}); err != nil {
		return err
	}
	return h.peer.outputs(h.op, "extract", [][]byte{prk}, secret, salt)
}

// Expand derives len(out) bytes from the pseudorandom key prk and info; a
// package that derives the whole key only (WholeOnly) returns an error
// wrapping errors.ErrUnsupported. As Key, it sends len(out) zero bytes
// last.
func (h HKDF) Expand(out, prk, info []byte) error {
	k := h.checker()
	k.HKDFExpandArgs(out, prk, info, h.spec.Key)
	if err := k.Err(); err != nil {
		return err
	}
	if h.limits.WholeOnly {
		return k.Unsupported("prk", h.limits.API+" derives from the input keying material only and takes no pseudorandom key")
	}
	if err := h.carried(hkdfArg{"prk", prk}, hkdfArg{"info", info}); err != nil {
		return err
	}
	if err := h.infoFits(info); err != nil {
		return err
	}
	return h.peer.outputs(h.op, "expand", [][]byte{out}, prk, info, make([]byte, len(out)))
}

// hkdfArg is an input of an HKDF call and its parameter's name.
type hkdfArg struct {
	name string
	b    []byte
}

// carried refuses, as unsupported, an input longer than one request
// carries (MaxMessage): RFC 5869 bounds none of HKDF's inputs, so the
// limit is the peer's, a missing capability rather than a malformed
// argument. The first such input, in parameter order, is named.
func (h HKDF) carried(in ...hkdfArg) error {
	for _, a := range in {
		if len(a.b) > MaxMessage {
			k := h.checker()
			return k.Unsupported(a.name, fmt.Sprintf("the peer carries at most %d MiB an argument", MaxMessage>>20))
		}
	}
	return nil
}

// infoFits refuses, as unsupported, info longer than the package takes
// (MaxInfo).
func (h HKDF) infoFits(info []byte) error {
	if l := h.limits; l.MaxInfo != 0 && len(info) > l.MaxInfo {
		k := h.checker()
		return k.Unsupported("info", fmt.Sprintf("%s takes at most %d bytes of info", l.API, l.MaxInfo))
	}
	return nil
}
