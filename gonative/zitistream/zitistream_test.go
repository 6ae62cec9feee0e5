package zitistream_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/gonative/zitistream"
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// The interoperability with libsodium and the refusals run in
// compare/interop; the library's missing rekey, against libsodium, in
// impls (TestZitiStreamMissesLibsodiumRekey).

// TestBadInput runs the shared argument tables, with no associated data,
// which the library lacks (TestUnsupported).
func TestBadInput(t *testing.T) {
	argtest.Run(t, "zitistream", families.Ops(zitistream.Ops()).WithLength("SecretStream", "ad", 0)...)
}

var key = bytes.Repeat([]byte{3}, 32)

// TestUnsupported: what the library lacks is an error wrapping
// errors.ErrUnsupported that names the argument, writes nothing and
// leaves the stream able to go on; a refused tag is a plain error.
func TestUnsupported(t *testing.T) {
	var ss zitistream.SecretStream
	header := make([]byte, 24)
	p, err := ss.NewPush(header, key)
	if err != nil {
		t.Fatal(err)
	}
	msg, out := []byte("message"), make([]byte, 7+17)
	for _, c := range []struct {
		what string
		call func() error
		arg  string
	}{
		{"Push with ad", func() error { return p.Push(out, msg, []byte{1}, matrix.SecretStreamMessage) }, "ad"},
		{"Push with a REKEY tag", func() error { return p.Push(out, msg, nil, matrix.SecretStreamRekey) }, "tag"},
		{"Rekey", p.Rekey, "rekey"},
	} {
		err := c.call()
		if !errors.Is(err, errors.ErrUnsupported) || !strings.HasPrefix(err.Error(), "zitistream: "+c.arg+": ") {
			t.Errorf("%s: err = %v, want ErrUnsupported naming %s", c.what, err, c.arg)
		}
		if !bytes.Equal(out, make([]byte, len(out))) {
			t.Fatalf("%s: out written", c.what)
		}
	}
	if err := p.Push(out, msg, nil, 4); err == nil || errors.Is(err, errors.ErrUnsupported) || !strings.HasPrefix(err.Error(), "zitistream: tag: ") {
		t.Errorf("tag 4: err = %v, want a plain error naming tag", err)
	}
	if err := p.Push(out, msg, nil, matrix.SecretStreamFinal); err != nil {
		t.Fatal(err)
	}
	if err := p.Push(make([]byte, 17), nil, nil, matrix.SecretStreamMessage); !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("Push after FINAL: err = %v, want ErrUnsupported (libsodium rekeys after FINAL)", err)
	}

	pl, err := ss.NewPull(header, key)
	if err != nil {
		t.Fatal(err)
	}
	got := make([]byte, len(msg))
	if _, _, err := pl.Pull(got, out, []byte{1}); !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("Pull with ad: err = %v, want ErrUnsupported", err)
	}
	if err := pl.Rekey(); !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("Rekey: err = %v, want ErrUnsupported", err)
	}
	// A tampered message is a refusal, not an error: the library's error
	// text for it is the one the binding expects.
	bad := bytes.Clone(out)
	bad[3] ^= 1
	if _, ok, err := pl.Pull(got, bad, nil); ok || err != nil || !bytes.Equal(got, make([]byte, len(got))) {
		t.Errorf("tampered message: ok %v, err %v, msg %x; want a refusal with msg zeroed", ok, err, got)
	}
	if tag, ok, err := pl.Pull(got, out, nil); !ok || err != nil || tag != matrix.SecretStreamFinal || !bytes.Equal(got, msg) {
		t.Errorf("the message after the refusals: tag %d, ok %v, err %v, %q", tag, ok, err, got)
	}
	if _, _, err := pl.Pull(got, out, nil); !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("Pull after FINAL: err = %v, want ErrUnsupported", err)
	}
}
