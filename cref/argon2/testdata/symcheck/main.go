// Command symcheck links cref/argon2 into an ordinary program with its
// symbol table, for TestLinkedSymbols, beside decoys: C functions named
// as globals of Debian's libargon2.a that another library of the suite
// also defines (libsodium's initialize, finalize, fill_memory_blocks and
// blake2b_long, libb2's and wolfSSL's blake2b_init and blake2b_update). A
// decoy aborts the program. Were the archive not prefixed, a static link
// would fail on the duplicate names and a dynamic one could bind
// libargon2's internal calls to the decoys; prefixed, every call reaches
// libargon2, and the program prints the tag it computed for the test to
// check.
package main

/*
#include <stdio.h>
#include <stdlib.h>

#define DECOY(name) int name(void) { fprintf(stderr, "symcheck: the decoy " #name " was called\n"); abort(); }
DECOY(initialize)
DECOY(finalize)
DECOY(fill_memory_blocks)
DECOY(blake2b_long)
DECOY(blake2b_init)
DECOY(blake2b_update)

// The decoys are called here too, behind a condition the program never
// meets, so that the linker keeps them whatever its flags.
static int never(int argc) { return argc < 0 ? initialize() + finalize() + fill_memory_blocks() + blake2b_long() + blake2b_init() + blake2b_update() : 0; }
*/
import "C"

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"os"

	"github.com/naclcmp/naclcmp/cref/argon2"
	"github.com/naclcmp/naclcmp/matrix"
)

func main() {
	C.never(C.int(len(os.Args)))
	// RFC 9106, Section 5.3's inputs: a tag longer than 64 bytes would go
	// through blake2b_long too, which the 32-byte tag's H0 and H' reach.
	tag := make([]byte, 32)
	err := argon2.Argon2id{}.PasswordHash(tag, bytes.Repeat([]byte{1}, 32), bytes.Repeat([]byte{2}, 16),
		bytes.Repeat([]byte{3}, 8), bytes.Repeat([]byte{4}, 12), matrix.Argon2Cost{Passes: 3, MemoryKiB: 32, Lanes: 4})
	if err != nil {
		fmt.Fprintln(os.Stderr, "symcheck:", err)
		os.Exit(1)
	}
	fmt.Println("argon2id", hex.EncodeToString(tag))
}
