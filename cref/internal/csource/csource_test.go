package csource_test

import (
	"slices"
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/csource"
)

func TestInDir(t *testing.T) {
	files := []csource.File{{"a.c", "11"}, {"b.h", "22"}}
	got := csource.InDir("src", files)
	want := []csource.File{{"src/a.c", "11"}, {"src/b.h", "22"}}
	if !slices.Equal(got, want) {
		t.Errorf("InDir(src) = %v, want %v", got, want)
	}
	if files[0].Name != "a.c" {
		t.Errorf("InDir changed its input: %v", files)
	}
	if got := csource.InDir("", files); !slices.Equal(got, files) {
		t.Errorf("InDir(\"\") = %v, want the names unchanged", got)
	}
}
