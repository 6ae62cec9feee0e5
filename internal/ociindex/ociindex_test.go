package ociindex_test

import (
	"archive/tar"
	"bytes"
	"io"
	"strings"
	"testing"
	"time"

	v1 "github.com/google/go-containerregistry/pkg/v1"
	"github.com/google/go-containerregistry/pkg/v1/types"

	"github.com/naclcmp/naclcmp/internal/ociindex"
	"github.com/naclcmp/naclcmp/internal/ociindex/ocitest"
)

// platforms are the seven of scripts/cross/lib.sh, as make image passes them.
var platforms = []string{"linux/amd64", "linux/arm64", "linux/arm/v7", "linux/386", "linux/riscv64", "linux/s390x", "linux/ppc64le"}

// fakeELF is ocitest.FakeELF for a test.
func fakeELF(t testing.TB, arch string, dynamic bool, marker string) []byte {
	t.Helper()
	b, err := ocitest.FakeELF(arch, dynamic, marker)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// binaries returns one fake static binary per platform.
func binaries(t testing.TB) []ociindex.Binary {
	var bins []ociindex.Binary
	for _, s := range platforms {
		p, err := ociindex.ParsePlatform(s)
		if err != nil {
			t.Fatal(err)
		}
		bins = append(bins, ociindex.Binary{Platform: p, Data: fakeELF(t, p.Architecture, false, "naclcmp for "+s)})
	}
	return bins
}

var testLabels = ociindex.Labels{Source: "https://example.org/naclcmp", Version: "v1.2.3", Revision: "0123abcd",
	Created: time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)}

// TestIndex checks what the index holds: one manifest per platform, in
// order, each descriptor with its platform (arm's variant v7 included),
// and each image the FROM-scratch image of docker/Dockerfile with its
// binary at /naclcmp.
func TestIndex(t *testing.T) {
	bins := binaries(t)
	idx, err := ociindex.Index(bins, testLabels)
	if err != nil {
		t.Fatal(err)
	}
	m, err := idx.IndexManifest()
	if err != nil {
		t.Fatal(err)
	}
	if got := string(m.MediaType); got != "application/vnd.oci.image.index.v1+json" {
		t.Errorf("index media type %s, want the OCI image index", got)
	}
	if got := m.Annotations["org.opencontainers.image.revision"]; got != testLabels.Revision {
		t.Errorf("index revision annotation %q, want %q", got, testLabels.Revision)
	}
	if len(m.Manifests) != len(platforms) {
		t.Fatalf("%d manifests, want %d", len(m.Manifests), len(platforms))
	}
	for i, d := range m.Manifests {
		if d.Platform == nil || d.Platform.String() != platforms[i] {
			t.Errorf("manifest %d: platform %v, want %s", i, d.Platform, platforms[i])
			continue
		}
		img, err := idx.Image(d.Digest)
		if err != nil {
			t.Fatal(err)
		}
		checkImage(t, img, bins[i])
	}
}

// checkImage checks one platform's image: its config and its one layer.
func checkImage(t *testing.T, img v1.Image, b ociindex.Binary) {
	t.Helper()
	p := b.Platform.String()
	cf, err := img.ConfigFile()
	if err != nil {
		t.Fatal(err)
	}
	if mf, err := img.Manifest(); err != nil || mf.MediaType != types.OCIManifestSchema1 || mf.Config.MediaType != types.OCIConfigJSON {
		t.Errorf("%s: manifest %v: want an OCI manifest and config", p, mf)
	}
	if got := cf.Platform().String(); got != p {
		t.Errorf("%s: config platform %s", p, got)
	}
	c := cf.Config
	if strings.Join(c.Entrypoint, " ") != "/naclcmp" || strings.Join(c.Cmd, " ") != "all" || c.WorkingDir != "/tmp" ||
		strings.Join(c.Env, " ") != "TMPDIR=/tmp" {
		t.Errorf("%s: entrypoint %q, cmd %q, workdir %q, env %q; want docker/Dockerfile's", p, c.Entrypoint, c.Cmd, c.WorkingDir, c.Env)
	}
	for k, want := range map[string]string{"source": testLabels.Source, "version": testLabels.Version,
		"revision": testLabels.Revision, "created": "2026-12-01T00:00:00Z", "title": "naclcmp"} {
		if got := c.Labels["org.opencontainers.image."+k]; got != want {
			t.Errorf("%s: label %s = %q, want %q", p, k, got, want)
		}
	}
	layers, err := img.Layers()
	if err != nil || len(layers) != 1 {
		t.Fatalf("%s: %d layers (%v), want 1", p, len(layers), err)
	}
	rc, err := layers[0].Uncompressed()
	if err != nil {
		t.Fatal(err)
	}
	defer rc.Close()
	files := map[string]*tar.Header{}
	var content []byte
	tr := tar.NewReader(rc)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		files[h.Name] = h
		if h.Name == "naclcmp" {
			if content, err = io.ReadAll(tr); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(files) != 2 {
		t.Errorf("%s: the layer holds %d entries, want naclcmp and tmp/ only", p, len(files))
	}
	if h := files["naclcmp"]; h == nil || h.Mode != 0o755 || !bytes.Equal(content, b.Data) {
		t.Errorf("%s: /naclcmp missing, not mode 0755 or not the binary given", p)
	}
	if h := files["tmp/"]; h == nil || h.Typeflag != tar.TypeDir || h.Mode != 0o1777 {
		t.Errorf("%s: /tmp missing or not a directory of mode 1777", p)
	}
}

// TestIndexIsReproducible checks that the same binaries and labels give
// the same index digest, and that another binary changes it.
func TestIndexIsReproducible(t *testing.T) {
	digest := func(bins []ociindex.Binary) v1.Hash {
		idx, err := ociindex.Index(bins, testLabels)
		if err != nil {
			t.Fatal(err)
		}
		h, err := idx.Digest()
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	a, b := digest(binaries(t)), digest(binaries(t))
	if a != b {
		t.Errorf("the same binaries gave the indexes %s and %s", a, b)
	}
	other := binaries(t)
	other[5].Data = append(other[5].Data, '!')
	if c := digest(other); c == a {
		t.Errorf("another s390x binary left the index digest at %s", a)
	}
}

// TestIndexRefusesTwoBinariesForOnePlatform: a client could not choose.
func TestIndexRefusesTwoBinariesForOnePlatform(t *testing.T) {
	bins := binaries(t)
	bins = append(bins, bins[1])
	if _, err := ociindex.Index(bins, testLabels); err == nil || !strings.Contains(err.Error(), "two binaries") {
		t.Errorf("two linux/arm64 binaries: err = %v", err)
	}
	if _, err := ociindex.Index(nil, testLabels); err == nil {
		t.Error("an index of no platform was made")
	}
}

// TestCheckBinary checks the refusals of binaries an image cannot run.
func TestCheckBinary(t *testing.T) {
	arm64, _ := ociindex.ParsePlatform("linux/arm64")
	s390x, _ := ociindex.ParsePlatform("linux/s390x")
	for _, tc := range []struct {
		name string
		p    v1.Platform
		data []byte
		want string // "" for accepted
	}{
		{"static arm64", arm64, fakeELF(t, "arm64", false, ""), ""},
		{"static s390x", s390x, fakeELF(t, "s390x", false, ""), ""},
		{"amd64 binary for arm64", arm64, fakeELF(t, "amd64", false, ""), "not arm64"},
		{"little-endian s390x", s390x, fakeELF(t, "ppc64le", false, ""), "not s390x"},
		{"dynamic arm64", arm64, fakeELF(t, "arm64", true, ""), "dynamically linked"},
		{"not ELF", arm64, []byte("#!/bin/sh\n"), "not an ELF"},
		{"darwin", v1.Platform{OS: "darwin", Architecture: "arm64"}, fakeELF(t, "arm64", false, ""), "not a platform"},
	} {
		err := ociindex.CheckBinary(tc.p, tc.data)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: refused: %v", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: err = %v, want one saying %q", tc.name, err, tc.want)
		}
	}
}

func TestParsePlatform(t *testing.T) {
	for s, want := range map[string]string{"linux/arm/v7": "linux/arm/v7", "linux/s390x": "linux/s390x"} {
		if p, err := ociindex.ParsePlatform(s); err != nil || p.String() != want {
			t.Errorf("ParsePlatform(%q) = %v, %v", s, p, err)
		}
	}
	for _, s := range []string{"", "linux", "linux/", "/arm64", "linux/arm/v7/x"} {
		if _, err := ociindex.ParsePlatform(s); err == nil {
			t.Errorf("ParsePlatform(%q) accepted", s)
		}
	}
	if _, err := ociindex.Image(ociindex.Binary{}, testLabels); err == nil {
		t.Error("an image of an empty binary was made")
	}
}
