// Package ociindex builds naclcmp's multi-architecture image: one OCI image
// index whose manifests are FROM-scratch images, one per platform, each
// holding the statically linked naclcmp binary for that platform and
// nothing else. `docker run naclcmp` then runs the image of the machine's
// own platform and `docker run --platform linux/s390x naclcmp` the
// emulated one, and a cluster of mixed machines pulls one name.
//
// The image format is github.com/google/go-containerregistry's: this
// package only says what goes into each image (Image) and which platform
// it is for (Index).
package ociindex

import (
	"archive/tar"
	"bytes"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	v1 "github.com/google/go-containerregistry/pkg/v1"
	"github.com/google/go-containerregistry/pkg/v1/empty"
	"github.com/google/go-containerregistry/pkg/v1/mutate"
	"github.com/google/go-containerregistry/pkg/v1/tarball"
	"github.com/google/go-containerregistry/pkg/v1/types"
)

// Labels are the image's OCI annotations of provenance
// (org.opencontainers.image.*), set on every image's config and on the
// index. Empty fields are left out.
type Labels struct {
	Source   string    // the repository URL
	Version  string    // the suite's version (git describe)
	Revision string    // the commit
	Created  time.Time // the build's time; zero is the Unix epoch, for reproducible digests
}

// labels returns the labels by their OCI keys, with the title and
// description every image has.
func (l Labels) labels(platform string) map[string]string {
	m := map[string]string{
		"org.opencontainers.image.title":       "naclcmp",
		"org.opencontainers.image.description": "Go and C NaCl-family cryptography cross-checked and benchmarked (" + platform + ")",
		"org.opencontainers.image.created":     l.created().UTC().Format(time.RFC3339),
	}
	for k, v := range map[string]string{"source": l.Source, "version": l.Version, "revision": l.Revision} {
		if v != "" {
			m["org.opencontainers.image."+k] = v
		}
	}
	return m
}

func (l Labels) created() time.Time {
	if l.Created.IsZero() {
		return time.Unix(0, 0)
	}
	return l.Created
}

// Binary is one platform's naclcmp.
type Binary struct {
	Platform v1.Platform // os/architecture[/variant], as linux/arm/v7
	Data     []byte      // the statically linked executable
}

// ParsePlatform parses "os/arch[/variant]" and requires the operating
// system and the architecture.
func ParsePlatform(s string) (v1.Platform, error) {
	parts := strings.Split(s, "/")
	if len(parts) < 2 || len(parts) > 3 || slices.Contains(parts, "") {
		return v1.Platform{}, fmt.Errorf("platform %q: want os/arch or os/arch/variant, as linux/arm/v7", s)
	}
	p := v1.Platform{OS: parts[0], Architecture: parts[1]}
	if len(parts) == 3 {
		p.Variant = parts[2]
	}
	return p, nil
}

// Image makes the image of one platform: FROM scratch, one layer with
// /naclcmp (mode 0755) and an empty /tmp (mode 1777, where results and
// temporary files go: a scratch image has no /tmp of its own), and the
// config of docker/Dockerfile: entrypoint /naclcmp, command "all" (interop,
// transcript and the quick benchmark), TMPDIR=/tmp, working directory
// /tmp.
func Image(b Binary, l Labels) (v1.Image, error) {
	if len(b.Data) == 0 {
		return nil, fmt.Errorf("%s: the binary is empty", b.Platform)
	}
	layerTar, err := rootfs(b.Data, l.created())
	if err != nil {
		return nil, err
	}
	layer, err := tarball.LayerFromOpener(func() (io.ReadCloser, error) {
		return io.NopCloser(bytes.NewReader(layerTar)), nil
	}, tarball.WithMediaType(types.OCILayer))
	if err != nil {
		return nil, err
	}
	base := mutate.ConfigMediaType(mutate.MediaType(empty.Image, types.OCIManifestSchema1), types.OCIConfigJSON)
	img, err := mutate.AppendLayers(base, layer)
	if err != nil {
		return nil, err
	}
	cf, err := img.ConfigFile()
	if err != nil {
		return nil, err
	}
	cf = cf.DeepCopy()
	cf.OS, cf.Architecture, cf.Variant = b.Platform.OS, b.Platform.Architecture, b.Platform.Variant
	cf.Created = v1.Time{Time: l.created()}
	cf.Config = v1.Config{
		Entrypoint: []string{"/naclcmp"},
		Cmd:        []string{"all"},
		Env:        []string{"TMPDIR=/tmp"},
		WorkingDir: "/tmp",
		Labels:     l.labels(b.Platform.String()),
	}
	return mutate.ConfigFile(img, cf)
}

// rootfs is the image's one layer, uncompressed.
func rootfs(bin []byte, mtime time.Time) ([]byte, error) {
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	for _, h := range []*tar.Header{
		{Typeflag: tar.TypeDir, Name: "tmp/", Mode: 0o1777, ModTime: mtime},
		{Typeflag: tar.TypeReg, Name: "naclcmp", Mode: 0o755, Size: int64(len(bin)), ModTime: mtime},
	} {
		if err := tw.WriteHeader(h); err != nil {
			return nil, err
		}
		if h.Typeflag == tar.TypeReg {
			if _, err := tw.Write(bin); err != nil {
				return nil, err
			}
		}
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Index makes the image index over one image per binary, in the order
// given, each manifest's descriptor carrying its platform. Two binaries
// for one platform are an error: a client could not choose between them.
func Index(bins []Binary, l Labels) (v1.ImageIndex, error) {
	if len(bins) == 0 {
		return nil, fmt.Errorf("no binaries: an index needs at least one platform")
	}
	idx := mutate.IndexMediaType(empty.Index, types.OCIImageIndex)
	seen := map[string]bool{}
	for _, b := range bins {
		p := b.Platform.String()
		if seen[p] {
			return nil, fmt.Errorf("%s: two binaries for one platform", p)
		}
		seen[p] = true
		img, err := Image(b, l)
		if err != nil {
			return nil, err
		}
		platform := b.Platform
		idx = mutate.AppendManifests(idx, mutate.IndexAddendum{Add: img, Descriptor: v1.Descriptor{Platform: &platform}})
	}
	anns := l.labels("every platform")
	delete(anns, "org.opencontainers.image.description")
	return mutate.Annotations(idx, anns).(v1.ImageIndex), nil
}
