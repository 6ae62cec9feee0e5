package libb2_test

import (
	"encoding/hex"
	"fmt"
	"io"
	"strings"

	"github.com/naclcmp/naclcmp/cref/libb2"
)

// Hash a stream incrementally with a 32-byte BLAKE2b digest, as
// `b2sum -l 256` does.
func ExampleBLAKE2b_NewHash() {
	h, err := libb2.BLAKE2b{}.NewHash(32)
	if err != nil {
		fmt.Println(err)
		return
	}
	io.Copy(h, strings.NewReader("abc"))
	fmt.Println(hex.EncodeToString(h.Sum(nil)))
	// Output:
	// bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319
}
