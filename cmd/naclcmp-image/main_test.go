package main

import (
	"bytes"
	"io"
	"log"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-containerregistry/pkg/name"
	"github.com/google/go-containerregistry/pkg/registry"
	v1 "github.com/google/go-containerregistry/pkg/v1"
	"github.com/google/go-containerregistry/pkg/v1/layout"
	"github.com/google/go-containerregistry/pkg/v1/remote"

	"github.com/naclcmp/naclcmp/internal/ociindex/ocitest"
)

// platforms are make image's, with the architecture each binary is for.
var platforms = []struct{ platform, arch string }{
	{"linux/amd64", "amd64"}, {"linux/arm64", "arm64"}, {"linux/arm/v7", "arm"}, {"linux/386", "386"},
	{"linux/riscv64", "riscv64"}, {"linux/s390x", "s390x"}, {"linux/ppc64le", "ppc64le"},
}

// binaryArgs writes a stand-in binary per platform and returns the
// PLATFORM=FILE arguments; wrong[platform] gives a platform another
// architecture's binary.
func binaryArgs(t *testing.T, wrong map[string]string) []string {
	t.Helper()
	dir := t.TempDir()
	var args []string
	for i, p := range platforms {
		arch := p.arch
		if w, ok := wrong[p.platform]; ok {
			arch = w
		}
		b, err := ocitest.FakeELF(arch, false, p.platform)
		if err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, strings.ReplaceAll(p.platform, "/", "-"))
		if err := os.WriteFile(file, b, 0o755); err != nil {
			t.Fatal(err)
		}
		args = append(args, platforms[i].platform+"="+file)
	}
	return args
}

// TestPushAndPull pushes the index of seven platforms to a registry (the
// library's own, in process) and pulls it back: the index digest is the
// one printed, each platform resolves to its image, and a pull without a
// platform gets linux/amd64, as docker pull does on this machine. The
// layout written beside it holds the same index.
func TestPushAndPull(t *testing.T) {
	srv := httptest.NewServer(registry.New(registry.Logger(log.New(io.Discard, "", 0))))
	defer srv.Close()
	ref := strings.TrimPrefix(srv.URL, "http://") + "/naclcmp:latest"
	dir := filepath.Join(t.TempDir(), "oci")
	var out, errOut bytes.Buffer
	args := append([]string{"--layout", dir, "--push", ref, "--revision", "0123abcd"}, binaryArgs(t, nil)...)
	if code := run(args, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	r, err := name.ParseReference(ref)
	if err != nil {
		t.Fatal(err)
	}
	idx, err := remote.Index(r)
	if err != nil {
		t.Fatal(err)
	}
	h, err := idx.Digest()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "index            "+h.String()+"  7 platforms") {
		t.Errorf("the output does not give the pushed index's digest %s:\n%s", h, out.String())
	}
	for _, p := range platforms {
		want, _ := v1.ParsePlatform(p.platform)
		img, err := remote.Image(r, remote.WithPlatform(*want))
		if err != nil {
			t.Fatalf("%s: %v", p.platform, err)
		}
		cf, err := img.ConfigFile()
		if err != nil {
			t.Fatal(err)
		}
		if got := cf.Platform().String(); got != p.platform {
			t.Errorf("pulled for %s, got the image of %s", p.platform, got)
		}
	}
	img, err := remote.Image(r)
	if err != nil {
		t.Fatal(err)
	}
	if cf, err := img.ConfigFile(); err != nil || cf.Architecture != "amd64" {
		t.Errorf("a pull without a platform got %v (%v), want the amd64 image", cf.Platform(), err)
	}
	lp, err := layout.FromPath(dir)
	if err != nil {
		t.Fatal(err)
	}
	lidx, err := lp.ImageIndex()
	if err != nil {
		t.Fatal(err)
	}
	if m, err := lidx.IndexManifest(); err != nil || len(m.Manifests) != 1 {
		t.Fatalf("the layout's index.json: %v, %v; want one entry, the image index", m, err)
	} else if m.Manifests[0].Digest != h {
		t.Errorf("the layout holds the index %s, the registry %s", m.Manifests[0].Digest, h)
	}
}

// TestBadInputWritesNothing checks that a command line the images cannot
// be built from exits 2 with one line naming the cause, and writes no
// layout.
func TestBadInputWritesNothing(t *testing.T) {
	for _, tc := range []struct {
		name string
		args func(dir string) []string
		want string
	}{
		{"wrong architecture", func(dir string) []string {
			return append([]string{"--layout", dir}, binaryArgs(t, map[string]string{"linux/s390x": "ppc64le"})...)
		}, "not s390x"},
		{"missing file", func(dir string) []string {
			return []string{"--layout", dir, "linux/arm64=" + filepath.Join(t.TempDir(), "none")}
		}, "no such file"},
		{"no platform", func(dir string) []string { return []string{"--layout", dir, "naclcmp"} }, "want PLATFORM=FILE"},
		{"bad platform", func(dir string) []string { return []string{"--layout", dir, "arm64=x"} }, "want os/arch"},
		{"twice one platform", func(dir string) []string {
			a := binaryArgs(t, nil)
			return append([]string{"--layout", dir}, append(a, a[1])...)
		}, "two binaries"},
		{"nothing to do", func(string) []string { return binaryArgs(t, nil) }, "nothing to do"},
		{"bad reference", func(dir string) []string {
			return append([]string{"--layout", dir, "--push", "Not A Ref"}, binaryArgs(t, nil)...)
		}, "--push"},
		{"bad created", func(dir string) []string {
			return append([]string{"--layout", dir, "--created", "yesterday"}, binaryArgs(t, nil)...)
		}, "--created"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "oci")
			var out, errOut bytes.Buffer
			code := run(tc.args(dir), &out, &errOut)
			if code != 2 || !strings.Contains(errOut.String(), tc.want) || strings.Count(errOut.String(), "\n") != 1 {
				t.Errorf("exit %d, stderr %q; want 2 and one line saying %q", code, errOut.String(), tc.want)
			}
			if _, err := os.Stat(dir); !os.IsNotExist(err) {
				t.Errorf("a layout was written (%v)", err)
			}
		})
	}
}
