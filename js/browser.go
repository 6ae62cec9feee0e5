package js

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"
)

// Browsers whose WebCrypto the suite compares (Entry.Browser).
const (
	// BrowserChromium is Chromium, run as `chromium --headless`.
	BrowserChromium = "chromium"
	// BrowserFirefox is Firefox, run as `firefox-esr --headless`.
	BrowserFirefox = "firefox"
)

// browserSpec says where a browser's binary is looked for and what
// installs it.
type browserSpec struct {
	env      string   // the variable naming the binary, which overrides names
	names    []string // binaries looked for on PATH, in order
	packages string   // what installs it, for the status line
}

// browserSpecs are the browsers' binaries, by Entry.Browser.
var browserSpecs = map[string]browserSpec{
	BrowserChromium: {env: "NACLCMP_CHROMIUM", names: []string{"chromium", "chromium-browser"}, packages: "Debian's chromium package, as make deps does on amd64"},
	BrowserFirefox:  {env: "NACLCMP_FIREFOX", names: []string{"firefox-esr", "firefox"}, packages: "Debian's firefox-esr package, as make deps does on amd64"},
}

// browserStopTimeout is how long Close gives a browser's host to end:
// browser.js waits up to 3 s for the browser's processes to die before it
// removes their profile.
var browserStopTimeout = 5 * time.Second

// lookBrowser returns the binary of browser, or a status line saying
// what to install.
func lookBrowser(browser string) (string, string) {
	spec, ok := browserSpecs[browser]
	if !ok {
		return "", fmt.Sprintf("not installed: no browser %q is known", browser)
	}
	if want := os.Getenv(spec.env); want != "" {
		path, err := exec.LookPath(want)
		if err != nil {
			return "", fmt.Sprintf("not installed: %s=%s is not a program (%v)", spec.env, want, err)
		}
		return path, ""
	}
	for _, name := range spec.names {
		if path, err := exec.LookPath(name); err == nil {
			return path, ""
		}
	}
	return "", fmt.Sprintf("not installed: %s not found on PATH (install %s, or set %s)", strings.Join(spec.names, " or "), spec.packages, spec.env)
}

// browserVersion asks a browser binary for its version, bounded by
// probeTimeout: "Chromium 156.0.8078.114", "Mozilla Firefox 153.8.0esr".
func browserVersion(binary string) (string, error) {
	v, err := askVersion(binary, "--version")
	// Debian's Chromium adds where it was built.
	v, _, _ = strings.Cut(v, " built on ")
	return v, err
}
