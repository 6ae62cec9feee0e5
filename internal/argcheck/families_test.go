package argcheck_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// TestFamilies checks the stream, AEAD and MAC families: valid arguments
// pass, and each broken one is reported by its parameter's name. The
// bindings' own tests (internal/argtest) probe every parameter of every
// method again through the libraries.
func TestFamilies(t *testing.T) {
	buf := make([]byte, 256)
	key, nonce := make([]byte, 32), make([]byte, 12)
	stream := argcheck.StreamSizes{Key: 32, Nonce: 12, Max: 64}
	aead := argcheck.AEADSizes{Key: 32, Nonce: 12, Tag: 16, MaxMsg: 64}
	runCases(t, []checkCase{
		{"KeyStream ok", func(c *argcheck.Checker) { c.KeyStreamArgs(buf[:64], nonce, key, stream) }, ""},
		{"KeyStream long", func(c *argcheck.Checker) { c.KeyStreamArgs(buf[:65], nonce, key, stream) }, "pkg: out: want at most 64 bytes, got 65"},
		{"KeyStream nonce", func(c *argcheck.Checker) { c.KeyStreamArgs(buf[:8], nonce[:8], key, stream) }, "pkg: nonce: want 12 bytes, got 8"},
		{"KeyStream key", func(c *argcheck.Checker) { c.KeyStreamArgs(buf[:8], nonce, key[:16], stream) }, "pkg: key: want 32 bytes, got 16"},
		{"KeyStream over key", func(c *argcheck.Checker) { c.KeyStreamArgs(buf[:40], nonce, buf[8:40], stream) }, "pkg: out: overlaps key"},
		{"XOR in place", func(c *argcheck.Checker) { c.XORArgs(buf[:64], buf[:64], nonce, key, stream) }, ""},
		{"XOR long", func(c *argcheck.Checker) { c.XORArgs(buf[:65], buf[100:165], nonce, key, stream) }, "pkg: in: want at most 64 bytes, got 65"},
		{"XOR out", func(c *argcheck.Checker) { c.XORArgs(buf[:10], buf[100:108], nonce, key, stream) }, "pkg: out: want 8 bytes, got 10"},
		{"XOR partial", func(c *argcheck.Checker) { c.XORArgs(buf[:8], buf[4:12], nonce, key, stream) },
			"pkg: out: partially overlaps in (only exact in-place use is allowed)"},
		{"XOR over nonce", func(c *argcheck.Checker) { c.XORArgs(buf[:12], buf[100:112], buf[:12], key, stream) }, "pkg: out: overlaps nonce"},
		{"Seal ok", func(c *argcheck.Checker) { c.SealArgs(buf[:80], buf[100:164], nil, nonce, key, aead) }, ""},
		{"Seal long", func(c *argcheck.Checker) { c.SealArgs(buf[:81], buf[100:165], nil, nonce, key, aead) }, "pkg: msg: want at most 64 bytes, got 65"},
		{"Seal ct", func(c *argcheck.Checker) { c.SealArgs(buf[:20], buf[100:108], nil, nonce, key, aead) }, "pkg: ct: want 24 bytes, got 20"},
		{"Seal in place", func(c *argcheck.Checker) { c.SealArgs(buf[:24], buf[:8], nil, nonce, key, aead) }, "pkg: ct: overlaps msg"},
		{"Seal over ad", func(c *argcheck.Checker) { c.SealArgs(buf[:24], buf[100:108], buf[20:30], nonce, key, aead) }, "pkg: ct: overlaps ad"},
		{"Open ok", func(c *argcheck.Checker) { c.OpenArgs(buf[:8], buf[100:124], buf[50:60], nonce, key, aead) }, ""},
		{"Open short", func(c *argcheck.Checker) { c.OpenArgs(nil, buf[100:115], nil, nonce, key, aead) }, "pkg: ct: want at least 16 bytes, got 15"},
		{"Open long", func(c *argcheck.Checker) { c.OpenArgs(buf[:65], buf[100:181], nil, nonce, key, aead) }, "pkg: ct: want at most 80 bytes, got 81"},
		{"Open msg", func(c *argcheck.Checker) { c.OpenArgs(buf[:9], buf[100:124], nil, nonce, key, aead) }, "pkg: msg: want 8 bytes, got 9"},
		{"Open nonce", func(c *argcheck.Checker) { c.OpenArgs(buf[:8], buf[100:124], nil, nonce[:8], key, aead) }, "pkg: nonce: want 12 bytes, got 8"},
		{"Open over key", func(c *argcheck.Checker) { c.OpenArgs(buf[:8], buf[100:124], nil, nonce, buf[:32], aead) }, "pkg: msg: overlaps key"},
		{"MAC any key", func(c *argcheck.Checker) { c.MACKeyArgs(true, buf[:16], buf[100:200], buf[200:201], 0, -1) }, ""},
		{"MAC key size", func(c *argcheck.Checker) { c.MACKeyArgs(true, buf[:16], nil, key[:31], 32, 32) }, "pkg: key: want 32 bytes, got 31"},
		{"MAC key range", func(c *argcheck.Checker) { c.MACKeyArgs(false, buf[:16], nil, nil, 1, 64) }, "pkg: key: want 1 to 64 bytes, got 0"},
		{"MAC over msg", func(c *argcheck.Checker) { c.MACKeyArgs(true, buf[:16], buf[8:40], key, 32, 32) }, "pkg: tag: overlaps msg"},
		{"Verify reads", func(c *argcheck.Checker) { c.MACKeyArgs(false, buf[:16], buf[8:40], key, 32, 32) }, ""},
	})
}
