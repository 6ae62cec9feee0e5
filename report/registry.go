package report

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/naclcmp/naclcmp/matrix"
)

// WriteImpls prints the implementations of r, one row each: language,
// library, the version read at run time and where the code comes from.
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
// knowing.
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
