package xcrypto

import (
	"golang.org/x/crypto/chacha20"
	"golang.org/x/crypto/salsa20/salsa"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// x/crypto exports no 20-round or 12-round Salsa20 core, so core/salsa20
// and core/salsa2012 are left out.

// HSalsa20 is the HSalsa20 core of XSalsa20 from x/crypto/salsa20/salsa,
// NaCl's crypto_core_hsalsa20, with any 16-byte constant.
type HSalsa20 struct{}

// Core writes the 32-byte HSalsa20 of the 16-byte in, the 32-byte key and
// the 16-byte constant to out.
func (HSalsa20) Core(out, in, key, constant []byte) error {
	c := begin()
	coreCheck(&c, out, in, key, constant, 32)
	if err := c.Err(); err != nil {
		return err
	}
	salsa.HSalsa20((*[32]byte)(out), (*[16]byte)(in), (*[keySize]byte)(key), (*[16]byte)(constant))
	return nil
}

// Salsa208Core is the Salsa20/8 core, NaCl's crypto_core_salsa208, computed
// by salsa.Core208 of x/crypto (the scrypt building block of RFC 7914).
// Core208 takes the whole 64-byte Salsa20 state, not NaCl's (in, key,
// constant), so Core lays the state out itself as Salsa20 does, in 32-bit
// little-endian words:
//
//	word  0      constant[0:4]
//	words 1-4    key[0:16]
//	word  5      constant[4:8]
//	words 6-9    in[0:16]
//	word  10     constant[8:12]
//	words 11-14  key[16:32]
//	word  15     constant[12:16]
//
// This is an input-layout adapter of the same x/crypto function, not
// another implementation: the rounds and the final addition of the input
// state are Core208's.
type Salsa208Core struct{}

// Core writes the 64-byte Salsa20/8 core output of (in, key, constant) to
// out.
func (Salsa208Core) Core(out, in, key, constant []byte) error {
	c := begin()
	coreCheck(&c, out, in, key, constant, 64)
	if err := c.Err(); err != nil {
		return err
	}
	var state [64]byte
	copy(state[0:4], constant[0:4])
	copy(state[4:20], key[0:16])
	copy(state[20:24], constant[4:8])
	copy(state[24:40], in)
	copy(state[40:44], constant[8:12])
	copy(state[44:60], key[16:32])
	copy(state[60:64], constant[12:16])
	salsa.Core208((*[64]byte)(out), &state)
	return nil
}

// HChaCha20 is the HChaCha20 core of XChaCha20 from x/crypto/chacha20,
// libsodium's crypto_core_hchacha20. x/crypto's HChaCha20 has the standard
// constant built in, so any other constant is refused with an error
// wrapping errors.ErrUnsupported.
type HChaCha20 struct{}

// Core writes the 32-byte HChaCha20 of the 16-byte in and the 32-byte key
// to out; constant must be "expand 32-byte k".
func (HChaCha20) Core(out, in, key, constant []byte) error {
	c := begin()
	coreCheck(&c, out, in, key, constant, 32)
	if err := c.Err(); err != nil {
		return err
	}
	if string(constant) != sigma {
		return c.Unsupported("constant", `x/crypto's HChaCha20 supports only "`+sigma+`"`)
	}
	sub, err := chacha20.HChaCha20(key, in)
	if err != nil {
		return c.Wrap("key", err)
	}
	copy(out, sub)
	return nil
}

// coreCheck checks the arguments of a core whose output is outSize bytes.
func coreCheck(c *argcheck.Checker, out, in, key, constant []byte, outSize int) {
	c.CoreArgs(out, in, key, constant, outSize, 16, keySize, 16)
}
