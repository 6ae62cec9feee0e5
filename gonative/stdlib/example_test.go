package stdlib_test

import (
	"fmt"

	"github.com/naclcmp/naclcmp/gonative/stdlib"
)

func Example() {
	// SHA-256("abc"), the first example of FIPS 180-2, appendix B.1.
	out := make([]byte, 32)
	if err := (stdlib.SHA256{}).Hash(out, []byte("abc")); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%x\n", out)

	// A key of the wrong size is refused before the library sees it.
	err := (stdlib.HMACSHA512256{}).MAC(out, []byte("abc"), make([]byte, 31))
	fmt.Println(err)
	// Output:
	// ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
	// stdlib: key: want 32 bytes, got 31
}
