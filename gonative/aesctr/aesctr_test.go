package aesctr_test

import (
	"bytes"
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/gonative/aesctr"
	"github.com/naclcmp/naclcmp/gonative/internal/nativetest"
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// TestSP80038A checks NIST SP 800-38A F.5.1 (CTR-AES128.Encrypt) and F.5.5
// (CTR-AES256.Encrypt), all four blocks, by XOR, in place and by KeyStream.
func TestSP80038A(t *testing.T) {
	nonce := nativetest.Hex(t, "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff")
	pt := nativetest.Hex(t, "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e5130c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710")
	for _, tc := range []struct {
		name    string
		s       matrix.Stream
		key, ct string
	}{
		{"AES-128", aesctr.AES128CTR{}, "2b7e151628aed2a6abf7158809cf4f3c",
			"874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff5ae4df3edbd5d35e5b4f09020db03eab1e031dda2fbe03d1792170a0f3009cee"},
		{"AES-256", aesctr.AES256CTR{}, "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4",
			"601ec313775789a5b7a7f504bbf3d228f443e3ca4d62b59aca84e990cacaf5c52b0930daa23de94ce87017ba2d84988ddfc9c58db67aada613c2dd08457941a6"},
	} {
		key, want := nativetest.Hex(t, tc.key), nativetest.Hex(t, tc.ct)
		got := make([]byte, len(pt))
		if err := tc.s.XOR(got, pt, nonce, key); err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s: XOR = %x, %v; SP 800-38A says %x", tc.name, got, err, want)
		}
		copy(got, pt)
		if err := tc.s.XOR(got, got, nonce, key); err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s: XOR in place = %x, %v", tc.name, got, err)
		}
		if err := tc.s.KeyStream(got, nonce, key); err != nil {
			t.Fatal(err)
		}
		for i := range got {
			got[i] ^= pt[i]
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s: KeyStream XOR plaintext = %x", tc.name, got)
		}
	}
}

// TestCarry checks that the counter carries across the whole block (the
// behaviour that differs from NaCl's aes128ctr): the block after
// 00ff…ff is 0100…00.
func TestCarry(t *testing.T) {
	key := make([]byte, 16)
	from := nativetest.Hex(t, "00ffffffffffffffffffffffffffffff")
	next := nativetest.Hex(t, "01000000000000000000000000000000")
	two, one := make([]byte, 32), make([]byte, 16)
	if err := (aesctr.AES128CTR{}).KeyStream(two, from, key); err != nil {
		t.Fatal(err)
	}
	if err := (aesctr.AES128CTR{}).KeyStream(one, next, key); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(two[16:], one) {
		t.Error("the second block is not the keystream of the carried counter")
	}
}

// TestBadInput runs the shared argument tables: wrong lengths and partial
// overlaps give errors naming the parameter and leave every buffer
// untouched, instead of the panics of crypto/aes and crypto/cipher. XOR
// may work in place, as crypto/cipher allows. A key of the other AES size
// is a valid AES key, but not this cipher's.
func TestBadInput(t *testing.T) {
	aes128, aes256 := argtest.Spec("stream/aes128ctr"), argtest.Spec("stream/aes256ctr")
	argtest.Run(t, "aesctr", families.Ops(aesctr.Ops()).
		RefusingLengths("AES128CTR", "key", aes256.Key).
		RefusingLengths("AES256CTR", "key", aes128.Key)...)
}
