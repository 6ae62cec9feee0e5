package checktest

import (
	"testing"

	"github.com/naclcmp/naclcmp/vectors"
)

// Vector returns vector id of operation op in the embedded vector file
// file ("rfc8032"), failing t when there is none: tests that need a known
// answer take it from vectors/, the suite's one source of them.
func Vector(t testing.TB, file, op string, id int) vectors.Vector {
	t.Helper()
	files, err := vectors.All()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if f.Name != file {
			continue
		}
		for _, g := range f.Groups {
			for _, v := range g.Vectors {
				if g.Op == op && v.ID == id {
					return v
				}
			}
		}
	}
	t.Fatalf("no vector %s %s %d", file, op, id)
	return vectors.Vector{}
}
