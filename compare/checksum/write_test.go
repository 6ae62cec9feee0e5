package checksum

import (
	"io"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/checksum/checksumtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// writeTestFiles writes into a fresh directory, made the working one,
// files empty, short, longer than several read chunks, and with names
// that coreutils escapes, and returns their names.
func writeTestFiles(t *testing.T) (string, []string) {
	t.Helper()
	dir := t.TempDir()
	t.Chdir(dir)
	big := make([]byte, 3*Chunk+12345)
	for i := range big {
		big[i] = byte(i*31 + i>>9)
	}
	files := map[string][]byte{
		"empty":          nil,
		"abc":            []byte("abc"),
		"big.bin":        big,
		"with space":     []byte("space"),
		"back\\slash":    []byte("backslash"),
		"new\nline name": []byte("newline"),
	}
	var names []string
	for name, data := range files {
		writeFile(t, dir, name, string(data))
		names = append(names, name)
	}
	return dir, names
}

// TestWriteLikeCoreutils checks that every implementation that hashes
// incrementally, libsodium's direct binding among them, writes, byte for
// byte, what b2sum, sha256sum and sha512sum write for the same files.
func TestWriteLikeCoreutils(t *testing.T) {
	dir, names := writeTestFiles(t)
	for _, tool := range []string{"b2sum", "sha256sum", "sha512sum"} {
		want := checksumtest.Tool(t, dir, tool, "", names...)
		if want.Code != 0 {
			t.Fatalf("%s: exit %d: %s", tool, want.Code, want.Stderr)
		}
		o := optionsFor(t, tool)
		hashers := Hashers(registry(t), o.Algorithm, o.Size)
		if len(hashers) < 2 {
			t.Errorf("%s: only %d implementations hash incrementally", tool, len(hashers))
		}
		// The suite's headline C library is a checksum tool of its own:
		// its direct binding hashes incrementally (crypto_hash_sha256/sha512
		// and crypto_generichash init/update/final); before it did, `naclcmp
		// sum --impl libsodium` refused every algorithm.
		if !slices.ContainsFunc(hashers, func(h Hasher) bool { return h.Impl == "libsodium" }) {
			t.Errorf("%s: libsodium does not hash incrementally, so sum --impl libsodium refuses it", tool)
		}
		for _, h := range hashers {
			o.Impl = h.Impl
			checksumtest.Compare(t, tool+" by "+h.Impl, tool, want, run(t, o, "", names...))
		}
	}
}

// TestWriteBLAKE2s checks BLAKE2s, which coreutils lacks, against RFC 7693
// appendix B (BLAKE2s-256 of "abc"), with every implementation.
func TestWriteBLAKE2s(t *testing.T) {
	writeTestFiles(t)
	a, err := Lookup("blake2s")
	if err != nil {
		t.Fatal(err)
	}
	want := "508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982  abc\n"
	hashers := Hashers(registry(t), a, 32)
	if len(hashers) == 0 {
		t.Fatal("no incremental BLAKE2s")
	}
	for _, h := range hashers {
		if r := run(t, Options{Algorithm: a, Size: 32, Impl: h.Impl}, "", "abc"); r.Code != 0 || r.Stdout != want {
			t.Errorf("%s: %+v; want %q", h.Impl, r, want)
		}
	}
}

// TestRoundTrip checks both directions of -c: coreutils verifies the
// engine's lines (also at other lengths and tagged), the engine verifies
// its own and coreutils' lines, and both report a changed and a missing
// file.
func TestRoundTrip(t *testing.T) {
	dir, names := writeTestFiles(t)
	for _, tc := range []struct {
		tool string
		opts func(*Options)
	}{
		{"b2sum", nil},
		{"b2sum", withBits(256)},
		{"b2sum", tagWithBits(160)},
		{"b2sum", tag},
		{"sha256sum", tag},
		{"sha512sum", nil},
	} {
		o := optionsFor(t, tc.tool)
		if tc.opts != nil {
			tc.opts(&o)
		}
		ours := run(t, o, "", names...)
		if ours.Code != 0 {
			t.Fatalf("%s %+v: %+v", tc.tool, o, ours)
		}
		if r := checksumtest.Tool(t, dir, tc.tool, ours.Stdout, "-c"); r.Code != 0 {
			t.Errorf("%s -c on the engine's lines (%+v): %+v", tc.tool, o, r)
		}
		c := optionsFor(t, tc.tool)
		c.Check = true
		if r := run(t, c, ours.Stdout, "-"); r.Code != 0 || strings.Count(r.Stdout, ": OK\n") != len(names) {
			t.Errorf("-c on its own lines (%+v): %+v", o, r)
		}
	}

	theirs := checksumtest.Tool(t, dir, "b2sum", "", names...)
	if theirs.Code != 0 {
		t.Fatal(theirs.Stderr)
	}
	writeFile(t, dir, "sums", theirs.Stdout)
	c := optionsFor(t, "b2sum")
	checkQuiet(&c)
	if r := run(t, c, "", "sums"); r.Code != 0 || r.Stdout != "" {
		t.Errorf("-c --quiet on b2sum's lines: %+v", r)
	}
	writeFile(t, dir, "abc", "abd")
	c.Quiet = false
	if r := run(t, c, "", "sums"); r.Code != 1 || !strings.Contains(r.Stdout, "abc: FAILED\n") || !strings.Contains(r.Stderr, "WARNING: 1 computed checksum did NOT match") {
		t.Errorf("-c after a change: %+v", r)
	}
	if r := checksumtest.Tool(t, dir, "b2sum", theirs.Stdout, "-c"); r.Code == 0 {
		t.Errorf("b2sum -c accepted a changed file: %+v", r)
	}
	writeFile(t, dir, "list", theirs.Stdout)
	if r := run(t, c, "", "list", "no such list"); r.Code != 1 || !strings.Contains(r.Stderr, "naclcmp sum: 'no such list': No such file or directory\n") {
		t.Errorf("-c on a missing list: %+v", r)
	}
}

// zeros is an endless reader of zero bytes.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) { clear(p); return len(p), nil }

// TestConstantMemory hashes 64 MiB with every incremental BLAKE2b and
// checks that the Go heap grew by much less than the input: the stream is
// read and hashed in fixed-size chunks.
func TestConstantMemory(t *testing.T) {
	a, _ := Lookup("blake2b")
	const n = 64 << 20
	for _, h := range Hashers(registry(t), a, 64) {
		buf := make([]byte, Chunk)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		if _, err := h.Sum(64, io.LimitReader(zeros{}, n), buf); err != nil {
			t.Fatal(err)
		}
		runtime.ReadMemStats(&after)
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 1<<20 {
			t.Errorf("%s: hashing %d bytes allocated %d bytes", h.Impl, n, grew)
		}
	}
}

// TestParityLength covers every digest length of b2sum -l, a multiple of
// 8 up to 512 bits, in both line formats, and checking lists of lines of
// other lengths.
func TestParityLength(t *testing.T) {
	dir := checksumtest.Dir(t)
	t.Chdir(dir)
	var cases []parityCase
	for bits := 8; bits <= 512; bits += 8 {
		b := strconv.Itoa(bits)
		cases = append(cases,
			parityCase{name: "l" + b, tool: "b2sum", args: []string{"-l", b}, opts: withBits(bits), files: checksumtest.Names},
			parityCase{name: "tag-l" + b, tool: "b2sum", args: []string{"--tag", "--length=" + b}, opts: tagWithBits(bits), files: checksumtest.Names})
	}
	cases = append(cases,
		parityCase{name: "check-l8", tool: "b2sum", args: []string{"-c"}, opts: check, files: []string{"b2-8.list"}},
		parityCase{name: "check-l8-tag", tool: "b2sum", args: []string{"-c"}, opts: check, files: []string{"b2-8tag.list", "b2-120tag.list"}},
		// -l does not restrict the lengths -c reads.
		parityCase{name: "check-with-l", tool: "b2sum", args: []string{"-c", "-l", "16"}, opts: func(o *Options) { check(o); o.Size = 2 }, files: []string{"b2-8.list"}},
	)
	runParity(t, dir, cases)
}

// TestHashersBelow128Bits checks which implementations compute BLAKE2b
// below 128 bits: those whose incremental API takes the length (libb2,
// x/crypto) agree with b2sum; Pick refuses one whose API does not, naming
// it and the length.
func TestHashersBelow128Bits(t *testing.T) {
	dir := checksumtest.Dir(t)
	t.Chdir(dir)
	a, _ := Lookup("blake2b")
	for _, bits := range []int{8, 64, 120} {
		b := strconv.Itoa(bits)
		want := checksumtest.Tool(t, dir, "b2sum", "", "-l", b, "abc", "new\nline")
		var names []string
		for _, p := range matrix.Providers[matrix.HashStreamer](registry(t), "hash/blake2b") {
			if _, err := p.Op.NewHash(bits / 8); err != nil {
				_, perr := Pick(registry(t), a, bits/8, p.Name())
				if perr == nil || !strings.Contains(perr.Error(), p.Name()) || !strings.Contains(perr.Error(), strconv.Itoa(bits/8)+"-byte") {
					t.Errorf("-l %d with %s, which refuses %d bytes: Pick error %v", bits, p.Name(), bits/8, perr)
				}
				continue
			}
			names = append(names, p.Name())
			o := Options{Algorithm: a, Size: bits / 8, Impl: p.Name()}
			checksumtest.Compare(t, "-l "+b+" by "+p.Name(), "b2sum", want, run(t, o, "", "abc", "new\nline"))
		}
		if len(names) < 2 {
			t.Errorf("-l %d: only %v compute it", bits, names)
		}
	}
}

// TestParityEscapes covers names with a backslash or a newline in both
// directions: lines written by each program, checked by the other.
func TestParityEscapes(t *testing.T) {
	dir := checksumtest.Dir(t)
	t.Chdir(dir)
	formats := []struct {
		args []string
		opts func(*Options)
	}{
		{nil, nil}, {[]string{"--tag"}, tag}, {[]string{"-b"}, binary}, {[]string{"-z"}, zero},
		{[]string{"--tag", "-z"}, func(o *Options) { tag(o); zero(o) }},
	}
	var cases []parityCase
	for _, tool := range []string{"b2sum", "sha256sum", "sha512sum"} {
		for _, f := range formats {
			cases = append(cases, parityCase{name: tool + strings.Join(f.args, ""), tool: tool, args: f.args, opts: f.opts, files: checksumtest.Names})
		}
	}
	for _, list := range []string{"b2.list", "b2tag.list", "b2-8.list", "b2-8tag.list"} {
		cases = append(cases, parityCase{name: "check-" + list, tool: "b2sum", args: []string{"-c"}, opts: check, files: []string{list}})
	}
	cases = append(cases,
		parityCase{name: "check-sha256", tool: "sha256sum", args: []string{"-c"}, opts: check, files: []string{"sha256.list"}},
		parityCase{name: "check-sha512-tag", tool: "sha512sum", args: []string{"--check"}, opts: check, files: []string{"sha512tag.list"}},
	)
	runParity(t, dir, cases)

	// The engine's lines, checked by coreutils.
	for _, tool := range []string{"b2sum", "sha256sum", "sha512sum"} {
		for _, f := range []struct {
			length bool // b2sum's -l, which the others lack
			opts   func(*Options)
		}{{false, nil}, {false, tag}, {false, binary}, {true, withBits(8)}, {true, tagWithBits(256)}} {
			if f.length && tool != "b2sum" {
				continue
			}
			o := optionsFor(t, tool)
			if f.opts != nil {
				f.opts(&o)
			}
			ours := run(t, o, "", checksumtest.Names...)
			if ours.Code != 0 {
				t.Fatalf("%+v: %+v", o, ours)
			}
			r := checksumtest.Tool(t, dir, tool, ours.Stdout, "-c", "--strict")
			if r.Code != 0 || strings.Count(r.Stdout, ": OK\n") != len(checksumtest.Names) {
				t.Errorf("%s -c on the engine's lines (%+v): %+v", tool, o, r)
			}
		}
	}
}
