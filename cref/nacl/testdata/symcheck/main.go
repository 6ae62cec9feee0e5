// Command symcheck links cref/nacl into an ordinary program with its symbol
// table, for TestLinkedSymbols; it signs once so that the key generation
// and its random source are linked in.
package main

import (
	"fmt"
	"os"

	"github.com/naclcmp/naclcmp/cref/nacl"
)

func main() {
	pub, priv, sig := make([]byte, 32), make([]byte, 64), make([]byte, 64)
	var s nacl.Edwards25519SHA512Batch
	if err := s.KeyFromSeed(pub, priv, make([]byte, 32)); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := s.Sign(sig, nil, priv); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
