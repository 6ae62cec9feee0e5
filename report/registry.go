package report

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/matrix"
)

// WriteImpls prints the implementations of r, one row each: language,
// library, the version read at run time and where the code comes from.
// It is `naclcmp list --wide`; WriteImplList fits a terminal.
func WriteImpls(w io.Writer, r *matrix.Registry) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "IMPLEMENTATION\tLANGUAGE\tLIBRARY\tVERSION\tSOURCE")
	for _, im := range r.Impls {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", im.Name, im.Language, im.Library, im.Version, im.Source)
	}
	tw.Flush()
}

// WriteOpsMatrix prints operations × implementations of r: "✓" where an
// implementation has the operation, "—" where it does not, and a
// numbered note where the implementation reaches it in a way worth
// knowing. It is `naclcmp list --wide`; WriteOpsList fits a terminal.
func WriteOpsMatrix(w io.Writer, r *matrix.Registry) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "OPERATION\t%s\n", strings.Join(r.Names(), "\t"))
	var notes []string
	for _, s := range r.Specs() {
		row := []string{s.ID()}
		for _, im := range r.Impls {
			cell := "—"
			if im.Has(s.ID()) {
				cell = "✓"
				if n := im.Notes[s.ID()]; n != "" {
					notes = append(notes, fmt.Sprintf("  [%d] %s %s: %s", len(notes)+1, im.Name, s.ID(), n))
					cell = fmt.Sprintf("✓[%d]", len(notes))
				}
			}
			row = append(row, cell)
		}
		fmt.Fprintln(tw, strings.Join(row, "\t"))
	}
	tw.Flush()
	if len(notes) > 0 {
		fmt.Fprintln(w, "\nnotes:")
		fmt.Fprintln(w, strings.Join(notes, "\n"))
	}
}

// WriteImplList prints the implementations of r as WriteImpls does, but
// for a terminal of termtext.Width columns: per implementation a line
// "name (language): library version", then where its code comes from on
// indented lines, wrapped rather than cut.
func WriteImplList(w io.Writer, r *matrix.Registry) {
	fmt.Fprintf(w, "%s: name (language): library and version, then the source of its code\n", termtext.Count(len(r.Impls), "implementation"))
	for _, im := range r.Impls {
		termtext.WriteWords(w, fmt.Sprintf("%s (%s): ", im.Name, im.Language), libraryVersion(im), 4)
		termtext.WriteWords(w, "    source: ", im.Source, 12)
	}
}

// libraryVersion is the library and its version, said once where the
// version already starts with the library's name ("TweetNaCl 20140427").
func libraryVersion(im *matrix.Impl) string {
	if im.Library != "" && strings.HasPrefix(im.Version, im.Library) {
		return im.Version
	}
	return strings.TrimSpace(im.Library + " " + im.Version)
}

// WriteOpsList prints what WriteOpsMatrix prints, for a terminal of
// termtext.Width columns: per operation one line, wrapped under a hanging
// indent, naming the implementations that have it, with the same
// numbered notes, written out below.
func WriteOpsList(w io.Writer, r *matrix.Registry) {
	fmt.Fprintln(w, "operations (how many implementations): the implementations that have each; [n] is a note below")
	var notes []string
	for _, s := range r.Specs() {
		var has []string
		for _, im := range r.Impls {
			if !im.Has(s.ID()) {
				continue
			}
			name := im.Name
			if n := im.Notes[s.ID()]; n != "" {
				notes = append(notes, fmt.Sprintf("%s %s: %s", im.Name, s.ID(), n))
				name += fmt.Sprintf(" [%d]", len(notes))
			}
			has = append(has, name)
		}
		termtext.WriteWrapped(w, fmt.Sprintf("%s (%d): ", s.ID(), len(has)), has, 4)
	}
	if len(notes) > 0 {
		fmt.Fprintln(w, "\nnotes:")
		for i, n := range notes {
			head := fmt.Sprintf("  [%d] ", i+1)
			// Continuation lines start under the note's text.
			termtext.WriteWords(w, head, n, termtext.Len(head))
		}
	}
}
