// Command libs writes the package lists of internal/libraries' records into
// the files that make and sh read, which cannot import Go: the generated
// block of the Makefile (LIBRARY_PACKAGES, which DEB_PACKAGES names) and
// that of scripts/cross/lib.sh (CROSS_LIBS for deps.sh, SYSROOT_LIBS for
// sysroot.sh, absent_libs for arch_vars' ABSENT_LIBS). Run it from the
// repository root after editing a record:
//
//	go run ./internal/libraries/cmd/libs          rewrite the blocks
//	go run ./internal/libraries/cmd/libs -check   only say which are stale
//
// The blocks are checked in, so that make and the cross scripts need no Go
// build to read them; the test of this package fails when one differs from
// what the records give.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/naclcmp/naclcmp/internal/libraries"
)

// The lines that open and close a generated block, in make and sh alike.
const (
	begin = "# BEGIN generated from internal/libraries by `go run ./internal/libraries/cmd/libs`: edit the records, not these lines"
	end   = "# END generated from internal/libraries"
)

// block is the generated part of one file.
type block struct {
	file string // relative to the repository root
	text string // the lines between begin and end, each ending in a newline
}

// blocks returns the generated block of every file, from the records all.
func blocks(all []libraries.Library) []block {
	return []block{{"Makefile", makeBlock(all)}, {"scripts/cross/lib.sh", shBlock(all)}}
}

// makeBlock returns the Makefile's block: every library's Debian package.
func makeBlock(all []libraries.Library) string {
	var pkgs []string
	for _, l := range all {
		if l.Debian != "" {
			pkgs = append(pkgs, l.Debian)
		}
	}
	return "# The -dev packages of the C libraries compared, which a native build needs.\n" +
		"LIBRARY_PACKAGES = " + strings.Join(pkgs, " ") + "\n"
}

// shBlock returns lib.sh's block: the packages that cross builds install
// and unpack, and the libraries each architecture leaves out.
func shBlock(all []libraries.Library) string {
	var cross, sysroot []string
	absent := map[string][]string{}
	var arches []string
	for _, l := range all {
		if l.Debian != "" && !l.Archive {
			cross = append(cross, l.Debian)
			sysroot = append(append(sysroot, l.Debian), l.SysrootDeps...)
		}
		for _, a := range l.AbsentOn {
			if _, ok := absent[a]; !ok {
				arches = append(arches, a)
			}
			absent[a] = append(absent[a], strings.TrimPrefix(l.Tag, libraries.TagPrefix))
		}
	}
	var b strings.Builder
	b.WriteString("# CROSS_LIBS are the -dev packages of the C libraries that cross builds link\n" +
		"# from the target's sysroot (deps.sh installs the machine's own, for the\n" +
		"# native reference); SYSROOT_LIBS adds their dependencies' -dev packages,\n" +
		"# which sysroot.sh unpacks too (dpkg -x resolves no dependencies). The\n" +
		"# libraries whose archives a cross build rewrites are in neither.\n")
	fmt.Fprintf(&b, "CROSS_LIBS=\"%s\"\nSYSROOT_LIBS=\"%s\"\n", strings.Join(cross, " "), strings.Join(sysroot, " "))
	b.WriteString("# absent_libs DEBARCH prints the libraries a build for DEBARCH leaves out,\n" +
		"# each the word after naclcmp_no_ of its build tag: those Debian bookworm\n" +
		"# has no package of there.\n" +
		"absent_libs() {\n\tcase \"$1\" in\n")
	slices.Sort(arches)
	for _, a := range arches {
		fmt.Fprintf(&b, "\t%s) echo \"%s\" ;;\n", a, strings.Join(absent[a], " "))
	}
	b.WriteString("\tesac\n}\n")
	return b.String()
}

// splice returns text with its generated block replaced by gen.
func splice(text, gen string) (string, error) {
	i := strings.Index(text, begin+"\n")
	j := strings.Index(text, "\n"+end+"\n")
	if i < 0 || j < i || strings.Count(text, begin) != 1 || strings.Count(text, end) != 1 {
		return "", errors.New("no single generated block (a line " + begin + ", then " + end + ")")
	}
	return text[:i+len(begin)+1] + gen + text[j+1:], nil
}

func main() {
	check := flag.Bool("check", false, "only report the files whose block differs from the records")
	flag.Parse()
	stale := 0
	for _, b := range blocks(libraries.All) {
		old, err := os.ReadFile(b.file)
		if err != nil {
			fmt.Fprintln(os.Stderr, "libs:", err, "(run it from the repository root)")
			os.Exit(1)
		}
		text, err := splice(string(old), b.text)
		if err != nil {
			fmt.Fprintf(os.Stderr, "libs: %s: %v\n", b.file, err)
			os.Exit(1)
		}
		if text == string(old) {
			continue
		}
		stale++
		if *check {
			fmt.Printf("%s: stale\n", b.file)
			continue
		}
		info, err := os.Stat(b.file)
		if err == nil {
			err = os.WriteFile(b.file, []byte(text), info.Mode().Perm())
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "libs:", err)
			os.Exit(1)
		}
		fmt.Printf("%s: rewritten\n", b.file)
	}
	if *check && stale > 0 {
		os.Exit(1)
	}
}
