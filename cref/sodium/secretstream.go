package sodium

/*
#include <sodium.h>

// The C loop of the benchmark's secretstream call (loops.go): the opening
// of a one-message stream, which SecretStream.NewPull and one Pull make,
// crypto_secretstream_xchacha20poly1305_init_pull on the header in a->n
// and _pull of the message in a->m into a->out, n times. The state is on
// the C stack here and in the binding's Go value there. A push is not
// looped: it advances a state that the binding holds, which a loop could
// not start from without reaching into it.
#include "naclcmp_loop.h"
static int naclcmp_sodium_secretstream_open(const naclcmp_loop_args *a)
{
	crypto_secretstream_xchacha20poly1305_state st;
	unsigned char tag;

	if (crypto_secretstream_xchacha20poly1305_init_pull(&st, a->n, a->k) != 0)
		return -1;
	return crypto_secretstream_xchacha20poly1305_pull(&st, a->out, NULL, &tag, a->m, a->mlen, a->ad, a->adlen);
}
NACLCMP_LOOP(naclcmp_sodium_loop_secretstream_open, naclcmp_sodium_secretstream_open(a))
*/
import "C"

import (
	"github.com/naclcmp/naclcmp/internal/argcheck"
	"github.com/naclcmp/naclcmp/matrix"
)

// Sizes of crypto_secretstream_xchacha20poly1305.
const (
	secretStreamKeyBytes    = C.crypto_secretstream_xchacha20poly1305_KEYBYTES
	secretStreamHeaderBytes = C.crypto_secretstream_xchacha20poly1305_HEADERBYTES
	secretStreamABytes      = C.crypto_secretstream_xchacha20poly1305_ABYTES
)

// SecretStream is crypto_secretstream_xchacha20poly1305: a stream of
// messages under one key, each encrypted with ChaCha20 and authenticated
// with Poly1305 under a nonce that the previous message's tag and a
// counter advance, so that a message only opens in its place. The header
// is 24 random bytes (HChaCha20 input and the first nonce); every message
// grows by 17 bytes, its encrypted tag byte and a 16-byte MAC.
//
// The state of a stream (crypto_secretstream_xchacha20poly1305_state, 52
// bytes of key and nonce, no pointers) is a Go value that C reads and
// writes only during a call and never keeps. Everything libsodium offers
// is here: associated data, the four tags and an explicit rekey.
type SecretStream struct{}

// NewPush starts a stream under key and writes its header
// (crypto_secretstream_xchacha20poly1305_init_push).
func (SecretStream) NewPush(header, key []byte) (matrix.SecretStreamPusher, error) {
	c := begin()
	c.SecretStreamStartArgs(header, key, secretStreamHeaderBytes, secretStreamKeyBytes, true)
	if err := c.Err(); err != nil {
		return nil, err
	}
	p := new(secretStreamPusher)
	if err := failed(C.crypto_secretstream_xchacha20poly1305_init_push(&p.st, ptr(header), ptr(key)),
		"crypto_secretstream_xchacha20poly1305_init_push"); err != nil {
		return nil, err
	}
	return p, nil
}

// NewPull starts reading the stream of header under key
// (crypto_secretstream_xchacha20poly1305_init_pull).
func (SecretStream) NewPull(header, key []byte) (matrix.SecretStreamPuller, error) {
	c := begin()
	c.SecretStreamStartArgs(header, key, secretStreamHeaderBytes, secretStreamKeyBytes, false)
	if err := c.Err(); err != nil {
		return nil, err
	}
	p := new(secretStreamPuller)
	if err := failed(C.crypto_secretstream_xchacha20poly1305_init_pull(&p.st, ptr(header), ptr(key)),
		"crypto_secretstream_xchacha20poly1305_init_pull"); err != nil {
		return nil, err
	}
	return p, nil
}

// secretStreamPusher is the writing state of one stream.
type secretStreamPusher struct {
	st C.crypto_secretstream_xchacha20poly1305_state
}

// Push encrypts msg with tag and ad into out, len(out) = len(msg) + 17
// (crypto_secretstream_xchacha20poly1305_push). A REKEY or FINAL tag
// rekeys the state after the message, as libsodium does.
func (p *secretStreamPusher) Push(out, msg, ad []byte, tag byte) error {
	c := begin()
	c.AtMost("msg", msg, maxSecretStream)
	c.PushArgs(out, msg, ad, tag, secretStreamABytes)
	if err := c.Err(); err != nil {
		return err
	}
	// The ciphertext length output is optional: NULL.
	return failed(C.crypto_secretstream_xchacha20poly1305_push(&p.st, ptr(out), nil, ptr(msg), ull(msg),
		ptr(ad), ull(ad), C.uchar(tag)), "crypto_secretstream_xchacha20poly1305_push")
}

// Rekey derives the next key of the stream
// (crypto_secretstream_xchacha20poly1305_rekey).
func (p *secretStreamPusher) Rekey() error {
	C.crypto_secretstream_xchacha20poly1305_rekey(&p.st)
	return nil
}

// secretStreamPuller is the reading state of one stream. tag receives
// the tag of each message: a field rather than a local, so that handing
// its address to C does not move a local to the heap on every call.
type secretStreamPuller struct {
	st  C.crypto_secretstream_xchacha20poly1305_state
	tag C.uchar
}

// Pull authenticates in with ad as the next message and decrypts it into
// msg, len(msg) = len(in) - 17 (crypto_secretstream_xchacha20poly1305_pull).
// A message that is not authentic here gives false with msg zeroed;
// libsodium leaves the state as it was.
func (p *secretStreamPuller) Pull(msg, in, ad []byte) (byte, bool, error) {
	// The checks inline (argcheck's fast paths); the ordered ones run only
	// to name a failure.
	if !(initialized.Load() && uint64(len(in)) <= maxSecretStream+secretStreamABytes &&
		len(msg) == len(in)-secretStreamABytes && argcheck.Apart(msg, in, ad)) {
		c := begin()
		c.AtMost("in", in, maxSecretStream+secretStreamABytes)
		if c.PullArgs(msg, in, ad, secretStreamABytes); c.Err() != nil {
			return 0, false, c.Err()
		}
	}
	if C.crypto_secretstream_xchacha20poly1305_pull(&p.st, ptr(msg), nil, &p.tag, ptr(in), ull(in),
		ptr(ad), ull(ad)) != 0 {
		clear(msg)
		return 0, false, nil
	}
	return byte(p.tag), true, nil
}

// Rekey derives the next key of the stream, as the pushing side's Rekey
// did at the same place.
func (p *secretStreamPuller) Rekey() error {
	C.crypto_secretstream_xchacha20poly1305_rekey(&p.st)
	return nil
}
