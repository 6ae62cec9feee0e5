package js

import (
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
)

// ssStateBytes is the size of libsodium's
// crypto_secretstream_xchacha20poly1305_state, which travels with every
// call (crypto_secretstream_xchacha20poly1305_STATEBYTES).
const ssStateBytes = 52

// SecretStream is libsodium's crypto_secretstream_xchacha20poly1305 run in
// node. The peer keeps no stream: the state, libsodium's 52 bytes, goes to
// node with every call and comes back changed, so a stream costs node
// nothing between calls and a refused message leaves the state as it
// was. A pull state starts in its first Pull (or Rekey), which sends the
// header and key along: NewPull detects nothing anyway, and so opening a
// stream's first message is one request, which the benchmark times in
// node.
type SecretStream struct{ base }

// NewPush starts a stream under key, writing its random header.
func (s SecretStream) NewPush(header, key []byte) (matrix.SecretStreamPusher, error) {
	c := s.checker()
	c.Size("header", header, s.spec.Header)
	c.Size("key", key, s.spec.Key)
	if err := c.Err(); err != nil {
		return nil, err
	}
	p := &ssPusher{s: s, state: make([]byte, ssStateBytes)}
	if err := s.peer.outputs(s.op, "init_push", [][]byte{p.state, header}, key); err != nil {
		return nil, err
	}
	return p, nil
}

// NewPull starts reading the stream that header begins under key.
func (s SecretStream) NewPull(header, key []byte) (matrix.SecretStreamPuller, error) {
	c := s.checker()
	c.Size("header", header, s.spec.Header)
	c.Size("key", key, s.spec.Key)
	if err := c.Err(); err != nil {
		return nil, err
	}
	return &ssPuller{s: s, header: clone(header), key: clone(key)}, nil
}

// clone copies b: a state must not change with its caller's buffers.
func clone(b []byte) []byte { return append([]byte{}, b...) }

// ssPusher is a stream's writing state.
type ssPusher struct {
	s     SecretStream
	state []byte
}

// Push encrypts msg as the next message, with tag and ad, into out.
func (p *ssPusher) Push(out, msg, ad []byte, tag byte) error {
	c := p.s.checker()
	c.AtMost("msg", msg, MaxMessage)
	c.AtMost("ad", ad, MaxMessage)
	c.Size("out", out, len(msg)+p.s.spec.Overhead)
	c.SecretStreamTag(tag)
	if err := c.Err(); err != nil {
		return err
	}
	next := make([]byte, ssStateBytes)
	if err := p.s.peer.outputs(p.s.op, "push", [][]byte{next, out}, p.state, msg, ad, []byte{tag}); err != nil {
		return err
	}
	p.state = next
	return nil
}

// Rekey derives the next key of the stream.
func (p *ssPusher) Rekey() error {
	return p.s.peer.outputs(p.s.op, "rekey", [][]byte{p.state}, p.state)
}

// ssPuller is a stream's reading state: nil until the first Pull or
// Rekey, which start it from header and key.
type ssPuller struct {
	s           SecretStream
	header, key []byte
	state       []byte
}

// Pull authenticates and decrypts in, the next message, into msg. A
// message that does not authenticate leaves msg zeroed and the state as
// it was.
func (p *ssPuller) Pull(msg, in, ad []byte) (byte, bool, error) {
	c := p.s.checker()
	c.Between("in", in, p.s.spec.Overhead, MaxMessage+p.s.spec.Overhead)
	c.AtMost("ad", ad, MaxMessage)
	c.Size("msg", msg, len(in)-p.s.spec.Overhead)
	if err := c.Err(); err != nil {
		return 0, false, err
	}
	call, args := "pull", [][]byte{p.state, in, ad}
	if p.state == nil {
		call, args = "pull_first", [][]byte{p.header, p.key, in, ad}
	}
	r, err := p.s.peer.roundTrip(request{Op: p.s.op, Call: call, Args: nonNil(args)})
	if err != nil {
		return 0, false, err
	}
	if !r.OK && len(r.Out) == 0 {
		clear(msg)
		return 0, false, nil
	}
	if err := p.s.peer.checkOuts(p.s.op, call, r, [][]byte{make([]byte, ssStateBytes), msg, {0}}); err != nil {
		return 0, false, err
	}
	tag := r.Out[2][0]
	if tag > matrix.SecretStreamFinal {
		return 0, false, fmt.Errorf("%s: %s %s: peer returned tag %d", p.s.peer.name, p.s.op, call, tag)
	}
	copy(msg, r.Out[1])
	p.state = r.Out[0]
	return tag, true, nil
}

// Rekey is the reading side of the pusher's Rekey.
func (p *ssPuller) Rekey() error {
	if p.state == nil {
		state := make([]byte, ssStateBytes)
		if err := p.s.peer.outputs(p.s.op, "init_pull", [][]byte{state}, p.header, p.key); err != nil {
			return err
		}
		p.state = state
	}
	return p.s.peer.outputs(p.s.op, "rekey", [][]byte{p.state}, p.state)
}
