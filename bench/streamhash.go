package bench

import (
	"crypto/sha256"
	"crypto/sha512"
	"fmt"
	"hash"

	jamesruan "github.com/jamesruan/sodium"
	"github.com/naclcmp/naclcmp/matrix"
	"golang.org/x/crypto/blake2b"
	"golang.org/x/crypto/blake2s"
)

// HashStreamer is an optional interface of Hash operations whose library
// has an incremental API (init/update/final). The Hash interface is one
// shot, which is what the matrix compares; hashing a stream of unknown
// length in constant memory (`naclcmp sum`, `naclcmp bench --stream`) needs
// the incremental one.
//
// NewHash returns a hash.Hash whose Sum, over everything written to it,
// equals what Hash writes to an outLen-byte out for the same bytes. An
// outLen the implementation's Hash would refuse is an error naming outLen.
// The returned hash is for one goroutine at a time, as any hash.Hash.
type HashStreamer interface {
	NewHash(outLen int) (hash.Hash, error)
}

// streamFunc adapts a constructor to HashStreamer.
type streamFunc func(outLen int) (hash.Hash, error)

func (f streamFunc) NewHash(outLen int) (hash.Hash, error) { return f(outLen) }

// fixedStream is a HashStreamer for a digest of one size.
func fixedStream(size int, lib string, h func() hash.Hash) streamFunc {
	return func(outLen int) (hash.Hash, error) {
		if outLen != size {
			return nil, fmt.Errorf("%s: outLen: want %d, got %d", lib, size, outLen)
		}
		return h(), nil
	}
}

// streamBridges reach the incremental API of libraries whose registered
// operations do not offer NewHash themselves: Go's standard library and
// golang.org/x/crypto (the packages wrapped by go-stdlib and x-crypto), and
// libsodium's crypto_generichash_init/update/final through
// github.com/jamesruan/sodium, the binding of libsodium-jamesruan. Each
// bridge calls the very library its implementation registers, and applies
// only where that implementation has the operation. A binding that grows
// its own NewHash method takes precedence over its bridge.
var streamBridges = map[string]map[string]HashStreamer{
	"go-stdlib": {
		"hash/sha256": fixedStream(sha256.Size, "crypto/sha256", sha256.New),
		"hash/sha512": fixedStream(sha512.Size, "crypto/sha512", sha512.New),
	},
	"x-crypto": {
		"hash/blake2b": streamFunc(func(outLen int) (hash.Hash, error) {
			if outLen < 1 || outLen > blake2b.Size {
				return nil, fmt.Errorf("x/crypto/blake2b: outLen: want 1 to %d, got %d", blake2b.Size, outLen)
			}
			return blake2b.New(outLen, nil)
		}),
		"hash/blake2s": streamFunc(func(outLen int) (hash.Hash, error) {
			if outLen != blake2s.Size {
				return nil, fmt.Errorf("x/crypto/blake2s: outLen: want %d, got %d", blake2s.Size, outLen)
			}
			return blake2s.New256(nil)
		}),
	},
	"libsodium-jamesruan": {
		// NewGenericHash panics outside 16..64, so the length is checked
		// first.
		"hash/blake2b": streamFunc(func(outLen int) (hash.Hash, error) {
			if outLen < 16 || outLen > 64 {
				return nil, fmt.Errorf("jamesruan/sodium: outLen: want 16 to 64, got %d", outLen)
			}
			return jamesruan.NewGenericHash(outLen), nil
		}),
	},
}

// HashStreamers returns, in registry order, every implementation in r that
// has hash operation id and can compute it incrementally.
func HashStreamers(r *matrix.Registry, id string) []matrix.Provider[HashStreamer] {
	var out []matrix.Provider[HashStreamer]
	for _, im := range r.Impls {
		op, ok := im.Ops[id]
		if !ok {
			continue
		}
		if s, ok := op.(HashStreamer); ok {
			out = append(out, matrix.Provider[HashStreamer]{Impl: im, Op: s})
		} else if s, ok := streamBridges[im.Name][id]; ok {
			out = append(out, matrix.Provider[HashStreamer]{Impl: im, Op: s})
		}
	}
	return out
}
