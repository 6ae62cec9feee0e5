package report

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/internal/termtext"
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

// madeUpRegistry is a registry of 36 implementations, the size the matrix
// is growing to, with sources and notes longer than a line.
func madeUpRegistry() *matrix.Registry {
	r := &matrix.Registry{}
	for i := 0; i < 36; i++ {
		im := &matrix.Impl{
			Name: fmt.Sprintf("js:impl-%02d-ed25519", i), Language: matrix.LangJS,
			Library: "supercop.wasm (orlp/ed25519 in WebAssembly)", Version: fmt.Sprintf("5.0.%d", i),
			Source: "zeromq3 4.3.4-6 src/tweetnacl.c sha256:05de24dcdeba04d38ba84dfa1facb1e3737cbcfc36bad75b99abfbb169a8ac08, " +
				"src/tweetnacl.h sha256:1f660895e802aeb2d7d24317799e9cae509a75293b9645a822c92af55ae5c9bc",
			Ops: map[string]any{"sign/ed25519": 1},
		}
		if i%2 == 0 {
			im.Ops["hash/sha512"] = 1
		}
		if i%5 == 0 {
			im.Notes = map[string]string{"sign/ed25519": fmt.Sprintf("note %d: written here in Go from NaCl 20110221's crypto_sign/edwards25519sha512batch/ref on this library's Point and Scalar, the independent second implementation beside nacl", i)}
		}
		r.Impls = append(r.Impls, im)
	}
	return r
}

// TestWriteRegistryFits checks the default form of list over 36 made-up
// implementations: every line fits termtext.Width, nothing is cut (every
// word of every source and note is there), each operation is one entry
// naming who has it with the note marks of WriteOpsMatrix.
func TestWriteRegistryFits(t *testing.T) {
	r := madeUpRegistry()
	var impls, ops, wide strings.Builder
	WriteImplList(&impls, r)
	WriteOpsList(&ops, r)
	WriteOpsMatrix(&wide, r)
	out := impls.String() + ops.String()
	if w, l := termtext.MaxWidth(out); w > termtext.Width {
		t.Errorf("line of %d columns: %q", w, l)
	}
	words := strings.Fields(out)
	has := func(word string) bool { return slices.Contains(words, word) || slices.Contains(words, word+",") }
	for _, im := range r.Impls {
		if !strings.Contains(out, "\n"+im.Name+" (JavaScript): supercop.wasm (orlp/ed25519 in WebAssembly) "+im.Version+"\n") {
			t.Errorf("no line for %s:\n%s", im.Name, out)
		}
		for _, w := range strings.Fields(im.Source + " " + im.Notes["sign/ed25519"]) {
			if !has(strings.TrimSuffix(w, ",")) {
				t.Errorf("%q cut from the output:\n%s", w, out)
			}
		}
	}
	if !strings.Contains(ops.String(), "\nsign/ed25519 (36): js:impl-00-ed25519 [1], js:impl-01-ed25519, ") ||
		!strings.Contains(ops.String(), "\nhash/sha512 (18): js:impl-00-ed25519, js:impl-02-ed25519, ") {
		t.Errorf("operations not listed with who has them:\n%s", ops.String())
	}
	// The notes read as in the wide form, numbered alike.
	for i := 1; i <= 8; i++ {
		mark := fmt.Sprintf("[%d] js:impl-%02d-ed25519 sign/ed25519: note %d:", i, (i-1)*5, (i-1)*5)
		if !strings.Contains(ops.String(), "\n  "+mark) || !strings.Contains(wide.String(), "\n  "+mark) {
			t.Errorf("note %q not in both forms:\n%s", mark, ops.String())
		}
	}
}
