package jamesruan

import (
	"bytes"
	"errors"
	"io"

	js "github.com/jamesruan/sodium"

	"github.com/naclcmp/naclcmp/matrix"
)

// Sizes of crypto_secretstream_xchacha20poly1305, and libsodium's
// crypto_secretstream_xchacha20poly1305_MESSAGEBYTES_MAX,
// min(SODIUM_SIZE_MAX - 17, 64·(2³²−2)), past which libsodium aborts.
const (
	secretStreamKeyBytes    = 32
	secretStreamHeaderBytes = 24
	secretStreamABytes      = 17
	maxSecretStream         = min(uint64(^uintptr(0))-17, 64*(1<<32-2))
)

// SecretStream is crypto_secretstream_xchacha20poly1305 through the
// binding's io.Writer encoder (MakeSecretStreamXCPEncoder) and io.Reader
// decoder (MakeSecretStreamXCPDecoder). The binding has associated data
// (SetAdditionData) and the MESSAGE, PUSH (its "Sync") and REKEY tags
// (SetTag), FINAL through WriteAndClose, and no explicit rekey: Rekey
// reports errors.ErrUnsupported. Its decoder reports FINAL as io.EOF and
// refuses to read or write after it (ErrInvalidState). Each message costs
// the binding an allocation of its own, which Push and Pull copy into the
// caller's buffer.
type SecretStream struct{}

// NewPush starts a stream under key and writes its header.
func (SecretStream) NewPush(header, key []byte) (_ matrix.SecretStreamPusher, err error) {
	c := begin()
	// The key is copied before the header is written: they may overlap.
	c.SecretStreamStartArgs(header, key, secretStreamHeaderBytes, secretStreamKeyBytes, false)
	if err := c.Err(); err != nil {
		return nil, err
	}
	defer recovered(&err)
	p := &secretStreamPusher{}
	p.enc = js.MakeSecretStreamXCPEncoder(js.SecretStreamXCPKey{Bytes: bytes.Clone(key)}, &p.out)
	copy(header, p.enc.Header().Bytes)
	return p, nil
}

// NewPull starts reading the stream of header under key.
func (SecretStream) NewPull(header, key []byte) (_ matrix.SecretStreamPuller, err error) {
	c := begin()
	c.SecretStreamStartArgs(header, key, secretStreamHeaderBytes, secretStreamKeyBytes, false)
	if err := c.Err(); err != nil {
		return nil, err
	}
	defer recovered(&err)
	p := &secretStreamPuller{}
	dec, initErr := js.MakeSecretStreamXCPDecoder(js.SecretStreamXCPKey{Bytes: bytes.Clone(key)}, &p.in,
		js.SecretStreamXCPHeader{Bytes: bytes.Clone(header)})
	if initErr != nil {
		return nil, c.Wrap("header", initErr)
	}
	p.dec = dec
	return p, nil
}

// toBinding maps a tag of the matrix to the binding's SetTag value, for
// every tag but FINAL, which is WriteAndClose.
var toBinding = map[byte]js.SecretStreamTag{
	matrix.SecretStreamMessage: js.SecretStreamTag_Message,
	matrix.SecretStreamPush:    js.SecretStreamTag_Sync,
	matrix.SecretStreamRekey:   js.SecretStreamTag_Rekey,
}

// secretStreamPusher is the binding's encoder, writing each message into
// out, from which Push copies it.
type secretStreamPusher struct {
	enc js.SecretStreamEncoder
	out bytes.Buffer
}

// Push encrypts msg with tag and ad into out, len(out) = len(msg) + 17.
func (p *secretStreamPusher) Push(out, msg, ad []byte, tag byte) (err error) {
	c := begin()
	c.AtMost("msg", msg, maxSecretStream)
	// The binding encrypts into a slice of its own, copied into out at
	// the end: out may overlap the inputs.
	c.Size("out", out, len(msg)+secretStreamABytes)
	c.SecretStreamTag(tag)
	if err := c.Err(); err != nil {
		return err
	}
	defer recovered(&err)
	p.out.Reset()
	// The encoder keeps ad until the next call sets it again.
	p.enc.SetAdditionData(ad)
	var n int
	if tag == matrix.SecretStreamFinal {
		n, err = p.enc.WriteAndClose(msg)
	} else {
		p.enc.SetTag(toBinding[tag])
		n, err = p.enc.Write(msg)
	}
	switch {
	case err != nil:
		return c.Wrap("msg", err)
	case n != len(out) || p.out.Len() != len(out):
		return c.Wrap("out", errors.New("the binding wrote a message of another length"))
	}
	copy(out, p.out.Bytes())
	return nil
}

// Rekey is not offered by the binding.
func (p *secretStreamPusher) Rekey() error {
	c := begin()
	return c.Unsupported("rekey", "github.com/jamesruan/sodium has no crypto_secretstream_xchacha20poly1305_rekey")
}

// secretStreamPuller is the binding's decoder, reading each message from
// in, which Pull points at the caller's message.
type secretStreamPuller struct {
	dec js.SecretStreamDecoder
	in  bytes.Reader
}

// Pull authenticates in with ad as the next message and decrypts it into
// msg, len(msg) = len(in) - 17. The decoder reads exactly len(msg) + 17
// bytes, so in is one message.
func (p *secretStreamPuller) Pull(msg, in, ad []byte) (tag byte, ok bool, err error) {
	c := begin()
	c.AtMost("in", in, maxSecretStream+secretStreamABytes)
	// The decoder copies in before libsodium writes msg, and libsodium has
	// read ad by then: msg may overlap the inputs.
	c.AtLeast("in", in, secretStreamABytes)
	c.Size("msg", msg, len(in)-secretStreamABytes)
	if err := c.Err(); err != nil {
		return 0, false, err
	}
	defer recovered(&err)
	p.in.Reset(in)
	p.dec.SetAdditionData(ad)
	// The decoder decrypts into msg itself, and libsodium writes nothing
	// there unless the message is authentic.
	_, readErr := p.dec.Read(msg)
	switch {
	case readErr == io.EOF:
		return matrix.SecretStreamFinal, true, nil
	case errors.Is(readErr, js.ErrDecryptSS):
		clear(msg)
		return 0, false, nil
	case readErr != nil:
		clear(msg)
		return 0, false, c.Wrap("in", readErr)
	}
	switch p.dec.Tag() {
	case js.SecretStreamTag_Sync:
		return matrix.SecretStreamPush, true, nil
	case js.SecretStreamTag_Rekey:
		return matrix.SecretStreamRekey, true, nil
	}
	return matrix.SecretStreamMessage, true, nil
}

// Rekey is not offered by the binding.
func (p *secretStreamPuller) Rekey() error {
	c := begin()
	return c.Unsupported("rekey", "github.com/jamesruan/sodium has no crypto_secretstream_xchacha20poly1305_rekey")
}
