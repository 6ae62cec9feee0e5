package sodium_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/cref/sodium"
	"github.com/naclcmp/naclcmp/matrix"
)

// The secretstream's interoperability and refusals run for every
// implementation in compare/interop; these are the binding's own rules.

// TestSecretStreamRefusesUnknownTag: a tag outside MESSAGE, PUSH, REKEY
// and FINAL is an error naming it, writes nothing and leaves the stream
// as it was, so the next message still opens.
func TestSecretStreamRefusesUnknownTag(t *testing.T) {
	key, header := bytes.Repeat([]byte{7}, 32), make([]byte, 24)
	p, err := sodium.SecretStream{}.NewPush(header, key)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]byte, 3+17)
	for _, tag := range []byte{4, 0x80, 0xff} {
		if err := p.Push(out, []byte("abc"), nil, tag); err == nil || !strings.HasPrefix(err.Error(), "sodium: tag: ") {
			t.Errorf("tag %d: err = %v, want an error naming tag", tag, err)
		}
		if !bytes.Equal(out, make([]byte, len(out))) {
			t.Fatalf("tag %d: out written although refused", tag)
		}
	}
	if err := p.Push(out, []byte("abc"), nil, matrix.SecretStreamFinal); err != nil {
		t.Fatal(err)
	}
	pl, err := sodium.SecretStream{}.NewPull(header, key)
	if err != nil {
		t.Fatal(err)
	}
	msg := make([]byte, 3)
	if tag, ok, err := pl.Pull(msg, out, nil); err != nil || !ok || tag != matrix.SecretStreamFinal || string(msg) != "abc" {
		t.Errorf("the message after the refused tags: tag %d, ok %v, err %v, %q", tag, ok, err, msg)
	}
}
