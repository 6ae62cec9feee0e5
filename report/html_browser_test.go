//go:build unix

package report

import (
	"context"
	"fmt"
	"image/color"
	"image/png"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/naclcmp/naclcmp/internal/require"
)

// screenWidth and screenHeight are a laptop's window, the page's target.
const screenWidth, screenHeight = 1440, 900

// TestHTMLReportInChromium opens report.html in a headless Chromium, as a
// reader would, and checks the screenshot: the page drew (not one colour),
// at the window's size, with its header bar across the top. Chromium is
// optional, like node: NACLCMP_REQUIRE=chromium (or all) makes its absence
// a failure.
func TestHTMLReportInChromium(t *testing.T) {
	bin := chromium()
	if bin == "" {
		require.Skip(t, require.Browsers, "no chromium or chromium-browser on PATH: report.html not opened in a browser")
	}
	dir := t.TempDir()
	if err := WriteDir(synthRun("amd64", "EPYC", false, tscCounter, 1), dir, ""); err != nil {
		t.Fatal(err)
	}
	shot := filepath.Join(dir, "screenshot.png")
	if err := screenshot(t, bin, filepath.Join(dir, "report.html"), shot); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(shot)
	if err != nil {
		t.Fatalf("no screenshot: %v", err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	if b := img.Bounds(); b.Dx() != screenWidth || b.Dy() != screenHeight {
		t.Fatalf("screenshot of %dx%d, want the window's %dx%d", b.Dx(), b.Dy(), screenWidth, screenHeight)
	}

	// The header bar: its colour, read from the style sheet, across the
	// top rows.
	header := headerColour(t)
	for _, y := range []int{2, 12} {
		n := 0
		for x := 0; x < screenWidth; x++ {
			if near(img.At(x, y), header) {
				n++
			}
		}
		if n < screenWidth*8/10 {
			t.Errorf("row %d: %d of %d pixels in the header's colour %v", y, n, screenWidth, header)
		}
	}
	// Below it, the report: text and tables, many colours, not a blank
	// page.
	colours := map[color.RGBA]bool{}
	ink := 0
	for y := 60; y < screenHeight; y++ {
		for x := 0; x < screenWidth; x++ {
			c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
			colours[c] = true
			if c.R < 128 && c.G < 128 && c.B < 128 {
				ink++
			}
		}
	}
	if len(colours) < 20 || ink < screenWidth*screenHeight/1000 {
		t.Errorf("the page below the header looks blank: %d colours, %d dark pixels", len(colours), ink)
	}
}

// chromium returns the path of a Chromium on PATH, or "".
func chromium() string {
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// screenshot has Chromium draw page into shot. Chromium starts helper
// processes that can outlive it: it runs in a process group of its own,
// which is killed when it returns or times out, before its profile
// directory is removed.
func screenshot(t *testing.T, bin, page, shot string) error {
	// Both are removed when the test ends, after the group is killed.
	profile, logs := t.TempDir(), t.TempDir()
	log, err := os.Create(filepath.Join(logs, "chromium.log"))
	if err != nil {
		return err
	}
	defer log.Close()

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	u := url.URL{Scheme: "file", Path: page}
	cmd := exec.CommandContext(ctx, bin,
		"--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
		"--user-data-dir="+profile,
		"--hide-scrollbars",
		// Draw the whole page before the shot, however long the
		// inline charts take to decode.
		"--run-all-compositor-stages-before-draw", "--virtual-time-budget=5000",
		"--window-size="+strconv.Itoa(screenWidth)+","+strconv.Itoa(screenHeight),
		"--screenshot="+shot,
		u.String())
	// A file, not a pipe: a helper that outlives chromium would keep a
	// pipe open and Wait with it.
	cmd.Stdout, cmd.Stderr = log, log
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	if err := cmd.Start(); err != nil {
		return err
	}
	err = cmd.Wait()
	syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) // the helpers left behind
	if err != nil {
		out, _ := os.ReadFile(log.Name())
		return fmt.Errorf("%s: %v\n%s", bin, err, out)
	}
	return nil
}

// headerColour reads the header bar's colour from html.css.
func headerColour(t *testing.T) color.RGBA {
	m := regexp.MustCompile(`--header:\s*#([0-9a-fA-F]{6})`).FindStringSubmatch(htmlCSS)
	if m == nil {
		t.Fatal("html.css sets no --header colour")
	}
	v, _ := strconv.ParseUint(m[1], 16, 32)
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// near reports whether c is within a few levels of want per channel:
// Chromium may round colours.
func near(c color.Color, want color.RGBA) bool {
	got := color.RGBAModel.Convert(c).(color.RGBA)
	d := func(a, b uint8) int { return max(int(a)-int(b), int(b)-int(a)) }
	return d(got.R, want.R) <= 4 && d(got.G, want.G) <= 4 && d(got.B, want.B) <= 4
}
