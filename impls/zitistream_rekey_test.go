package impls

import (
	"bytes"
	"testing"

	ziti "github.com/openziti/secretstream"

	"github.com/naclcmp/naclcmp/cref/sodium"
	"github.com/naclcmp/naclcmp/matrix"
)

// TestZitiStreamMissesLibsodiumRekey pins why gonative/zitistream refuses
// a REKEY tag and any message after REKEY or FINAL as unsupported: the
// library itself, called directly, accepts the tag but does not rekey
// where libsodium does, so the message after it fails between them, in
// both directions. When a version of the library rekeys, this test fails:
// drop those refusals from gonative/zitistream and this test.
func TestZitiStreamMissesLibsodiumRekey(t *testing.T) {
	key := bytes.Repeat([]byte{9}, 32)
	msgs := [][]byte{[]byte("before"), []byte("rekeyed"), []byte("after")}
	tags := []byte{matrix.SecretStreamMessage, matrix.SecretStreamRekey, matrix.SecretStreamFinal}

	// The library pushes, libsodium pulls.
	enc, header, err := ziti.NewEncryptor(key)
	if err != nil {
		t.Fatal(err)
	}
	pl, err := sodium.SecretStream{}.NewPull(header, key)
	if err != nil {
		t.Fatal(err)
	}
	var opened []bool
	for i, m := range msgs {
		ct, err := enc.Push(m, tags[i])
		if err != nil {
			t.Fatal(err)
		}
		_, ok, err := pl.Pull(make([]byte, len(m)), ct, nil)
		if err != nil {
			t.Fatal(err)
		}
		opened = append(opened, ok)
	}
	if !opened[0] || !opened[1] || opened[2] {
		t.Errorf("openziti → libsodium: messages opened %v, want [true true false]: the message after REKEY fails", opened)
	}

	// libsodium pushes, the library pulls.
	header = make([]byte, 24)
	ps, err := sodium.SecretStream{}.NewPush(header, key)
	if err != nil {
		t.Fatal(err)
	}
	dec, err := ziti.NewDecryptor(key, header)
	if err != nil {
		t.Fatal(err)
	}
	opened = nil
	for i, m := range msgs {
		ct := make([]byte, len(m)+17)
		if err := ps.Push(ct, m, nil, tags[i]); err != nil {
			t.Fatal(err)
		}
		_, _, err := dec.Pull(ct)
		opened = append(opened, err == nil)
	}
	if !opened[0] || !opened[1] || opened[2] {
		t.Errorf("libsodium → openziti: messages opened %v, want [true true false]: the message after REKEY fails", opened)
	}
}
