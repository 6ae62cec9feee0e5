// Package zitistream is libsodium's crypto_secretstream_xchacha20poly1305
// in pure Go, from github.com/openziti/secretstream, the Go side of the
// secretstream family in the comparison matrix: its README states the aim
// of interoperating with libsodium without wrapping it, on
// golang.org/x/crypto's ChaCha20, HChaCha20 and Poly1305.
//
// The library (v0.1.46) has no associated data and no explicit rekey, and
// it does not rekey where libsodium does: after a message tagged REKEY or
// FINAL (REKEY's bit is in FINAL) and when the 32-bit message counter
// wraps; its source marks those steps TODO. A stream on which libsodium
// rekeys goes on under a key this library never derives, so every message
// after that point fails between them. This binding therefore says so
// instead of producing or reading such messages: non-empty associated
// data, Rekey, a REKEY tag, and any message after a FINAL or REKEY tag or
// after 2³²−1 messages are errors wrapping errors.ErrUnsupported, which the
// checks show as "—". Everything it does accept is libsodium's format.
//
// Every length is checked first: a wrong one returns an error naming the
// parameter ("zitistream: key: want 32 bytes, got 31") and writes nothing;
// the library itself slices the header without checking it. The library
// returns a fresh slice per message, which Push and Pull copy into the
// caller's buffer.
package zitistream

import (
	"errors"

	ziti "github.com/openziti/secretstream"

	"github.com/naclcmp/naclcmp/gonative/internal/buildinfo"
	"github.com/naclcmp/naclcmp/internal/argcheck"
	"github.com/naclcmp/naclcmp/matrix"
)

// Sizes of the stream, as the library states them.
const (
	keySize    = ziti.StreamKeyBytes    // 32
	headerSize = ziti.StreamHeaderBytes // 24
	overhead   = ziti.StreamABytes      // 17
)

// rekeyAt is the number of messages after which libsodium rekeys a stream
// on its own: its 32-bit counter starts at 1 and the rekey comes when it
// wraps to 0.
const rekeyAt = 1<<32 - 1

// authFailed is the text of the library's error for a message that is not
// authentic (its error values are unexported). Any other error of Pull,
// whose arguments have passed the checks here, is reported as an error, so
// that a change of the text shows as failures, never as refusals.
const authFailed = "crypto failed"

// Version is the version of github.com/openziti/secretstream in the build.
func Version() string { return buildinfo.ModuleVersion("github.com/openziti/secretstream") }

func begin() argcheck.Checker { return argcheck.New("zitistream") }

// SecretStream is crypto_secretstream_xchacha20poly1305 through the
// library's NewEncryptor and NewDecryptor.
type SecretStream struct{}

// NewPush starts a stream under key and writes its random header.
func (SecretStream) NewPush(header, key []byte) (matrix.SecretStreamPusher, error) {
	c := begin()
	c.SecretStreamStartArgs(header, key, headerSize, keySize, true)
	if err := c.Err(); err != nil {
		return nil, err
	}
	enc, h, err := ziti.NewEncryptor(key)
	if err != nil {
		return nil, c.Wrap("key", err)
	}
	if len(h) != headerSize {
		return nil, c.Wrap("header", errors.New("the library made a header of another size"))
	}
	copy(header, h)
	return &pusher{enc: enc}, nil
}

// NewPull starts reading the stream of header under key.
func (SecretStream) NewPull(header, key []byte) (matrix.SecretStreamPuller, error) {
	c := begin()
	c.SecretStreamStartArgs(header, key, headerSize, keySize, false)
	if err := c.Err(); err != nil {
		return nil, err
	}
	dec, err := ziti.NewDecryptor(key, header)
	if err != nil {
		return nil, c.Wrap("key", err)
	}
	return &puller{dec: dec}, nil
}

// stale says why a stream cannot go on in this library: libsodium has
// rekeyed it at this point. Empty while it can.
type stale string

// after returns why the state is stale once a message with tag has gone
// through as the count-th of the stream, or "".
func after(tag byte, count uint64) stale {
	switch {
	case tag == matrix.SecretStreamFinal:
		return "libsodium rekeys after a FINAL tag and github.com/openziti/secretstream does not: no message can follow FINAL here"
	case tag&matrix.SecretStreamRekey != 0:
		return "libsodium rekeys after a REKEY tag and github.com/openziti/secretstream does not: no message can follow it here"
	case count >= rekeyAt:
		return "libsodium rekeys when the 32-bit message counter wraps and github.com/openziti/secretstream does not"
	}
	return ""
}

// pusher is the writing state of one stream.
type pusher struct {
	enc   ziti.Encryptor
	count uint64
	stale stale
}

// Push encrypts msg with tag into out, len(out) = len(msg) + 17. ad must
// be empty and tag must not be REKEY (see the package comment).
func (p *pusher) Push(out, msg, ad []byte, tag byte) error {
	c := begin()
	c.PushArgs(out, msg, ad, tag, overhead)
	if err := c.Err(); err != nil {
		return err
	}
	switch {
	case len(ad) > 0:
		return c.Unsupported("ad", "github.com/openziti/secretstream has no associated data")
	case tag == matrix.SecretStreamRekey:
		return c.Unsupported("tag", "github.com/openziti/secretstream does not rekey after a REKEY tag, as libsodium does")
	case p.stale != "":
		return c.Unsupported("msg", string(p.stale))
	}
	ct, err := p.enc.Push(msg, tag)
	if err != nil {
		return c.Wrap("msg", err)
	}
	if len(ct) != len(out) {
		return c.Wrap("out", errors.New("the library made a message of another length"))
	}
	copy(out, ct)
	p.count++
	p.stale = after(tag, p.count)
	return nil
}

// Rekey is not offered by the library.
func (p *pusher) Rekey() error {
	c := begin()
	return c.Unsupported("rekey", "github.com/openziti/secretstream has no explicit rekey")
}

// puller is the reading state of one stream.
type puller struct {
	dec   ziti.Decryptor
	count uint64
	stale stale
}

// Pull authenticates in as the next message and decrypts it into msg,
// len(msg) = len(in) - 17; ad must be empty. A message that is not
// authentic gives false with msg zeroed; the library then leaves the state
// as it was.
func (p *puller) Pull(msg, in, ad []byte) (byte, bool, error) {
	c := begin()
	c.PullArgs(msg, in, ad, overhead)
	if err := c.Err(); err != nil {
		return 0, false, err
	}
	switch {
	case len(ad) > 0:
		return 0, false, c.Unsupported("ad", "github.com/openziti/secretstream has no associated data")
	case p.stale != "":
		return 0, false, c.Unsupported("in", string(p.stale))
	}
	m, tag, err := p.dec.Pull(in)
	switch {
	case err != nil && err.Error() == authFailed:
		clear(msg)
		return 0, false, nil
	case err != nil:
		clear(msg)
		return 0, false, c.Wrap("in", err)
	case len(m) != len(msg):
		clear(msg)
		return 0, false, c.Wrap("msg", errors.New("the library opened a message of another length"))
	}
	copy(msg, m)
	p.count++
	p.stale = after(tag, p.count)
	return tag, true, nil
}

// Rekey is not offered by the library.
func (p *puller) Rekey() error {
	c := begin()
	return c.Unsupported("rekey", "github.com/openziti/secretstream has no explicit rekey")
}
