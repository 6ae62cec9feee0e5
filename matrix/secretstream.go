package matrix

// FamilySecretStream is a stream of authenticated messages under one
// key (libsodium's crypto_secretstream); its interface is stateful.
const FamilySecretStream Family = "secretstream"

// The tags of a secretstream message (crypto_secretstream_xchacha20poly1305_TAG_*).
// A tag travels encrypted and authenticated with its message.
const (
	// SecretStreamMessage is an ordinary message.
	SecretStreamMessage byte = 0
	// SecretStreamPush ends a chunk of messages the application treats as
	// one (a boundary the reader is told of); nothing else changes.
	SecretStreamPush byte = 1
	// SecretStreamRekey makes both sides derive a new key after this
	// message.
	SecretStreamRekey byte = 2
	// SecretStreamFinal is the last message of the stream (PUSH | REKEY).
	SecretStreamFinal byte = 3
)

// SecretStream is libsodium's crypto_secretstream: a sequence of messages
// under one key, each authenticated and bound to its place in the
// sequence, so that a reader refuses a message that was changed,
// reordered, replayed or dropped from the middle. The pushing side writes
// a random Spec.Header-byte header that the pulling side needs; every
// message grows by Spec.Overhead bytes (its encrypted tag byte and a
// 16-byte MAC).
//
// The methods return small state objects, each for one goroutine at a
// time. A key and header pair must never be reused for a second stream.
type SecretStream interface {
	// NewPush starts a stream under key, writing its header (random, so
	// two streams under one key differ) into header.
	NewPush(header, key []byte) (SecretStreamPusher, error)
	// NewPull starts reading the stream that header begins under key. A
	// wrong header or key is not detected here, only by the first Pull.
	NewPull(header, key []byte) (SecretStreamPuller, error)
}

// SecretStreamPusher is the writing state of one stream.
//
// A feature the implementation lacks (associated data, an explicit rekey,
// a rekey after a REKEY tag) is an error wrapping errors.ErrUnsupported,
// returned before anything is written or the state changes, so that the
// checks show "—" for it instead of a result.
type SecretStreamPusher interface {
	// Push encrypts msg as the next message of the stream, with tag (one
	// of the SecretStream* tags) and authenticating ad, into out: len(out)
	// = len(msg) + Overhead. A wrong argument is an error naming it, and
	// neither out nor the state changes.
	Push(out, msg, ad []byte, tag byte) error
	// Rekey derives a new key for the following messages
	// (crypto_secretstream_xchacha20poly1305_rekey); the reader must call
	// its Rekey at the same place in the stream.
	Rekey() error
}

// SecretStreamPuller is the reading state of one stream.
//
// There is no end-of-stream call, as libsodium has none: whether a stream
// was cut short is the reader's to see. A stream is complete only when
// the last message the reader got came with SecretStreamFinal; input that
// ends before that message is a truncated stream, which the reader must
// refuse as a whole, though every message it got was authentic.
type SecretStreamPuller interface {
	// Pull authenticates in as the next message of the stream with ad and
	// decrypts it into msg, len(msg) = len(in) - Overhead, returning its
	// tag. A message that is not authentic here (changed, out of order,
	// from another stream) is not an error: ok is false, msg is zeroed,
	// tag is 0 and the state is as it was. Features the implementation
	// lacks are errors wrapping errors.ErrUnsupported, as for the pusher.
	Pull(msg, in, ad []byte) (tag byte, ok bool, err error)
	// Rekey is the reading side of SecretStreamPusher.Rekey.
	Rekey() error
}

// The secretstream family's interface check and catalogue rows (Specs).
var _ = declare(FamilySecretStream, is[SecretStream], []Spec{
	// Overhead is per message: one encrypted tag byte and a 16-byte
	// Poly1305 tag.
	{Family: FamilySecretStream, Primitive: "xchacha20poly1305", Title: "secretstream XChaCha20-Poly1305", Key: 32, Header: 24, Overhead: 17},
})
