package argcheck_test

import (
	"fmt"
	"math/rand/v2"
	"os/exec"
	"regexp"
	"testing"

	"github.com/naclcmp/naclcmp/internal/argcheck"
	"github.com/naclcmp/naclcmp/matrix"
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

// The fast paths as fast.go lists them, one conjunction per family.

func sealOK(ct, msg, ad, nonce, key []byte, s argcheck.AEADSizes) bool {
	return argcheck.SealLensOK(ct, msg, nonce, key, s) && argcheck.Apart(ct, msg, ad) && argcheck.Apart(ct, nonce, key)
}

func openOK(msg, ct, ad, nonce, key []byte, s argcheck.AEADSizes) bool {
	return argcheck.OpenLensOK(msg, ct, nonce, key, s) && argcheck.Apart(msg, ct, ad) && argcheck.Apart(msg, nonce, key)
}

func xorOK(out, in, nonce, key []byte, s argcheck.StreamSizes) bool {
	return argcheck.XORLensOK(out, in, nonce, key, s) && argcheck.InPlaceOK(out, in) && argcheck.Apart(out, nonce, key)
}

func keyStreamOK(out, nonce, key []byte, s argcheck.StreamSizes) bool {
	return argcheck.KeyStreamLensOK(out, nonce, key, s) && argcheck.Apart(out, nonce, key)
}

func macKeyOK(writing bool, tag, msg, key []byte, keyMin, keyMax int) bool {
	return argcheck.KeyLenOK(key, keyMin, keyMax) && (!writing || argcheck.Apart(tag, msg, key))
}

func coreOK(out, in, key, constant []byte, outLen, inLen, keyLen, constLen int) bool {
	return argcheck.CoreLensOK(out, in, key, constant, outLen, inLen, keyLen, constLen) &&
		argcheck.Apart(out, in, key) && argcheck.Apart(out, constant, nil)
}

func pullOK(msg, in, ad []byte, overhead int) bool {
	return len(msg) == len(in)-overhead && argcheck.Apart(msg, in, ad)
}

func signOK(sig, msg, private []byte) bool {
	return len(sig) == 64 && len(private) == 64 && argcheck.Apart(sig, msg, private)
}

func passwordHashOK(out, password, salt, secret, ad []byte, cost matrix.Argon2Cost) bool {
	return argcheck.PasswordHashLensOK(out, password, salt, secret, ad, 40, 30) && argcheck.Argon2CostOK(cost) &&
		argcheck.Apart(out, password, salt) && argcheck.Apart(out, secret, ad)
}

func scalarMultOK(out, scalar, point []byte) bool {
	return len(out) == 32 && len(scalar) == 32 && len(point) == 32 && argcheck.Apart(out, scalar, point)
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
			return sealOK(ct, msg, ad, nonce, key, aead), c, fmt.Sprint(len(ct), len(msg), len(ad), len(nonce), len(key))
		}},
		{"Open", func(l *layout) (bool, argcheck.Checker, string) {
			m := l.r.IntN(44)
			msg, ct, ad, nonce, key := l.slice(m), l.slice(m+16), l.slice(l.r.IntN(8)), l.slice(12), l.slice(32)
			if l.r.IntN(8) == 0 {
				ct = ct[:min(len(ct), l.r.IntN(17))]
			}
			c := argcheck.New("pkg")
			c.OpenArgs(msg, ct, ad, nonce, key, aead)
			return openOK(msg, ct, ad, nonce, key, aead), c, fmt.Sprint(len(msg), len(ct), len(ad), len(nonce), len(key))
		}},
		{"XOR", func(l *layout) (bool, argcheck.Checker, string) {
			m := l.r.IntN(44)
			in := l.slice(m)
			out, nonce, key := l.slice(m), l.slice(12), l.slice(32)
			c := argcheck.New("pkg")
			c.XORArgs(out, in, nonce, key, stream)
			return xorOK(out, in, nonce, key, stream), c, fmt.Sprint(len(out), len(in), len(nonce), len(key))
		}},
		{"KeyStream", func(l *layout) (bool, argcheck.Checker, string) {
			out, nonce, key := l.slice(l.r.IntN(44)), l.slice(12), l.slice(32)
			c := argcheck.New("pkg")
			c.KeyStreamArgs(out, nonce, key, stream)
			return keyStreamOK(out, nonce, key, stream), c, fmt.Sprint(len(out), len(nonce), len(key))
		}},
		{"MACKey", func(l *layout) (bool, argcheck.Checker, string) {
			writing := l.r.IntN(2) == 0
			keyMin, keyMax := []int{0, 16, 32, 1}[l.r.IntN(4)], []int{-1, 32, 32, 64}[l.r.IntN(4)]
			tag, msg, key := l.slice(16), l.slice(l.r.IntN(40)), l.slice(16+l.r.IntN(17))
			c := argcheck.New("pkg")
			c.MACKeyArgs(writing, tag, msg, key, keyMin, keyMax)
			return macKeyOK(writing, tag, msg, key, keyMin, keyMax), c, fmt.Sprint(writing, len(tag), len(msg), len(key), keyMin, keyMax)
		}},
		{"OutLen", func(l *layout) (bool, argcheck.Checker, string) {
			lo, hi := []int{1, 16, 32}[l.r.IntN(3)], []int{32, 64}[l.r.IntN(2)]
			size := []int{0, 0, 1, 16, 20, 32, 33, 64, 65}[l.r.IntN(9)]
			tag := l.slice(l.r.IntN(70))
			c := argcheck.New("pkg")
			c.OutLen("tag", tag, size, lo, hi)
			return argcheck.OutLenOK(tag, size, lo, hi), c, fmt.Sprint(len(tag), size, lo, hi)
		}},
		{"Core", func(l *layout) (bool, argcheck.Checker, string) {
			out, in, key, constant := l.slice(32), l.slice(16), l.slice(32), l.slice(16)
			c := argcheck.New("pkg")
			c.CoreArgs(out, in, key, constant, 32, 16, 32, 16)
			return coreOK(out, in, key, constant, 32, 16, 32, 16), c, fmt.Sprint(len(out), len(in), len(key), len(constant))
		}},
		{"Pull", func(l *layout) (bool, argcheck.Checker, string) {
			m := l.r.IntN(40)
			msg, in, ad := l.slice(m), l.slice(m+17), l.slice(l.r.IntN(8))
			if l.r.IntN(8) == 0 {
				in = in[:min(len(in), l.r.IntN(18))]
			}
			c := argcheck.New("pkg")
			c.PullArgs(msg, in, ad, 17)
			return pullOK(msg, in, ad, 17), c, fmt.Sprint(len(msg), len(in), len(ad))
		}},
		{"Sign", func(l *layout) (bool, argcheck.Checker, string) {
			sig, msg, private := l.slice(64), l.slice(l.r.IntN(40)), l.slice(64)
			c := argcheck.New("pkg")
			c.SignArgs(sig, msg, private, 64, 64)
			return signOK(sig, msg, private), c, fmt.Sprint(len(sig), len(msg), len(private))
		}},
		{"ScalarMult", func(l *layout) (bool, argcheck.Checker, string) {
			out, scalar, point := l.slice(32), l.slice(32), l.slice(32)
			c := argcheck.New("pkg")
			c.ScalarMultArgs(out, scalar, point, 32, 32, 32)
			return scalarMultOK(out, scalar, point), c, fmt.Sprint(len(out), len(scalar), len(point))
		}},
		{"PasswordHash", func(l *layout) (bool, argcheck.Checker, string) {
			out, password, salt := l.slice(2+l.r.IntN(40)), l.slice(l.r.IntN(34)), l.slice(16)
			secret, ad := l.slice(l.r.IntN(3)*8), l.slice(l.r.IntN(3)*8)
			// Each cost parameter at, or just past, one of its limits now and then.
			pick := func(v ...uint64) uint64 { return v[l.r.IntN(len(v))] }
			cost := matrix.Argon2Cost{Passes: pick(0, 1, 3, matrix.Argon2MaxPasses, matrix.Argon2MaxPasses+1),
				Lanes: pick(0, 1, 1, 4, matrix.Argon2MaxLanes, matrix.Argon2MaxLanes+1)}
			cost.MemoryKiB = pick(cost.Lanes*8-1, cost.Lanes*8, 64, 64, matrix.Argon2MaxMemory, matrix.Argon2MaxMemory+1)
			c := argcheck.New("pkg")
			c.PasswordHashArgs(out, password, salt, secret, ad, cost, 40, 30)
			return passwordHashOK(out, password, salt, secret, ad, cost), c, fmt.Sprint(len(out), len(password), len(salt), len(secret), len(ad), cost)
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
	b.Run("fast", func(b *testing.B) {
		for b.Loop() {
			c := argcheck.New("pkg")
			if !(argcheck.SealLensOK(ct, msg, nonce, key, s) && argcheck.Apart(ct, msg, nil) && argcheck.Apart(ct, nonce, key)) {
				c.SealArgs(ct, msg, nil, nonce, key, s)
			}
			sinkErr = c.Err()
		}
	})
}

// TestFastPathsInline requires every piece of the fast paths to be within
// the compiler's inlining budget, as fast.go explains: one that grows over
// it still passes TestFastPaths but costs each binding some 4 ns a call.
func TestFastPathsInline(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the package with the compiler's inlining report")
	}
	out, err := exec.Command("go", "build", "-gcflags=-m=2", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build -gcflags=-m=2: %v\n%s", err, out)
	}
	for _, name := range []string{"Apart", "InPlaceOK", "Overlap", "SealLensOK", "OpenLensOK", "XORLensOK", "KeyStreamLensOK", "KeyLenOK", "OutLenOK", "CoreLensOK",
		"PasswordHashLensOK", "Argon2CostOK"} {
		if !regexp.MustCompile(`(?m): can inline ` + name + ` with cost `).Match(out) {
			t.Errorf("%s is not inlined any more: the compiler says\n%s", name, regexp.MustCompile(`(?m)^.*inline `+name+`\b.*$`).Find(out))
		}
	}
}
