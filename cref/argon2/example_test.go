package argon2_test

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"

	"github.com/naclcmp/naclcmp/cref/argon2"
	"github.com/naclcmp/naclcmp/matrix"
)

// Hash with everything RFC 9106 has: a secret key, associated data and
// four lanes. These are the inputs of RFC 9106's Section 5.3, whose tag
// this is.
func ExampleArgon2id() {
	password, salt := bytes.Repeat([]byte{1}, 32), bytes.Repeat([]byte{2}, 16)
	secret, ad := bytes.Repeat([]byte{3}, 8), bytes.Repeat([]byte{4}, 12)
	tag := make([]byte, 32)
	err := argon2.Argon2id{}.PasswordHash(tag, password, salt, secret, ad, matrix.Argon2Cost{Passes: 3, MemoryKiB: 32, Lanes: 4})
	fmt.Println(hex.EncodeToString(tag), err)
	// Output:
	// 0d640df58d78766c08c037a34a8b53c9d01ef0452d75b65eb52520e96b01e659 <nil>
}

// A salt shorter than libargon2's 8 bytes is a missing capability, not a
// malformed argument: RFC 9106 allows it.
func ExampleArgon2i_shortSalt() {
	err := argon2.Argon2i{}.PasswordHash(make([]byte, 32), []byte("password"), []byte("salt"), nil, nil,
		matrix.Argon2Cost{Passes: 3, MemoryKiB: 32, Lanes: 1})
	fmt.Println(err)
	fmt.Println(errors.Is(err, errors.ErrUnsupported))
	// Output:
	// argon2: salt: libargon2 takes at least 8 bytes of salt (ARGON2_MIN_SALT_LENGTH): unsupported operation
	// true
}
