// Command naclcmp-image makes naclcmp's multi-architecture image: one OCI
// image index over FROM-scratch images of the statically linked binaries
// that `make cross` builds, one per platform. It writes the index as an
// OCI image layout directory and can push it to a registry, so that
// `docker run REGISTRY/naclcmp` runs the image of the machine's platform
// and `docker run --platform linux/s390x REGISTRY/naclcmp` an emulated one.
//
// Usage:
//
//	naclcmp-image [--layout DIR] [--push REF] [labels] PLATFORM=FILE...
//
// where each PLATFORM=FILE is a platform (linux/arm/v7) and its binary.
// `make image` runs it over every architecture of scripts/cross/lib.sh.
// The exit status is 0 on success, 1 when writing or pushing fails and 2
// on bad usage (a missing file, a binary for another platform, a
// dynamically linked one), in which case nothing is written or pushed.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/google/go-containerregistry/pkg/authn"
	"github.com/google/go-containerregistry/pkg/name"
	v1 "github.com/google/go-containerregistry/pkg/v1"
	"github.com/google/go-containerregistry/pkg/v1/empty"
	"github.com/google/go-containerregistry/pkg/v1/layout"
	"github.com/google/go-containerregistry/pkg/v1/remote"

	"github.com/naclcmp/naclcmp/internal/ociindex"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// errUsage marks an error of the command line or of its inputs: exit 2.
var errUsage = errors.New("usage")

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("naclcmp-image", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("layout", "", "write the index as an OCI image layout to this directory (replaced whole)")
	push := fs.String("push", "", "push the index to this reference (127.0.0.1:5000/naclcmp:latest); loopback and private addresses are spoken to over plain HTTP")
	var l ociindex.Labels
	fs.StringVar(&l.Source, "source", "", "org.opencontainers.image.source: the repository URL")
	fs.StringVar(&l.Version, "version", "", "org.opencontainers.image.version")
	fs.StringVar(&l.Revision, "revision", "", "org.opencontainers.image.revision: the commit")
	created := fs.String("created", "", "org.opencontainers.image.created, RFC 3339 (default: the Unix epoch, so that the same binaries give the same digests)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: naclcmp-image [--layout DIR] [--push REF] [labels] PLATFORM=FILE...")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	err := build(fs.Args(), *dir, *push, *created, l, stdout)
	switch {
	case err == nil:
		return 0
	case errors.Is(err, errUsage):
		fmt.Fprintln(stderr, "naclcmp-image:", strings.TrimPrefix(err.Error(), "usage: "))
		return 2
	default:
		fmt.Fprintln(stderr, "naclcmp-image:", err)
		return 1
	}
}

// build reads and checks every binary before it writes or pushes
// anything.
func build(pairs []string, dir, push, created string, l ociindex.Labels, stdout io.Writer) error {
	if dir == "" && push == "" {
		return fmt.Errorf("%w: nothing to do: give --layout DIR, --push REF or both", errUsage)
	}
	if len(pairs) == 0 {
		return fmt.Errorf("%w: no PLATFORM=FILE given", errUsage)
	}
	if created != "" {
		t, err := time.Parse(time.RFC3339, created)
		if err != nil {
			return fmt.Errorf("%w: --created: %v", errUsage, err)
		}
		l.Created = t
	}
	var ref name.Reference
	if push != "" {
		r, err := name.ParseReference(push)
		if err != nil {
			return fmt.Errorf("%w: --push: %v", errUsage, err)
		}
		ref = r
	}
	var bins []ociindex.Binary
	for _, pair := range pairs {
		platform, file, ok := strings.Cut(pair, "=")
		if !ok {
			return fmt.Errorf("%w: %q: want PLATFORM=FILE, as linux/arm64=build/arm64/naclcmp", errUsage, pair)
		}
		p, err := ociindex.ParsePlatform(platform)
		if err != nil {
			return fmt.Errorf("%w: %v", errUsage, err)
		}
		data, err := os.ReadFile(file)
		if err != nil {
			return fmt.Errorf("%w: %v", errUsage, err)
		}
		if err := ociindex.CheckBinary(p, data); err != nil {
			return fmt.Errorf("%w: %s: %v", errUsage, file, err)
		}
		bins = append(bins, ociindex.Binary{Platform: p, Data: data})
	}
	idx, err := ociindex.Index(bins, l)
	if err != nil {
		return fmt.Errorf("%w: %v", errUsage, err)
	}
	if err := describe(idx, stdout); err != nil {
		return err
	}
	if dir != "" {
		t0 := time.Now()
		if err := writeLayout(dir, idx); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "wrote the OCI image layout %s (%.1f s)\n", dir, time.Since(t0).Seconds())
	}
	if ref != nil {
		t0 := time.Now()
		if err := remote.WriteIndex(ref, idx, remote.WithAuthFromKeychain(authn.DefaultKeychain)); err != nil {
			return fmt.Errorf("pushing %s: %w", ref, err)
		}
		fmt.Fprintf(stdout, "pushed %s (%.1f s)\n", ref, time.Since(t0).Seconds())
	}
	return nil
}

// describe prints each platform's manifest digest and the index's.
func describe(idx v1.ImageIndex, w io.Writer) error {
	m, err := idx.IndexManifest()
	if err != nil {
		return err
	}
	for _, d := range m.Manifests {
		fmt.Fprintf(w, "%-16s %s  %d bytes\n", d.Platform, d.Digest, d.Size)
	}
	h, err := idx.Digest()
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "index            %s  %d platforms\n", h, len(m.Manifests))
	return nil
}

// writeLayout writes the layout beside dir and renames it into place, so
// that an interrupted run leaves the previous layout, not half of one.
func writeLayout(dir string, idx v1.ImageIndex) error {
	parent := filepath.Dir(filepath.Clean(dir))
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return fmt.Errorf("writing %s: %w", dir, err)
	}
	tmp, err := os.MkdirTemp(parent, "."+filepath.Base(dir)+".tmp-*")
	if err != nil {
		return fmt.Errorf("writing %s: %w", dir, err)
	}
	defer os.RemoveAll(tmp)
	// The layout's own index.json names the image index, tagged latest,
	// as docker buildx and skopeo write one: `skopeo copy oci:DIR:latest`.
	lp, err := layout.Write(tmp, empty.Index)
	if err == nil {
		err = lp.AppendIndex(idx, layout.WithAnnotations(map[string]string{"org.opencontainers.image.ref.name": "latest"}))
	}
	if err != nil {
		return fmt.Errorf("writing %s: %w", dir, err)
	}
	if err := os.RemoveAll(dir); err != nil {
		return fmt.Errorf("writing %s: %w", dir, err)
	}
	if err := os.Rename(tmp, dir); err != nil {
		return fmt.Errorf("writing %s: %w", dir, err)
	}
	return nil
}
