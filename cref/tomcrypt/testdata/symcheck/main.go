// Command symcheck links cref/tomcrypt into an ordinary program with its
// symbol table, for TestLinkedSymbols, beside decoys: C functions named
// as libtomcrypt's own that another library of the suite also defines
// (wolfSSL's blake2b_init and blake2s_init) or could (sha256_init,
// sha512_init, poly1305_init, chacha_crypt, hkdf). A decoy aborts the
// program.
// Were the archive not prefixed, a static link would fail on the
// duplicate names and a dynamic one would bind libtomcrypt's internal
// calls to the decoys; prefixed, every call reaches libtomcrypt, and the
// program prints the digests and tags it computed for the test to check.
package main

/*
#include <stdio.h>
#include <stdlib.h>

#define DECOY(name) int name(void) { fprintf(stderr, "symcheck: the decoy " #name " was called\n"); abort(); }
DECOY(blake2b_init)
DECOY(blake2s_init)
DECOY(sha256_init)
DECOY(sha512_init)
DECOY(poly1305_init)
DECOY(chacha_crypt)
DECOY(hkdf)

// The decoys are called here too, behind a condition the program never
// meets, so that the linker keeps them whatever its flags.
static int never(int argc)
{
	return argc < 0 ? blake2b_init() + blake2s_init() + sha256_init() + sha512_init() + poly1305_init() + chacha_crypt() + hkdf() : 0;
}
*/
import "C"

import (
	"encoding/hex"
	"fmt"
	"os"

	"github.com/naclcmp/naclcmp/cref/tomcrypt"
)

func main() {
	C.never(C.int(len(os.Args)))
	msg, key := []byte("abc"), make([]byte, 32)
	for _, c := range []struct {
		name string
		n    int
		f    func(out []byte) error
	}{
		{"blake2b", 64, func(out []byte) error { return tomcrypt.BLAKE2b{}.Hash(out, msg) }},
		{"blake2s", 32, func(out []byte) error { return tomcrypt.BLAKE2s{Size: 32}.Hash(out, msg) }},
		{"blake2bmac", 32, func(out []byte) error { return tomcrypt.BLAKE2bMAC{}.MAC(out, msg, key) }},
		{"hmac-sha256", 32, func(out []byte) error { return tomcrypt.HMACSHA256{}.MAC(out, msg, key) }},
		{"hmac-sha512", 64, func(out []byte) error { return tomcrypt.HMACSHA512{}.MAC(out, msg, key) }},
		{"poly1305", 16, func(out []byte) error { return tomcrypt.Poly1305{}.MAC(out, msg, key) }},
		{"chacha20poly1305", 19, func(out []byte) error {
			return tomcrypt.ChaCha20Poly1305{}.Seal(out, msg, nil, make([]byte, 12), key)
		}},
		{"hkdf-sha256", 42, func(out []byte) error { return tomcrypt.HKDFSHA256{}.Key(out, key, msg, msg) }},
	} {
		out := make([]byte, c.n)
		if err := c.f(out); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Println(c.name, hex.EncodeToString(out))
	}
}
