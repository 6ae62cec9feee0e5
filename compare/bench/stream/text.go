package stream

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
)

// WriteText prints one algorithm's table, fastest program first, then the
// external programs' versions and the verdict on the digests.
func WriteText(w io.Writer, t Table) {
	fmt.Fprintf(w, "%s, %s of zero bytes piped into each program\n\n", t.Algorithm, FormatSize(t.Bytes))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "program\tMB/s\twall s\tCPU s\tdigest\tstatus\t")
	runs := append([]Run(nil), t.Runs...)
	sort.SliceStable(runs, func(i, j int) bool { return runs[i].MBps > runs[j].MBps })
	for _, r := range runs {
		digest := r.Digest
		if len(digest) > 16 {
			digest = digest[:16] + "…"
		}
		speed, wall, cpu := "—", "—", "—"
		if r.Status == "ok" || r.Status == "mismatch" {
			speed, wall, cpu = fmt.Sprintf("%.0f", r.MBps), fmt.Sprintf("%.3f", r.WallS), fmt.Sprintf("%.3f", r.CPUS)
		}
		status := r.Status
		if r.Detail != "" && r.Status != "ok" {
			status += " (" + r.Detail + ")"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t\n", r.Program, speed, wall, cpu, digest, status)
	}
	tw.Flush()
	fmt.Fprintln(w)
	for _, r := range t.Runs {
		if r.Version != "" {
			fmt.Fprintf(w, "  %s: %s\n", r.argv[0], r.Version)
		}
	}
	if t.Agree {
		fmt.Fprintln(w, "  digests: all programs that ran agree")
	} else {
		fmt.Fprintln(w, "  digests: MISMATCH (see the status column)")
	}
	if t.VsOpenSSL > 0 {
		fmt.Fprintf(w, "  fastest naclcmp implementation: %s, %.2fx the speed of openssl dgst\n", t.FastestNaclcmp, t.VsOpenSSL)
	}
	fmt.Fprintln(w)
}

// ParseSize reads 1GiB, 256MiB, 512KiB, 5GB, 100MB, 64kB or a number of
// bytes.
func ParseSize(s string) (int64, error) {
	units := []struct {
		suffix string
		mult   int64
	}{{"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}, {"GB", 1e9}, {"MB", 1e6}, {"kB", 1e3}, {"KB", 1e3}, {"B", 1}, {"", 1}}
	for _, u := range units {
		if num, ok := strings.CutSuffix(s, u.suffix); ok {
			v, err := strconv.ParseInt(strings.TrimSpace(num), 10, 64)
			if err != nil || v <= 0 || v > (1<<62)/u.mult {
				return 0, fmt.Errorf("%q is not a positive size such as 1GiB, 256MiB or 5GB", s)
			}
			return v * u.mult, nil
		}
	}
	return 0, fmt.Errorf("%q is not a size", s)
}

// FormatSize renders a byte count in the largest binary unit that divides
// it, or in bytes.
func FormatSize(n int64) string {
	for _, u := range []struct {
		name string
		size int64
	}{{"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}} {
		if n%u.size == 0 {
			return fmt.Sprintf("%d %s", n/u.size, u.name)
		}
	}
	return fmt.Sprintf("%d bytes", n)
}
