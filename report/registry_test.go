package report

import (
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/matrix"
)

func TestWriteRegistry(t *testing.T) {
	r := &matrix.Registry{Impls: []*matrix.Impl{
		{Name: "a", Language: matrix.LangC, Library: "liba", Version: "1.0", Ops: map[string]any{"hash/sha256": 1}},
		{Name: "b", Language: matrix.LangGo, Library: "libb", Version: "go1", Ops: map[string]any{"hash/sha256": 1, "hash/sha512": 1},
			Notes: map[string]string{"hash/sha512": "wraps a"}},
	}}
	var impls, ops strings.Builder
	WriteImpls(&impls, r)
	WriteOpsMatrix(&ops, r)
	if want := "IMPLEMENTATION  LANGUAGE  LIBRARY  VERSION  SOURCE\na               C         liba     1.0      \nb               Go        libb     go1      \n"; impls.String() != want {
		t.Errorf("WriteImpls:\n%q\nwant\n%q", impls.String(), want)
	}
	if want := "OPERATION    a  b\nhash/sha256  ✓  ✓\nhash/sha512  —  ✓[1]\n\nnotes:\n  [1] b hash/sha512: wraps a\n"; ops.String() != want {
		t.Errorf("WriteOpsMatrix:\n%q\nwant\n%q", ops.String(), want)
	}
}
