package libb2_test

import (
	"bytes"
	"hash"
	"strings"
	"testing"

	"golang.org/x/crypto/blake2b"
	"golang.org/x/crypto/blake2s"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/libb2"
	"github.com/naclcmp/naclcmp/internal/hashtest"
	"github.com/naclcmp/naclcmp/matrix"
)

func TestVersion(t *testing.T) {
	if v := libb2.Version(); !strings.HasPrefix(v, "libb2 (") {
		t.Errorf("Version() = %q", v)
	}
}

// TestKnownAnswers checks RFC 7693 appendices A and B ("abc"), the
// parallel modes' entries of the BLAKE2 team's KAT files that vectors/
// holds, and more entries of testvectors/blake2-kat.json: unkeyed BLAKE2s
// of the empty input and BLAKE2bp of 00 01 … 05 and of 00 01 … 1f.
func TestKnownAnswers(t *testing.T) {
	ctest.HashVectors(t, libb2.BLAKE2b{}, "rfc7693", "hash/blake2b")
	ctest.HashVectors(t, libb2.BLAKE2s{Size: 32}, "rfc7693", "hash/blake2s")
	ctest.HashVectors(t, libb2.BLAKE2bp{}, "blake2-kat", "hash/blake2bp")
	ctest.HashVectors(t, libb2.BLAKE2sp{}, "blake2-kat", "hash/blake2sp")
	for _, tc := range []struct {
		name string
		h    matrix.Hash
		msg  []byte
		want string
	}{
		{"BLAKE2s-256()", libb2.BLAKE2s{}, nil, "69217a3079908094e11121d042354a7c1f55b6482ca1a51e1b250dfd1ed0eef9"},
		{"BLAKE2bp(00..05)", libb2.BLAKE2bp{}, ctest.Seq(6, 0), "ef107fcd0d92d84ef5ef9463e6e96241254529d2b97fdbe56419070adbc7d5706feb8f449579819ed4be619785fffaaf0d9789cfe726249ab08c9468cb5fde22"},
		{"BLAKE2bp(00..1f)", libb2.BLAKE2bp{Size: 64}, ctest.Seq(32, 0), "2c2240d6b541f4294ff976791d35e6a2d492f57a915fbac5832660c10e9c96465c7bd5fca751bf68e2673a638e3af735b02091d75d1a7f89e3f761c5df821a6b"},
	} {
		want := ctest.Hex(t, tc.want)
		out := make([]byte, len(want))
		if err := tc.h.Hash(out, tc.msg); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !bytes.Equal(out, want) {
			t.Errorf("%s = %x, want %x", tc.name, out, want)
		}
	}
}

// TestAgainstXCrypto compares BLAKE2b at every digest length and BLAKE2s
// at the lengths golang.org/x/crypto offers (16 keyed, 32), keyed and
// unkeyed, with x/crypto, an independent implementation.
func TestAgainstXCrypto(t *testing.T) {
	msg := ctest.Seq(300, 3)
	for _, keyLen := range []int{0, 1, 32, 64} {
		key := ctest.Seq(keyLen, 100)
		for n := 1; n <= 64; n++ {
			x, err := blake2b.New(n, key)
			if err != nil {
				t.Fatal(err)
			}
			x.Write(msg)
			want, got := x.Sum(nil), make([]byte, n)
			if keyLen == 0 {
				err = libb2.BLAKE2b{}.Hash(got, msg)
			} else {
				err = libb2.BLAKE2bMAC{}.MAC(got, msg, key)
			}
			if err != nil || !bytes.Equal(got, want) {
				t.Fatalf("BLAKE2b, key %d bytes, out %d bytes: %x, %v; x/crypto gives %x", keyLen, n, got, err, want)
			}
		}
	}
	for _, tc := range []struct {
		key  []byte
		size int
		x    func([]byte) (hash.Hash, error)
	}{
		{nil, 32, blake2s.New256},
		{ctest.Seq(32, 9), 32, blake2s.New256},
		{ctest.Seq(5, 9), 32, blake2s.New256},
		{ctest.Seq(16, 9), 16, blake2s.New128},
	} {
		x, err := tc.x(tc.key)
		if err != nil {
			t.Fatal(err)
		}
		x.Write(msg)
		want, got := x.Sum(nil), make([]byte, tc.size)
		if tc.key == nil {
			err = libb2.BLAKE2s{}.Hash(got, msg)
		} else {
			err = libb2.BLAKE2sMAC{}.MAC(got, msg, tc.key)
		}
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("BLAKE2s, key %d bytes, out %d bytes: %x, %v; x/crypto gives %x", len(tc.key), tc.size, got, err, want)
		}
		if tc.key != nil {
			if ok, err := (libb2.BLAKE2sMAC{}).Verify(want, msg, tc.key); !ok || err != nil {
				t.Errorf("Verify(x/crypto's tag) = %v, %v", ok, err)
			}
			want[len(want)-1] ^= 1
			if ok, err := (libb2.BLAKE2sMAC{}).Verify(want, msg, tc.key); ok || err != nil {
				t.Errorf("Verify(flipped tag) = %v, %v; want false, nil", ok, err)
			}
		}
	}
}

// TestIncremental holds BLAKE2s{}, whose length the caller chooses (1 to
// 32 bytes), to the shared HashStreamer check: the registry has only
// BLAKE2s{Size: 32} (hash/blake2s), which impls' TestHashStreamers checks
// with every other registered variant.
func TestIncremental(t *testing.T) {
	anyLength := matrix.Spec{Family: matrix.FamilyHash, Primitive: "blake2s", Title: "BLAKE2s, 1 to 32 bytes", Out: 32, OutMin: 1, OutMax: 32}
	hashtest.Test(t, anyLength, libb2.BLAKE2s{})
}

// TestSize checks that Size fixes the output length, and that a Size out
// of range cannot widen what reaches C.
func TestSize(t *testing.T) {
	if err := (libb2.BLAKE2s{Size: 32}).Hash(make([]byte, 31), nil); err == nil || !strings.Contains(err.Error(), "libb2: out:") {
		t.Errorf("BLAKE2s{Size: 32} with 31 bytes: %v, want an error naming out", err)
	}
	if err := (libb2.BLAKE2b{Size: 100}).Hash(make([]byte, 100), nil); err == nil {
		t.Error("BLAKE2b{Size: 100} wrote a 100-byte digest")
	}
	if err := (libb2.BLAKE2bMAC{}).MAC(make([]byte, 32), nil, nil); err == nil || !strings.Contains(err.Error(), "libb2: key:") {
		t.Errorf("keyed BLAKE2b with an empty key: %v, want an error naming key", err)
	}
}

func TestNoAllocations(t *testing.T) {
	msg, key, out := ctest.Seq(1024, 1), ctest.Seq(32, 2), make([]byte, 64)
	ctest.NoAllocations(t, 20,
		ctest.Call{Name: "BLAKE2b.Hash", F: func() error { return libb2.BLAKE2b{}.Hash(out, msg) }},
		ctest.Call{Name: "BLAKE2sp.Hash", F: func() error { return libb2.BLAKE2sp{}.Hash(out[:32], msg) }},
		ctest.Call{Name: "BLAKE2bMAC.Verify", F: func() error { _, err := libb2.BLAKE2bMAC{}.Verify(out, msg, key); return err }},
	)
}
