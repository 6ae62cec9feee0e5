package argcheck_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// layout draws slices out of one buffer: each near a wanted length (one
// byte shorter or longer now and then), at a random offset, so that they
// overlap by chance, sometimes nil, and sometimes exactly at the start of
// an earlier one, the in-place use.
type layout struct {
	r     *rand.Rand
	buf   []byte
	taken [][]byte
}

// slice returns a slice of about n bytes.
func (l *layout) slice(n int) []byte {
	switch l.r.IntN(16) {
	case 0:
		return nil
	case 1:
		n--
	case 2:
		n++
	case 3:
		if len(l.taken) > 0 {
			t := l.taken[l.r.IntN(len(l.taken))]
			return l.buf[len(l.buf)-cap(t) : len(l.buf)-cap(t)+min(n, cap(t))]
		}
	}
	n = max(n, 0)
	at := l.r.IntN(len(l.buf) - n + 1)
	s := l.buf[at : at+n]
	l.taken = append(l.taken, s)
	return s
}

// TestFastPaths requires each fast path of fast.go to agree with the
// method it stands for, on 20,000 random layouts per family, and each
// family to have seen both outcomes often enough that every check was
// exercised.
func TestFastPaths(t *testing.T) {
	stream := argcheck.StreamSizes{Key: 32, Nonce: 12, Max: 40}
	aead := argcheck.AEADSizes{Key: 32, Nonce: 12, Tag: 16, MaxMsg: 40}
	families := []struct {
		name string
		// try draws arguments, and returns what the fast path says, the
		// method's Checker after it ran, and the arguments' lengths.
		try func(l *layout) (bool, argcheck.Checker, string)
	}{
		{"Seal", func(l *layout) (bool, argcheck.Checker, string) {
			m := l.r.IntN(44)
			ct, msg, ad, nonce, key := l.slice(m+16), l.slice(m), l.slice(l.r.IntN(8)), l.slice(12), l.slice(32)
			c := argcheck.New("pkg")
			c.SealArgs(ct, msg, ad, nonce, key, aead)
			return argcheck.SealOK(ct, msg, ad, nonce, key, aead), c, fmt.Sprint(len(ct), len(msg), len(ad), len(nonce), len(key))
		}},
		{"Open", func(l *layout) (bool, argcheck.Checker, string) {
			m := l.r.IntN(44)
			msg, ct, ad, nonce, key := l.slice(m), l.slice(m+16), l.slice(l.r.IntN(8)), l.slice(12), l.slice(32)
			if l.r.IntN(8) == 0 {
				ct = ct[:min(len(ct), l.r.IntN(17))]
			}
			c := argcheck.New("pkg")
			c.OpenArgs(msg, ct, ad, nonce, key, aead)
			return argcheck.OpenOK(msg, ct, ad, nonce, key, aead), c, fmt.Sprint(len(msg), len(ct), len(ad), len(nonce), len(key))
		}},
		{"XOR", func(l *layout) (bool, argcheck.Checker, string) {
			m := l.r.IntN(44)
			in := l.slice(m)
			out, nonce, key := l.slice(m), l.slice(12), l.slice(32)
			c := argcheck.New("pkg")
			c.XORArgs(out, in, nonce, key, stream)
			return argcheck.XOROK(out, in, nonce, key, stream), c, fmt.Sprint(len(out), len(in), len(nonce), len(key))
		}},
		{"KeyStream", func(l *layout) (bool, argcheck.Checker, string) {
			out, nonce, key := l.slice(l.r.IntN(44)), l.slice(12), l.slice(32)
			c := argcheck.New("pkg")
			c.KeyStreamArgs(out, nonce, key, stream)
			return argcheck.KeyStreamOK(out, nonce, key, stream), c, fmt.Sprint(len(out), len(nonce), len(key))
		}},
		{"MACKey", func(l *layout) (bool, argcheck.Checker, string) {
			writing := l.r.IntN(2) == 0
			keyMin, keyMax := []int{0, 16, 32, 1}[l.r.IntN(4)], []int{-1, 32, 32, 64}[l.r.IntN(4)]
			tag, msg, key := l.slice(16), l.slice(l.r.IntN(40)), l.slice(16+l.r.IntN(17))
			c := argcheck.New("pkg")
			c.MACKeyArgs(writing, tag, msg, key, keyMin, keyMax)
			return argcheck.MACKeyOK(writing, tag, msg, key, keyMin, keyMax), c, fmt.Sprint(writing, len(tag), len(msg), len(key), keyMin, keyMax)
		}},
		{"Core", func(l *layout) (bool, argcheck.Checker, string) {
			out, in, key, constant := l.slice(32), l.slice(16), l.slice(32), l.slice(16)
			c := argcheck.New("pkg")
			c.CoreArgs(out, in, key, constant, 32, 16, 32, 16)
			return argcheck.CoreOK(out, in, key, constant, 32, 16, 32, 16), c, fmt.Sprint(len(out), len(in), len(key), len(constant))
		}},
		{"Pull", func(l *layout) (bool, argcheck.Checker, string) {
			m := l.r.IntN(40)
			msg, in, ad := l.slice(m), l.slice(m+17), l.slice(l.r.IntN(8))
			if l.r.IntN(8) == 0 {
				in = in[:min(len(in), l.r.IntN(18))]
			}
			c := argcheck.New("pkg")
			c.PullArgs(msg, in, ad, 17)
			return argcheck.PullOK(msg, in, ad, 17), c, fmt.Sprint(len(msg), len(in), len(ad))
		}},
	}
	for _, f := range families {
		r := rand.New(rand.NewPCG(1, uint64(len(f.name))))
		pass, fail := 0, 0
		for i := range 20000 {
			// A small buffer makes overlaps common, a large one rare.
			l := &layout{r: r, buf: make([]byte, []int{128, 1024}[i%2])}
			ok, c, lens := f.try(l)
			if ok != (c.Err() == nil) {
				t.Fatalf("%s, lengths %s: fast path says %v, the method records %v", f.name, lens, ok, c.Err())
			}
			if ok {
				pass++
			} else {
				fail++
			}
		}
		if pass < 1000 || fail < 1000 {
			t.Errorf("%s: %d layouts passed and %d failed: too few of one kind to hold the fast path to its method", f.name, pass, fail)
		}
	}
}

var sinkErr error

// BenchmarkSeal times the checks of one valid AEAD Seal: the ordered
// method alone, and the fast path the bindings test first. On the
// development machine (2-vCPU AMD EPYC VM, Go 1.26): 11 ns and 5 ns.
func BenchmarkSeal(b *testing.B) {
	buf := make([]byte, 256)
	ct, msg, nonce, key := buf[:80], buf[100:164], buf[170:182], buf[190:222]
	s := argcheck.AEADSizes{Key: 32, Nonce: 12, Tag: 16, MaxMsg: 1 << 38}
	b.Run("SealArgs", func(b *testing.B) {
		for b.Loop() {
			c := argcheck.New("pkg")
			c.SealArgs(ct, msg, nil, nonce, key, s)
			sinkErr = c.Err()
		}
	})
	b.Run("SealOK", func(b *testing.B) {
		for b.Loop() {
			c := argcheck.New("pkg")
			if !argcheck.SealOK(ct, msg, nil, nonce, key, s) {
				c.SealArgs(ct, msg, nil, nonce, key, s)
			}
			sinkErr = c.Err()
		}
	})
}
