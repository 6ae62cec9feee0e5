package libb2

import (
	"bytes"
	"encoding/hex"
	"testing"
)

// TestKeyedParallelKAT checks keyed BLAKE2bp and BLAKE2sp, which the
// package does not export, against the BLAKE2 team's test vectors:
// testvectors/blake2bp-test.txt (empty input, key 00 01 … 3f) and
// testvectors/blake2-kat.json (blake2sp, input 00 01 … df, key 00 01 …
// 1f). Unkeyed BLAKE2sp shares every line of C but the key.
func TestKeyedParallelKAT(t *testing.T) {
	seq := func(n int) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(i)
		}
		return b
	}
	for _, tc := range []struct {
		name     string
		v        *variant
		msg, key []byte
		want     string
	}{
		{"BLAKE2bp", &varBLAKE2bp, nil, seq(64), "9d9461073e4eb640a255357b839f394b838c6ff57c9b686a3f76107c1066728f3c9956bd785cbc3bf79dc2ab578c5a0c063b9d9c405848de1dbe821cd05c940a"},
		{"BLAKE2sp", &varBLAKE2sp, seq(0xe0), seq(32), "36fb8fde0ec28ce853fb7175c1b79da3b5e8c39186e78aaece5464dbd9fe2aa2"},
	} {
		want, _ := hex.DecodeString(tc.want)
		tag := make([]byte, len(want))
		if err := tc.v.mac(tag, tc.msg, tc.key, 0); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(tag, want) {
			t.Errorf("keyed %s = %x, want %x", tc.name, tag, want)
		}
	}
}
